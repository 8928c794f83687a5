// HTTP of /api/dashboards: the figures of the dashboards, computed from the stored data.
import {
  academyDashboardSchema,
  analyticsDashboardSchema,
  analyticsQuerySchema,
  fieldErrorsSchema,
  crmDashboardSchema,
  ecommerceDashboardSchema,
  logisticsDashboardSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as academyService from '../academy/service.js'
import * as analyticsService from '../analytics/service.js'
import * as logisticsService from '../logistics/service.js'
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
    .get(
      {
        path: '/dashboards/academy',
        summary:
          'Academy dashboard: your hours, courses by standing, interests, popular instructors, top courses, the next topic and your courses in progress',
        tags: ['dashboards'],
        access: { action: 'read', subject: 'Course' },
        responses: { 200: { description: 'The learner figures', schema: academyDashboardSchema } },
      },
      async (c, { auth }) => c.json(await academyService.getAcademyDashboard(db, auth.user.id)),
    )
    .get(
      {
        path: '/dashboards/logistics',
        summary:
          'Logistics dashboard: vehicles by state, weekly shipments, delivery performance, exceptions and destination countries',
        tags: ['dashboards'],
        access: { action: 'read', subject: 'Vehicle' },
        responses: { 200: { description: 'The fleet figures', schema: logisticsDashboardSchema } },
      },
      async (c) => c.json(await logisticsService.getLogisticsDashboard(db)),
    )
    .get(
      {
        path: '/dashboards/analytics',
        summary:
          "Analytics dashboard for a period (7d, 30d, 90d, 365d, ending today): revenue, orders, average order, new customers and invoices from the store's records; page views and sessions the app recorded; each against the period before; a series and the top pages",
        tags: ['dashboards'],
        access: { action: 'read', subject: 'Dashboard' },
        query: analyticsQuerySchema,
        responses: {
          200: { description: 'The period figures', schema: analyticsDashboardSchema },
          400: { description: 'Invalid period', schema: fieldErrorsSchema },
        },
      },
      async (c, { query }) => c.json(await analyticsService.getAnalyticsDashboard(db, query.period)),
    )
}
