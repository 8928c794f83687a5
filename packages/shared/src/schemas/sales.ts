// The data-table page's sales details (spec section 3 "Sales detail", section 7 GET
// /api/pages/datatable). Beyond the spec, the list is searched, filtered, sorted and paged by the
// server, like every list of Aurum.
import { z } from 'zod'
import { optionalQueryEnum, optionalQueryText, pagedQuery } from './common.js'

export const SALE_PAYMENT_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const
export const SALE_RECEIVED_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const
export const SALE_SORT_KEYS = ['date', 'product', 'buyer', 'total', 'status'] as const
export type SaleSortKey = (typeof SALE_SORT_KEYS)[number]

export const saleDetailSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    brand: z.string(),
    category: z.string(),
    price: z.number(),
    image: z.string(),
    hasFreeShipping: z.boolean(),
    rating: z.number().int().min(1).max(5),
    description: z.string(),
  }),
  /** As the spec writes it: '30 Apr 2020'. */
  date: z.string(),
  /** The same day as an ISO date, for sorting and formatting in the reader's language. */
  isoDate: z.string(),
  buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
  payment: z.object({
    total: z.number(),
    receivedPaymentStatus: z.enum(SALE_RECEIVED_STATUSES),
    paidAmount: z.number(),
    status: z.enum(SALE_PAYMENT_STATUSES),
  }),
})
export type SaleDetail = z.infer<typeof saleDetailSchema>

export const salesListQuerySchema = pagedQuery(SALE_SORT_KEYS).extend({
  /** Product name, brand or buyer name. */
  q: optionalQueryText,
  status: optionalQueryEnum(SALE_PAYMENT_STATUSES),
})
export type SalesListQuery = z.infer<typeof salesListQuerySchema>

export const salesListResponseSchema = z.object({
  salesDetails: z.array(saleDetailSchema),
  total: z.number().int().nonnegative(),
})
export type SalesListResponse = z.infer<typeof salesListResponseSchema>
