// The banner of a self-registered account whose address is not confirmed yet (it may use Aurum
// meanwhile): where the link went, and "resend" (POST /api/auth/verify-email/resend, throttled).
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { ApiError, apiFetch } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { useSession } from '@/lib/session'

export function VerifyEmailBanner() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { userData } = useSession()
  const [state, setState] = useState<
    { status: 'idle' | 'sending' | 'sent' } | { status: 'error'; text: string }
  >({
    status: 'idle',
  })
  if (!userData?.emailUnverified) return null
  const resend = () => {
    setState({ status: 'sending' })
    apiFetch<unknown>('/api/auth/verify-email/resend', { method: 'POST' })
      .then(() => setState({ status: 'sent' }))
      .catch((error: unknown) =>
        setState({
          status: 'error',
          text: error instanceof ApiError && error.code ? errorText(error.code) : t('app.verifyEmail.failed'),
        }),
      )
  }
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, pt: 2 }}>
      <Alert
        severity={state.status === 'error' ? 'error' : 'warning'}
        role="status"
        action={
          state.status === 'sent' ? undefined : (
            <Button color="inherit" size="small" onClick={resend} disabled={state.status === 'sending'}>
              {t('app.verifyEmail.resend')}
            </Button>
          )
        }
      >
        {state.status === 'sent'
          ? t('app.verifyEmail.sent', { email: userData.email })
          : state.status === 'error'
            ? state.text
            : t('app.verifyEmail.text', { email: userData.email })}
      </Alert>
    </Box>
  )
}
