// The second step of a login with two-step verification on: six one-digit boxes for the code of the
// authenticator app (they advance on typing, go back on Backspace and accept a pasted code), or one
// field for a recovery code. The challenge the login answered waits in this tab (api.ts); the code
// and it are traded at POST /api/auth/two-step for the session, as a login does.
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AppLink, useAppNavigate } from '@/lib/navigation'
import { encodeIssue } from '@aurum/shared'
import { dangerTextSx } from '@/components/danger-sx'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { paths } from '@/lib/paths'
import {
  clearPendingTwoStep,
  readPendingTwoStep,
  redirectTarget,
  usePassTwoStep,
  type PendingTwoStep,
} from '../api'

const CODE_LENGTH = 6
const emptyDigits = () => Array.from({ length: CODE_LENGTH }, () => '')

type Problem = { kind: 'incomplete' } | { kind: 'expired' } | { kind: 'refused'; reason: string }

/** Where a refusal belongs: the challenge lapsed (log in again), or a reason to show by the code. */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.fieldCodes.challengeToken?.length) return { kind: 'expired' }
    const reason = error.fieldCodes.code?.[0] ?? error.issue
    if (reason) return { kind: 'refused', reason: encodeIssue(reason.code, reason.params) }
  }
  return { kind: 'refused', reason: UNKNOWN_ERROR }
}

function LogInAgain({ message }: { message: string }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={2.5}>
      <Alert severity="info" role="status">
        {message}
      </Alert>
      <Button component={AppLink} to={paths.login} variant="contained" size="large" fullWidth>
        {t('auth.common.goToLogin')}
      </Button>
    </Stack>
  )
}

export function AuthTwoStepsForm() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useAppNavigate()
  const passTwoStep = usePassTwoStep()
  const [pending] = useState<PendingTwoStep | null>(() => readPendingTwoStep())
  const [mode, setMode] = useState<'app' | 'recovery'>('app')
  const [digits, setDigits] = useState<string[]>(emptyDigits)
  const [recoveryCode, setRecoveryCode] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const recoveryInput = useRef<HTMLInputElement>(null)

  if (!pending) return <LogInAgain message={t('auth.twoSteps.noChallenge')} />
  if (problem?.kind === 'expired') return <LogInAgain message={t('auth.twoSteps.expired')} />

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1)
    setDigits((current) => current.map((old, position) => (position === index ? digit : old)))
    if (digit && index < CODE_LENGTH - 1) inputs.current[index + 1]?.focus()
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus()
  }

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH)
    if (!pasted) return
    event.preventDefault()
    setDigits(Array.from({ length: CODE_LENGTH }, (_, position) => pasted[position] ?? ''))
    inputs.current[Math.min(pasted.length, CODE_LENGTH - 1)]?.focus()
  }

  const switchMode = () => {
    setMode((current) => (current === 'app' ? 'recovery' : 'app'))
    setProblem(null)
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (passTwoStep.isPending) return
    const code = mode === 'app' ? digits.join('') : recoveryCode.trim()
    if ((mode === 'app' && code.length < CODE_LENGTH) || !code) {
      setProblem({ kind: 'incomplete' })
      return
    }
    setProblem(null)
    try {
      await passTwoStep.mutateAsync({ challengeToken: pending.challengeToken, code })
      clearPendingTwoStep()
      await navigate(redirectTarget(new URLSearchParams(pending.search)), { replace: true })
    } catch (error) {
      const next = problemOf(error)
      if (next.kind === 'expired') clearPendingTwoStep()
      setProblem(next)
      if (mode === 'app') {
        setDigits(emptyDigits())
        inputs.current[0]?.focus()
      } else {
        recoveryInput.current?.focus()
      }
    }
  }

  const message =
    problem?.kind === 'refused'
      ? errorText(problem.reason)
      : problem?.kind === 'incomplete'
        ? t(mode === 'app' ? 'auth.twoSteps.incomplete' : 'auth.twoSteps.recoveryIncomplete')
        : undefined

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={t('auth.twoSteps.formLabel')}
    >
      <Stack spacing={2.5}>
        {mode === 'app' ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }} id="two-steps-code-label">
              {t('auth.twoSteps.codeLabel')}
            </Typography>
            <Box
              role="group"
              aria-labelledby="two-steps-code-label"
              aria-describedby={message ? 'two-steps-problem' : undefined}
              dir="ltr"
              sx={{ display: 'grid', gridTemplateColumns: `repeat(${CODE_LENGTH}, 1fr)`, gap: 1.5 }}
              onPaste={onPaste}
            >
              {digits.map((digit, index) => (
                <TextField
                  key={index}
                  value={digit}
                  onChange={(event) => setDigit(index, event.target.value)}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  inputRef={(element: HTMLInputElement | null) => {
                    inputs.current[index] = element
                  }}
                  autoFocus={index === 0}
                  error={Boolean(message) && (problem?.kind !== 'incomplete' || !digit)}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      autoComplete: index === 0 ? 'one-time-code' : 'off',
                      maxLength: 1,
                      'aria-label': t('auth.twoSteps.digit', { position: index + 1, total: CODE_LENGTH }),
                      style: { textAlign: 'center', fontSize: '1.25rem' },
                    },
                  }}
                />
              ))}
            </Box>
          </>
        ) : (
          <TextField
            inputRef={recoveryInput}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.target.value)}
            label={t('auth.twoSteps.recoveryLabel')}
            helperText={t('auth.twoSteps.recoveryHint')}
            autoFocus
            autoComplete="off"
            error={Boolean(message)}
            slotProps={{
              htmlInput: {
                dir: 'ltr',
                spellCheck: false,
                'aria-describedby': message ? 'two-steps-problem' : undefined,
              },
            }}
          />
        )}
        {message ? (
          <Typography variant="body2" role="alert" id="two-steps-problem" sx={dangerTextSx}>
            {message}
          </Typography>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth loading={passTwoStep.isPending}>
          {t('auth.twoSteps.submit')}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" variant="body2" underline="always" onClick={switchMode}>
            {t(mode === 'app' ? 'auth.twoSteps.useRecovery' : 'auth.twoSteps.useApp')}
          </Link>
          <Link component={AppLink} to={paths.login} variant="body2" onClick={() => clearPendingTwoStep()}>
            {t('auth.common.backToLogin')}
          </Link>
        </Box>
      </Stack>
    </Box>
  )
}
