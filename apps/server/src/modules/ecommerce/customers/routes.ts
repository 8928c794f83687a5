// HTTP of /api/apps/ecommerce/customers (spec section 7, plus the customer's orders, addresses,
// edit, settings and CSV) and the public flag images the list's countryFlag points at.
import {
  customerAddressesResponseSchema,
  customerDetailSchema,
  customerExportQuerySchema,
  customerIdParamSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerOrdersQuerySchema,
  customerSettingsUpdateSchema,
  customerUpdateSchema,
  fieldErrorsSchema,
  orderListResponseSchema,
  type Customer,
} from '@aurum/shared'
import { z } from 'zod'
import type { Db } from '#server/db/client.js'
import { ApiRouter } from '#server/http/api-router.js'
import { csvMoney, type CsvColumn } from '#server/http/csv.js'
import { listRoutes } from '#server/http/list-routes.js'
import { jsonOr404 } from '#server/http/resource-routes.js'
import { flagSvg } from './flags.js'
import * as customersService from './service.js'

const tags = ['ecommerce: customers']
const read = { action: 'read', subject: 'Customer' } as const
const update = { action: 'update', subject: 'Customer' } as const
const notFoundAnswer = { description: 'No customer with this customerId (empty body, spec section 8)' }
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }

const csvColumns: CsvColumn<Customer>[] = [
  { header: 'Customer ID', value: (row) => row.customerId },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Email', value: (row) => row.email },
  { header: 'Country', value: (row) => row.country },
  { header: 'Country code', value: (row) => row.countryCode.toUpperCase() },
  { header: 'Orders', value: (row) => row.order },
  { header: 'Total spent (USD)', value: (row) => csvMoney(row.totalSpent) },
]

const flagParams = z.object({
  code: z
    .string()
    .regex(/^[a-z]{2}\.svg$/, 'A two-letter country code followed by .svg')
    .transform((value) => value.slice(0, 2)),
})

export function createCustomersRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/ecommerce/customers',
        subject: 'Customer',
        tags: ['ecommerce'],
        summary: 'List customers: search (name, country, email), sort and page',
        description:
          'Without sortBy customers come in the order they joined. A page beyond the last answers no customers and the total.',
        query: customerListQuerySchema,
        response: customerListResponseSchema,
        list: (query) => customersService.listCustomers(db, query),
        export: {
          noun: 'customers',
          query: customerExportQuerySchema,
          columns: csvColumns,
          batches: (query, size) => customersService.exportCustomers(db, query, size),
        },
      }),
    )
    .get(
      {
        path: '/apps/ecommerce/customers/:customerId',
        summary: 'One customer by its public customerId, with status, contact and settings',
        tags,
        access: read,
        params: customerIdParamSchema,
        responses: {
          200: { description: 'The customer', schema: customerDetailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params }) => jsonOr404(c, await customersService.getCustomer(db, params.customerId)),
    )
    .get(
      {
        path: '/apps/ecommerce/customers/:customerId/orders',
        summary: "The customer's orders: the order list's search, status filter, sort and paging",
        tags,
        access: { action: 'read', subject: 'Order' },
        params: customerIdParamSchema,
        query: customerOrdersQuerySchema,
        responses: {
          200: { description: 'A page of orders', schema: orderListResponseSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, query }) =>
        jsonOr404(c, await customersService.listCustomerOrders(db, params.customerId, query)),
    )
    .get(
      {
        path: '/apps/ecommerce/customers/:customerId/addresses',
        summary: "The distinct shipping and billing addresses of the customer's orders, most recent first",
        tags,
        access: read,
        params: customerIdParamSchema,
        responses: {
          200: { description: 'Addresses', schema: customerAddressesResponseSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params }) =>
        jsonOr404(c, await customersService.listCustomerAddresses(db, params.customerId)),
    )
    .put(
      {
        path: '/apps/ecommerce/customers/:customerId',
        summary: "Edit a customer's name, email, contact, country and status",
        tags,
        access: update,
        params: customerIdParamSchema,
        body: customerUpdateSchema,
        responses: {
          200: { description: 'The customer after the edit', schema: customerDetailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, body }) =>
        jsonOr404(c, await customersService.updateCustomer(db, params.customerId, body)),
    )
    .put(
      {
        path: '/apps/ecommerce/customers/:customerId/settings',
        summary: "Save a customer's notification choices and/or two-step sign-in",
        tags,
        access: update,
        params: customerIdParamSchema,
        body: customerSettingsUpdateSchema,
        responses: {
          200: { description: 'The customer after the change', schema: customerDetailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, body }) =>
        jsonOr404(c, await customersService.updateCustomerSettings(db, params.customerId, body)),
    )
    .get(
      {
        path: '/media/flag/:code',
        summary: "A country's flag as a small SVG (path is the ISO code in lower case + .svg)",
        tags: ['media'],
        access: 'public',
        params: flagParams,
        responses: { 200: { description: 'SVG image', contentType: 'image/svg+xml' }, 400: badInput },
      },
      (c, { params }) =>
        c.body(flagSvg(params.code), 200, {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        }),
    )
}
