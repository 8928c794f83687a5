import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { passesLuhn } from '@aurum/shared'

type Card = { number: string; name: string; expiry: string; cvc: string }
const EMPTY: Card = { number: '', name: '', expiry: '', cvc: '' }

function problems(card: Card): Partial<Record<keyof Card, string>> {
  const digits = card.number.replace(/\s/g, '')
  return {
    ...(!/^\d{12,}$/.test(digits) || !passesLuhn(digits)
      ? { number: 'dialogExamples.payment.numberInvalid' }
      : {}),
    ...(!card.name.trim() ? { name: 'dialogExamples.payment.nameRequired' } : {}),
    ...(!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry)
      ? { expiry: 'dialogExamples.payment.expiryInvalid' }
      : {}),
    ...(!/^\d{3,4}$/.test(card.cvc) ? { cvc: 'dialogExamples.payment.cvcInvalid' } : {}),
  }
}

export function DialogPaymentMethod() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [card, setCard] = useState(EMPTY)
  const [submitted, setSubmitted] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const titleId = useId()
  const errors = submitted ? problems(card) : {}
  const field = (key: keyof Card, extra: { inputMode?: 'numeric'; placeholder?: string } = {}) => (
    <TextField
      label={t(`dialogExamples.payment.${key}`)}
      value={card[key]}
      onChange={(event) => setCard((current) => ({ ...current, [key]: event.target.value }))}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : ' '}
      slotProps={{ htmlInput: { inputMode: extra.inputMode, dir: key === 'name' ? undefined : 'ltr' } }}
      placeholder={extra.placeholder}
    />
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(problems(card)).length) return
    setSaved(card.number.replace(/\s/g, '').slice(-4))
    setCard(EMPTY)
    setSubmitted(false)
    setOpen(false)
  }
  return (
    <>
      {saved && <Typography sx={{ mb: 2 }}>{t('dialogExamples.payment.saved', { last4: saved })}</Typography>}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('dialogExamples.payment.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('dialogExamples.payment.title')}</DialogTitle>
          <DialogContent>
            <Grid container spacing={1} sx={{ pt: 1 }}>
              <Grid size={12}>
                {field('number', { inputMode: 'numeric', placeholder: '4242 4242 4242 4242' })}
              </Grid>
              <Grid size={12}>{field('name')}</Grid>
              <Grid size={6}>{field('expiry', { inputMode: 'numeric', placeholder: 'MM/YY' })}</Grid>
              <Grid size={6}>{field('cvc', { inputMode: 'numeric' })}</Grid>
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('dialogExamples.payment.add')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
