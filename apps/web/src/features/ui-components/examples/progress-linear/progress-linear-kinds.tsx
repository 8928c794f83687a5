import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

export function ProgressLinearKinds() {
  const { t } = useTranslation()
  return (
    <Stack spacing={3}>
      <LinearProgress aria-label={t('uiComponents.progress.loading')} />
      <LinearProgress
        color="success"
        variant="determinate"
        value={64}
        aria-label={t('uiComponents.progress.upload')}
      />
      <LinearProgress
        color="warning"
        variant="buffer"
        value={40}
        valueBuffer={70}
        aria-label={t('uiComponents.progress.stream')}
      />
      <LinearProgress color="error" variant="query" aria-label={t('uiComponents.progress.loading')} />
    </Stack>
  )
}
