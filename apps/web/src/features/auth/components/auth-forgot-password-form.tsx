// Asks POST /api/auth/forgot-password for a reset link. The server answers 202 whether or not
// the address has an account (no account enumeration), so the confirmation says "if".
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AUTH_MESSAGES, encodeIssue } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { useForgotPassword } from '../api'
import { AuthSubmitAndBack } from './auth-submit-and-back'
import { muiRegister } from './mui-register'
import { zodResolver } from '@/lib/zod-resolver'

const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.email)),
})
type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>

export function AuthForgotPasswordForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const forgot = useForgotPassword()
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = handleSubmit(async (body) => {
    try {
      await forgot.mutateAsync(body)
    } catch (error) {
      const reason = error instanceof ApiError ? (error.fieldCodes.email?.[0] ?? error.issue) : undefined
      const message = reason ? encodeIssue(reason.code, reason.params) : UNKNOWN_ERROR
      setError('email', { type: 'server', message }, { shouldFocus: true })
      throw error
    }
  })

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => onSubmit(event).catch(() => undefined)}
      aria-label={t('auth.forgotPassword.formLabel')}
    >
      <Stack spacing={2.5}>
        {isSubmitSuccessful ? (
          <Alert severity="success" role="status">
            {t('auth.forgotPassword.sent', { email: getValues('email') })}
          </Alert>
        ) : null}
        <TextField
          {...muiRegister(register('email'))}
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          error={Boolean(errors.email)}
          helperText={errorText(errors.email?.message)}
        />
        <AuthSubmitAndBack submitLabel={t('auth.forgotPassword.submit')} submitting={isSubmitting} />
      </Stack>
    </Box>
  )
}
