// Sets a new password with the one-time token of the emailed (here: logged) reset link, through
// POST /api/auth/reset-password. Only shown with a token (auth-reset-password-panel.tsx).
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AppLink } from '@/lib/navigation'
import { z } from 'zod'
import { AUTH_MESSAGES, encodeIssue, type ErrorIssue } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { useResetPassword } from '../api'
import { AuthPasswordField } from './auth-password-field'
import { AuthSubmitAndBack } from './auth-submit-and-back'
import { muiRegister } from './mui-register'
import { paths } from '@/lib/paths'
import { zodResolver } from '@/lib/zod-resolver'

const resetPasswordFormSchema = z
  .object({
    password: z.string().min(8, AUTH_MESSAGES.passwordShort).max(200),
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>

export type AuthResetPasswordFormProps = {
  /** The reset link's one-time token. */
  token: string
}

export function AuthResetPasswordForm({ token }: AuthResetPasswordFormProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const reset = useResetPassword()
  const [linkError, setLinkError] = useState<ErrorIssue | string | null>(null)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ password }) => {
    setLinkError(null)
    try {
      await reset.mutateAsync({ token, password })
      setDone(true)
    } catch (error) {
      const codes = error instanceof ApiError ? error.fieldCodes : {}
      const password = codes.password?.[0]
      if (password) {
        const message = encodeIssue(password.code, password.params)
        setError('password', { type: 'server', message }, { shouldFocus: true })
      } else {
        // The link's refusal, a 429, or a failure without a code: said above the form.
        setLinkError(
          codes.token?.[0] ?? (error instanceof ApiError ? error.issue : undefined) ?? UNKNOWN_ERROR,
        )
      }
    }
  })

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {t('auth.resetPassword.done')}
        </Alert>
        <Button component={AppLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.common.goToLogin')}
        </Button>
      </Stack>
    )
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.resetPassword.formLabel')}>
      <Stack spacing={2.5}>
        {linkError ? (
          <Alert severity="error">
            {errorText(linkError)}{' '}
            <Link component={AppLink} to={paths.forgotPassword} underline="always" color="inherit">
              {t('auth.resetPassword.requestNew')}
            </Link>
          </Alert>
        ) : null}
        <AuthPasswordField
          {...muiRegister(register('password'))}
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          autoFocus
          fullWidth
          error={Boolean(errors.password)}
          helperText={errorText(errors.password?.message) ?? t('auth.register.passwordHint')}
        />
        <AuthPasswordField
          {...muiRegister(register('confirmPassword'))}
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          fullWidth
          error={Boolean(errors.confirmPassword)}
          helperText={errorText(errors.confirmPassword?.message)}
        />
        <AuthSubmitAndBack submitLabel={t('auth.resetPassword.submit')} submitting={isSubmitting} />
      </Stack>
    </Box>
  )
}
