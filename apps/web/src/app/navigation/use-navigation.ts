// The menu for the current user: registered pages they may open (spec section 6), derived from the
// route registry once (it does not change while the app runs).
import { useMemo } from 'react'
import type { Action, Subject } from '@aurum/shared'
import { useAbility } from '@/lib/ability'
import { isLoggedIn, useSession } from '@/lib/session'
import { decideGuard } from '../guard'
import { featureRoutes, findRegisteredRoute } from '../routes'
import { buildMenu, buildShortcuts } from './build-menu'
import { filterNavigation, type LinkVisibility } from './filter-navigation'
import type { NavEntry, NavLink } from './nav-items'

const MENU = buildMenu(featureRoutes)
/** Every shortcut a page offers; the navbar shows those whose menu link the user sees. */
export const SHORTCUTS = buildShortcuts(featureRoutes)

type Can = (action: Action, subject: Subject) => boolean

/** A link shows when its page is registered and the user may open it. */
export function menuVisibility(loggedIn: boolean, can: Can): LinkVisibility {
  return (link: NavLink) => {
    const route = findRegisteredRoute(link.to)
    if (!route) return false
    // Public and visitor-only pages are showcases: listed for whoever is in the app frame.
    if (route.meta.public || route.meta.unauthenticatedOnly) return loggedIn
    return decideGuard({ meta: route.meta, loggedIn, can, pathname: link.to, search: '' }).allow
  }
}

export function visibleMenu(loggedIn: boolean, can: Can): NavEntry[] {
  return filterNavigation(MENU, menuVisibility(loggedIn, can))
}

export function useNavigation(): NavEntry[] {
  const ability = useAbility()
  const session = useSession()
  return useMemo(
    () => visibleMenu(isLoggedIn(session), (action, subject) => ability.can(action, subject)),
    [ability, session],
  )
}
