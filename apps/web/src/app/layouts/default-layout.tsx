// The default layout (spec sections 2 and 4): vertical or horizontal navigation (an overlay drawer
// below 1279 px), navbar, content (boxed or fluid, fixed height when the route asks), footer, the
// customizer and the global search. It provides the user's ability (CASL) to its pages.
import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import useMediaQuery from '@mui/material/useMediaQuery'
import { alpha } from '@mui/material/styles'
import { Outlet, useLocation } from 'react-router'
import { VerifyEmailBanner } from './verify-email-banner'
import { NotificationsProvider } from '@/components/notifications'
import { SkipLink } from '@/components/skip-link'
import { AbilityProvider } from '@/lib/ability'
import { RealtimeProvider } from '@/lib/realtime'
import { useSessionRefresh } from '@/lib/session-refresh'
import { useSettings } from '@/lib/settings'
import { recordPageVisit, useIdlePrefetch } from '../navigation/prefetch'
import { useNavigation } from '../navigation/use-navigation'
import { SearchDialog } from '../search/search-dialog'
import { Customizer } from './customizer'
import { Footer } from './footer'
import { HorizontalNav } from './horizontal-nav'
import { BOXED_CONTENT_WIDTH, FIXED_HEIGHT_CLASS, NAVBAR_HEIGHT, OVERLAY_NAV_QUERY } from './layout-constants'
import { Navbar, NavbarContent } from './navbar'
import { usePageViews } from '@/lib/page-views'
import { useRouteMeta } from './use-route-meta'
import { VerticalNav } from './vertical-nav'

function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        open()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])
}

export function DefaultLayout() {
  useSessionRefresh()
  return (
    <AbilityProvider>
      <NotificationsProvider>
        <RealtimeProvider>
          <DefaultLayoutFrame />
        </RealtimeProvider>
      </NotificationsProvider>
    </AbilityProvider>
  )
}

function DefaultLayoutFrame() {
  const settings = useSettings()
  const overlay = useMediaQuery(OVERLAY_NAV_QUERY, { noSsr: true })
  const { layoutWrapperClasses } = useRouteMeta()
  const { pathname } = useLocation()
  usePageViews(pathname)
  useEffect(() => recordPageVisit(pathname), [pathname])
  const [navOpen, setNavOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const [customizerOpen, setCustomizerOpen] = useState(false)
  useSearchShortcut(() => setSearchOpen(true))
  // The menu's pages warm up once this one is done (after login, the next click waits for nothing).
  useIdlePrefetch(useNavigation())

  // Close the overlay navigation when the page changes.
  const [lastPath, setLastPath] = useState(pathname)
  if (lastPath !== pathname) {
    setLastPath(pathname)
    setNavOpen(false)
  }

  const horizontal = settings.appContentLayoutNav === 'horizontal' && !overlay
  const fixedHeight = (layoutWrapperClasses ?? '').split(/\s+/).includes(FIXED_HEIGHT_CLASS)
  const boxed = settings.appContentWidth === 'boxed'
  const classes = [
    'layout-wrapper',
    horizontal ? 'layout-nav-type-horizontal' : 'layout-nav-type-vertical',
    overlay ? 'layout-overlay-nav' : '',
    settings.isVerticalNavCollapsed && !horizontal ? 'layout-vertical-nav-collapsed' : '',
    `layout-navbar-${settings.navbarType}`,
    `layout-footer-${settings.footerType}`,
    `layout-content-width-${settings.appContentWidth}`,
    layoutWrapperClasses ?? '',
  ]
    .filter(Boolean)
    .join(' ')

  const content = (
    <Box
      component="main"
      id="main-content"
      // Reached by the skip link: focusable by script, not a Tab stop of its own.
      tabIndex={-1}
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: boxed ? BOXED_CONTENT_WIDTH : 'none',
        mx: 'auto',
        px: { xs: 2, md: 3 },
        py: 3,
        '&:focus': { outline: 'none' },
        // At least a screen high, so that a static footer starts below the fold: a page whose
        // content arrives after its first paint (charts, lists) then grows without moving anything
        // in sight (the footer moved by CLS 0.028 on the CRM dashboard).
        minHeight: '100vh',
        ...(fixedHeight && {
          minHeight: 0,
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          '& > *': { flex: 1, minHeight: 0 },
        }),
      }}
    >
      <Outlet />
    </Box>
  )

  const navbarProps = {
    showHamburger: overlay,
    showLogo: horizontal,
    onHamburger: () => setNavOpen(true),
    onSearch: () => setSearchOpen(true),
    onCustomize: () => setCustomizerOpen(true),
  }

  return (
    <Box
      className={classes}
      data-testid="layout-wrapper"
      data-layout={horizontal ? 'horizontal' : 'vertical'}
      data-content-width={settings.appContentWidth}
      sx={{
        display: 'flex',
        minHeight: '100vh',
        bgcolor: 'background.default',
        color: 'text.primary',
        ...(fixedHeight && { height: '100vh', overflow: 'hidden' }),
      }}
    >
      <SkipLink target="main-content" />
      {!horizontal && <VerticalNav overlay={overlay} open={navOpen} onClose={() => setNavOpen(false)} />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {horizontal ? <HorizontalHeader navbarProps={navbarProps} /> : <Navbar {...navbarProps} floating />}
        <VerifyEmailBanner />
        {content}
        <Footer />
      </Box>
      <Customizer open={customizerOpen} onClose={() => setCustomizerOpen(false)} />
      <SearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} />
    </Box>
  )
}

function HorizontalHeader({ navbarProps }: { navbarProps: Parameters<typeof NavbarContent>[0] }) {
  const settings = useSettings()
  const boxed = settings.appContentWidth === 'boxed'
  const inner = { maxWidth: boxed ? BOXED_CONTENT_WIDTH : 'none', mx: 'auto', px: 3 }
  return (
    <>
      <Box
        component="header"
        data-testid="navbar"
        data-navbar-type={settings.navbarType}
        data-blur={settings.isNavbarBlurEnabled}
        sx={(theme) => ({
          position: settings.navbarType === 'sticky' ? 'sticky' : 'relative',
          top: 0,
          zIndex: theme.zIndex.appBar + 1,
          color: 'text.primary',
          borderBottom: `1px solid ${theme.palette.divider}`,
          ...(settings.isNavbarBlurEnabled
            ? { backdropFilter: 'blur(8px)', bgcolor: alpha(theme.palette.background.paper, 0.85) }
            : { bgcolor: 'background.paper' }),
        })}
      >
        <Box sx={inner}>
          <NavbarContent {...navbarProps} />
        </Box>
      </Box>
      {settings.horizontalNavType !== 'hidden' && (
        <Box
          data-testid="horizontal-nav-bar"
          data-horizontal-nav-type={settings.horizontalNavType}
          sx={(theme) => ({
            position: settings.horizontalNavType === 'sticky' ? 'sticky' : 'relative',
            top:
              settings.horizontalNavType === 'sticky' && settings.navbarType === 'sticky'
                ? NAVBAR_HEIGHT + 1
                : 0,
            zIndex: theme.zIndex.appBar,
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderBottom: `1px solid ${theme.palette.divider}`,
            boxShadow: theme.shadows[1],
          })}
        >
          <Box sx={inner}>
            <HorizontalNav />
          </Box>
        </Box>
      )}
    </>
  )
}
