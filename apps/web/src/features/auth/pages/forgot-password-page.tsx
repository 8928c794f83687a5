import KeyOutlined from '@mui/icons-material/KeyOutlined'
import { AuthForgotPasswordForm } from '../components/auth-forgot-password-form'
import { AuthScreen } from '../components/auth-screen'

export function ForgotPasswordPage() {
  return (
    <AuthScreen variant="split" icon={KeyOutlined} textKey="auth.forgotPassword">
      <AuthForgotPasswordForm />
    </AuthScreen>
  )
}
