// The status pages of the frame: not found (catch-all), not authorized, coming soon, under
// maintenance, server error; and, until its area lands, the AclDemo page. (/home is the landing
// page of the front-pages area.)
// Menu and search titles are in locales/<lang>.nav.json; the search lists pages in this order.
import { paths } from '@/lib/paths'
import type { AppRoute, RouteMeta } from '@/lib/route-types'

const statusPage = { layout: 'blank', public: true } as const

/** A status page shown in the menu's Misc group and in the search's Apps & Pages. */
const miscPage = (titleKey: string, icon: RouteMeta['icon'], order: number): RouteMeta => ({
  ...statusPage,
  titleKey,
  icon,
  menu: { in: 'misc', order },
  search: 'appsPages',
})

const notFoundPage = () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }))

export const statusPageRoutes: AppRoute[] = [
  {
    path: '/pages/misc/coming-soon',
    lazy: () => import('./pages/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
    meta: { ...miscPage('nav.comingSoon', 'clock', 10), shortcut: { order: 90 } },
  },
  {
    path: '/pages/misc/under-maintenance',
    lazy: () => import('./pages/under-maintenance-page').then((m) => ({ Component: m.UnderMaintenancePage })),
    meta: miscPage('nav.underMaintenance', 'settings', 20),
  },
  {
    // The not-found page at an address of its own, for the menu and the search.
    path: '/pages/misc/page-not-found',
    lazy: notFoundPage,
    meta: miscPage('nav.pageNotFound', 'alert', 30),
  },
  {
    path: paths.notAuthorized,
    aliases: ['/pages/misc/not-authorized'],
    lazy: () => import('./pages/not-authorized-page').then((m) => ({ Component: m.NotAuthorizedPage })),
    meta: miscPage('nav.notAuthorized', 'lock', 40),
  },
  {
    path: '/pages/misc/server-error',
    lazy: () => import('./pages/server-error-page').then((m) => ({ Component: m.ServerErrorPage })),
    meta: miscPage('nav.serverError', 'error', 50),
  },
  {
    path: paths.accessControl,
    lazy: () => import('./pages/access-control-page').then((m) => ({ Component: m.AccessControlPage })),
    meta: {
      action: 'read',
      subject: 'AclDemo',
      titleKey: 'nav.accessControl',
      icon: 'shield',
      menu: { in: 'chartsMisc', order: 20 },
      search: 'chartsMisc',
      shortcut: { order: 80, icon: 'lock' },
    },
  },
  {
    // Last: the catch-all (spec: /:error(.*), alias /pages/misc/not-found/:error(.*)).
    path: '*',
    aliases: ['/pages/misc/not-found/*'],
    lazy: notFoundPage,
    meta: statusPage,
  },
]
