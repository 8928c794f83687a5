// The login form wired to POST /api/auth/login. Errors follow spec section 8: the server's
// reason goes under the email field, and anything unexpected reads 'Something went wrong' there.
// Two fields, so no form library: /login has a budget of 200 KB gzip of JavaScript, and zod
// (~24 KB) plus react-hook-form (~13 KB) did not fit in it. The checks are loginBodySchema's; the
// server still validates with that schema, and its 400 reason lands under the field.
import { useRef, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import { alpha } from '@mui/material/styles'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AppLink, useAppNavigate, useAppSearchParams } from '@/lib/navigation'
import { encodeIssue, type AUTH_MESSAGES, type LoginBody } from '@aurum/shared'
import { OutlinedTextField } from '@/components/outlined-text-field'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { isLoginChallenge, redirectTarget, savePendingTwoStep, useLogin } from '../api'
import { AuthPasswordField } from './auth-password-field'
import { paths } from '@/lib/paths'

const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const

type LoginField = keyof LoginBody
/** A field's reason: a code, with its parameters encoded (lib/error-text.ts words it). */
export type LoginErrors = Partial<Record<LoginField, string>>
// The codes by type only: the tables' English texts stay out of /login's JavaScript.
type AuthCode = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES]
const EMAIL_REQUIRED: AuthCode = 'auth.emailRequired'
const PASSWORD_REQUIRED: AuthCode = 'auth.passwordRequired'

/** loginBodySchema's checks (lengths above its limits are left to the server's answer). */
export function validateLogin(body: LoginBody): LoginErrors {
  const errors: LoginErrors = {}
  if (!body.email.trim()) errors.email = EMAIL_REQUIRED
  if (!body.password) errors.password = PASSWORD_REQUIRED
  return errors
}

/** The reason under the email field for a failed login: a field's code, or the answer's (a 429). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = error.fieldCodes.email?.[0] ?? error.fieldCodes.password?.[0] ?? error.issue
    if (reason) return encodeIssue(reason.code, reason.params)
  }
  return UNKNOWN_ERROR
}

export type AuthLoginFormProps = {
  /** Where an account with two-step verification goes for its code (the two-steps page of this look). */
  twoStepPath?: string
}

export function AuthLoginForm({ twoStepPath = paths.twoStepsV2 }: AuthLoginFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useAppNavigate()
  const searchParams = useAppSearchParams()
  const login = useLogin()
  const emailInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)

  const read = (): LoginBody => ({
    email: (emailInput.current?.value ?? '').trim(),
    password: passwordInput.current?.value ?? '',
  })

  const showErrors = (next: LoginErrors) => {
    setErrors(next)
    if (next.email) emailInput.current?.focus()
    else if (next.password) passwordInput.current?.focus()
  }

  // After a first submit, each change re-checks its field (a server error goes once the field changes).
  const onFieldChange = (field: LoginField) => () => {
    if (submitted) setErrors((current) => ({ ...current, [field]: validateLogin(read())[field] }))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting) return
    setSubmitted(true)
    const body = read()
    const invalid = validateLogin(body)
    if (invalid.email || invalid.password) return showErrors(invalid)
    setErrors({})
    setSubmitting(true)
    try {
      const answer = await login.mutateAsync(body)
      if (isLoginChallenge(answer)) {
        const search = searchParams.toString()
        savePendingTwoStep({ challengeToken: answer.challengeToken, expiresAt: answer.expiresAt, search })
        await navigate(search ? `${twoStepPath}?${search}` : twoStepPath)
        return
      }
      await navigate(redirectTarget(searchParams), { replace: true })
    } catch (error) {
      showErrors({ email: loginErrorMessage(error) })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('auth.login.formLabel')}
    >
      {/* A tinted box, not an Alert: Alert and its icons are 2 KB gzip of /login's 200 KB budget. */}
      <Box
        role="note"
        sx={(theme) => ({
          mb: 3,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          color: 'text.primary',
          bgcolor: alpha(theme.palette.info.main, 0.16),
        })}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('auth.login.demoTitle')}
        </Typography>
        {DEMO_ACCOUNTS.map((account) => (
          <Typography key={account.role} variant="body2" component="div">
            {t(`auth.login.demo.${account.role}`)}: <strong>{account.email}</strong> ·{' '}
            {t('auth.fields.password')}: <strong>{account.password}</strong>
          </Typography>
        ))}
      </Box>
      <Stack spacing={2.5}>
        <OutlinedTextField
          inputRef={emailInput}
          name="email"
          onChange={onFieldChange('email')}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(errors.email)}
          helperText={errorText(errors.email)}
        />
        <AuthPasswordField
          inputRef={passwordInput}
          name="password"
          onChange={onFieldChange('password')}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errorText(errors.password)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={AppLink} to={paths.forgotPassword} variant="body2">
            {t('auth.login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.login.newHere')}{' '}
          <Link component={AppLink} to={paths.register} underline="always">
            {t('auth.login.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  )
}
