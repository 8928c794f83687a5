// The "verify your email" screen: where the link went, a way on, and a resend action. A showcase
// screen: registration logs the user in directly, so nothing waits on this step.
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useSession } from '../../../lib/session'
import { paths } from '../../../lib/paths'

export function AuthVerifyEmailPanel() {
  const { t } = useTranslation()
  const { userData } = useSession()
  const [resent, setResent] = useState(false)
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">
        {t('auth.verifyEmail.body', { email: userData?.email ?? t('auth.verifyEmail.yourAddress') })}
      </Typography>
      {resent ? (
        <Alert severity="success" role="status">
          {t('auth.verifyEmail.resent')}
        </Alert>
      ) : null}
      <Button component={RouterLink} to={paths.root} variant="contained" size="large" fullWidth>
        {t('auth.verifyEmail.skip')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.verifyEmail.noEmail')}{' '}
        <Link
          component="button"
          type="button"
          underline="always"
          onClick={() => setResent(true)}
          sx={{ verticalAlign: 'baseline' }}
        >
          {t('auth.verifyEmail.resend')}
        </Link>
      </Typography>
    </Stack>
  )
}
