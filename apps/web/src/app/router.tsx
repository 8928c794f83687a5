// The data router built from the registry: each route is lazy (its page is a separate chunk,
// fetched with its area's strings), guarded by a loader (spec section 6) and placed under the
// blank or default layout.
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { DEFAULT_LAYOUT_AREA, loadAreaStrings } from '../i18n'
import type { AppRoute, RouteMeta } from '../lib/route-types'
import { getSession, isLoggedIn, subscribeSession } from '../lib/session'
import { decideGuard, homePathFor } from './guard'
import { RouteErrorPage } from './components/route-error-page'
import { RootFrame } from './root-frame'
import { PATH_REDIRECTS, featureRoutes } from './routes'

export type RouteHandle = { meta: RouteMeta }

function guardLoader(meta: RouteMeta) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url)
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
    return null
  }
}

function toRouteObjects(route: AppRoute): RouteObject[] {
  const handle: RouteHandle = { meta: route.meta }
  return [route.path, ...(route.aliases ?? [])].map((path) => ({
    path,
    handle,
    loader: guardLoader(route.meta),
    lazy: {
      Component: async () => {
        const [page] = await Promise.all([route.lazy(), route.area && loadAreaStrings(route.area)])
        return page.Component
      },
    },
  }))
}

function keepQuery(target: string, request: Request): string {
  return `${target}${new URL(request.url).search}`
}

export function buildRoutes(routes: AppRoute[] = featureRoutes): RouteObject[] {
  const blank = routes.filter((route) => route.meta.layout === 'blank')
  const framed = routes.filter((route) => route.meta.layout !== 'blank')
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
          children: blank.flatMap(toRouteObjects),
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
          children: framed.flatMap(toRouteObjects),
        },
      ],
    },
  ]
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes())
  // Logging out (or a 401 clearing the session) re-runs the guards of the current page.
  subscribeSession(() => {
    if (router.state.navigation.state === 'idle') void router.revalidate()
  })
  return router
}
