// HTTP of /api/analytics: the web app records its own page views here (signed-in users; nothing
// names them). The figures are GET /api/dashboards/analytics (dashboards module).
import { fieldErrorsSchema, pageViewSchema } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as analyticsService from './service.js'

export function createAnalyticsRouter({ db }: { db: Db }) {
  return new ApiRouter().post(
    {
      path: '/analytics/page-views',
      summary:
        "Record a page view of the app: its path (query and fragment cut off), the time, and the tab's anonymous session id; no user, address or browser is stored",
      tags: ['analytics'],
      access: 'authenticated',
      body: pageViewSchema,
      responses: {
        204: { description: 'Recorded' },
        400: { description: 'Invalid input', schema: fieldErrorsSchema },
      },
    },
    async (c, { body }) => {
      await analyticsService.recordPageView(db, body)
      return c.body(null, 204)
    },
  )
}
