// The roles page (spec section 2: /apps/roles): role cards, the role dialog and the users table.
// Its menu and search title is in locales/<lang>.nav.json.
import type { AppRoute } from '@/lib/route-types'

export const roleRoutes: AppRoute[] = [
  {
    path: '/apps/roles',
    lazy: () => import('./pages/role-list-page').then((m) => ({ Component: m.RoleListPage })),
    meta: {
      action: 'read',
      subject: 'Role',
      titleKey: 'nav.roles',
      icon: 'shield',
      menu: { in: 'rolesPermissions', order: 10 },
      search: 'appsPages',
      shortcut: { order: 50 },
    },
  },
]
