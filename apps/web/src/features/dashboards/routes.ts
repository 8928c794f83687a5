// Dashboards combine areas (orders, customers, users, invoices): each reads its figures through its
// own API call, started with the page's code (route-data.ts). Menu and search titles are in
// locales/<lang>.nav.json.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

/** Spec section 2: the e-commerce app's own address for its dashboard. */
const ECOMMERCE_APP_DASHBOARD = '/apps/ecommerce/dashboard'

export const dashboardRoutes: AppRoute[] = [
  {
    path: paths.crmDashboard,
    lazy: () => import('./pages/crm-dashboard-page').then((m) => ({ Component: m.CrmDashboardPage })),
    data: () => import('./route-data').then((m) => m.crmDashboardData),
    meta: {
      action: 'read',
      subject: 'Dashboard',
      titleKey: 'nav.crmDashboard',
      icon: 'dashboard-crm',
      menu: { in: 'dashboards', order: 10, titleKey: 'nav.crm' },
      search: 'dashboards',
      shortcut: { order: 10 },
    },
  },
  {
    path: '/dashboards/ecommerce',
    aliases: [ECOMMERCE_APP_DASHBOARD],
    lazy: () =>
      import('./pages/ecommerce-dashboard-page').then((m) => ({ Component: m.EcommerceDashboardPage })),
    data: () => import('./route-data').then((m) => m.ecommerceDashboardData),
    meta: {
      action: 'read',
      subject: 'Dashboard',
      titleKey: 'nav.ecommerceDashboard',
      search: 'dashboards',
      icon: 'cart',
      menu: [
        { in: 'dashboards', order: 30, titleKey: 'nav.ecommerce' },
        { in: 'ecommerce', order: 10, titleKey: 'nav.dashboard', to: ECOMMERCE_APP_DASHBOARD },
      ],
    },
  },
  {
    path: '/dashboards/academy',
    aliases: [paths.academyDashboard],
    lazy: () => import('./pages/academy-dashboard-page').then((m) => ({ Component: m.AcademyDashboardPage })),
    data: () => import('./route-data').then((m) => m.academyDashboardData),
    meta: {
      action: 'read',
      subject: 'Course',
      titleKey: 'nav.academyDashboard',
      search: 'dashboards',
      icon: 'school',
      menu: [
        { in: 'dashboards', order: 40, titleKey: 'nav.academy' },
        { in: 'academy', order: 10, titleKey: 'nav.dashboard', to: paths.academyDashboard },
      ],
    },
  },
  {
    path: '/dashboards/logistics',
    aliases: [paths.logisticsDashboard],
    lazy: () =>
      import('./pages/logistics-dashboard-page').then((m) => ({ Component: m.LogisticsDashboardPage })),
    data: () => import('./route-data').then((m) => m.logisticsDashboardData),
    meta: {
      action: 'read',
      subject: 'Vehicle',
      titleKey: 'nav.logisticsDashboard',
      search: 'dashboards',
      icon: 'truck',
      menu: [
        { in: 'dashboards', order: 50, titleKey: 'nav.logistics' },
        { in: 'logistics', order: 10, titleKey: 'nav.dashboard', to: paths.logisticsDashboard },
      ],
    },
  },
  {
    path: '/dashboards/analytics',
    lazy: () =>
      import('./pages/analytics-dashboard-page').then((m) => ({ Component: m.AnalyticsDashboardPage })),
    data: () => import('./route-data').then((m) => m.analyticsDashboardData),
    meta: {
      action: 'read',
      subject: 'Dashboard',
      titleKey: 'nav.analyticsDashboard',
      search: 'dashboards',
      icon: 'chart',
      menu: { in: 'dashboards', order: 20, titleKey: 'nav.analytics' },
    },
  },
]
