// The login form wired to POST /api/auth/login. Errors follow spec section 8: the server's
// message goes under the email field, and anything unexpected reads 'Something went wrong' there.
// Checked with react-hook-form's own rules, not the shared zod schema: /login has a 200 KB gzip
// budget and zod alone is ~25 KB of it. The rules are loginBodySchema's; the server still
// validates with the schema, and its 400 lands under the field.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useForm, type RegisterOptions } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import type { LoginBody } from '@aurum/shared'
import { ApiError } from '../../../lib/api-client'
import { redirectTarget, useLogin } from '../api'
import { useAuthErrorText } from './auth-error-text'
import { AuthPasswordField } from './auth-password-field'
import { muiRegister } from './mui-register'

const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const

/** loginBodySchema's checks (lengths above its limits are left to the server's answer). */
const EMAIL_RULES: RegisterOptions<LoginBody, 'email'> = {
  setValueAs: (value: string) => value.trim(),
  required: 'Email is required',
}
const PASSWORD_RULES: RegisterOptions<LoginBody, 'password'> = { required: 'Password is required' }

/** The message under the email field for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'auth.errors.tooManyAttempts'
    const reason = error.fieldErrors.email?.[0] ?? error.fieldErrors.password?.[0]
    if (reason) return reason
  }
  return 'Something went wrong'
}

export function AuthLoginForm() {
  const { t } = useTranslation()
  const errorText = useAuthErrorText()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body)
      await navigate(redirectTarget(searchParams), { replace: true })
    } catch (error) {
      setError('email', { type: 'server', message: loginErrorMessage(error) }, { shouldFocus: true })
    }
  })

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.login.formLabel')}>
      <Alert severity="info" icon={false} sx={{ mb: 3 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t('auth.login.demoTitle')}
        </Typography>
        {DEMO_ACCOUNTS.map((account) => (
          <Typography key={account.role} variant="body2" component="div">
            {t(`auth.login.demo.${account.role}`)}: <strong>{account.email}</strong> ·{' '}
            {t('auth.fields.password')}: <strong>{account.password}</strong>
          </Typography>
        ))}
      </Alert>
      <Stack spacing={2.5}>
        <TextField
          {...muiRegister(register('email', EMAIL_RULES))}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(errors.email)}
          helperText={errorText(errors.email?.message)}
        />
        <AuthPasswordField
          {...muiRegister(register('password', PASSWORD_RULES))}
          label={t('auth.fields.password')}
          autoComplete="current-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errorText(errors.password?.message)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            {t('auth.login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.login.newHere')}{' '}
          <Link component={RouterLink} to="/register" underline="always">
            {t('auth.login.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  )
}
