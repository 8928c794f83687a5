import LockOutlined from '@mui/icons-material/LockOutlined'
import { AuthLoginForm } from '../components/auth-login-form'
import { AuthScreen } from '../components/auth-screen'

export function LoginPage() {
  return (
    <AuthScreen variant="split" icon={LockOutlined} textKey="auth.login">
      <AuthLoginForm />
    </AuthScreen>
  )
}
