// The user page's left panel: picture, name, role, work done, details, and the edit and
// suspend/activate actions (shown when the ability allows updating users; the server decides).
import { useMemo, useState, type ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined'
import { useTranslation } from 'react-i18next'
import type { UserDetail } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { useNotify } from '../../../components/notifications'
import { readableShade, TonalChip } from '../../../components/tonal-chip'
import { UserAvatar } from '../../../components/user-avatar'
import { roleDisplayName, userRoleLook } from '../../../components/user-role-icon'
import { USER_STATUS_COLORS } from '../../../components/users-table'
import { ApiError } from '../../../lib/api-client'
import { useSetUserStatus } from '../api'
import { UserEditDialog } from './user-edit-dialog'
import { useLanguageText, useStatusText, useUserErrorText } from './user-text'

export type UserProfileCardProps = { user: UserDetail; roles: string[]; canUpdate: boolean }

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.75 }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {label}:
      </Typography>
      <Typography component="span" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

function Figure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        variant="rounded"
        aria-hidden
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.primary.main, 0.16),
          color: theme.palette.primaryText,
        })}
      >
        {icon}
      </Avatar>
      <Box>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  )
}

export function UserProfileCard({ user, roles, canUpdate }: UserProfileCardProps) {
  const { t, i18n } = useTranslation()
  const notify = useNotify()
  const statusText = useStatusText()
  const languageText = useLanguageText()
  const errorText = useUserErrorText()
  const setStatus = useSetUserStatus(user.id)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language])
  const suspended = user.status === 'inactive'
  const roleColor = userRoleLook(user.role).color

  const changeStatus = async () => {
    try {
      await setStatus.mutateAsync(suspended ? 'active' : 'inactive')
      notify(t(suspended ? 'users.view.activated' : 'users.view.suspended', { name: user.fullName }))
      setConfirming(false)
    } catch (error) {
      const message =
        error instanceof ApiError && !error.message.startsWith('HTTP ')
          ? errorText(error.message)
          : t('common.saveFailed')
      notify(message, 'error')
    }
  }

  return (
    <Card>
      <CardContent
        sx={{
          pt: 5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1.5,
        }}
      >
        <UserAvatar name={user.fullName} src={user.avatar} size={110} rounded />
        {/* The page is this user's: their name is its heading. */}
        <Typography variant="h5" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {user.fullName}
        </Typography>
        <TonalChip label={roleDisplayName(user.role)} color={roleColor} />
      </CardContent>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: 3 }}>
        <Figure
          icon={<CheckOutlined />}
          value={number.format(user.taskDone)}
          label={t('users.view.taskDone')}
        />
        <Figure
          icon={<WorkOutlineOutlined />}
          value={number.format(user.projectDone)}
          label={t('users.view.projectDone')}
        />
      </CardContent>
      <CardContent>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t('users.view.details')}
        </Typography>
        <Divider sx={{ mb: 1.5 }} />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <Detail label={t('users.fields.username')}>@{user.username}</Detail>
          <Detail label={t('users.fields.email')}>{user.email}</Detail>
          <Detail label={t('users.fields.status')}>
            <TonalChip label={statusText(user.status)} color={USER_STATUS_COLORS[user.status]} />
          </Detail>
          <Detail label={t('users.fields.role')}>{roleDisplayName(user.role)}</Detail>
          <Detail label={t('users.fields.taxId')}>{user.taxId || '—'}</Detail>
          <Detail label={t('users.fields.contact')}>
            <bdi>{user.contact || '—'}</bdi>
          </Detail>
          <Detail label={t('users.fields.language')}>{languageText(user.language)}</Detail>
          <Detail label={t('users.fields.country')}>{user.country || '—'}</Detail>
        </Box>
      </CardContent>
      {canUpdate ? (
        <CardContent sx={{ display: 'flex', justifyContent: 'center', gap: 2, pb: 3 }}>
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
          <Button
            variant="outlined"
            color={suspended ? 'success' : 'error'}
            onClick={() => setConfirming(true)}
            // The status colours are too pale for text on white: a readable shade of the same hue.
            sx={(theme) => ({ color: readableShade(theme, suspended ? 'success' : 'error') })}
          >
            {t(suspended ? 'users.view.activate' : 'users.view.suspend')}
          </Button>
        </CardContent>
      ) : null}
      <UserEditDialog user={user} roles={roles} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirming}
        title={t(suspended ? 'users.view.activateTitle' : 'users.view.suspendTitle')}
        text={t(suspended ? 'users.view.activateText' : 'users.view.suspendText', { name: user.fullName })}
        confirmLabel={t(suspended ? 'users.view.activate' : 'users.view.suspend')}
        destructive={!suspended}
        pending={setStatus.isPending}
        onConfirm={() => void changeStatus()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  )
}
