// Deactivating one's own account: a box to tick, then a confirmation; on success every session
// is over, so the stored one is forgotten and the user lands on the login page.
import { useState } from 'react'
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
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ACCOUNT_MESSAGES } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useErrorText } from '../../../lib/error-text'
import { useDeactivateAccount } from '../api'
import { dangerContainedSx } from '../../../components/danger-sx'
import { paths } from '../../../lib/paths'

export function AccountDeactivateCard() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const deactivate = useDeactivateAccount()
  const [confirmed, setConfirmed] = useState(false)
  const [showMissing, setShowMissing] = useState(false)
  const [asking, setAsking] = useState(false)

  const onDeactivate = async () => {
    try {
      await deactivate.mutateAsync()
      // The login page (blank layout, no snackbar) is what shows it happened.
      await navigate(paths.login, { replace: true })
    } catch {
      // The mutation's error snackbar says why (e.g. the last user able to manage roles).
      setAsking(false)
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
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            color="error"
            sx={dangerContainedSx}
            onClick={() => (confirmed ? setAsking(true) : setShowMissing(true))}
          >
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
