import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import { AuthVerifyEmailPanel } from '../components/auth-verify-email-panel'
import { AuthScreen } from '../components/auth-screen'

export function VerifyEmailV1Page() {
  return (
    <AuthScreen variant="card" icon={MarkEmailReadOutlined} textKey="auth.verifyEmail">
      <AuthVerifyEmailPanel />
    </AuthScreen>
  )
}
