// The fleet (spec section 2): /apps/logistics/fleet, fixed height. Its dashboard is a dashboards
// page (/apps/logistics/dashboard, /dashboards/logistics). The server checks the Vehicle ability.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

/** The layout's fixed-height content (app/layouts: FIXED_HEIGHT_CLASS), as the spec's fleet route asks. */
const FIXED_HEIGHT_CLASS = 'layout-content-height-fixed'

export const logisticsRoutes: AppRoute[] = [
  {
    path: paths.fleet,
    lazy: () => import('./pages/fleet-page').then((m) => ({ Component: m.FleetPage })),
    meta: {
      action: 'read',
      subject: 'Vehicle',
      titleKey: 'nav.fleet',
      icon: 'truck',
      menu: { in: 'logistics', order: 20 },
      search: 'appsPages',
      layoutWrapperClasses: FIXED_HEIGHT_CLASS,
    },
  },
]
