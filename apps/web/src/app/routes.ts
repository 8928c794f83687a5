// The route registry: every area's routes in one list. The router, the guards, the navigation
// menu, the shortcuts and the search catalogue (generated from here, see docs/architecture.md, "Adding an area")
// all read from it, so a page shows up everywhere once its area exports it with its meta. It comes
// with the signed-in frame, not with the entry: the router adds its routes when an address first
// needs them (router.tsx), so /login does not carry every area's meta.
import { matchPath } from 'react-router'
import { academyRoutes } from '../features/academy/routes'
import { accountRoutes } from '../features/account/routes'
import { authRoutes } from '../features/auth/routes'
import { contentRoutes } from '../features/content/routes'
import { dashboardRoutes } from '../features/dashboards/routes'
import { dialogExampleRoutes } from '../features/dialog-examples/routes'
import { ecommerceRoutes } from '../features/ecommerce/routes'
import { formRoutes } from '../features/forms/routes'
import { formLayoutRoutes } from '../features/form-layouts/routes'
import { frontPageRoutes } from '../features/front-pages/routes'
import { emailRoutes } from '../features/email/routes'
import { invoiceRoutes } from '../features/invoices/routes'
import { logisticsRoutes } from '../features/logistics/routes'
import { chatRoutes } from '../features/chat/routes'
import { assistantRoutes } from '../features/assistant/routes'
import { calendarRoutes } from '../features/calendar/routes'
import { cardRoutes } from '../features/cards/routes'
import { chartRoutes } from '../features/charts/routes'
import { kanbanRoutes } from '../features/kanban/routes'
import { statusPageRoutes } from '../features/status-pages/routes'
import { tableRoutes } from '../features/tables/routes'
import { permissionRoutes } from '../features/permissions/routes'
import { profileRoutes } from '../features/profile/routes'
import { roleRoutes } from '../features/roles/routes'
import { uiComponentRoutes } from '../features/ui-components/routes'
import { uiExtensionRoutes } from '../features/ui-extensions/routes'
import { uiFoundationRoutes } from '../features/ui-foundations/routes'
import { userRoutes } from '../features/users/routes'
import { wizardRoutes } from '../features/wizards/routes'
import type { AppRoute, RouteMeta } from '../lib/route-types'

/**
 * Each area's routes under its name, the name of its strings (fetched with its pages). The search
 * lists a group's pages in this order (areas, then each area's routes).
 */
const AREA_ROUTES: Record<string, AppRoute[]> = {
  dashboards: dashboardRoutes,
  users: userRoutes,
  roles: roleRoutes,
  permissions: permissionRoutes,
  'status-pages': statusPageRoutes,
  auth: authRoutes,
  ecommerce: ecommerceRoutes,
  email: emailRoutes,
  invoices: invoiceRoutes,
  chat: chatRoutes,
  assistant: assistantRoutes,
  calendar: calendarRoutes,
  kanban: kanbanRoutes,
  profile: profileRoutes,
  account: accountRoutes,
  'front-pages': frontPageRoutes,
  content: contentRoutes,
  academy: academyRoutes,
  logistics: logisticsRoutes,
  'ui-foundations': uiFoundationRoutes,
  cards: cardRoutes,
  'dialog-examples': dialogExampleRoutes,
  'ui-components': uiComponentRoutes,
  'ui-extensions': uiExtensionRoutes,
  forms: formRoutes,
  'form-layouts': formLayoutRoutes,
  wizards: wizardRoutes,
  tables: tableRoutes,
  charts: chartRoutes,
}

export const featureRoutes: AppRoute[] = Object.entries(AREA_ROUTES).flatMap(([area, routes]) =>
  routes.map((route) => ({ ...route, area })),
)

export type RegisteredPath = { path: string; meta: RouteMeta; route: AppRoute }

/**
 * Every registered path with its meta, aliases included, catch-all excluded.
 * @public e2e/tests/security-headers.spec.ts imports it by file path, which knip cannot follow.
 */
export const registeredPaths: RegisteredPath[] = featureRoutes.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])]
    .filter((path) => !path.includes('*'))
    .map((path) => ({ path, meta: route.meta, route })),
)

/** The route a URL path opens (not the catch-all), or undefined. */
export function findRegisteredRoute(pathname: string): RegisteredPath | undefined {
  return registeredPaths.find((entry) => matchPath({ path: entry.path, end: true }, pathname))
}
