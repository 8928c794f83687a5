// HTTP of /api/dashboards: the figures of the dashboards, computed from the stored data.
import { crmDashboardSchema, ecommerceDashboardSchema } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as dashboardsService from './service.js'

export function createDashboardsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/dashboards/crm',
        summary: 'CRM dashboard: sales, orders, customers, users and invoices, with 12 months of series',
        tags: ['dashboards'],
        access: { action: 'read', subject: 'Dashboard' },
        responses: { 200: { description: 'The CRM figures', schema: crmDashboardSchema } },
      },
      async (c) => c.json(await dashboardsService.getCrmDashboard(db)),
    )
    .get(
      {
        path: '/dashboards/ecommerce',
        summary:
          'E-commerce dashboard: sales, orders, units, customers, products, best sellers, category sales and reviews, with 12 months of series',
        tags: ['dashboards'],
        access: { action: 'read', subject: 'Dashboard' },
        responses: { 200: { description: 'The e-commerce figures', schema: ecommerceDashboardSchema } },
      },
      async (c) => c.json(await dashboardsService.getEcommerceDashboard(db)),
    )
}
