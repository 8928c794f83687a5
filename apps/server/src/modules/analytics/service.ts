// Rules of the analytics module: what a page view keeps (the path without query or fragment, no
// personal data), the period and the one before it, buckets of the series, and the comparisons
// (lib/period-change.ts: none where the records begin inside the period before); support activity
// is the visitors' messages from the contact form. The invoices' figures are the invoice list's
// definitions (the invoices module's).
import {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_TOP_PAGES,
  type AnalyticsDashboard,
  type AnalyticsPeriod,
  type PageView,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { readUntilWrite } from '../../db/read-until-write.js'
import { periodChange, type PeriodCoverage } from '../../lib/period-change.js'
import * as invoicesService from '../invoices/service.js'
import * as analyticsRepo from './repo.js'

const DAY_MS = 86_400_000

/** The path as stored: no query string or fragment (they may carry search terms or tokens). */
export function storedPath(path: string): string {
  return path.split(/[?#]/)[0]!.slice(0, 300) || '/'
}

export async function recordPageView(db: Db, view: PageView) {
  await analyticsRepo.insertPageView(db, { path: storedPath(view.path), sessionId: view.sessionId })
}

/** The period ending with today (UTC), the one before it, and the series' bucket length in days. */
export function periodRanges(period: AnalyticsPeriod, now: Date) {
  const days = ANALYTICS_PERIOD_DAYS[period]
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
  const from = new Date(to.getTime() - days * DAY_MS)
  const previous = { from: new Date(from.getTime() - days * DAY_MS), to: from }
  const bucketDays = days > 90 ? 7 : 1
  return { current: { from, to }, previous, bucketDays, buckets: Math.ceil(days / bucketDays) }
}

const round2 = (value: number) => Math.round(value * 100) / 100
const timeOrNull = (value: string | null) => (value ? new Date(value) : null)

/** Each database's dashboards per period and the day it ends, until its write position moves. */
const dashboardCache = readUntilWrite<AnalyticsDashboard>()

/**
 * The period's figures, read again only when the database has changed (a page view, an order, a
 * contact message, anything) or the period's last day has turned.
 */
export function getAnalyticsDashboard(
  db: Db,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<AnalyticsDashboard> {
  const today = now.toISOString().slice(0, 10)
  return dashboardCache(db, `${period}:${today}`, () => readAnalyticsDashboard(db, period, now))
}

async function readAnalyticsDashboard(
  db: Db,
  period: AnalyticsPeriod,
  now: Date,
): Promise<AnalyticsDashboard> {
  const { current, previous, bucketDays, buckets } = periodRanges(period, now)
  const [figures, invoices] = await Promise.all([
    analyticsRepo.periodFigures(db, {
      current,
      previous,
      bucketSeconds: bucketDays * 86_400,
      topPages: ANALYTICS_TOP_PAGES,
    }),
    invoicesService.issuedInvoiceTotals(db, current),
  ])
  const { orders, ordersBefore, views, viewsBefore, contacts, contactsBefore } = figures
  const customers = figures.newCustomers
  const customersBefore = figures.newCustomersBefore
  const firstOrder = timeOrNull(figures.firstOrder)
  const firstView = timeOrNull(figures.firstView)
  const firstContact = timeOrNull(figures.firstContact)
  const series = { views: figures.viewSeries, sales: figures.salesSeries }
  const pages = figures.topPages
  const since = (recordsSince: Date | null): PeriodCoverage => ({ previousFrom: previous.from, recordsSince })
  const ofOrders = since(firstOrder)
  const ofViews = since(firstView)
  const viewsByBucket = new Map(series.views.map((row) => [row.bucket, row]))
  const salesByBucket = new Map(series.sales.map((row) => [row.bucket, row]))
  const average = (totals: { orders: number; revenue: number }) =>
    totals.orders === 0 ? 0 : totals.revenue / totals.orders
  return {
    period,
    from: current.from.toISOString(),
    to: current.to.toISOString(),
    revenue: periodChange(orders.revenue, ordersBefore.revenue, ofOrders),
    orders: periodChange(orders.orders, ordersBefore.orders, ofOrders),
    averageOrder: periodChange(average(orders), average(ordersBefore), ofOrders),
    newCustomers: periodChange(customers, customersBefore, ofOrders),
    invoices: {
      issued: invoices.issued,
      invoiced: round2(invoices.invoiced),
      outstanding: round2(invoices.outstanding),
    },
    support: { contactMessages: periodChange(contacts, contactsBefore, since(firstContact)) },
    pageViews: periodChange(views.pageViews, viewsBefore.pageViews, ofViews),
    sessions: periodChange(views.sessions, viewsBefore.sessions, ofViews),
    series: Array.from({ length: buckets }, (_, bucket) => ({
      start: new Date(current.from.getTime() + bucket * bucketDays * DAY_MS).toISOString().slice(0, 10),
      pageViews: viewsByBucket.get(bucket)?.pageViews ?? 0,
      sessions: viewsByBucket.get(bucket)?.sessions ?? 0,
      orders: salesByBucket.get(bucket)?.orders ?? 0,
      revenue: round2(salesByBucket.get(bucket)?.revenue ?? 0),
    })),
    topPages: pages,
  }
}
