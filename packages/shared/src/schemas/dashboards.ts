// The CRM dashboard's figures (GET /api/dashboards/crm), computed by the server in SQL over
// orders, customers, users and invoices. Amounts are dollars (spec section 9: prices are dollar
// text); months are `YYYY-MM` in UTC, oldest first.
import { z } from 'zod'
import { rowCountSchema as count } from './common.js'

/** Number of months in the dashboard's monthly series. */
export const CRM_MONTHS = 12
/** Rows in the top-countries and recent-orders lists. */
export const CRM_TOP_COUNTRIES = 5
export const CRM_RECENT_ORDERS = 6

const amount = z.number()
const month = z.string().regex(/^\d{4}-\d{2}$/)

/** A figure this month against the one before; `changePercent` is null when there is no base. */
export const crmTrendSchema = z.object({
  current: amount,
  previous: amount,
  changePercent: z.number().nullable(),
})
export type CrmTrend = z.infer<typeof crmTrendSchema>

export const crmMonthSchema = z.object({
  month,
  orders: count,
  sales: amount,
  /** Customers whose first order falls in this month. */
  newCustomers: count,
  invoiced: amount,
  paid: amount,
})
export type CrmMonth = z.infer<typeof crmMonthSchema>

export const crmRecentOrderSchema = z.object({
  id: z.number().int(),
  /** The order number as the store writes it (its prefix and suffix: #5434). */
  order: z.string(),
  customer: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  date: z.string(),
  status: z.string(),
  spent: amount,
})
export type CrmRecentOrder = z.infer<typeof crmRecentOrderSchema>

export const crmDashboardSchema = z.object({
  /** ISO time the figures were computed. */
  generatedAt: z.string(),
  /** The month the series end with (the latest month holding an order, else the current one). */
  lastMonth: month,
  sales: z.object({ total: amount, trend: crmTrendSchema }),
  orders: z.object({ total: count, trend: crmTrendSchema, averageValue: amount }),
  /** `trend`: new customers (first order in the month) this month against the month before. */
  customers: z.object({ total: count, trend: crmTrendSchema }),
  users: z.object({
    total: count,
    active: count,
    byRole: z.array(z.object({ role: z.string(), users: count })),
  }),
  /** paid = total minus what is still owed; a credit (negative balance) counts as fully paid. */
  invoices: z.object({
    total: count,
    invoiced: amount,
    paid: amount,
    outstanding: amount,
  }),
  /** CRM_MONTHS entries, oldest first, zero-filled. */
  monthly: z.array(crmMonthSchema),
  /** Every order status with its count, in delivery order. */
  orderStatuses: z.array(z.object({ status: z.string(), orders: count })),
  topCountries: z.array(z.object({ country: z.string(), countryCode: z.string(), customers: count })),
  recentOrders: z.array(crmRecentOrderSchema),
})
export type CrmDashboard = z.infer<typeof crmDashboardSchema>

// ---------------------------------------------------------------------------------------------
// The e-commerce dashboard's figures (GET /api/dashboards/ecommerce): orders, customers, products
// and reviews, computed in SQL. The monthly series cover CRM_MONTHS months ending with the latest
// month holding an order (never after the current month), as the CRM dashboard's do.

/** Rows in the top-products and recent-orders lists. */
export const ECOMMERCE_TOP_PRODUCTS = 5
export const ECOMMERCE_RECENT_ORDERS = 6

export const ecommerceMonthSchema = z.object({ month, orders: count, sales: amount, unitsSold: count })
export type EcommerceMonth = z.infer<typeof ecommerceMonthSchema>

export const ecommerceTopProductSchema = z.object({
  /** Null when the product was deleted after the sale (the sold name stays). */
  productId: z.number().int().nullable(),
  productName: z.string(),
  brand: z.string().nullable(),
  image: z.string().nullable(),
  /** Units sold over every order. */
  units: count,
  /** Dollars from those units at the sold price. */
  revenue: amount,
})
export type EcommerceTopProduct = z.infer<typeof ecommerceTopProductSchema>

export const ecommerceDashboardSchema = z.object({
  generatedAt: z.string(),
  lastMonth: month,
  /** Totals over every order; `trend` is the last month against the one before. */
  sales: z.object({ total: amount, trend: crmTrendSchema }),
  orders: z.object({ total: count, trend: crmTrendSchema, averageValue: amount, unitsSold: count }),
  customers: z.object({ total: count, withOrders: count }),
  products: z.object({ total: count, published: count, outOfStock: count }),
  /** CRM_MONTHS entries, oldest first, zero-filled. */
  monthly: z.array(ecommerceMonthSchema),
  /** Dollars sold per category over every order (order items joined to their product). */
  categorySales: z.array(z.object({ category: z.string(), revenue: amount, units: count })),
  topProducts: z.array(ecommerceTopProductSchema),
  /** Every order status with its count, in delivery order. */
  orderStatuses: z.array(z.object({ status: z.string(), orders: count })),
  recentOrders: z.array(crmRecentOrderSchema),
  reviews: z.object({
    total: count,
    average: z.number().min(0).max(5),
    pending: count,
    published: count,
    /** One entry per rating, 5 stars first. */
    ratings: z.array(z.object({ rating: z.number().int().min(1).max(5), count })),
  }),
})
export type EcommerceDashboard = z.infer<typeof ecommerceDashboardSchema>
