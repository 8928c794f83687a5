import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const

export function AlertSeverities() {
  const { t } = useTranslation()
  return (
    <Stack spacing={2}>
      {SEVERITIES.map((severity) => (
        <Alert key={severity} severity={severity}>
          {t(`uiComponents.alert.messages.${severity}`)}
        </Alert>
      ))}
    </Stack>
  )
}
