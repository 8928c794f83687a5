import LockResetOutlined from '@mui/icons-material/LockResetOutlined'
import { useAppSearchParams } from '@/lib/navigation'
import { AuthResetPasswordPanel } from '../components/auth-reset-password-panel'
import { AuthScreen } from '../components/auth-screen'

export function ResetPasswordV2Page() {
  const searchParams = useAppSearchParams()
  return (
    <AuthScreen variant="split" icon={LockResetOutlined} textKey="auth.resetPassword">
      <AuthResetPasswordPanel token={searchParams.get('token')} />
    </AuthScreen>
  )
}
