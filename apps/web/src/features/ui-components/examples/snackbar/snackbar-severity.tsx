import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const
type Severity = (typeof SEVERITIES)[number]

export function SnackbarSeverity() {
  const { t } = useTranslation()
  const [shown, setShown] = useState<Severity | null>(null)
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {SEVERITIES.map((severity) => (
        <Button key={severity} variant="outlined" color={severity} onClick={() => setShown(severity)}>
          {t(`uiComponents.snackbar.severity.${severity}`)}
        </Button>
      ))}
      <Snackbar open={shown !== null} autoHideDuration={3000} onClose={() => setShown(null)}>
        <Alert severity={shown ?? 'info'} variant="filled" onClose={() => setShown(null)}>
          {shown && t(`uiComponents.alert.messages.${shown}`)}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
