// The users area (spec section 2: /apps/user/list, /apps/user/view/:id); the server checks the same
// ability on every call the pages make.
import type { AppRoute } from '../../lib/route-types'

export const userRoutes: AppRoute[] = [
  {
    path: '/apps/user/list',
    lazy: () => import('./pages/user-list-page').then((m) => ({ Component: m.UserListPage })),
    meta: { action: 'read', subject: 'User' },
  },
  {
    path: '/apps/user/view/:id',
    lazy: () => import('./pages/user-view-page').then((m) => ({ Component: m.UserViewPage })),
    meta: { action: 'read', subject: 'User', navActiveLink: '/apps/user/list' },
  },
]
