// The permissions page (spec section 2: /apps/permissions): the permission catalogue and its dialogs.
// Its menu and search title is in locales/<lang>.nav.json.
import type { AppRoute } from '@/lib/route-types'

export const permissionRoutes: AppRoute[] = [
  {
    path: '/apps/permissions',
    lazy: () => import('./pages/permission-list-page').then((m) => ({ Component: m.PermissionListPage })),
    meta: {
      action: 'read',
      subject: 'Permission',
      titleKey: 'nav.permissions',
      icon: 'key',
      menu: { in: 'rolesPermissions', order: 20 },
      search: 'appsPages',
    },
  },
]
