// Dashboards combine areas (orders, customers, users, invoices), so they live in app/.
import type { AppRoute } from '../../lib/route-types'

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboards/crm',
    lazy: () => import('./pages/crm-dashboard-page').then((m) => ({ Component: m.CrmDashboardPage })),
    meta: { action: 'read', subject: 'Dashboard' },
  },
  {
    path: '/dashboards/ecommerce',
    aliases: ['/apps/ecommerce/dashboard'],
    lazy: () => import('./pages/ecommerce-dashboard-page').then((m) => ({ Component: m.EcommerceDashboardPage })),
    meta: { action: 'read', subject: 'Dashboard' },
  },
]
