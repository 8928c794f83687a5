// The icon and colour of a user's role (roles are data: a role not known here gets a neutral badge).
import Box from '@mui/material/Box'
import BadgeOutlined from '@mui/icons-material/BadgeOutlined'
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import PieChartOutline from '@mui/icons-material/PieChartOutline'
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import type { SvgIconComponent } from '@mui/icons-material'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SEEDED_ROLE_DESCRIPTIONS, USER_ROLES, type UserRole } from '@aurum/shared'
import { tintForName, type TonalChipColor } from './tonal-chip'

const ROLE_LOOKS: Record<string, { icon: SvgIconComponent; color: TonalChipColor }> = {
  admin: { icon: DesktopWindowsOutlined, color: 'error' },
  editor: { icon: EditOutlined, color: 'info' },
  author: { icon: PersonOutline, color: 'warning' },
  maintainer: { icon: PieChartOutline, color: 'success' },
  subscriber: { icon: WorkspacePremiumOutlined, color: 'primary' },
}

/** A known role's own look; any other role a neutral badge in a colour picked from its name. */
export function userRoleLook(role: string): { icon: SvgIconComponent; color: TonalChipColor } {
  return ROLE_LOOKS[role] ?? { icon: BadgeOutlined, color: tintForName(role) }
}

/**
 * A role's name as shown: roles are lower-case identifiers that administrators create
 * ('admin', 'catalogue-editor'); only the first letter is raised, the rest stays as stored.
 */
function roleDisplayName(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1)
}

/** Roles the demo data creates: their names and descriptions are translated (app.seededRoles.*). */
const isSeeded = (role: string): role is UserRole => (USER_ROLES as readonly string[]).includes(role)

/** A role's name in the reader's language: the seeded roles translated, others as stored. */
export function useRoleName(): (role: string) => string {
  const { t } = useTranslation()
  return useCallback(
    (role: string) => (isSeeded(role) ? t(`app.seededRoles.${role}.name`) : roleDisplayName(role)),
    [t],
  )
}

/**
 * A role's description in the reader's language. A seeded role's description is translated while
 * it still reads as seeded (the English text); once an administrator rewrites it, their words show.
 */
export function useRoleDescription(): (role: string, description: string) => string {
  const { t } = useTranslation()
  return useCallback(
    (role: string, description: string) =>
      isSeeded(role) && description === SEEDED_ROLE_DESCRIPTIONS[role]
        ? t(`app.seededRoles.${role}.description`)
        : description,
    [t],
  )
}

/** The role's icon and name on one line. */
export function UserRoleLabel({ role }: { role: string }) {
  const { icon: Icon, color } = userRoleLook(role)
  const roleName = useRoleName()
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon fontSize="small" aria-hidden sx={{ color: `tonal.${color}.text` }} />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {roleName(role)}
      </Box>
    </Box>
  )
}
