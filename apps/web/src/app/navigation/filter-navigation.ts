// Spec section 6 for menus: a link shows when its page is registered and the user may open it;
// a group shows when at least one child shows; a heading shows when something follows it.
import type { NavEntry, NavGroup, NavLink } from './nav-items'

export type LinkVisibility = (link: NavLink) => boolean

function filterGroup(group: NavGroup, isVisible: LinkVisibility): NavGroup | null {
  const children = group.children
    .map((child) =>
      child.kind === 'link' ? (isVisible(child) ? child : null) : filterGroup(child, isVisible),
    )
    .filter((child): child is NavLink | NavGroup => child !== null)
  return children.length > 0 ? { ...group, children } : null
}

export function filterNavigation(entries: readonly NavEntry[], isVisible: LinkVisibility): NavEntry[] {
  const kept: NavEntry[] = []
  for (const entry of entries) {
    if (entry.kind === 'heading') kept.push(entry)
    else if (entry.kind === 'link') {
      if (isVisible(entry)) kept.push(entry)
    } else {
      const group = filterGroup(entry, isVisible)
      if (group) kept.push(group)
    }
  }
  // Drop headings with nothing under them.
  return kept.filter(
    (entry, index) =>
      entry.kind !== 'heading' || (kept[index + 1] !== undefined && kept[index + 1]!.kind !== 'heading'),
  )
}

/** Every link of a (filtered) menu, depth first. */
export function flattenLinks(entries: readonly (NavEntry | NavLink | NavGroup)[]): NavLink[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry] : entry.kind === 'group' ? flattenLinks(entry.children) : [],
  )
}
