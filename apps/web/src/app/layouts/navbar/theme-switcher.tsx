// Navbar light / dark / system switch.
import { useState } from 'react'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined'
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined'
import LightModeOutlined from '@mui/icons-material/LightModeOutlined'
import { useTranslation } from 'react-i18next'
import { THEME_MODES, updateSettings, useSettings, type ThemeMode } from '@/lib/settings'

export const THEME_ICONS: Record<ThemeMode, typeof LightModeOutlined> = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: DesktopWindowsOutlined,
}

export function ThemeSwitcher() {
  const { t } = useTranslation()
  const { theme } = useSettings()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const Current = THEME_ICONS[theme]
  return (
    <>
      <Tooltip title={t('app.navbar.theme')}>
        <IconButton
          color="inherit"
          aria-label={t('app.navbar.theme')}
          aria-haspopup="menu"
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Current />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {THEME_MODES.map((mode) => {
          const Icon = THEME_ICONS[mode]
          return (
            <MenuItem
              key={mode}
              selected={mode === theme}
              onClick={() => {
                updateSettings({ theme: mode })
                setAnchor(null)
              }}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`app.theme.${mode}`)}</ListItemText>
            </MenuItem>
          )
        })}
      </Menu>
    </>
  )
}
