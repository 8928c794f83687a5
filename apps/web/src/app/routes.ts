// The route registry: every area's routes in one list. The router, the guards, the navigation
// menu and the search catalogue check all read from here, so a page shows up everywhere once its
// area exports it.
import { matchPath } from 'react-router'
import { accountRoutes } from '../features/account/routes'
import { authRoutes } from '../features/auth/routes'
import { ecommerceRoutes } from '../features/ecommerce/routes'
import { miscRoutes } from '../features/misc/routes'
import { permissionRoutes } from '../features/permissions/routes'
import { profileRoutes } from '../features/profile/routes'
import { roleRoutes } from '../features/roles/routes'
import { userRoutes } from '../features/users/routes'
import type { AppRoute, RouteMeta } from '../lib/route-types'
import { dashboardRoutes } from './dashboards/routes'

/** Each area's routes under its name, the name of its strings (fetched with its pages). */
const AREA_ROUTES: Record<string, AppRoute[]> = {
  dashboards: dashboardRoutes,
  auth: authRoutes,
  misc: miscRoutes,
  ecommerce: ecommerceRoutes,
  profile: profileRoutes,
  account: accountRoutes,
  users: userRoutes,
  roles: roleRoutes,
  permissions: permissionRoutes,
}

export const featureRoutes: AppRoute[] = Object.entries(AREA_ROUTES).flatMap(([area, routes]) =>
  routes.map((route) => ({ ...route, area })),
)

/** Every registered path with its meta, aliases included, catch-all excluded. */
export const registeredPaths: { path: string; meta: RouteMeta }[] = featureRoutes.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])]
    .filter((path) => !path.includes('*'))
    .map((path) => ({ path, meta: route.meta })),
)

/** The route a URL path opens (not the catch-all), or undefined. */
export function findRegisteredRoute(pathname: string): { path: string; meta: RouteMeta } | undefined {
  return registeredPaths.find((entry) => matchPath({ path: entry.path, end: true }, pathname))
}

/** Spec section 2's fixed redirects (the query is kept by the router). */
export const PATH_REDIRECTS: Record<string, string> = {
  '/pages/user-profile': '/pages/user-profile/profile',
  '/pages/account-settings': '/pages/account-settings/account',
}
