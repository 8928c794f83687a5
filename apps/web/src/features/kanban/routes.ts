// The kanban app (spec section 2): /apps/kanban. The server checks the Kanban ability on every call.
import type { AppRoute } from '@/lib/route-types'

export const kanbanRoutes: AppRoute[] = [
  {
    path: '/apps/kanban',
    lazy: () => import('./pages/kanban-page').then((m) => ({ Component: m.KanbanPage })),
    meta: {
      action: 'read',
      subject: 'Kanban',
      titleKey: 'nav.kanban',
      icon: 'kanban',
      menu: { in: 'appsPages', order: 70 },
      search: 'appsPages',
    },
  },
]
