// The user page's left panel: picture, name, role, work done, details, and the edit and
// suspend/activate actions (shown when the ability allows updating users; the server decides).
import { useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined'
import { useTranslation } from 'react-i18next'
import type { UserDetail } from '@aurum/shared'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { readableShade, TonalChip } from '@/components/tonal-chip'
import {
  ProfileCardHeader,
  ProfileDetail,
  ProfileDetails,
  ProfileFigure,
  ProfileFigures,
} from '@/components/profile-card'
import { useRoleName, userRoleLook } from '@/components/user-role-icon'
import { USER_STATUS_COLORS } from '@/components/users-table'
import { useFormat } from '@/lib/format'
import { useSetUserStatus } from '../api'
import { UserEditDialog } from './user-edit-dialog'
import { useLanguageText, useStatusText } from './user-text'

export type UserProfileCardProps = { user: UserDetail; roles: string[]; canUpdate: boolean }

export function UserProfileCard({ user, roles, canUpdate }: UserProfileCardProps) {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const statusText = useStatusText()
  const languageText = useLanguageText()
  const setStatus = useSetUserStatus(user.id)
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const format = useFormat()
  const suspended = user.status === 'inactive'
  const roleColor = userRoleLook(user.role).color

  const changeStatus = async () => {
    try {
      await setStatus.mutateAsync(suspended ? 'active' : 'inactive')
      setConfirming(false)
    } catch {
      // The mutation's error snackbar says why (e.g. the last user able to manage roles).
    }
  }

  return (
    <Card>
      <ProfileCardHeader
        name={user.fullName}
        avatar={user.avatar}
        subtitle={<TonalChip label={roleName(user.role)} color={roleColor} />}
      />
      <ProfileFigures>
        <ProfileFigure
          icon={<CheckOutlined />}
          value={format.number(user.taskDone)}
          label={t('users.view.taskDone')}
        />
        <ProfileFigure
          icon={<WorkOutlineOutlined />}
          value={format.number(user.projectDone)}
          label={t('users.view.projectDone')}
        />
      </ProfileFigures>
      <ProfileDetails title={t('users.view.details')}>
        <ProfileDetail label={t('users.fields.username')}>
          <bdi dir="ltr">@{user.username}</bdi>
        </ProfileDetail>
        <ProfileDetail label={t('users.fields.email')}>
          <bdi dir="ltr">{user.email}</bdi>
        </ProfileDetail>
        <ProfileDetail label={t('users.fields.status')}>
          <TonalChip label={statusText(user.status)} color={USER_STATUS_COLORS[user.status]} />
        </ProfileDetail>
        <ProfileDetail label={t('users.fields.role')}>{roleName(user.role)}</ProfileDetail>
        <ProfileDetail label={t('users.fields.taxId')}>
          <bdi dir="ltr">{user.taxId || '—'}</bdi>
        </ProfileDetail>
        <ProfileDetail label={t('users.fields.contact')}>
          <bdi dir="ltr">{user.contact || '—'}</bdi>
        </ProfileDetail>
        <ProfileDetail label={t('users.fields.language')}>{languageText(user.language)}</ProfileDetail>
        <ProfileDetail label={t('users.fields.country')}>
          {user.country ? format.country(user.country, user.country) : '—'}
        </ProfileDetail>
      </ProfileDetails>
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
