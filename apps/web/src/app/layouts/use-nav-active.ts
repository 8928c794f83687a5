// Whether a menu link is the current page: its own path, or the path the route names in
// navActiveLink (e.g. every email folder highlights the email entry).
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import type { NavGroup, NavLink } from '../navigation/nav-items'
import { useRouteMeta } from './use-route-meta'

export function useNavActive() {
  const { pathname } = useLocation()
  const { navActiveLink } = useRouteMeta()
  return useMemo(() => {
    const isLinkActive = (link: NavLink) =>
      link.to === pathname || (navActiveLink !== undefined && link.to === navActiveLink)
    const isGroupActive = (group: NavGroup): boolean =>
      group.children.some((child) => (child.kind === 'link' ? isLinkActive(child) : isGroupActive(child)))
    return { isLinkActive, isGroupActive }
  }, [pathname, navActiveLink])
}
