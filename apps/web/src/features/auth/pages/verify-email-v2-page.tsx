import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import { AuthVerifyEmailPanel } from '../components/auth-verify-email-panel'
import { AuthScreen } from '../components/auth-screen'

export function VerifyEmailV2Page() {
  return (
    <AuthScreen variant="split" icon={MarkEmailReadOutlined} textKey="auth.verifyEmail">
      <AuthVerifyEmailPanel />
    </AuthScreen>
  )
}
