import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

export function DialogForm() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [subscribed, setSubscribed] = useState<string | null>(null)
  const titleId = useId()
  const invalid = email !== '' && !/^\S+@\S+\.\S+$/.test(email)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!email || invalid) return
    setSubscribed(email)
    setOpen(false)
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('uiComponents.dialog.subscribe')}
      </Button>
      {subscribed && (
        <DialogContentText sx={{ mt: 2 }}>
          {t('uiComponents.dialog.subscribed', { email: subscribed })}
        </DialogContentText>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('uiComponents.dialog.subscribe')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('uiComponents.dialog.subscribeText')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              type="email"
              label={t('uiComponents.dialog.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={invalid}
              helperText={invalid ? t('uiComponents.dialog.emailInvalid') : ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('uiComponents.dialog.subscribe')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
