import LockResetOutlined from '@mui/icons-material/LockResetOutlined'
import { useAppSearchParams } from '../../../lib/navigation'
import { AuthResetPasswordForm } from '../components/auth-reset-password-form'
import { AuthScreen } from '../components/auth-screen'

export function ResetPasswordV1Page() {
  const searchParams = useAppSearchParams()
  return (
    <AuthScreen variant="card" icon={LockResetOutlined} textKey="auth.resetPassword">
      <AuthResetPasswordForm token={searchParams.get('token')} />
    </AuthScreen>
  )
}
