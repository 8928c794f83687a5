// The security tab: a new password given with the current one (the other sessions end), two-step
// verification (an authenticator app set up and turned off in dialogs), and the recent devices with
// a way to sign one out.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { SvgIconComponent } from '@mui/icons-material'
import ComputerOutlined from '@mui/icons-material/ComputerOutlined'
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined'
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  passwordChangeSchema,
  type AccountSession,
  type DeviceKind,
  type PasswordChange,
} from '@aurum/shared'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useNotify } from '@/components/notifications'
import { ErrorState } from '@/components/state-views'
import { SessionsTable } from '@/components/sessions-table'
import { TonalChip } from '@/components/tonal-chip'
import { useFormSave } from '@/lib/form-server-errors'
import {
  useAccountSessions,
  useChangePassword,
  useRevokeOtherSessions,
  useRevokeSession,
  useTwoStepStatus,
} from '../api'
import { AccountTwoStepDisableDialog, AccountTwoStepSetupDialog } from './account-two-step-dialogs'
import { dangerTextSx } from '@/components/danger-sx'
import { useErrorText } from '@/lib/error-text'
import { useDateTimeText } from './account-text'
import { FormPasswordField } from '@/components/form-password-field'
import { zodResolver } from '@/lib/zod-resolver'

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const
const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const

function AccountPasswordCard() {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const change = useChangePassword()
  const { control, handleSubmit, reset, setError, formState } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const { trySave } = useFormSave(setError, PASSWORD_FIELDS, {
    report: (message) => notify(message, 'error'),
  })
  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      await change.mutateAsync(values)
      reset()
    })
  })
  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-labelledby="account-password-title">
      <CardHeader
        id="account-password-title"
        title={t('account.security.passwordTitle')}
        slotProps={cardTitle}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPasswordField
              control={control}
              name="currentPassword"
              label={t('account.security.currentPassword')}
              autoComplete="current-password"
              errorText={errorText}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPasswordField
              control={control}
              name="newPassword"
              label={t('account.security.newPassword')}
              autoComplete="new-password"
              errorText={errorText}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormPasswordField
              control={control}
              name="confirmPassword"
              label={t('account.security.confirmPassword')}
              autoComplete="new-password"
              errorText={errorText}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle2" component="p" sx={{ mt: 3 }}>
          {t('account.security.requirementsTitle')}
        </Typography>
        <List dense sx={{ listStyleType: 'disc', paddingInlineStart: 2.5, color: 'text.secondary' }}>
          <ListItem sx={{ display: 'list-item', p: 0 }}>{t('account.security.requirementLength')}</ListItem>
          <ListItem sx={{ display: 'list-item', p: 0 }}>
            {t('account.security.requirementDifferent')}
          </ListItem>
          <ListItem sx={{ display: 'list-item', p: 0 }}>{t('account.security.requirementSessions')}</ListItem>
        </List>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('account.security.changePassword')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => reset()}
            disabled={formState.isSubmitting}
          >
            {t('account.discard')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}

function AccountTwoStepCard() {
  const { t } = useTranslation()
  const status = useTwoStepStatus()
  const [dialog, setDialog] = useState<'setup' | 'disable' | null>(null)
  const enabled = status.data?.twoStepEnabled ?? false
  return (
    <Card>
      <CardHeader
        title={t('account.security.twoStepTitle')}
        subheader={t('account.security.twoStepText')}
        slotProps={cardTitle}
      />
      <CardContent sx={{ pt: 0 }}>
        {status.isError ? <ErrorState error={status.error} onRetry={() => void status.refetch()} /> : null}
        {status.isPending ? <Skeleton variant="rounded" width={260} height={40} /> : null}
        {status.data ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="body2" component="span">
                {t('account.security.twoStepLabel')}
              </Typography>
              <TonalChip
                label={t(enabled ? 'account.security.twoStepEnabled' : 'account.security.twoStepDisabled')}
                color={enabled ? 'success' : 'secondary'}
              />
            </Box>
            {enabled ? (
              <Typography variant="body2" color="text.secondary">
                {t('account.twoStep.codesLeft', { count: status.data.recoveryCodesLeft })}
              </Typography>
            ) : null}
            {enabled ? (
              <Button variant="outlined" color="error" sx={dangerTextSx} onClick={() => setDialog('disable')}>
                {t('account.twoStep.turnOff')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => setDialog('setup')}>
                {t('account.twoStep.setUp')}
              </Button>
            )}
          </Stack>
        ) : null}
      </CardContent>
      <AccountTwoStepSetupDialog open={dialog === 'setup'} onClose={() => setDialog(null)} />
      <AccountTwoStepDisableDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </Card>
  )
}

const DEVICE_ICONS: Record<DeviceKind, SvgIconComponent> = {
  desktop: ComputerOutlined,
  mobile: PhoneIphoneOutlined,
  tablet: TabletMacOutlined,
}

function AccountDevicesCard() {
  const { t } = useTranslation()
  const dateText = useDateTimeText()
  const sessions = useAccountSessions()
  const revoke = useRevokeSession()
  const revokeOthers = useRevokeOtherSessions()
  const [leavingAll, setLeavingAll] = useState(false)
  const others = sessions.data?.filter((session) => !session.current).length ?? 0
  const confirmRevokeOthers = async () => {
    try {
      await revokeOthers.mutateAsync()
      setLeavingAll(false)
    } catch {
      // The mutation's error snackbar says it; the dialog stays open to try again.
    }
  }
  const unknown = (text: string) => (text === 'Unknown' ? t('account.security.unknown') : text)
  const named = (session: AccountSession) => ({ browser: unknown(session.browser), os: unknown(session.os) })
  return (
    <SessionsTable<AccountSession>
      title={t('account.security.devicesTitle')}
      subheader={t('account.security.devicesText')}
      action={
        others > 0 ? (
          <Button color="error" variant="outlined" sx={dangerTextSx} onClick={() => setLeavingAll(true)}>
            {t('account.security.revokeOthers')}
          </Button>
        ) : null
      }
      sessions={sessions}
      emptyTitle={t('account.security.noDevices')}
      columns={[
        {
          header: t('account.security.browser'),
          cell: (session) => {
            const Icon = DEVICE_ICONS[session.device]
            return (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Icon fontSize="small" color="action" aria-hidden />
                <bdi>{unknown(session.browser)}</bdi>
              </Box>
            )
          },
        },
        {
          header: t('account.security.device'),
          cell: (session) =>
            t('account.security.deviceOn', {
              os: unknown(session.os),
              device: t(`account.security.deviceKinds.${session.device}`),
            }),
        },
        { header: t('account.security.ip'), cell: (session) => <bdi>{session.ip || '—'}</bdi> },
        { header: t('account.security.signedIn'), cell: (session) => dateText(session.createdAt) },
      ]}
      revoke={{
        button: (session, ask) =>
          session.current ? (
            <TonalChip label={t('account.security.thisDevice')} color="success" />
          ) : (
            <Button
              size="small"
              color="error"
              variant="outlined"
              sx={dangerTextSx}
              aria-label={t('account.security.revokeLabel', named(session))}
              onClick={ask}
            >
              {t('account.security.revoke')}
            </Button>
          ),
        confirmTitle: t('account.security.revokeTitle'),
        confirmText: (session) => t('account.security.revokeText', named(session)),
        confirmLabel: t('account.security.revoke'),
        mutation: revoke,
      }}
    >
      <ConfirmDialog
        open={leavingAll}
        title={t('account.security.revokeOthersTitle')}
        text={t('account.security.revokeOthersText', { count: others })}
        confirmLabel={t('account.security.revokeOthers')}
        pending={revokeOthers.isPending}
        onConfirm={() => void confirmRevokeOthers()}
        onClose={() => setLeavingAll(false)}
      />
    </SessionsTable>
  )
}

export function AccountSecurityTab() {
  return (
    <Stack spacing={3}>
      <AccountPasswordCard />
      <AccountTwoStepCard />
      <AccountDevicesCard />
    </Stack>
  )
}
