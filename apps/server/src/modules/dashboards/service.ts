// Rules of the dashboards module: which months the CRM series cover, month-on-month trends, and
// the order statuses in delivery order. A figure that a list page shows too comes from that list's
// module (orders, customers, products, users, roles, invoices, reviews): one definition for both.
import {
  CRM_MONTHS,
  CRM_RECENT_ORDERS,
  CRM_TOP_COUNTRIES,
  ECOMMERCE_RECENT_ORDERS,
  ECOMMERCE_TOP_PRODUCTS,
  ORDER_STATUSES,
  orderNumberText,
  type CrmDashboard,
  type CrmMonth,
  type CrmTrend,
  type EcommerceDashboard,
  type InvoiceStats,
  type OrderNumberFormat,
  type OrderStats,
  type UserStats,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { periodChange } from '../../lib/period-change.js'
import * as customersService from '../ecommerce/customers/service.js'
import * as ordersService from '../ecommerce/orders/service.js'
import * as productsService from '../ecommerce/products/service.js'
import * as reviewsService from '../ecommerce/reviews/service.js'
import * as settingsService from '../ecommerce/settings/service.js'
import * as invoicesService from '../invoices/service.js'
import * as rolesService from '../roles/service.js'
import * as usersService from '../users/service.js'
import { readUntilWrite } from '../../db/read-until-write.js'
import * as dashboardsRepo from './repo.js'

const monthKey = (date: Date) => date.toISOString().slice(0, 7)
const monthStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1))
const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * The series end with the latest month holding an order, but never after the current month: a
 * store whose last order is old still shows its last active year instead of empty months.
 */
export function crmMonthRange(latestOrder: Date | null, now: Date) {
  const end = latestOrder && latestOrder < now ? latestOrder : now
  const last = monthStart(end.getUTCFullYear(), end.getUTCMonth())
  const from = monthStart(last.getUTCFullYear(), last.getUTCMonth() - (CRM_MONTHS - 1))
  const to = monthStart(last.getUTCFullYear(), last.getUTCMonth() + 1)
  const months = Array.from({ length: CRM_MONTHS }, (_, index) =>
    monthKey(monthStart(from.getUTCFullYear(), from.getUTCMonth() + index)),
  )
  return { from, to, months }
}

/**
 * The series' last month against the month before (periodChange's rule): no change when that
 * month is empty, or when the store's first order came after it began.
 */
function monthTrends<T extends { month: string }>(monthly: T[], firstOrder: Date | null) {
  const [previous, last] = monthly.slice(-2)
  if (!previous || !last) throw new Error('a month series holds at least two months')
  const coverage = { previousFrom: new Date(`${previous.month}-01T00:00:00Z`), recordsSince: firstOrder }
  return (figure: (month: T) => number): CrmTrend => periodChange(figure(last), figure(previous), coverage)
}

/** What both dashboards open with: when, the series' last month, and sales and orders against the month before. */
function salesHeadline<T extends { sales: number; orders: number }>(
  now: Date,
  months: string[],
  orders: { total: number; sales: number },
  trend: (figure: (month: T) => number) => CrmTrend,
) {
  return {
    generatedAt: now.toISOString(),
    lastMonth: months[months.length - 1] ?? monthKey(now),
    sales: { total: orders.sales, trend: trend((month) => month.sales) },
    orders: {
      total: orders.total,
      trend: trend((month) => month.orders),
      averageValue: orders.total === 0 ? 0 : round2(orders.sales / orders.total),
    },
  }
}

/** Every order status with its count, in delivery order, as the order list's cards count them. */
const inDeliveryOrder = (stats: OrderStats) =>
  ORDER_STATUSES.map((status) => ({ status, orders: stats.byStatus[status] }))

/** A recent order, its number written as the store writes it. */
const recentOrderAnswer =
  (format: OrderNumberFormat) =>
  ({ orderedAt, order, ...row }: Awaited<ReturnType<typeof dashboardsRepo.latestOrders>>[number]) => ({
    ...row,
    order: orderNumberText(order, format),
    date: orderedAt.toISOString(),
  })

/** The CRM dashboard's figures: its own statement's and those it shares with the list pages. */
type CrmFigures = dashboardsRepo.CrmFigures & {
  orders: OrderStats
  firstOrder: Date | null
  customers: number
  users: UserStats
  usersPerRole: Map<string, number>
  invoices: InvoiceStats
  invoiceMonths: Awaited<ReturnType<typeof invoicesService.issuedInvoiceMonths>>
}
/** Each database's CRM figures per month, until its write position moves. */
const crmFiguresCache = readUntilWrite<CrmFigures>()

/**
 * The CRM figures, computed again only when the database has changed since the last time (its
 * write position moved: an order, a customer, a user or an invoice, or anything else) or the month
 * has turned. The position is read before the figures, so a change that lands while they are
 * computed makes the next request compute them again rather than keep figures that miss it. A
 * cheap statement replaces the aggregates of every visit to the admin's landing page.
 */
function crmFigures(db: Db, now: Date): Promise<CrmFigures> {
  return crmFiguresCache(db, monthKey(now), () => readCrmFigures(db, now))
}

async function readCrmFigures(db: Db, now: Date): Promise<CrmFigures> {
  const own = await dashboardsRepo.crmFigures(db, {
    now,
    months: CRM_MONTHS,
    topCountries: CRM_TOP_COUNTRIES,
    recentOrders: CRM_RECENT_ORDERS,
  })
  // The same months the statement filtered the series by.
  const range = crmMonthRange(own.latestOrder ? new Date(own.latestOrder) : null, now)
  const [orders, firstOrder, customers, users, usersPerRole, invoices, invoiceMonths] = await Promise.all([
    ordersService.orderStats(db),
    ordersService.firstOrderTime(db),
    customersService.customerCount(db),
    usersService.userStats(db),
    rolesService.usersPerRole(db),
    invoicesService.invoiceStats(db),
    invoicesService.issuedInvoiceMonths(db, range),
  ])
  return { ...own, orders, firstOrder, customers, users, usersPerRole, invoices, invoiceMonths }
}

export async function getCrmDashboard(db: Db, now = new Date()): Promise<CrmDashboard> {
  const figures = await crmFigures(db, now)
  const format = await settingsService.orderNumberFormat(db)
  const range = crmMonthRange(figures.latestOrder ? new Date(figures.latestOrder) : null, now)
  const byMonth = <T extends { month: string }>(rows: T[]) => new Map(rows.map((row) => [row.month, row]))
  const orderRows = byMonth(figures.orderMonths)
  const customerRows = byMonth(figures.customerMonths)
  const invoiceRows = byMonth(figures.invoiceMonths)
  const monthly: CrmMonth[] = range.months.map((month) => ({
    month,
    orders: orderRows.get(month)?.orders ?? 0,
    sales: orderRows.get(month)?.sales ?? 0,
    newCustomers: customerRows.get(month)?.customers ?? 0,
    invoiced: invoiceRows.get(month)?.invoiced ?? 0,
    paid: invoiceRows.get(month)?.collected ?? 0,
  }))
  const trend = monthTrends(monthly, figures.firstOrder)
  const { orders, invoices } = figures
  const byRole = [...figures.usersPerRole]
    .map(([role, users]) => ({ role, users }))
    .sort((a, b) => b.users - a.users || (a.role < b.role ? -1 : a.role > b.role ? 1 : 0))
  return {
    ...salesHeadline(now, range.months, orders, trend),
    customers: { total: figures.customers, trend: trend((month) => month.newCustomers) },
    users: { total: figures.users.total, active: figures.users.active, byRole },
    invoices: {
      total: invoices.total,
      invoiced: invoices.invoiced,
      paid: invoices.paid,
      outstanding: invoices.outstanding,
    },
    monthly,
    orderStatuses: inDeliveryOrder(orders),
    topCountries: figures.countries,
    recentOrders: figures.recent.map(({ orderedAt, ...row }) =>
      recentOrderAnswer(format)({ ...row, orderedAt: new Date(orderedAt) }),
    ),
  }
}

/** The e-commerce dashboard: the CRM dashboard's month range, over orders, products and reviews. */
export async function getEcommerceDashboard(db: Db, now = new Date()): Promise<EcommerceDashboard> {
  const range = crmMonthRange(await dashboardsRepo.latestOrderTime(db), now)
  const [
    orders,
    orderMonths,
    firstOrder,
    units,
    customers,
    buyers,
    products,
    categories,
    top,
    recent,
    reviews,
    format,
  ] = await Promise.all([
    ordersService.orderStats(db),
    dashboardsRepo.ordersByMonth(db, range),
    ordersService.firstOrderTime(db),
    dashboardsRepo.unitsSold(db),
    customersService.customerCount(db),
    dashboardsRepo.customersWithOrders(db),
    productsService.productStats(db),
    dashboardsRepo.salesByCategory(db),
    dashboardsRepo.topProductsByUnits(db, ECOMMERCE_TOP_PRODUCTS),
    dashboardsRepo.latestOrders(db, ECOMMERCE_RECENT_ORDERS),
    reviewsService.getReviewStats(db, now),
    settingsService.orderNumberFormat(db),
  ])
  const orderRows = new Map(orderMonths.map((row) => [row.month, row]))
  const monthly = range.months.map((month) => ({
    month,
    orders: orderRows.get(month)?.orders ?? 0,
    sales: orderRows.get(month)?.sales ?? 0,
    unitsSold: orderRows.get(month)?.units ?? 0,
  }))
  const trend = monthTrends(monthly, firstOrder)
  const headline = salesHeadline(now, range.months, orders, trend)
  return {
    ...headline,
    orders: { ...headline.orders, unitsSold: units },
    customers: { total: customers, withOrders: buyers },
    products: { total: products.total, published: products.published, outOfStock: products.outOfStock },
    monthly,
    categorySales: categories,
    topProducts: top,
    orderStatuses: inDeliveryOrder(orders),
    recentOrders: recent.map(recentOrderAnswer(format)),
    reviews: {
      total: reviews.total,
      average: reviews.average,
      pending: reviews.pending,
      published: reviews.published,
      ratings: reviews.ratings,
    },
  }
}
