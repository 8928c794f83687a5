// Loading and error states of the public pages.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'

export function FrontLoading() {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('frontPages.common.loading')} />
    </Box>
  )
}

export function FrontLoadError({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  const { t } = useTranslation()
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" onClick={onRetry}>
            {t('frontPages.common.retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? t('frontPages.common.loadFailed')}
    </Alert>
  )
}
