// The data router: each route is lazy (its page is a separate chunk, fetched with its area's strings
// and, when the route names it, its data), guarded by a loader (spec section 6) and placed under the
// blank or default layout. The entry holds only the routes a visitor starts from (/login, /register,
// the password reset: features/auth/visitor-routes.ts); the registry with every other area's routes and meta (app/routes.ts) comes with the
// signed-in frame the first time an address needs it (patchRoutesOnNavigation), so /login's
// JavaScript stays the same however many areas are added.
import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router'
import { authVisitorRoutes } from '../features/auth/visitor-routes'
import { frontPageVisitorRoutes } from '../features/front-pages/visitor-routes'
import { assistantVisitorRoutes } from '../features/assistant/visitor-routes'
import { DEFAULT_LAYOUT_AREA, loadAreaStrings } from '../i18n'
import { ACCOUNT_SETTINGS_PATH, PROFILE_BASE_PATH, paths } from '../lib/paths'
import type { AppRoute, RouteHandle } from '../lib/route-types'
import { getSession, isLoggedIn, subscribeSession } from '../lib/session'
import { decideGuard, homePathFor } from './guard'
import { RouteErrorPage } from './components/route-error-page'
import { RootFrame } from './root-frame'
import { loadRoutePage } from './load-route-page'

/** Spec section 2's fixed redirects (the query is kept by the router). */
const PATH_REDIRECTS: Record<string, string> = {
  [PROFILE_BASE_PATH]: paths.userProfile('profile'),
  [ACCOUNT_SETTINGS_PATH]: paths.accountSettings('account'),
}

/** The routes the entry knows (a visitor's first pages); `area` as the registry names each area. */
const ENTRY_ROUTES: AppRoute[] = [
  ...authVisitorRoutes.map((route) => ({ ...route, area: 'auth' })),
  ...frontPageVisitorRoutes.map((route) => ({ ...route, area: 'front-pages' })),
  ...assistantVisitorRoutes.map((route) => ({ ...route, area: 'assistant' })),
]

function routeLoader(route: AppRoute) {
  const { meta } = route
  return async ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
    // The data module's code downloads while the guard decides; it runs only if the page opens.
    const data = route.data?.()
    const loggedIn = isLoggedIn()
    // CASL is fetched only when a rule has to be checked (a logged-in user on a page naming an
    // ability): visitors on /login never download it.
    const ability =
      loggedIn && meta.action && meta.subject ? (await import('../lib/ability')).currentAbility() : null
    const decision = decideGuard({
      meta,
      loggedIn,
      can: (action, subject) => ability?.can(action, subject) ?? false,
      pathname: url.pathname,
      search: url.search,
    })
    if (!decision.allow) throw redirect(decision.redirectTo)
    // Started, not awaited: the page's requests leave while its code downloads. A failure here
    // costs nothing: the page asks again for what it does not find in the cache.
    data?.then((start) => start({ params, url })).catch(() => undefined)
    return null
  }
}

function toRouteObjects(route: AppRoute): RouteObject[] {
  const handle: RouteHandle = { meta: route.meta }
  return [route.path, ...(route.aliases ?? [])].map((path) => ({
    path,
    handle,
    loader: routeLoader(route),
    lazy: { Component: async () => (await loadRoutePage(route)).Component },
  }))
}

const isBlank = (route: AppRoute) => route.meta.layout === 'blank'

function keepQuery(target: string, request: Request): string {
  return `${target}${new URL(request.url).search}`
}

function buildRoutes(routes: AppRoute[] = ENTRY_ROUTES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootFrame,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => null,
      children: [
        {
          // Spec section 2: `/` by role, query kept.
          index: true,
          loader: ({ request }) => {
            const { userData } = getSession()
            throw redirect(keepQuery(homePathFor(userData?.role, isLoggedIn()), request))
          },
        },
        ...Object.entries(PATH_REDIRECTS).map(([path, target]) => ({
          path,
          loader: ({ request }: LoaderFunctionArgs) => {
            throw redirect(keepQuery(target, request))
          },
        })),
        {
          id: 'layout-blank',
          lazy: { Component: async () => (await import('./layouts/blank-layout')).BlankLayout },
          children: routes.filter(isBlank).flatMap(toRouteObjects),
        },
        {
          id: 'layout-default',
          lazy: {
            Component: async () => {
              const [layout] = await Promise.all([
                import('./layouts/default-layout'),
                loadAreaStrings(DEFAULT_LAYOUT_AREA),
              ])
              return layout.DefaultLayout
            },
          },
          children: routes.filter((route) => !isBlank(route)).flatMap(toRouteObjects),
        },
      ],
    },
  ]
}

/**
 * Adds the registry's routes the first time an address is not one of the entry's (or only matches
 * a pattern, which the registry may match better). Patching again is harmless: the router keeps a
 * route it has already.
 */
const patchRegistryRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { featureRoutes } = await import('./routes')
  const known = new Set(ENTRY_ROUTES.map((route) => route.path))
  const later = featureRoutes.filter((route) => !known.has(route.path))
  patch('layout-blank', later.filter(isBlank).flatMap(toRouteObjects))
  patch('layout-default', later.filter((route) => !isBlank(route)).flatMap(toRouteObjects))
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation: patchRegistryRoutes })
  // Logging out (or a 401 clearing the session) re-runs the guards of the current page.
  subscribeSession(() => {
    if (router.state.navigation.state === 'idle') void router.revalidate()
  })
  return router
}
