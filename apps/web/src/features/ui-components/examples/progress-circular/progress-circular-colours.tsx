import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

const COLOURS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const

export function ProgressCircularColours() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLOURS.map((colour) => (
        <CircularProgress key={colour} color={colour} aria-label={t('uiComponents.progress.loading')} />
      ))}
    </Stack>
  )
}
