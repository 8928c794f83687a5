// SQL of the analytics module: storing a page view, and the period's figures over orders,
// customers, page views and contact messages (each a few aggregates over an indexed time range),
// with when the page views and the messages begin.
import { and, count, desc, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contactMessages, orders, pageViews } from '../../db/schema/index.js'

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

/** The first recorded page view's time, or null before any (page_views_viewed_at_idx finds it). */
export async function firstPageViewTime(db: Db): Promise<Date | null> {
  const [row] = await db.select({ first: sql<string | null>`min(${pageViews.viewedAt})` }).from(pageViews)
  return row?.first ? new Date(row.first) : null
}

/** The first contact message's time, or null before any. */
export async function firstContactMessageTime(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ first: sql<string | null>`min(${contactMessages.createdAt})` })
    .from(contactMessages)
  return row?.first ? new Date(row.first) : null
}
