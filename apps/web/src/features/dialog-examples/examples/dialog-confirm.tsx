import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'

/** The app's own confirmation dialog, as every deletion uses it. */
export function DialogConfirm() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [suspended, setSuspended] = useState(false)
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(suspended ? 'dialogExamples.confirm.suspended' : 'dialogExamples.confirm.active')}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={suspended}>
        {t('dialogExamples.confirm.open')}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={t('dialogExamples.confirm.title')}
        text={t('dialogExamples.confirm.text')}
        confirmLabel={t('dialogExamples.confirm.confirm')}
        onConfirm={() => {
          setSuspended(true)
          setOpen(false)
        }}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
