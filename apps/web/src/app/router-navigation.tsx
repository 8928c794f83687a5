// The app's navigation (lib/navigation.tsx) under React Router: what pages shared with the visitor
// entry use when they open inside the signed-in app or a test's memory router.
import { useMemo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { AppNavigationProvider, type AppNavigation } from '../lib/navigation'

export function RouterNavigationProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const value = useMemo<AppNavigation>(
    () => ({ navigate: (to, options) => navigate(to, options), pathname, search }),
    [navigate, pathname, search],
  )
  return <AppNavigationProvider value={value}>{children}</AppNavigationProvider>
}
