// The navigation menu's shape: headings, groups and links with i18n title keys and icon names. The
// menu itself is derived from the route registry and the outline (build-menu.ts), then filtered by
// the user's ability (spec section 6, filter-navigation.ts).
import type { NavIconName } from '@/components/nav-icons'

export type NavLink = { kind: 'link'; titleKey: string; to: string; icon?: NavIconName }
export type NavGroup = {
  kind: 'group'
  titleKey: string
  icon: NavIconName
  children: (NavLink | NavGroup)[]
}
type NavHeading = { kind: 'heading'; titleKey: string }
export type NavEntry = NavLink | NavGroup | NavHeading

/** A navbar shortcut: a page offered in the shortcuts grid when its menu link shows. */
export type NavShortcut = { titleKey: string; to: string; icon: NavIconName }
