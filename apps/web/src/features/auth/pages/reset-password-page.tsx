// The page of the emailed reset link, /reset-password?token=…: without a token there is nothing
// to reset, so it offers to ask for a new link.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import LockResetOutlined from '@mui/icons-material/LockResetOutlined'
import { useTranslation } from 'react-i18next'
import { AppLink, useAppSearchParams } from '../../../lib/navigation'
import { AuthResetPasswordForm } from '../components/auth-reset-password-form'
import { AuthScreen } from '../components/auth-screen'
import { paths } from '../../../lib/paths'

export function ResetPasswordPage() {
  const { t } = useTranslation()
  const searchParams = useAppSearchParams()
  const token = searchParams.get('token')
  return (
    <AuthScreen variant="split" icon={LockResetOutlined} textKey="auth.resetPassword">
      {token ? (
        <AuthResetPasswordForm token={token} />
      ) : (
        <Stack spacing={2.5}>
          <Alert severity="error">{t('auth.errors.invalidLink')}</Alert>
          <Button component={AppLink} to={paths.forgotPassword} variant="contained" size="large" fullWidth>
            {t('auth.resetPassword.requestNew')}
          </Button>
        </Stack>
      )}
    </AuthScreen>
  )
}
