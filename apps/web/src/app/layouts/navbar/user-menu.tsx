// Navbar user menu: who is logged in, profile, settings and logout (the token is revoked on the
// server, then the session is forgotten and the user goes to login).
import { useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Badge from '@mui/material/Badge'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { logOut } from '@/features/auth/api'
import { useSession } from '@/lib/session'
import { LOGIN_PATH } from '@/app/guard'
import { paths } from '@/lib/paths'
import { useRoleName } from '@/components/user-role-icon'

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}

export function UserMenu() {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const navigate = useNavigate()
  const { userData } = useSession()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [leaving, setLeaving] = useState(false)
  if (!userData) return null

  const avatar = (
    <Badge
      overlap="circular"
      variant="dot"
      color="success"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Avatar src={userData.avatar ?? undefined} alt={userData.fullName} sx={{ width: 38, height: 38 }}>
        {initials(userData.fullName)}
      </Avatar>
    </Badge>
  )

  const onLogout = async () => {
    setLeaving(true)
    setAnchor(null)
    try {
      await logOut()
    } finally {
      setLeaving(false)
      await navigate(LOGIN_PATH, { replace: true })
    }
  }

  return (
    <>
      <IconButton
        aria-label={t('app.userMenu.open')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, marginInlineStart: 0.5 }}
      >
        {avatar}
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 230, mt: 1 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          {avatar}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {userData.fullName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {roleName(userData.role)}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to={paths.userProfile('profile')} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonOutlineOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('app.userMenu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={paths.accountSettings('account')}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('app.userMenu.settings')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void onLogout()} disabled={leaving}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('app.userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  )
}
