// What a password reset page shows: the form when the page was opened from the emailed link (its
// one-time token in the address), otherwise why a link is needed and where to ask for one. Shared
// by /reset-password and the showcase variants, so no variant can confirm a change it never made.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { AppLink } from '@/lib/navigation'
import { paths } from '@/lib/paths'
import { AuthResetPasswordForm } from './auth-reset-password-form'

export type AuthResetPasswordPanelProps = {
  /** The `token` of the page's address; null or empty when the page was opened without the link. */
  token: string | null
}

export function AuthResetPasswordPanel({ token }: AuthResetPasswordPanelProps) {
  const { t } = useTranslation()
  if (token) return <AuthResetPasswordForm token={token} />
  return (
    <Stack spacing={2.5}>
      <Alert severity="info">{t('auth.resetPassword.linkNeeded')}</Alert>
      <Button component={AppLink} to={paths.forgotPassword} variant="contained" size="large" fullWidth>
        {t('auth.resetPassword.requestNew')}
      </Button>
      <Button component={AppLink} to={paths.login}>
        {t('auth.common.backToLogin')}
      </Button>
    </Stack>
  )
}
