import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const METHODS = ['app', 'sms'] as const

/** Two steps in one dialog: choose how codes arrive, then confirm with one. */
export function DialogTwoFactor() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<'method' | 'code'>('method')
  const [method, setMethod] = useState<(typeof METHODS)[number]>('app')
  const [code, setCode] = useState('')
  const [enabled, setEnabled] = useState(false)
  const titleId = useId()
  const codeValid = /^\d{6}$/.test(code)
  const close = () => {
    setOpen(false)
    setStep('method')
    setCode('')
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {t(enabled ? 'dialogExamples.twoFactor.enabled' : 'dialogExamples.twoFactor.disabled')}
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('dialogExamples.twoFactor.open')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{t('dialogExamples.twoFactor.title')}</DialogTitle>
        <DialogContent>
          {step === 'method' ? (
            <RadioGroup
              value={method}
              onChange={(event) => setMethod(event.target.value as (typeof METHODS)[number])}
              aria-label={t('dialogExamples.twoFactor.methodLabel')}
            >
              {METHODS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`dialogExamples.twoFactor.methods.${value}`)}
                />
              ))}
            </RadioGroup>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                {t(`dialogExamples.twoFactor.codeHelp.${method}`)}
              </DialogContentText>
              <TextField
                autoFocus
                label={t('dialogExamples.twoFactor.code')}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', dir: 'ltr' } }}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={step === 'method' ? close : () => setStep('method')}>
            {step === 'method' ? t('common.cancel') : t('dialogExamples.twoFactor.back')}
          </Button>
          {step === 'method' ? (
            <Button variant="contained" onClick={() => setStep('code')}>
              {t('dialogExamples.twoFactor.next')}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={!codeValid}
              onClick={() => {
                setEnabled(true)
                close()
              }}
            >
              {t('dialogExamples.twoFactor.enable')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  )
}
