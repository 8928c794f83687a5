// The page of the emailed reset link, /reset-password?token=…: without a token there is nothing
// to reset, so it offers to ask for a new link.
import LockResetOutlined from '@mui/icons-material/LockResetOutlined'
import { useAppSearchParams } from '@/lib/navigation'
import { AuthResetPasswordPanel } from '../components/auth-reset-password-panel'
import { AuthScreen } from '../components/auth-screen'

export function ResetPasswordPage() {
  const searchParams = useAppSearchParams()
  return (
    <AuthScreen variant="split" icon={LockResetOutlined} textKey="auth.resetPassword">
      <AuthResetPasswordPanel token={searchParams.get('token')} />
    </AuthScreen>
  )
}
