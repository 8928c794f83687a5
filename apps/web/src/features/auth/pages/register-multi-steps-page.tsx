import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import { AuthRegisterStepsForm } from '../components/auth-register-steps-form'
import { AuthScreen } from '../components/auth-screen'

export function RegisterMultiStepsPage() {
  return (
    <AuthScreen variant="split" icon={PersonAddOutlined} textKey="auth.registerSteps" wide>
      <AuthRegisterStepsForm />
    </AuthScreen>
  )
}
