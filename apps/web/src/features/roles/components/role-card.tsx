// A role's card on the roles page: how many users hold it and a few of their faces, its name and
// description, and the edit and delete actions the signed-in user's ability allows.
import AvatarGroup from '@mui/material/AvatarGroup'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import { useTranslation } from 'react-i18next'
import type { Role } from '@aurum/shared'
import { TonalChip } from '@/components/tonal-chip'
import { UserAvatar } from '@/components/user-avatar'
import { useFormat } from '@/lib/format'
import { useRoleDescription, useRoleName, userRoleLook } from '@/components/user-role-icon'

export type RoleCardProps = {
  role: Role
  canUpdate: boolean
  canDelete: boolean
  onEdit: (role: Role) => void
  onDelete: (role: Role) => void
}

export function RoleCard({ role, canUpdate, canDelete, onEdit, onDelete }: RoleCardProps) {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const roleDescription = useRoleDescription()
  const format = useFormat()
  const { icon: Icon, color } = userRoleLook(role.name)
  const hidden = Math.max(0, role.userCount - role.users.length)
  return (
    <Card sx={{ height: '100%' }} component="article" aria-labelledby={`role-${role.id}-name`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Typography color="text.secondary">
            {t('roles.card.users', {
              count: role.userCount,
              formatted: format.number(role.userCount),
            })}
          </Typography>
          {role.users.length ? (
            <AvatarGroup
              max={5}
              total={role.users.length + hidden}
              sx={{
                '& .MuiAvatar-root': { width: 32, height: 32, fontSize: 13 },
                // The "+N" avatar: MUI's default grey under white text is too faint to read.
                '& .MuiAvatar-colorDefault': { bgcolor: 'action.selected', color: 'text.primary' },
              }}
              aria-hidden
            >
              {role.users.map((user) => (
                <UserAvatar key={user.id} name={user.fullName} src={user.avatar} size={32} />
              ))}
            </AvatarGroup>
          ) : null}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Icon aria-hidden sx={{ color: `tonal.${color}.text` }} />
            <Typography
              id={`role-${role.id}-name`}
              variant="h5"
              component="h2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {roleName(role.name)}
            </Typography>
            {role.manageAll ? <TonalChip label={t('roles.card.manageAll')} color="primary" /> : null}
          </Box>
          {role.description ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {roleDescription(role.name, role.description)}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: 40 }}>
          {canUpdate ? (
            <Button
              onClick={() => onEdit(role)}
              sx={{ px: 0, minWidth: 0 }}
              // The visible words stay the accessible name (WCAG 2.5.3); the role's name describes it.
              aria-describedby={`role-${role.id}-name`}
            >
              {t('roles.card.edit')}
            </Button>
          ) : (
            <span />
          )}
          {canDelete ? (
            <Tooltip title={t('common.delete')}>
              <IconButton
                onClick={() => onDelete(role)}
                aria-label={t('roles.card.deleteNamed', { name: role.name })}
              >
                <DeleteOutlineOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  )
}
