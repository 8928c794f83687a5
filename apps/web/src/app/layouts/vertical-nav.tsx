// Vertical navigation: fixed beside the content, collapsible to icons (expanding while hovered);
// below 1279 px an overlay drawer. The semi-dark option gives it the dark scheme in light mode.
import { useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import { ThemeProvider, useTheme } from '@mui/material/styles'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import RadioButtonCheckedOutlined from '@mui/icons-material/RadioButtonCheckedOutlined'
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined'
import { useTranslation } from 'react-i18next'
import { updateSettings, useSettings } from '@/lib/settings'
import { createAppTheme } from '@/theme'
import { useNavigation } from '../navigation/use-navigation'
import { AppLogo } from './app-logo'
import { NAVBAR_HEIGHT, VERTICAL_NAV_COLLAPSED_WIDTH, VERTICAL_NAV_WIDTH } from './layout-constants'
import { VerticalNavMenu } from './vertical-nav-menu'

type VerticalNavProps = { overlay: boolean; open: boolean; onClose: () => void }

function SemiDark({ children }: { children: ReactNode }) {
  const theme = useTheme()
  const settings = useSettings()
  const semiDark = settings.isVerticalNavSemiDark && theme.palette.mode === 'light'
  const darkTheme = useMemo(
    () =>
      semiDark
        ? createAppTheme({
            scheme: 'dark',
            skin: settings.skin,
            primary: settings.darkThemePrimaryColor,
            direction: theme.direction,
          })
        : null,
    [semiDark, settings.skin, settings.darkThemePrimaryColor, theme.direction],
  )
  return darkTheme ? <ThemeProvider theme={darkTheme}>{children}</ThemeProvider> : children
}

function NavPanel({ mini, overlay, onClose }: { mini: boolean; overlay: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const settings = useSettings()
  const entries = useNavigation()
  const collapsed = settings.isVerticalNavCollapsed
  return (
    <Box
      component="nav"
      aria-label={t('app.nav.label')}
      data-testid="vertical-nav"
      data-tour="menu"
      data-mini={mini}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box
        sx={{
          height: NAVBAR_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInlineStart: 2.25,
          paddingInlineEnd: 1,
        }}
      >
        <AppLogo showName={!mini} />
        {!mini &&
          (overlay ? (
            <IconButton onClick={onClose} aria-label={t('app.nav.close')}>
              <CloseOutlined />
            </IconButton>
          ) : (
            <IconButton
              onClick={() => updateSettings({ isVerticalNavCollapsed: !collapsed })}
              aria-label={collapsed ? t('app.nav.pin') : t('app.nav.collapse')}
              aria-pressed={!collapsed}
            >
              {collapsed ? (
                <RadioButtonUncheckedOutlined fontSize="small" />
              ) : (
                <RadioButtonCheckedOutlined fontSize="small" />
              )}
            </IconButton>
          ))}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <VerticalNavMenu entries={entries} mini={mini} onNavigate={overlay ? onClose : undefined} />
      </Box>
    </Box>
  )
}

export function VerticalNav({ overlay, open, onClose }: VerticalNavProps) {
  const settings = useSettings()
  const [hovered, setHovered] = useState(false)

  if (overlay)
    return (
      <SemiDark>
        <Drawer
          open={open}
          onClose={onClose}
          anchor="left"
          slotProps={{ paper: { sx: { width: VERTICAL_NAV_WIDTH, backgroundImage: 'none' } } }}
        >
          <NavPanel mini={false} overlay onClose={onClose} />
        </Drawer>
      </SemiDark>
    )

  const collapsed = settings.isVerticalNavCollapsed
  const expanded = !collapsed || hovered
  return (
    <Box
      data-testid="vertical-nav-slot"
      sx={(theme) => ({
        width: collapsed ? VERTICAL_NAV_COLLAPSED_WIDTH : VERTICAL_NAV_WIDTH,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
      })}
    >
      <SemiDark>
        <Box
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          sx={(theme) => ({
            position: 'fixed',
            top: 0,
            bottom: 0,
            insetInlineStart: 0,
            zIndex: theme.zIndex.appBar + 2,
            width: expanded ? VERTICAL_NAV_WIDTH : VERTICAL_NAV_COLLAPSED_WIDTH,
            transition: theme.transitions.create('width'),
            overflow: 'hidden',
            bgcolor: 'background.paper',
            borderInlineEnd: `1px solid ${theme.palette.divider}`,
            boxShadow: collapsed && hovered ? theme.shadows[8] : 'none',
          })}
        >
          <NavPanel mini={!expanded} overlay={false} onClose={onClose} />
        </Box>
      </SemiDark>
    </Box>
  )
}
