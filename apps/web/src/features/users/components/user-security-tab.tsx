// The security tab of the user page: a new password set by an administrator (it ends the user's
// sessions; one's own needs the current password too), the two-step verification switch, and the
// user's sessions with a way to end one.
import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Switch from '@mui/material/Switch'
import Tooltip from '@mui/material/Tooltip'
import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  USER_MESSAGES,
  userPasswordSchema,
  type UserDetail,
  type UserPasswordInput,
  type UserSession,
} from '@aurum/shared'
import { useNotify } from '@/components/notifications'
import { ErrorState } from '@/components/state-views'
import { SessionsTable } from '@/components/sessions-table'
import { TonalChip } from '@/components/tonal-chip'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useSession } from '@/lib/session'
import {
  useRevokeUserSession,
  useSetUserPassword,
  useUpdateUserSettings,
  useUserSessions,
  useUserSettings,
} from '../api'
import { useDateTimeText } from './user-date'
import { useSessionDeviceText } from './user-text'
import { FormPasswordField } from '@/components/form-password-field'
import { zodResolver } from '@/lib/zod-resolver'

const cardTitle = { title: { component: 'h2', variant: 'h6' } } as const

/** One's own new password needs the current one, as the server asks. */
function passwordSchemaFor(ownAccount: boolean) {
  if (!ownAccount) return userPasswordSchema
  return userPasswordSchema.superRefine((values, context) => {
    if (!values.currentPassword)
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: USER_MESSAGES.currentPasswordRequired,
      })
  })
}

function UserPasswordCard({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const setPassword = useSetUserPassword(user)
  const ownAccount = useSession().userData?.id === user.id
  const schema = useMemo(() => passwordSchemaFor(ownAccount), [ownAccount])
  const { control, handleSubmit, reset, setError, formState } = useForm<UserPasswordInput>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '', currentPassword: '' },
  })
  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      await setPassword.mutateAsync(ownAccount ? { ...values, currentPassword } : values)
      reset()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, [
        'password',
        'confirmPassword',
        'currentPassword',
      ] as const)
      if (!outcome.placed) notify(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'), 'error')
    }
  })
  return (
    <Card>
      <CardHeader title={t('users.security.passwordTitle')} slotProps={cardTitle} />
      <CardContent sx={{ pt: 0 }}>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(ownAccount ? 'users.security.ownPasswordHint' : 'users.security.passwordHint')}
        </Alert>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('users.security.passwordTitle')}>
          <Grid container spacing={2.5}>
            {ownAccount ? (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormPasswordField
                  control={control}
                  name="currentPassword"
                  label={t('users.security.currentPassword')}
                  autoComplete="current-password"
                  required
                  errorText={errorText}
                  disabled={!canUpdate}
                />
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPasswordField
                control={control}
                name="password"
                label={t('users.security.newPassword')}
                errorText={errorText}
                disabled={!canUpdate}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormPasswordField
                control={control}
                name="confirmPassword"
                label={t('users.security.confirmPassword')}
                errorText={errorText}
                disabled={!canUpdate}
              />
            </Grid>
          </Grid>
          {canUpdate ? (
            <Button type="submit" variant="contained" sx={{ mt: 3 }} loading={formState.isSubmitting}>
              {t('users.security.changePassword')}
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  )
}

function UserTwoStepCard({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const { t } = useTranslation()
  const settings = useUserSettings(user.id)
  const update = useUpdateUserSettings(user.id, {
    success: (saved) => (saved.twoStepEnabled ? 'users.security.twoStepOn' : 'users.security.twoStepOff'),
    error: 'common.saveFailed',
  })
  const enabled = settings.data?.twoStepEnabled ?? false
  const toggle = (next: boolean) => update.mutate({ twoStepEnabled: next })
  return (
    <Card>
      <CardHeader
        title={t('users.security.twoStepTitle')}
        subheader={t('users.security.twoStepText')}
        slotProps={cardTitle}
      />
      <CardContent sx={{ pt: 0 }}>
        {settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : null}
        {settings.isPending ? <Skeleton width={220} height={40} /> : null}
        {settings.data ? (
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                onChange={(event) => toggle(event.target.checked)}
                // Only turning off is the administrator's: the user sets up their own authenticator.
                disabled={!canUpdate || !enabled || update.isPending}
              />
            }
            label={t(enabled ? 'users.security.twoStepEnabled' : 'users.security.twoStepDisabled')}
          />
        ) : null}
      </CardContent>
    </Card>
  )
}

function UserSessionsCard({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const { t } = useTranslation()
  const dateText = useDateTimeText()
  const sessions = useUserSessions(user.id)
  const revoke = useRevokeUserSession(user.id)
  const deviceText = useSessionDeviceText()
  return (
    <SessionsTable<UserSession>
      title={t('users.security.sessionsTitle')}
      subheader={t('users.security.sessionsText')}
      sessions={sessions}
      emptyTitle={t('users.account.noSignIns')}
      columns={[
        { header: t('users.security.device'), cell: (session) => <bdi>{deviceText(session)}</bdi> },
        { header: t('users.security.ip'), cell: (session) => <bdi>{session.ip || '—'}</bdi> },
        { header: t('users.security.signedIn'), cell: (session) => dateText(session.createdAt) },
        { header: t('users.security.expires'), cell: (session) => dateText(session.expiresAt) },
        {
          header: t('users.fields.status'),
          cell: (session) => (
            <TonalChip
              label={t(session.active ? 'users.security.sessionActive' : 'users.security.sessionEnded')}
              color={session.active ? 'success' : 'secondary'}
            />
          ),
        },
      ]}
      revoke={
        canUpdate
          ? {
              button: (session, ask) =>
                session.active ? (
                  <Tooltip title={t('users.security.endSession')}>
                    <IconButton
                      onClick={ask}
                      aria-label={t('users.security.endSessionOf', {
                        device: deviceText(session),
                        date: dateText(session.createdAt),
                      })}
                    >
                      <LogoutOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null,
              confirmTitle: t('users.security.endSessionTitle'),
              confirmText: (session) =>
                t('users.security.endSessionText', { name: user.fullName, device: deviceText(session) }),
              confirmLabel: t('users.security.endSession'),
              mutation: revoke,
            }
          : undefined
      }
      note={t('users.security.sessionsNote')}
    />
  )
}

export function UserSecurityTab({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <UserPasswordCard user={user} canUpdate={canUpdate} />
      <UserTwoStepCard user={user} canUpdate={canUpdate} />
      <UserSessionsCard user={user} canUpdate={canUpdate} />
    </Box>
  )
}
