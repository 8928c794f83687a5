import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined'
import { AuthTwoStepsForm } from '../components/auth-two-steps-form'
import { AuthScreen } from '../components/auth-screen'

export function TwoStepsV1Page() {
  return (
    <AuthScreen variant="card" icon={SmartphoneOutlined} textKey="auth.twoSteps" wide>
      <AuthTwoStepsForm />
    </AuthScreen>
  )
}
