// The icon and colour of a user's role (roles are data: a role not known here gets a neutral badge).
import Box from '@mui/material/Box'
import BadgeOutlined from '@mui/icons-material/BadgeOutlined'
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import PieChartOutline from '@mui/icons-material/PieChartOutline'
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined'
import type { SvgIconComponent } from '@mui/icons-material'
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
export function roleDisplayName(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1)
}

/** The role's icon and name on one line. */
export function UserRoleLabel({ role }: { role: string }) {
  const { icon: Icon, color } = userRoleLook(role)
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon fontSize="small" aria-hidden sx={{ color: `${color}.main` }} />
      <Box
        component="span"
        sx={{ textTransform: 'capitalize', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {role}
      </Box>
    </Box>
  )
}
