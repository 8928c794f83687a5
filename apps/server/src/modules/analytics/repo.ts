// SQL of the analytics module: storing a page view, and the period's figures over orders,
// customers, invoices and page views (each a few aggregates over an indexed time range).
import { and, count, desc, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contactMessages, invoices, orders, pageViews } from '../../db/schema/index.js'

export async function insertPageView(db: Db, view: { path: string; sessionId: string }) {
  await db.insert(pageViews).values(view)
}

export type Range = { from: Date; to: Date }

const ordersIn = ({ from, to }: Range) => and(gte(orders.orderedAt, from), lt(orders.orderedAt, to))
const viewsIn = ({ from, to }: Range) => and(gte(pageViews.viewedAt, from), lt(pageViews.viewedAt, to))

export async function orderTotals(db: Db, range: Range) {
  const [row] = await db
    .select({
      orders: count(),
      revenue: sql<number>`coalesce(sum(${orders.spent}), 0)::float8`.mapWith(Number),
    })
    .from(orders)
    .where(ordersIn(range))
  return row ?? { orders: 0, revenue: 0 }
}

/** Customers whose first order falls in the range. */
export async function newCustomers(db: Db, range: Range) {
  const first = db
    .select({ firstAt: sql<Date>`min(${orders.orderedAt})`.as('first_at') })
    .from(orders)
    .groupBy(orders.customerId)
    .as('first')
  const [row] = await db
    .select({ customers: count() })
    .from(first)
    .where(
      sql`${first.firstAt} >= ${range.from.toISOString()} and ${first.firstAt} < ${range.to.toISOString()}`,
    )
  return row?.customers ?? 0
}

export async function invoiceTotals(db: Db, range: Range) {
  const day = (date: Date) => date.toISOString().slice(0, 10)
  const [row] = await db
    .select({
      issued: count(),
      invoiced: sql<number>`coalesce(sum(${invoices.total}), 0)::float8`.mapWith(Number),
      outstanding:
        sql<number>`coalesce(sum(${invoices.balance}) filter (where ${invoices.balance} > 0), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(gte(invoices.issuedDate, day(range.from)), lt(invoices.issuedDate, day(range.to))))
  return row ?? { issued: 0, invoiced: 0, outstanding: 0 }
}

export async function viewTotals(db: Db, range: Range) {
  const [row] = await db
    .select({
      pageViews: count(),
      sessions: sql<number>`count(distinct ${pageViews.sessionId})`.mapWith(Number),
    })
    .from(pageViews)
    .where(viewsIn(range))
  return row ?? { pageViews: 0, sessions: 0 }
}

/** The bucket (0, 1, …) of a moment: whole `bucketSeconds` since the range's start. */
const bucketOf = (column: unknown, from: Date, bucketSeconds: number) =>
  sql<number>`floor(extract(epoch from (${column} - ${from.toISOString()}::timestamptz)) / ${bucketSeconds})::int`.mapWith(
    Number,
  )

export async function seriesRows(db: Db, range: Range, bucketSeconds: number) {
  const viewBucket = bucketOf(pageViews.viewedAt, range.from, bucketSeconds)
  const orderBucket = bucketOf(orders.orderedAt, range.from, bucketSeconds)
  const [views, sales] = await Promise.all([
    db
      .select({
        bucket: viewBucket,
        pageViews: count(),
        sessions: sql<number>`count(distinct ${pageViews.sessionId})`.mapWith(Number),
      })
      .from(pageViews)
      .where(viewsIn(range))
      .groupBy(sql`1`),
    db
      .select({
        bucket: orderBucket,
        orders: count(),
        revenue: sql<number>`coalesce(sum(${orders.spent}), 0)::float8`.mapWith(Number),
      })
      .from(orders)
      .where(ordersIn(range))
      .groupBy(sql`1`),
  ])
  return { views, sales }
}

export async function topPages(db: Db, range: Range, limit: number) {
  return db
    .select({
      path: pageViews.path,
      views: count(),
      sessions: sql<number>`count(distinct ${pageViews.sessionId})`.mapWith(Number),
    })
    .from(pageViews)
    .where(viewsIn(range))
    .groupBy(pageViews.path)
    .orderBy(desc(count()), pageViews.path)
    .limit(limit)
}

/** Messages visitors sent through the contact form in the range (the support activity). */
export async function contactMessageCount(db: Db, range: Range) {
  const [row] = await db
    .select({ messages: count() })
    .from(contactMessages)
    .where(and(gte(contactMessages.createdAt, range.from), lt(contactMessages.createdAt, range.to)))
  return row?.messages ?? 0
}
