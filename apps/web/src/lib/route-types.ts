// The route meta flags of spec section 2, and what the menu and the search need to list a page.
// Every area exports its routes as `AppRoute[]` from `features/<area>/routes.ts`; the registry in
// `app/` collects them, and the guards, the menu, the shortcuts and the search catalogue are derived
// from what is registered: a page is declared once, here in its route.
import type { ComponentType } from 'react'
import type { Params } from 'react-router'
import type { Action, SearchCategory, Subject } from '@aurum/shared'
import type { NavIconName } from '../components/nav-icons'

/** The menu's sections, in the order app/navigation/menu-outline.ts shows them. */
export type MenuSectionId = 'main' | 'appsPages' | 'userInterface' | 'formsTables' | 'chartsMisc'

/** The menu's groups; app/navigation/menu-outline.ts gives each its title, icon and place. */
export type MenuGroupId =
  | 'dashboards'
  | 'ecommerce'
  | 'academy'
  | 'logistics'
  | 'invoice'
  | 'users'
  | 'rolesPermissions'
  | 'pages'
  | 'misc'
  | 'authentication'
  | 'wizardExamples'
  | 'cards'
  | 'components'
  | 'extensions'
  | 'formElements'
  | 'formWizard'
  | 'charts'

export type MenuPlacement = {
  /** The section (a top-level link, drawn with the page's icon) or group (a bullet) it sits in. */
  in: MenuSectionId | MenuGroupId
  /** Its position among that section's or group's entries, smallest first. */
  order: number
  /** A shorter label its group gives it ("List" under Users); the page's title otherwise. */
  titleKey?: string
  /** The address it opens when not the page's own (an alias of the route). */
  to?: string
}

type ShortcutPlacement = {
  /** Its position in the navbar's shortcuts, smallest first. */
  order: number
  /** The label when not its menu label. */
  titleKey?: string
  /** The icon when not the page's. */
  icon?: NavIconName
}

export type RouteMeta = {
  /** 'blank' for full-screen pages; default layout otherwise. */
  layout?: 'blank' | 'default'
  /** Always reachable, logged in or not. */
  public?: boolean
  /** Only for visitors; a logged-in user is sent to `/`. */
  unauthenticatedOnly?: boolean
  /** Ability the user needs; omitted on a non-public route means "any logged-in user". */
  action?: Action
  subject?: Subject
  /** Path of the navigation entry to highlight on this route. */
  navActiveLink?: string
  /** Extra classes on the layout wrapper, e.g. 'layout-content-height-fixed' (email, chat, fleet). */
  layoutWrapperClasses?: string
  /**
   * The page's name: a `nav.*` key of its area's `locales/<lang>.nav.json` (loaded with the default
   * layout, so the menu has every title without the areas' other strings). Search results show it.
   */
  titleKey?: string
  /** The page's icon in search results and, at the top of a menu section, in the menu. */
  icon?: NavIconName
  /** The address the menu, shortcuts and search open when the path has parameters or a wildcard. */
  href?: string
  /** Where the menu lists the page (nowhere when omitted). */
  menu?: MenuPlacement | readonly MenuPlacement[]
  /** The global search's group listing the page (spec section 2); unsearchable when omitted. */
  search?: SearchCategory
  /** Whether, and where, the navbar's shortcuts offer the page. */
  shortcut?: ShortcutPlacement
}

/** What the router keeps on each route for the layouts to read (useMatches). */
export type RouteHandle = { meta: RouteMeta }

/**
 * Starts what a page will ask for as soon as its route matches, alongside its code: its queries
 * (`queryClient.prefetchQuery(area queryOptions)`), a library it draws with. Not awaited: the page
 * shows its loading state and takes the answers from the cache when they come.
 */
export type RouteData = (location: { params: Params; url: URL }) => void

export type AppRoute = {
  /** React Router path, e.g. '/apps/user/view/:id'. */
  path: string
  /** Other paths rendering the same page (spec aliases). */
  aliases?: string[]
  lazy: () => Promise<{ Component: ComponentType }>
  /** The page's data to start with its code: a module of its area, fetched on demand like the page. */
  data?: () => Promise<RouteData>
  meta: RouteMeta
  /** The area whose strings (`<area>/locales`) the page needs; set by the registry. */
  area?: string
}
