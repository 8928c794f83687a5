import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

export function DialogBasic() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('uiComponents.dialog.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('uiComponents.dialog.basicTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('uiComponents.dialog.basicText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('uiComponents.dialog.agree')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
