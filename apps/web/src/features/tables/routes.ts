// The table pages (spec section 2: /tables/data-table, /tables/simple-table): the list kit on the
// sales details of GET /api/pages/datatable, and MUI's plain tables. Open to every signed-in user;
// menu titles are the layout's.
import type { AppRoute } from '@/lib/route-types'

export const tableRoutes: AppRoute[] = [
  {
    path: '/tables/data-table',
    lazy: () => import('./pages/data-table-page').then((m) => ({ Component: m.DataTablePage })),
    meta: {
      titleKey: 'nav.dataTable',
      icon: 'table',
      menu: { in: 'formsTables', order: 30 },
      search: 'formsTables',
    },
  },
  {
    path: '/tables/simple-table',
    lazy: () => import('./pages/simple-table-page').then((m) => ({ Component: m.SimpleTablePage })),
    meta: {
      titleKey: 'nav.simpleTable',
      icon: 'table',
      menu: { in: 'formsTables', order: 40 },
      search: 'formsTables',
    },
  },
]
