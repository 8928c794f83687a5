// Derives the menu and the navbar shortcuts from the registered routes' meta and the outline: each
// page's `menu` placements become links in their section or group, ordered by `order` (ties keep
// registration order). Groups and headings come from the outline; those left empty are dropped by
// filterNavigation with the links the user may not open.
import type { AppRoute, MenuGroupId, MenuPlacement, MenuSectionId, RouteMeta } from '@/lib/route-types'
import { MENU_GROUPS, MENU_SECTIONS } from './menu-outline'
import type { NavEntry, NavGroup, NavLink, NavShortcut } from './nav-items'

type MenuParentId = MenuSectionId | MenuGroupId
type Placed = { order: number; entry: NavLink | { groupId: MenuGroupId } }

export type MenuRoute = Pick<AppRoute, 'path' | 'meta'>

export function menuPlacements(meta: RouteMeta): readonly MenuPlacement[] {
  return ([] as readonly MenuPlacement[]).concat(meta.menu ?? [])
}

/** The address the menu, shortcuts and search open for a route. */
export function pageAddress(route: MenuRoute): string {
  return route.meta.href ?? route.path
}

function isSection(id: MenuParentId): id is MenuSectionId {
  return MENU_SECTIONS.some((section) => section.id === id)
}

function titleKeyOf(route: MenuRoute, key: string | undefined): string {
  const titleKey = key ?? route.meta.titleKey
  if (!titleKey) throw new Error(`${route.path} is listed in the menu or shortcuts without a titleKey`)
  return titleKey
}

/** Every section, group and registered page of the outline, in menu order (empty groups kept). */
export function buildMenu(routes: readonly MenuRoute[]): NavEntry[] {
  const placed = new Map<MenuParentId, Placed[]>()
  const place = (parent: MenuParentId, item: Placed) =>
    placed.set(parent, [...(placed.get(parent) ?? []), item])
  for (const [groupId, group] of Object.entries(MENU_GROUPS) as [
    MenuGroupId,
    (typeof MENU_GROUPS)[MenuGroupId],
  ][])
    place(group.in, { order: group.order, entry: { groupId } })
  for (const route of routes)
    for (const placement of menuPlacements(route.meta))
      place(placement.in, {
        order: placement.order,
        entry: {
          kind: 'link',
          titleKey: titleKeyOf(route, placement.titleKey),
          to: placement.to ?? pageAddress(route),
          // Inside a group a link is a bullet: the group's icon stands for it.
          ...(isSection(placement.in) && route.meta.icon ? { icon: route.meta.icon } : {}),
        },
      })

  const childrenOf = (parent: MenuParentId): (NavLink | NavGroup)[] =>
    // Array.prototype.sort is stable: equal orders keep the outline's, then registration order.
    [...(placed.get(parent) ?? [])]
      .sort((a, b) => a.order - b.order)
      .map(({ entry }) => {
        if ('kind' in entry) return entry
        const { titleKey, icon } = MENU_GROUPS[entry.groupId]
        return { kind: 'group', titleKey, icon, children: childrenOf(entry.groupId) }
      })

  return MENU_SECTIONS.flatMap((section): NavEntry[] => [
    ...(section.titleKey ? [{ kind: 'heading' as const, titleKey: section.titleKey }] : []),
    ...childrenOf(section.id),
  ])
}

/** The pages offering a navbar shortcut, in order; labelled as in the menu unless they say otherwise. */
export function buildShortcuts(routes: readonly MenuRoute[]): NavShortcut[] {
  return routes
    .filter((route) => route.meta.shortcut)
    .map((route) => {
      const shortcut = route.meta.shortcut!
      const icon = shortcut.icon ?? route.meta.icon
      if (!icon) throw new Error(`${route.path} offers a shortcut without an icon`)
      return {
        order: shortcut.order,
        titleKey: titleKeyOf(route, shortcut.titleKey ?? menuPlacements(route.meta)[0]?.titleKey),
        to: pageAddress(route),
        icon,
      }
    })
    .sort((a, b) => a.order - b.order)
    .map(({ titleKey, to, icon }) => ({ titleKey, to, icon }))
}
