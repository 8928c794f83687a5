// The users area (spec section 2: /apps/user/list, /apps/user/view/:id); the server checks the same
// ability on every call the pages make. Menu and search titles are in locales/<lang>.nav.json.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

export const userRoutes: AppRoute[] = [
  {
    path: paths.userList,
    lazy: () => import('./pages/user-list-page').then((m) => ({ Component: m.UserListPage })),
    data: () => import('./route-data').then((m) => m.userListData),
    meta: {
      action: 'read',
      subject: 'User',
      titleKey: 'nav.userList',
      icon: 'users',
      menu: { in: 'users', order: 10, titleKey: 'nav.list' },
      search: 'appsPages',
      shortcut: { order: 40, titleKey: 'nav.users' },
    },
  },
  {
    path: paths.userView(':id'),
    lazy: () => import('./pages/user-view-page').then((m) => ({ Component: m.UserViewPage })),
    meta: { action: 'read', subject: 'User', navActiveLink: paths.userList },
  },
]
