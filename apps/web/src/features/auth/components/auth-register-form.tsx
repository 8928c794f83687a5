// The registration form wired to POST /api/auth/register: the new user (role client) is logged
// in at once. A taken email or username (409) or a refused field (400) shows under that field.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useForm, type ErrorOption } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AppLink, useAppNavigate } from '@/lib/navigation'
import { z } from 'zod'
import { AUTH_MESSAGES, encodeIssue, registerBodySchema } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { useRegister } from '../api'
import { AuthPasswordField } from './auth-password-field'
import { muiRegister } from './mui-register'
import { paths } from '@/lib/paths'
import { zodResolver } from '@/lib/zod-resolver'

const registerFormSchema = registerBodySchema.extend({
  terms: z.boolean().refine((accepted) => accepted, { message: AUTH_MESSAGES.termsRequired }),
})
type RegisterForm = z.infer<typeof registerFormSchema>

const REGISTER_FIELDS = ['username', 'email', 'password'] as const
type RegisterField = (typeof REGISTER_FIELDS)[number]
export type SetRegisterError = (
  name: RegisterField,
  error: ErrorOption,
  options?: { shouldFocus: boolean },
) => void

/** Puts the server's refusal under the field it names; anything else (a 429) under the email field. */
export function applyRegisterError(error: unknown, setError: SetRegisterError): void {
  if (error instanceof ApiError) {
    let placed = false
    for (const field of REGISTER_FIELDS) {
      const reason = error.fieldCodes[field]?.[0]
      if (reason) {
        const message = encodeIssue(reason.code, reason.params)
        setError(field, { type: 'server', message }, { shouldFocus: !placed })
        placed = true
      }
    }
    if (placed) return
    const issue = error.issue
    if (issue) {
      setError(
        'email',
        { type: 'server', message: encodeIssue(issue.code, issue.params) },
        { shouldFocus: true },
      )
      return
    }
  }
  setError('email', { type: 'server', message: UNKNOWN_ERROR }, { shouldFocus: true })
}

export function AuthRegisterForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useAppNavigate()
  const registration = useRegister()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', terms: false },
  })

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      await registration.mutateAsync({ username, email, password })
      await navigate(paths.root, { replace: true })
    } catch (error) {
      applyRegisterError(error, setError)
    }
  })

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.formLabel')}>
      <Stack spacing={2.5}>
        <TextField
          {...muiRegister(register('username'))}
          label={t('auth.fields.username')}
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(errors.username)}
          helperText={errorText(errors.username?.message)}
        />
        <TextField
          {...muiRegister(register('email'))}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          fullWidth
          error={Boolean(errors.email)}
          helperText={errorText(errors.email?.message)}
        />
        <AuthPasswordField
          {...muiRegister(register('password'))}
          label={t('auth.fields.password')}
          autoComplete="new-password"
          fullWidth
          error={Boolean(errors.password)}
          helperText={errorText(errors.password?.message) ?? t('auth.register.passwordHint')}
        />
        <Box>
          <FormControlLabel control={<Checkbox {...register('terms')} />} label={t('auth.register.terms')} />
          {errors.terms ? <FormHelperText error>{errorText(errors.terms.message)}</FormHelperText> : null}
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component={AppLink} to={paths.login} underline="always">
            {t('auth.register.signIn')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  )
}
