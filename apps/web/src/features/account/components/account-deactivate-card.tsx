// Deactivating one's own account: a box to tick and the current password (a borrowed session must
// not switch the account off), then a confirmation; on success every session is over, so the stored
// one is forgotten and the user lands on the login page.
import { useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ACCOUNT_MESSAGES, deactivateBodySchema } from '@aurum/shared'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FormPasswordField } from '@/components/form-password-field'
import { useNotify } from '@/components/notifications'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'
import { useDeactivateAccount } from '../api'
import { dangerContainedSx } from '@/components/danger-sx'
import { paths } from '@/lib/paths'

const passwordSchema = deactivateBodySchema.pick({ password: true })
type DeactivatePassword = { password: string }

export function AccountDeactivateCard() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const notify = useNotify()
  const deactivate = useDeactivateAccount()
  const [confirmed, setConfirmed] = useState(false)
  const [showMissing, setShowMissing] = useState(false)
  const [asking, setAsking] = useState(false)
  const { control, handleSubmit, getValues, setError } = useForm<DeactivatePassword>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { password: '' },
  })

  // Both the box and the password are checked at once, so every missing part shows.
  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    if (!confirmed) setShowMissing(true)
    void handleSubmit(() => setAsking(confirmed))(event)
  }

  const onDeactivate = async () => {
    try {
      await deactivate.mutateAsync(getValues('password'))
      // The login page (blank layout, no snackbar) is what shows it happened.
      await navigate(paths.login, { replace: true })
    } catch (error) {
      setAsking(false)
      // A wrong password shows under its field; anything else (the last user able to manage roles) here.
      const outcome = applyServerErrors(error, setError, ['password'] as const)
      if (!outcome.placed)
        notify(outcome.issue ? errorText(outcome.issue) : t('account.deactivate.failed'), 'error')
    }
  }

  return (
    <Card>
      <CardHeader
        title={t('account.deactivate.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{t('account.deactivate.warningTitle')}</AlertTitle>
          {t('account.deactivate.warningText')}
        </Alert>
        <FormControlLabel
          control={
            <Checkbox
              checked={confirmed}
              onChange={(event) => {
                setConfirmed(event.target.checked)
                setShowMissing(false)
              }}
              slotProps={{
                input: { 'aria-describedby': showMissing ? 'account-deactivate-missing' : undefined },
              }}
            />
          }
          label={t('account.deactivate.confirmLabel')}
        />
        {showMissing ? (
          <FormHelperText id="account-deactivate-missing" error>
            {errorText(ACCOUNT_MESSAGES.confirmDeactivation)}
          </FormHelperText>
        ) : null}
        <Box
          component="form"
          noValidate
          onSubmit={onAsk}
          aria-label={t('account.deactivate.title')}
          sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
        >
          <Box sx={{ flex: '1 1 16rem', maxWidth: '24rem' }}>
            <FormPasswordField
              control={control}
              name="password"
              label={t('account.deactivate.password')}
              autoComplete="current-password"
              required
              helperText={t('account.deactivate.passwordHint')}
              errorText={errorText}
            />
          </Box>
          <Button type="submit" variant="contained" color="error" sx={[dangerContainedSx, { mt: 1 }]}>
            {t('account.deactivate.submit')}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={t('account.deactivate.dialogTitle')}
        text={t('account.deactivate.dialogText')}
        confirmLabel={t('account.deactivate.submit')}
        pending={deactivate.isPending}
        onConfirm={() => void onDeactivate()}
        onClose={() => setAsking(false)}
      />
    </Card>
  )
}
