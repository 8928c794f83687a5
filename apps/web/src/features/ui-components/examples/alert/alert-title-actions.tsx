import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function AlertTitleActions() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  return (
    <Stack spacing={2}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small">
            {t('uiComponents.alert.retry')}
          </Button>
        }
      >
        <AlertTitle>{t('uiComponents.alert.paymentTitle')}</AlertTitle>
        {t('uiComponents.alert.paymentText')}
      </Alert>
      <Collapse in={open}>
        <Alert severity="info" onClose={() => setOpen(false)}>
          {t('uiComponents.alert.dismissible')}
        </Alert>
      </Collapse>
      {!open && (
        <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('uiComponents.alert.showAgain')}
        </Button>
      )}
    </Stack>
  )
}
