import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { AuthRegisterForm } from '../components/auth-register-form'
import { AuthScreen } from '../components/auth-screen'

export function RegisterV1Page() {
  return (
    <AuthScreen variant="card" icon={PersonAddOutlined} textKey="auth.register">
      <AuthRegisterForm />
    </AuthScreen>
  )
}
