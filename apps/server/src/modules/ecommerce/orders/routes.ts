// HTTP of /api/apps/ecommerce/orders (spec section 7, plus stats, details, status step and CSV).
import {
  CARD_BRAND_NAMES,
  ORDER_PAYMENT_STATES,
  fieldErrorsSchema,
  messageSchema,
  orderDetailSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderStatsSchema,
  orderStatusChangeSchema,
  type Order,
} from '@aurum/shared'
import { z } from 'zod'
import type { EmailDeps } from '../../email/service.js'
import { ApiRouter } from '#server/http/api-router.js'
import { csvMoney, type CsvColumn } from '#server/http/csv.js'
import { listRoutes } from '#server/http/list-routes.js'
import { jsonOr404 } from '#server/http/resource-routes.js'
import * as ordersService from './service.js'

const tags = ['ecommerce: orders']
const read = { action: 'read', subject: 'Order' } as const
const notFoundAnswer = { description: 'No such order (empty body, spec section 8)' }
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }

/** Ids are PostgreSQL integers: a larger number is a 400, not a failed query. */
const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** The way an order was paid, as a person reads it (English, as the CSV's headers). */
function methodText(row: Order): string {
  if (row.method === 'manual') return row.methodName
  if (row.method === 'paypalLogo') return 'PayPal'
  if (row.method === 'card') return 'Card'
  return CARD_BRAND_NAMES[row.method]
}

const csvColumns: CsvColumn<Order>[] = [
  { header: 'Order', value: (row) => row.orderLabel },
  { header: 'Date', value: (row) => row.date },
  { header: 'Time (UTC)', value: (row) => row.time },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Customer ID', value: (row) => row.customerId },
  { header: 'Email', value: (row) => row.email },
  {
    header: 'Payment',
    value: (row) => ORDER_PAYMENT_STATES[row.payment as keyof typeof ORDER_PAYMENT_STATES],
  },
  { header: 'Status', value: (row) => row.status },
  { header: 'Method', value: methodText },
  { header: 'Method number', value: (row) => row.methodNumber },
  { header: 'Spent (USD)', value: (row) => csvMoney(row.spent) },
]

export function createOrdersRouter(deps: EmailDeps) {
  const { db } = deps
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/ecommerce/orders',
        subject: 'Order',
        tags: ['ecommerce'],
        summary: 'List orders: search (customer, email, order number), status filter, sort and page',
        description:
          'Without sortBy the newest orders come first. A page beyond the last answers no orders and the total.',
        query: orderListQuerySchema,
        response: orderListResponseSchema,
        list: (query) => ordersService.listOrders(db, query),
        stats: {
          summary: "The order list's cards: orders by payment state and status, revenue of paid orders",
          schema: orderStatsSchema,
          read: () => ordersService.orderStats(db),
        },
        export: {
          noun: 'orders',
          query: orderExportQuerySchema,
          columns: csvColumns,
          batches: (query, size) => ordersService.exportOrders(db, query, size),
        },
      }),
    )
    .get(
      {
        path: '/apps/ecommerce/orders/:id',
        summary: 'One order: lines, subtotal, shipping, tax and total, customer, addresses, status history',
        tags,
        access: read,
        params: idParamSchema,
        responses: {
          200: { description: 'The order', schema: orderDetailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params }) => jsonOr404(c, await ordersService.getOrder(db, params.id)),
    )
    .put(
      {
        path: '/apps/ecommerce/orders/:id/status',
        summary:
          'Move an order to its next status (Ready to Pickup → Dispatched → Out for Delivery → Delivered)',
        description:
          'Only the next step is allowed; anything else answers 409 naming the allowed step. The step is recorded in the history; a dispatched order tells the team as the store notification settings say.',
        tags,
        access: { action: 'update', subject: 'Order' },
        params: idParamSchema,
        body: orderStatusChangeSchema,
        responses: {
          200: { description: 'The order after the step', schema: orderDetailSchema },
          400: badInput,
          404: notFoundAnswer,
          409: { description: 'Not the next step, or already delivered', schema: messageSchema },
        },
      },
      async (c, { params, body, auth }) =>
        jsonOr404(c, await ordersService.changeOrderStatus(deps, params.id, body.status, auth.user.id)),
    )
    .delete(
      {
        path: '/apps/ecommerce/orders/:id',
        summary: "Delete an order and take it off its customer's order count and total spent",
        description: 'Spec section 7: always 204, also for an unknown order.',
        tags,
        access: { action: 'delete', subject: 'Order' },
        params: idParamSchema,
        responses: { 204: { description: 'Deleted (or never existed)' }, 400: badInput },
      },
      async (c, { params }) => {
        await ordersService.deleteOrder(db, params.id)
        return c.body(null, 204)
      },
    )
}
