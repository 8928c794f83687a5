// The two-step verification screen: six one-digit boxes that advance on typing, go back on
// Backspace and accept a pasted code. A showcase screen: a complete code is accepted locally.
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '../../../lib/paths'

const CODE_LENGTH = 6

export function AuthTwoStepsForm() {
  const { t } = useTranslation()
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: CODE_LENGTH }, () => ''))
  const [status, setStatus] = useState<'editing' | 'incomplete' | 'verified' | 'resent'>('editing')
  const inputs = useRef<(HTMLInputElement | null)[]>([])

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1)
    setDigits((current) => current.map((old, position) => (position === index ? digit : old)))
    if (digit && index < CODE_LENGTH - 1) inputs.current[index + 1]?.focus()
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus()
  }

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH)
    if (!pasted) return
    event.preventDefault()
    setDigits(Array.from({ length: CODE_LENGTH }, (_, position) => pasted[position] ?? ''))
    inputs.current[Math.min(pasted.length, CODE_LENGTH - 1)]?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setStatus(digits.every((digit) => digit !== '') ? 'verified' : 'incomplete')
  }

  if (status === 'verified') {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {t('auth.twoSteps.verified')}
        </Alert>
        <Button component={RouterLink} to={paths.root} variant="contained" size="large" fullWidth>
          {t('auth.common.continue')}
        </Button>
      </Stack>
    )
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.twoSteps.formLabel')}>
      <Stack spacing={2.5}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} id="two-steps-code-label">
          {t('auth.twoSteps.codeLabel')}
        </Typography>
        <Box
          role="group"
          aria-labelledby="two-steps-code-label"
          dir="ltr"
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${CODE_LENGTH}, 1fr)`, gap: 1.5 }}
          onPaste={onPaste}
        >
          {digits.map((digit, index) => (
            <TextField
              key={index}
              value={digit}
              onChange={(event) => setDigit(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current[index] = element
              }}
              error={status === 'incomplete' && !digit}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  autoComplete: index === 0 ? 'one-time-code' : 'off',
                  maxLength: 1,
                  'aria-label': t('auth.twoSteps.digit', { position: index + 1, total: CODE_LENGTH }),
                  style: { textAlign: 'center', fontSize: '1.25rem' },
                },
              }}
            />
          ))}
        </Box>
        {status === 'incomplete' ? (
          <Typography variant="body2" color="error" role="alert">
            {t('auth.twoSteps.incomplete')}
          </Typography>
        ) : null}
        {status === 'resent' ? (
          <Alert severity="info" role="status">
            {t('auth.twoSteps.resent')}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('auth.twoSteps.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.twoSteps.noCode')}{' '}
          <Link
            component="button"
            type="button"
            underline="always"
            onClick={() => setStatus('resent')}
            sx={{ verticalAlign: 'baseline' }}
          >
            {t('auth.twoSteps.resend')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  )
}
