// The top bar: hamburger (overlay navigation), logo (horizontal layout), search, language, theme,
// shortcuts, notifications and the user menu. Sticky, static or hidden; optionally blurred.
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import MenuOutlined from '@mui/icons-material/MenuOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/settings'
import { AppLogo } from './app-logo'
import { BOXED_CONTENT_WIDTH, NAVBAR_HEIGHT } from './layout-constants'
import { ChatUnreadButton } from './navbar/chat-unread-button'
import { LanguageSwitcher } from './navbar/language-switcher'
import { NotificationsMenu } from './navbar/notifications-menu'
import { ShortcutsMenu } from './navbar/shortcuts-menu'
import { ThemeSwitcher } from './navbar/theme-switcher'
import { UserMenu } from './navbar/user-menu'
import Tooltip from '@mui/material/Tooltip'
import TuneOutlined from '@mui/icons-material/TuneOutlined'

type NavbarProps = {
  showHamburger: boolean
  showLogo: boolean
  onHamburger: () => void
  onSearch: () => void
  /** Opens the customizer (theme and layout settings): a navbar button, so it covers no content. */
  onCustomize: () => void
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

export function NavbarContent({ showHamburger, showLogo, onHamburger, onSearch, onCustomize }: NavbarProps) {
  const { t } = useTranslation()
  return (
    <Box sx={{ height: NAVBAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {showHamburger && (
        <IconButton
          color="inherit"
          onClick={onHamburger}
          aria-label={t('app.nav.open')}
          sx={{ marginInlineEnd: 0.5 }}
        >
          <MenuOutlined />
        </IconButton>
      )}
      {showLogo && (
        <Box sx={{ marginInlineEnd: 2 }}>
          <AppLogo />
        </Box>
      )}
      <ButtonBase
        data-tour="search"
        onClick={onSearch}
        aria-label={t('app.search.open')}
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        sx={{ gap: 1, px: 1, py: 1, borderRadius: 1, color: 'text.secondary' }}
      >
        <SearchOutlined />
        <Typography component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {t('app.search.button', { shortcut: isMac ? '⌘K' : 'Ctrl+K' })}
        </Typography>
      </ButtonBase>
      <Box sx={{ flex: 1 }} />
      {/* data-tour: the guided tour's stops (features/ui-extensions, /extensions/tour). */}
      <Box data-tour="language" sx={{ display: 'flex' }}>
        <LanguageSwitcher />
      </Box>
      <Box data-tour="theme" sx={{ display: 'flex' }}>
        <ThemeSwitcher />
      </Box>
      <Tooltip title={t('app.customizer.open')}>
        <IconButton
          color="inherit"
          onClick={onCustomize}
          aria-label={t('app.customizer.open')}
          data-testid="customizer-toggle"
          data-tour="customizer"
        >
          <TuneOutlined />
        </IconButton>
      </Tooltip>
      {/* A phone's navbar has room for seven buttons: the shortcuts repeat the menu's pages. */}
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <ShortcutsMenu />
      </Box>
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <ChatUnreadButton />
      </Box>
      <Box data-tour="notifications" sx={{ display: 'flex' }}>
        <NotificationsMenu />
      </Box>
      <Box data-tour="user" sx={{ display: 'flex' }}>
        <UserMenu />
      </Box>
    </Box>
  )
}

export function Navbar(props: NavbarProps & { floating: boolean }) {
  const { navbarType, isNavbarBlurEnabled, appContentWidth } = useSettings()
  if (navbarType === 'hidden') return null
  const { floating, ...content } = props
  return (
    <Box
      component="header"
      data-testid="navbar"
      data-navbar-type={navbarType}
      data-blur={isNavbarBlurEnabled}
      sx={(theme) => ({
        position: navbarType === 'sticky' ? 'sticky' : 'relative',
        top: 0,
        zIndex: theme.zIndex.appBar,
        px: floating ? 3 : 0,
        pt: floating ? 1.5 : 0,
        ...(isNavbarBlurEnabled && navbarType === 'sticky'
          ? {
              // Content scrolling under the bar is blurred rather than hidden behind a solid band.
              backdropFilter: 'blur(8px)',
              background: `linear-gradient(180deg, ${alpha(theme.palette.background.default, 0.7)} 44%, ${alpha(theme.palette.background.default, 0)})`,
            }
          : {}),
      })}
    >
      <Box
        sx={(theme) => ({
          maxWidth: appContentWidth === 'boxed' ? BOXED_CONTENT_WIDTH - 48 : 'none',
          mx: 'auto',
          px: 2,
          borderRadius: floating ? 2 : 0,
          color: 'text.primary',
          bgcolor: isNavbarBlurEnabled ? alpha(theme.palette.background.paper, 0.85) : 'background.paper',
          boxShadow: floating ? theme.shadows[2] : 'none',
          borderBottom: floating ? 'none' : `1px solid ${theme.palette.divider}`,
        })}
      >
        <NavbarContent {...content} />
      </Box>
    </Box>
  )
}
