// SQL of the analytics module: storing a page view, and the period's figures over orders,
// customers, page views and contact messages (each a few aggregates over an indexed time range),
// with when each begins, read in one statement.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contactMessages, orders, pageViews } from '../../db/schema/index.js'

export async function insertPageView(db: Db, view: { path: string; sessionId: string }) {
  await db.insert(pageViews).values(view)
}

export type Range = { from: Date; to: Date }

/** The analytics module's own figures for a period and the one before it, as periodFigures reads them. */
export type PeriodFigures = {
  orders: { orders: number; revenue: number }
  ordersBefore: { orders: number; revenue: number }
  newCustomers: number
  newCustomersBefore: number
  views: { pageViews: number; sessions: number }
  viewsBefore: { pageViews: number; sessions: number }
  contacts: number
  contactsBefore: number
  /** When the orders, page views and contact messages begin (ISO text), null before any. */
  firstOrder: string | null
  firstView: string | null
  firstContact: string | null
  /** Per bucket (0, 1, … whole `bucketSeconds` since the period's start) that holds any. */
  viewSeries: { bucket: number; pageViews: number; sessions: number }[]
  salesSeries: { bucket: number; orders: number; revenue: number }[]
  topPages: { path: string; views: number; sessions: number }[]
}

/**
 * Every figure of the analytics module in one statement, each a JSON value of one row: on the
 * embedded database a statement costs about 2 ms before any work, so fifteen of them (what this was)
 * made the dashboard the slowest screen to serve. Each aggregate still reads its indexed time range.
 */
export async function periodFigures(
  db: Db,
  {
    current,
    previous,
    bucketSeconds,
    topPages,
  }: { current: Range; previous: Range; bucketSeconds: number; topPages: number },
): Promise<PeriodFigures> {
  const at = (value: Date) => sql`${value.toISOString()}::timestamptz`
  const within = (column: unknown, range: Range) =>
    sql`${column} >= ${at(range.from)} and ${column} < ${at(range.to)}`
  const bucket = (column: unknown) =>
    sql`floor(extract(epoch from (${column} - ${at(current.from)})) / ${bucketSeconds})::int`
  const figures = sql<PeriodFigures>`json_build_object(
    'orders', (select json_build_object('orders', count(*), 'revenue', coalesce(sum(spent), 0)::float8)
      from ${orders} where ${within(orders.orderedAt, current)}),
    'ordersBefore', (select json_build_object('orders', count(*), 'revenue', coalesce(sum(spent), 0)::float8)
      from ${orders} where ${within(orders.orderedAt, previous)}),
    'newCustomers', (select count(*) from first_orders where ${within(sql`first_at`, current)}),
    'newCustomersBefore', (select count(*) from first_orders where ${within(sql`first_at`, previous)}),
    'views', (select json_build_object('pageViews', count(*), 'sessions', count(distinct session_id))
      from ${pageViews} where ${within(pageViews.viewedAt, current)}),
    'viewsBefore', (select json_build_object('pageViews', count(*), 'sessions', count(distinct session_id))
      from ${pageViews} where ${within(pageViews.viewedAt, previous)}),
    'contacts', (select count(*) from ${contactMessages} where ${within(contactMessages.createdAt, current)}),
    'contactsBefore', (select count(*) from ${contactMessages} where ${within(contactMessages.createdAt, previous)}),
    'firstOrder', (select min(${orders.orderedAt}) from ${orders}),
    'firstView', (select min(${pageViews.viewedAt}) from ${pageViews}),
    'firstContact', (select min(${contactMessages.createdAt}) from ${contactMessages}),
    'viewSeries', (select coalesce(json_agg(v), '[]') from (
        select ${bucket(pageViews.viewedAt)} as bucket, count(*) as "pageViews", count(distinct session_id) as sessions
        from ${pageViews} where ${within(pageViews.viewedAt, current)} group by 1) v),
    'salesSeries', (select coalesce(json_agg(s), '[]') from (
        select ${bucket(orders.orderedAt)} as bucket, count(*) as orders, coalesce(sum(spent), 0)::float8 as revenue
        from ${orders} where ${within(orders.orderedAt, current)} group by 1) s),
    'topPages', (select coalesce(json_agg(p order by p.views desc, p.path), '[]') from (
        select path, count(*) as views, count(distinct session_id) as sessions
        from ${pageViews} where ${within(pageViews.viewedAt, current)}
        group by path order by views desc, path limit ${topPages}) p)
  )`
  // Customers by their first order's time (a customer is new in the period of that order).
  const firstOrders = db.$with('first_orders').as(
    db
      .select({ firstAt: sql`min(${orders.orderedAt})`.as('first_at') })
      .from(orders)
      .groupBy(orders.customerId),
  )
  const [row] = await db
    .with(firstOrders)
    .select({ figures })
    .from(sql`(values (1)) as one (x)`)
  if (!row) throw new Error('the analytics statement returned no row')
  return row.figures
}
