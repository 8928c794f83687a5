// Rules of the dashboards module: which months the CRM series cover, month-on-month trends, and
// the order statuses in delivery order.
import {
  CRM_MONTHS,
  CRM_RECENT_ORDERS,
  CRM_TOP_COUNTRIES,
  ECOMMERCE_RECENT_ORDERS,
  ECOMMERCE_TOP_PRODUCTS,
  ORDER_STATUSES,
  type CrmDashboard,
  type CrmTrend,
  type EcommerceDashboard,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import * as reviewsService from '../ecommerce/reviews/service.js'
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

const recentOrderAnswer = ({ orderedAt, order, ...row }: Awaited<ReturnType<typeof dashboardsRepo.latestOrders>>[number]) => ({
  ...row,
  order: String(order),
  date: orderedAt.toISOString(),
})

export async function getCrmDashboard(db: Db, now = new Date()): Promise<CrmDashboard> {
  const range = crmMonthRange(await dashboardsRepo.latestOrderTime(db), now)
  const [
    totals,
    orderMonths,
    customerMonths,
    customers,
    roles,
    invoiceTotals,
    invoiceMonths,
    statuses,
    countries,
    recent,
  ] = await Promise.all([
    dashboardsRepo.orderTotals(db),
    dashboardsRepo.ordersByMonth(db, range),
    dashboardsRepo.newCustomersByMonth(db, range),
    dashboardsRepo.customerCount(db),
    dashboardsRepo.usersByRole(db),
    dashboardsRepo.invoiceTotals(db),
    dashboardsRepo.invoicesByMonth(db, range),
    dashboardsRepo.ordersByStatus(db),
    dashboardsRepo.customersByCountry(db, CRM_TOP_COUNTRIES),
    dashboardsRepo.latestOrders(db, CRM_RECENT_ORDERS),
  ])

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
    recentOrders: recent.map(recentOrderAnswer),
  }
}

/** The e-commerce dashboard: the CRM dashboard's month range, over orders, products and reviews. */
export async function getEcommerceDashboard(db: Db, now = new Date()): Promise<EcommerceDashboard> {
  const range = crmMonthRange(await dashboardsRepo.latestOrderTime(db), now)
  const [totals, orderMonths, units, customers, buyers, productTotals, categories, top, statuses, recent, reviews] =
    await Promise.all([
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
    recentOrders: recent.map(recentOrderAnswer),
    reviews: {
      total: reviews.total,
      average: reviews.average,
      pending: reviews.pending,
      published: reviews.published,
      ratings: reviews.ratings,
    },
  }
}
