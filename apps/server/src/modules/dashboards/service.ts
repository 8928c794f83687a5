// Rules of the dashboards module: which months the CRM series cover, month-on-month trends, and
// the order statuses in delivery order.
import {
  CRM_MONTHS,
  CRM_RECENT_ORDERS,
  CRM_TOP_COUNTRIES,
  ECOMMERCE_RECENT_ORDERS,
  ECOMMERCE_TOP_PRODUCTS,
  ORDER_STATUSES,
  orderNumberText,
  type CrmDashboard,
  type CrmTrend,
  type EcommerceDashboard,
  type OrderNumberFormat,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import * as reviewsService from '../ecommerce/reviews/service.js'
import * as settingsService from '../ecommerce/settings/service.js'
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

export function trend(current: number, previous: number): CrmTrend {
  return {
    current: round2(current),
    previous: round2(previous),
    changePercent: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10,
  }
}

/** Every order status with its count, in delivery order; unknown statuses (if any) last. */
function inDeliveryOrder(statuses: { status: string; orders: number }[]) {
  const statusCounts = new Map(statuses.map((row) => [row.status, row.orders]))
  const knownStatuses: readonly string[] = ORDER_STATUSES
  return [
    ...ORDER_STATUSES.map((status) => ({ status, orders: statusCounts.get(status) ?? 0 })),
    ...statuses.filter((row) => !knownStatuses.includes(row.status)),
  ]
}

/** A recent order, its number written as the store writes it. */
const recentOrderAnswer =
  (format: OrderNumberFormat) =>
  ({ orderedAt, order, ...row }: Awaited<ReturnType<typeof dashboardsRepo.latestOrders>>[number]) => ({
    ...row,
    order: orderNumberText(order, format),
    date: orderedAt.toISOString(),
  })

type CachedCrmFigures = { position: string; month: string; figures: dashboardsRepo.CrmFigures }
/** Each database's last CRM figures, with the write position and the month they were read at. */
const crmFiguresCache = new WeakMap<Db, CachedCrmFigures>()

/**
 * The CRM figures, computed again only when the database has changed since the last time (its
 * write position moved: an order, a customer, a user or an invoice, or anything else) or the month
 * has turned. The position is read before the figures, so a change that lands while they are
 * computed makes the next request compute them again rather than keep figures that miss it. A
 * cheap statement replaces the eleven aggregates of every visit to the admin's landing page.
 */
async function crmFigures(db: Db, now: Date): Promise<dashboardsRepo.CrmFigures> {
  const position = await dashboardsRepo.writePosition(db)
  const month = monthKey(now)
  const cached = crmFiguresCache.get(db)
  if (cached && cached.position === position && cached.month === month) return cached.figures
  const figures = await dashboardsRepo.crmFigures(db, {
    now,
    months: CRM_MONTHS,
    topCountries: CRM_TOP_COUNTRIES,
    recentOrders: CRM_RECENT_ORDERS,
  })
  crmFiguresCache.set(db, { position, month, figures })
  return figures
}

export async function getCrmDashboard(db: Db, now = new Date()): Promise<CrmDashboard> {
  const {
    latestOrder,
    orderTotals: totals,
    orderMonths,
    customerMonths,
    customers,
    roles,
    invoiceTotals,
    invoiceMonths,
    statuses,
    countries,
    recent,
  } = await crmFigures(db, now)
  const format = await settingsService.orderNumberFormat(db)
  // The same months the statement filtered the series by.
  const range = crmMonthRange(latestOrder ? new Date(latestOrder) : null, now)

  const byMonth = <T extends { month: string }>(rows: T[]) => new Map(rows.map((row) => [row.month, row]))
  const orderRows = byMonth(orderMonths)
  const customerRows = byMonth(customerMonths)
  const invoiceRows = byMonth(invoiceMonths)
  const monthly = range.months.map((month) => ({
    month,
    orders: orderRows.get(month)?.orders ?? 0,
    sales: orderRows.get(month)?.sales ?? 0,
    newCustomers: customerRows.get(month)?.customers ?? 0,
    invoiced: invoiceRows.get(month)?.invoiced ?? 0,
    paid: invoiceRows.get(month)?.paid ?? 0,
  }))
  const last = monthly[monthly.length - 1]
  const previous = monthly[monthly.length - 2]

  const orderStatuses = inDeliveryOrder(statuses)

  return {
    generatedAt: now.toISOString(),
    lastMonth: range.months[range.months.length - 1] ?? monthKey(now),
    sales: { total: totals.sales, trend: trend(last?.sales ?? 0, previous?.sales ?? 0) },
    orders: {
      total: totals.orders,
      trend: trend(last?.orders ?? 0, previous?.orders ?? 0),
      averageValue: totals.orders === 0 ? 0 : round2(totals.sales / totals.orders),
    },
    customers: { total: customers, trend: trend(last?.newCustomers ?? 0, previous?.newCustomers ?? 0) },
    users: {
      total: roles.reduce((sum, row) => sum + row.users, 0),
      active: roles.reduce((sum, row) => sum + row.active, 0),
      byRole: roles.map(({ role, users }) => ({ role, users })),
    },
    invoices: {
      total: invoiceTotals.invoices,
      invoiced: invoiceTotals.invoiced,
      paid: round2(invoiceTotals.invoiced - invoiceTotals.outstanding),
      outstanding: invoiceTotals.outstanding,
    },
    monthly,
    orderStatuses,
    topCountries: countries,
    recentOrders: recent.map(({ orderedAt, ...row }) =>
      recentOrderAnswer(format)({ ...row, orderedAt: new Date(orderedAt) }),
    ),
  }
}

/** The e-commerce dashboard: the CRM dashboard's month range, over orders, products and reviews. */
export async function getEcommerceDashboard(db: Db, now = new Date()): Promise<EcommerceDashboard> {
  const range = crmMonthRange(await dashboardsRepo.latestOrderTime(db), now)
  const [
    totals,
    orderMonths,
    units,
    customers,
    buyers,
    productTotals,
    categories,
    top,
    statuses,
    recent,
    reviews,
    format,
  ] = await Promise.all([
    dashboardsRepo.orderTotals(db),
    dashboardsRepo.ordersByMonth(db, range),
    dashboardsRepo.unitsSold(db),
    dashboardsRepo.customerCount(db),
    dashboardsRepo.customersWithOrders(db),
    dashboardsRepo.productTotals(db),
    dashboardsRepo.salesByCategory(db),
    dashboardsRepo.topProductsByUnits(db, ECOMMERCE_TOP_PRODUCTS),
    dashboardsRepo.ordersByStatus(db),
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
  const last = monthly[monthly.length - 1]
  const previous = monthly[monthly.length - 2]
  return {
    generatedAt: now.toISOString(),
    lastMonth: range.months[range.months.length - 1] ?? monthKey(now),
    sales: { total: totals.sales, trend: trend(last?.sales ?? 0, previous?.sales ?? 0) },
    orders: {
      total: totals.orders,
      trend: trend(last?.orders ?? 0, previous?.orders ?? 0),
      averageValue: totals.orders === 0 ? 0 : round2(totals.sales / totals.orders),
      unitsSold: units,
    },
    customers: { total: customers, withOrders: buyers },
    products: productTotals,
    monthly,
    categorySales: categories,
    topProducts: top,
    orderStatuses: inDeliveryOrder(statuses),
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
