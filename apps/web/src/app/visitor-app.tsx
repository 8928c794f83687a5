// The visitor entry: login, registration and the password reset, drawn without React Router's data
// router and without TanStack Query (the two weigh ~25 KB gzip, a sixth of /login's JavaScript).
// Its navigation is the History API; an address that is not one of these screens, or a session that
// appears (logged in), hands over to the app (full-app.tsx), which main.tsx loads then. The
// visitor's screen stays until the app has drawn the next page.
import {
  Component,
  createElement,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import Box from '@mui/material/Box'
import { authVisitorRoutes } from '../features/auth/visitor-routes'
import { loadAreaStrings } from '../i18n'
import { AppNavigationProvider, type AppNavigation } from '../lib/navigation'
import { isLoggedIn } from '../lib/session'
import { BaseProvider } from './base-provider'

/** The screens and their pages, each loaded with the auth area's strings. */
const VISITOR_PAGES = new Map<string, ComponentType>(
  authVisitorRoutes.map((route) => [
    route.path,
    lazy(() =>
      Promise.all([route.lazy(), loadAreaStrings('auth')]).then(([page]) => ({ default: page.Component })),
    ),
  ]),
)

/** Starts fetching a screen's code while the entry's start-up (strings, fonts) is still going on. */
export function prefetchVisitorPage(pathname: string): void {
  void authVisitorRoutes
    .find((route) => route.path === pathname)
    ?.lazy()
    .catch(() => undefined)
}

/** Whether the visitor entry draws this address (only for someone not logged in). */
export function isVisitorEntryPath(pathname: string): boolean {
  return VISITOR_PAGES.has(pathname) && !isLoggedIn()
}

/** The screen at a path (the lookup happens here, so that no component is created in render). */
function VisitorPage({ pathname }: { pathname: string }) {
  const page = VISITOR_PAGES.get(pathname)
  return page ? createElement(page) : null
}

type Address = { pathname: string; search: string }
const currentAddress = (): Address => ({ pathname: window.location.pathname, search: window.location.search })

/** A page that fails to load (a deploy replaced its chunk, the network dropped): the app takes over. */
class HandOverOnError extends Component<{ leave: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    this.props.leave()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export type VisitorAppProps = {
  /** Hands over to the app at the current address. */
  leave: () => void
}

export function VisitorApp({ leave }: VisitorAppProps) {
  const [address, setAddress] = useState(currentAddress)

  useEffect(() => {
    const onHistoryMove = () => {
      if (isVisitorEntryPath(window.location.pathname)) setAddress(currentAddress())
      else leave()
    }
    window.addEventListener('popstate', onHistoryMove)
    return () => window.removeEventListener('popstate', onHistoryMove)
  }, [leave])

  const navigation = useMemo<AppNavigation>(
    () => ({
      ...address,
      navigate: (to, options) => {
        const url = new URL(to, window.location.href)
        const target = `${url.pathname}${url.search}${url.hash}`
        if (options?.replace) window.history.replaceState(null, '', target)
        else window.history.pushState(null, '', target)
        if (!isVisitorEntryPath(url.pathname)) return leave()
        setAddress({ pathname: url.pathname, search: url.search })
        window.scrollTo({ top: 0, left: 0 })
      },
    }),
    [address, leave],
  )

  return (
    <BaseProvider>
      <AppNavigationProvider value={navigation}>
        {/* The blank layout's frame (layouts/blank-layout.tsx). */}
        <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
          <HandOverOnError leave={leave}>
            <Suspense fallback={null}>
              <VisitorPage pathname={address.pathname} />
            </Suspense>
          </HandOverOnError>
        </Box>
      </AppNavigationProvider>
    </BaseProvider>
  )
}
