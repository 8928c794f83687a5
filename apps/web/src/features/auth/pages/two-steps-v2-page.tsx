import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined'
import { AuthTwoStepsForm } from '../components/auth-two-steps-form'
import { AuthScreen } from '../components/auth-screen'

export function TwoStepsV2Page() {
  return (
    <AuthScreen variant="split" icon={SmartphoneOutlined} textKey="auth.twoSteps" wide>
      <AuthTwoStepsForm />
    </AuthScreen>
  )
}
