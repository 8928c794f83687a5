// The roles page (spec section 2: /apps/roles): role cards, the role dialog and the users table.
import type { AppRoute } from '../../lib/route-types'

export const roleRoutes: AppRoute[] = [
  {
    path: '/apps/roles',
    lazy: () => import('./pages/role-list-page').then((m) => ({ Component: m.RoleListPage })),
    meta: { action: 'read', subject: 'Role' },
  },
]
