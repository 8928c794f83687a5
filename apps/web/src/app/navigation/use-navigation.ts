// The menu for the current user: registered pages they may open.
import { useMemo } from 'react'
import { useAbility } from '../../lib/ability'
import { isLoggedIn, useSession } from '../../lib/session'
import { decideGuard } from '../guard'
import { findRegisteredRoute } from '../routes'
import { filterNavigation } from './filter-navigation'
import { NAV_ENTRIES, type NavEntry, type NavLink } from './nav-items'

export function useNavigation(): NavEntry[] {
  const ability = useAbility()
  const session = useSession()
  return useMemo(() => {
    const loggedIn = isLoggedIn(session)
    const isVisible = (link: NavLink) => {
      const route = findRegisteredRoute(link.to)
      if (!route) return false
      // Public and visitor-only pages are showcases: listed for whoever is in the app frame.
      if (route.meta.public || route.meta.unauthenticatedOnly) return loggedIn
      return decideGuard({
        meta: route.meta,
        loggedIn,
        can: (action, subject) => ability.can(action, subject),
        pathname: link.to,
        search: '',
      }).allow
    }
    return filterNavigation(NAV_ENTRIES, isVisible)
  }, [ability, session])
}
