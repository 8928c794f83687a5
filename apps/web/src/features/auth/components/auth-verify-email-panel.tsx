// The "verify your email" screen (verify-email-v1/v2). Opened from the link in the verification
// mail (?token=…) it confirms the address (POST /api/auth/verify-email, once); otherwise it says
// where the link went, and "resend" sends a new one to the signed-in account (throttled by the server).
import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AppLink, useAppSearchParams } from '@/lib/navigation'
import type { MeResponse } from '@aurum/shared'
import { ApiError, apiFetch } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { isLoggedIn, updateSessionUser, useSession } from '@/lib/session'
import { paths } from '@/lib/paths'

type Outcome = { kind: 'checking' } | { kind: 'verified' } | { kind: 'error'; text: string } | null

export function AuthVerifyEmailPanel() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const session = useSession()
  const { userData } = session
  const searchParams = useAppSearchParams()
  const token = searchParams.get('token')
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'checking' } : null)
  const [resend, setResend] = useState<{ kind: 'sent' } | { kind: 'error'; text: string } | null>(null)
  const tried = useRef(false)

  const problemText = (error: unknown, fallback: string) => {
    if (!(error instanceof ApiError)) return t(fallback)
    const issue = error.fieldCodes.token?.[0] ?? error.code
    return issue ? errorText(issue) : t(fallback)
  }

  useEffect(() => {
    if (!token || tried.current) return
    tried.current = true
    apiFetch<unknown>('/api/auth/verify-email', { method: 'POST', body: { token } })
      .then(async () => {
        setOutcome({ kind: 'verified' })
        // A signed-in user's banner goes at once.
        if (isLoggedIn()) {
          const me = await apiFetch<MeResponse>('/api/auth/me')
          updateSessionUser(me.userData, me.userAbilityRules)
        }
      })
      .catch((error: unknown) =>
        setOutcome({ kind: 'error', text: problemText(error, 'auth.verifyEmail.resendFailed') }),
      )
    // problemText reads the current language only; the link is checked once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])

  const sendAgain = () => {
    if (!isLoggedIn(session)) {
      setResend({ kind: 'error', text: t('auth.verifyEmail.signInToResend') })
      return
    }
    apiFetch<unknown>('/api/auth/verify-email/resend', { method: 'POST' })
      .then(() => setResend({ kind: 'sent' }))
      .catch((error: unknown) =>
        setResend({ kind: 'error', text: problemText(error, 'auth.verifyEmail.resendFailed') }),
      )
  }

  return (
    <Stack spacing={2.5}>
      {outcome?.kind === 'checking' ? (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('auth.verifyEmail.checking')}</Typography>
        </Stack>
      ) : null}
      {outcome?.kind === 'verified' ? (
        <Alert severity="success" role="status">
          {t('auth.verifyEmail.verified')}
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? <Alert severity="error">{outcome.text}</Alert> : null}
      {outcome?.kind === 'verified' ? null : (
        <Typography color="text.secondary">
          {t('auth.verifyEmail.body', { email: userData?.email ?? t('auth.verifyEmail.yourAddress') })}
        </Typography>
      )}
      {resend?.kind === 'sent' ? (
        <Alert severity="success" role="status">
          {t('auth.verifyEmail.resent')}
        </Alert>
      ) : null}
      {resend?.kind === 'error' ? <Alert severity="warning">{resend.text}</Alert> : null}
      <Button component={AppLink} to={paths.root} variant="contained" size="large" fullWidth>
        {t('auth.verifyEmail.skip')}
      </Button>
      {outcome?.kind === 'verified' ? null : (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.verifyEmail.noEmail')}{' '}
          <Link
            component="button"
            type="button"
            underline="always"
            onClick={sendAgain}
            sx={{ verticalAlign: 'baseline' }}
          >
            {t('auth.verifyEmail.resend')}
          </Link>
        </Typography>
      )}
    </Stack>
  )
}
