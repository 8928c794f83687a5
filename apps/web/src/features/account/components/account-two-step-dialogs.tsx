// The dialogs of two-step verification on the security tab. Setting up: the server's new secret as
// a QR code and as a key to type, one code of the app to confirm it, then the recovery codes,
// shown this once. Turning off: the current password or a code.
import { useEffect, useId, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { encodeIssue } from '@aurum/shared'
import { useNotify } from '@/components/notifications'
import { dangerContainedSx } from '@/components/danger-sx'
import { ApiError } from '@/lib/api-client'
import { UNKNOWN_ERROR, useErrorText } from '@/lib/error-text'
import { useDisableTwoStep, useEnableTwoStep, useStartTwoStepSetup } from '../api'

/** A field's reason from a refused request, or the answer's own (a 429), encoded for errorText. */
function reasonsOf(error: unknown, fields: readonly string[]) {
  const byField: Record<string, string> = {}
  let other: string | undefined
  if (error instanceof ApiError) {
    for (const [field, issues] of Object.entries(error.fieldCodes)) {
      const issue = issues[0]
      if (!issue) continue
      if (fields.includes(field)) byField[field] = encodeIssue(issue.code, issue.params)
      else other ??= encodeIssue(issue.code, issue.params)
    }
    if (!other && !Object.keys(byField).length && error.issue)
      other = encodeIssue(error.issue.code, error.issue.params)
  } else {
    other = UNKNOWN_ERROR
  }
  return { byField, other }
}

/** The key in groups of four, as apps show and users type it. */
const groupedKey = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export type AccountTwoStepSetupDialogProps = { open: boolean; onClose: () => void }

export function AccountTwoStepSetupDialog({ open, onClose }: AccountTwoStepSetupDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      // The recovery codes are shown once: a click beside the dialog must not lose them.
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose()
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      {/* Mounted while open only: each opening starts with a new secret and empty fields. */}
      <SetupContent titleId={titleId} onClose={onClose} />
    </Dialog>
  )
}

function SetupContent({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const keyId = useId()
  const setup = useStartTwoStepSetup()
  const enable = useEnableTwoStep()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<{ code?: string; other?: string }>({})
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const { mutate: startSetup } = setup

  // A new secret for each opening (a setup never finished is replaced by it).
  useEffect(() => startSetup(), [startSetup])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const typed = code.replace(/\s+/g, '')
    if (!/^\d{6}$/.test(typed)) {
      setProblem({ code: 'account.twoStepCodeFormat' })
      return
    }
    setProblem({})
    try {
      const answer = await enable.mutateAsync(typed)
      setRecoveryCodes(answer.recoveryCodes)
    } catch (error) {
      const { byField, other } = reasonsOf(error, ['code'])
      setProblem({ code: byField.code, other })
    }
  }

  const copyCodes = async () => {
    if (!recoveryCodes) return
    const copied = await copyText(recoveryCodes.join('\n'))
    notify(
      t(copied ? 'account.twoStep.codesCopied' : 'account.twoStep.copyFailed'),
      copied ? 'success' : 'error',
    )
  }

  const copyKey = async (secret: string) => {
    const copied = await copyText(secret)
    notify(
      t(copied ? 'account.twoStep.keyCopied' : 'account.twoStep.copyFailed'),
      copied ? 'success' : 'error',
    )
  }

  const secret = setup.data
  return (
    <>
      <DialogTitle id={titleId}>
        {t(recoveryCodes ? 'account.twoStep.codesTitle' : 'account.twoStep.setupTitle')}
      </DialogTitle>
      {recoveryCodes ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="success">{t('account.twoStep.nowOn')}</Alert>
              <DialogContentText>{t('account.twoStep.codesText')}</DialogContentText>
              <Box
                component="ul"
                aria-label={t('account.twoStep.codesLabel')}
                dir="ltr"
                sx={{
                  ...monospace,
                  listStyle: 'none',
                  m: 0,
                  p: 2,
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, 1fr)',
                  gap: 1,
                  borderRadius: 1,
                  bgcolor: 'action.hover',
                  fontSize: '1rem',
                }}
              >
                {recoveryCodes.map((recoveryCode) => (
                  <li key={recoveryCode}>{recoveryCode}</li>
                ))}
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button color="secondary" onClick={() => void copyCodes()}>
              {t('account.twoStep.copyCodes')}
            </Button>
            <Button
              color="secondary"
              onClick={() => downloadText('aurum-recovery-codes.txt', `${recoveryCodes.join('\n')}\n`)}
            >
              {t('account.twoStep.downloadCodes')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {t('account.twoStep.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogContent>
            {setup.isPending ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label={t('account.twoStep.preparing')} />
              </Box>
            ) : null}
            {setup.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => startSetup()}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {errorText(reasonsOf(setup.error, []).other ?? UNKNOWN_ERROR)}
              </Alert>
            ) : null}
            {secret ? (
              <Stack spacing={2.5}>
                <DialogContentText>{t('account.twoStep.scanText')}</DialogContentText>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
                  {/* A QR code reads dark on light in either theme: its own white ground. */}
                  <Box
                    component="img"
                    src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secret.qrCodeSvg)}`}
                    alt={t('account.twoStep.qrAlt')}
                    width={176}
                    height={176}
                    sx={{ bgcolor: 'common.white', p: 1, borderRadius: 1, flexShrink: 0 }}
                  />
                  <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
                    <Typography variant="body2" id={keyId}>
                      {t('account.twoStep.keyText')}
                    </Typography>
                    <Typography
                      component="output"
                      aria-labelledby={keyId}
                      dir="ltr"
                      sx={{ ...monospace, fontSize: '1rem', overflowWrap: 'anywhere', fontWeight: 600 }}
                    >
                      {groupedKey(secret.secret)}
                    </Typography>
                    <Box>
                      <Button size="small" color="secondary" onClick={() => void copyKey(secret.secret)}>
                        {t('account.twoStep.copyKey')}
                      </Button>
                    </Box>
                  </Stack>
                </Box>
                <TextField
                  label={t('account.twoStep.codeLabel')}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={Boolean(problem.code)}
                  helperText={problem.code ? errorText(problem.code) : t('account.twoStep.codeHint')}
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, dir: 'ltr' } }}
                />
                {problem.other ? <Alert severity="error">{errorText(problem.other)}</Alert> : null}
              </Stack>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button color="secondary" onClick={onClose} disabled={enable.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!secret} loading={enable.isPending}>
              {t('account.twoStep.turnOn')}
            </Button>
          </DialogActions>
        </Box>
      )}
    </>
  )
}

export type AccountTwoStepDisableDialogProps = { open: boolean; onClose: () => void }

export function AccountTwoStepDisableDialog({ open, onClose }: AccountTwoStepDisableDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      {/* Mounted while open only: each opening starts with empty fields. */}
      <DisableContent titleId={titleId} textId={textId} onClose={onClose} />
    </Dialog>
  )
}

function DisableContent({
  titleId,
  textId,
  onClose,
}: {
  titleId: string
  textId: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const disable = useDisableTwoStep()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<{ password?: string; code?: string; other?: string }>({})

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password && !code.trim()) {
      setProblem({ password: 'account.twoStepProofRequired' })
      return
    }
    setProblem({})
    try {
      await disable.mutateAsync(password ? { password } : { code: code.trim() })
      onClose()
    } catch (error) {
      const { byField, other } = reasonsOf(error, ['password', 'code'])
      setProblem({ ...byField, other })
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogTitle id={titleId}>{t('account.twoStep.disableTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText id={textId}>{t('account.twoStep.disableText')}</DialogContentText>
          <TextField
            type="password"
            label={t('account.security.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            error={Boolean(problem.password)}
            helperText={problem.password ? errorText(problem.password) : undefined}
          />
          <TextField
            label={t('account.twoStep.orCodeLabel')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            error={Boolean(problem.code)}
            helperText={problem.code ? errorText(problem.code) : t('account.twoStep.orCodeHint')}
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
          {problem.other ? <Alert severity="error">{errorText(problem.other)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={disable.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          sx={dangerContainedSx}
          loading={disable.isPending}
        >
          {t('account.twoStep.turnOff')}
        </Button>
      </DialogActions>
    </Box>
  )
}
