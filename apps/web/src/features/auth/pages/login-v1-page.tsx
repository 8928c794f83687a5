import LockOutlined from '@mui/icons-material/LockOutlined'
import { AuthLoginForm } from '../components/auth-login-form'
import { AuthScreen } from '../components/auth-screen'
import { paths } from '@/lib/paths'

export function LoginV1Page() {
  return (
    <AuthScreen variant="card" icon={LockOutlined} textKey="auth.login">
      <AuthLoginForm twoStepPath={paths.twoStepsV1} />
    </AuthScreen>
  )
}
