import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { AuthRegisterForm } from '../components/auth-register-form'
import { AuthScreen } from '../components/auth-screen'

export function RegisterPage() {
  return (
    <AuthScreen variant="split" icon={PersonAddOutlined} textKey="auth.register">
      <AuthRegisterForm />
    </AuthScreen>
  )
}
