// HTTP of GET /api/pages/datatable (spec section 7): the data-table page's sales details, for any
// signed-in user (the page is a showcase of the list kit). Beyond the spec: q (product, brand or
// buyer), status, sortBy (date, product, buyer, total, status), orderBy and paging, answered as
// { salesDetails, total }.
import { fieldErrorsSchema, salesListQuerySchema, salesListResponseSchema } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as salesService from './service.js'

export function createSalesRouter({ db }: { db: Db }) {
  return new ApiRouter().get(
    {
      path: '/pages/datatable',
      summary:
        'Sales details (product, buyer, payment): q (product name, brand or buyer), status, sortBy (date, product, buyer, total, status), orderBy, paged; newest first by default',
      tags: ['pages'],
      access: 'authenticated',
      query: salesListQuerySchema,
      responses: {
        200: { description: 'A page of sales', schema: salesListResponseSchema },
        400: { description: 'Invalid input', schema: fieldErrorsSchema },
      },
    },
    async (c, { query }) => c.json(await salesService.listSales(db, query)),
  )
}
