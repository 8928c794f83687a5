import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

export function AlertVariants() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      <Alert variant="outlined" severity="info">
        {t('uiComponents.alert.messages.outlined')}
      </Alert>
      <Alert variant="filled" severity="success">
        {t('uiComponents.alert.messages.filled')}
      </Alert>
      <Alert variant="standard" severity="warning" icon={false}>
        {t('uiComponents.alert.messages.noIcon')}
      </Alert>
    </Stack>
  )
}
