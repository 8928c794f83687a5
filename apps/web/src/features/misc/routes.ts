// The frame's own pages: not found (catch-all), not authorized, the AclDemo page, the status
// pages and the visitor landing page /home.
import type { AppRoute } from '../../lib/route-types'

const statusPage = { layout: 'blank', public: true } as const

export const miscRoutes: AppRoute[] = [
  {
    path: '/not-authorized',
    aliases: ['/pages/misc/not-authorized'],
    lazy: () => import('./pages/not-authorized-page').then((m) => ({ Component: m.NotAuthorizedPage })),
    meta: statusPage,
  },
  {
    path: '/access-control',
    lazy: () => import('./pages/access-control-page').then((m) => ({ Component: m.AccessControlPage })),
    meta: { action: 'read', subject: 'AclDemo' },
  },
  {
    path: '/pages/misc/coming-soon',
    lazy: () => import('./pages/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage })),
    meta: statusPage,
  },
  {
    path: '/pages/misc/under-maintenance',
    lazy: () => import('./pages/under-maintenance-page').then((m) => ({ Component: m.UnderMaintenancePage })),
    meta: statusPage,
  },
  {
    path: '/pages/misc/server-error',
    lazy: () => import('./pages/server-error-page').then((m) => ({ Component: m.ServerErrorPage })),
    meta: statusPage,
  },
  {
    path: '/home',
    lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
    meta: statusPage,
  },
  {
    // Last: the catch-all (spec: /:error(.*), alias /pages/misc/not-found/:error(.*)).
    path: '*',
    aliases: ['/pages/misc/not-found/*', '/pages/misc/page-not-found'],
    lazy: () => import('./pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
    meta: statusPage,
  },
]
