// The root route: a progress bar while a page's code or guard is loading, spec section 2's
// scrolling (top of the page on navigation, or smoothly to a hash target with a 60 px offset), and
// the browser tab's title from the route's title (lib/document-title.ts).
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react'
import Box from '@mui/material/Box'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { documentTitle } from '../lib/document-title'
import { useRouteMeta } from './layouts/use-route-meta'
import { RouterNavigationProvider } from './router-navigation'

const HASH_SCROLL_OFFSET = 60

// Fetched on the first navigation: a first visit (e.g. /login) never shows the bar.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'))

function useScrollOnNavigation() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET
        window.scrollTo({ top, behavior: 'smooth' })
        return
      }
    }
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname, hash])
}

/** The route's title in the tab; a layout effect, so that a page's own (usePageTitle) comes after. */
function useRouteDocumentTitle() {
  const { titleKey } = useRouteMeta()
  const { t } = useTranslation()
  useLayoutEffect(() => {
    document.title = documentTitle(titleKey ? t(titleKey) : undefined)
  }, [titleKey, t])
}

export function RootFrame() {
  const navigation = useNavigation()
  const { t } = useTranslation()
  useScrollOnNavigation()
  useRouteDocumentTitle()
  return (
    <>
      {navigation.state !== 'idle' && (
        <Box sx={{ position: 'fixed', insetInline: 0, top: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}>
          <Suspense fallback={null}>
            <LinearProgress aria-label={t('app.loading')} sx={{ height: 3, borderRadius: 0 }} />
          </Suspense>
        </Box>
      )}
      <RouterNavigationProvider>
        <Outlet />
      </RouterNavigationProvider>
    </>
  )
}
