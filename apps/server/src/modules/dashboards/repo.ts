// SQL of the dashboards module: the aggregates over orders and customers that only the dashboards
// show, each one grouped query in the database (never rows loaded into memory), from the
// trigger-kept rollups (order_months, first_order_months, customer_counts, and for the order lines
// product_sales and category_sales): the e-commerce dashboard costs the same at a million orders
// as at a hundred. The figures that a list page shows too (order, customer, user and product counts,
// invoice totals) come from those lists' own modules (service.ts). The CRM dashboard's own figures
// are one statement (crmFigures), read again only after the database has changed (db/read-until-write.ts).
import { and, asc, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  categorySales,
  customerCounts,
  customers,
  firstOrderMonths,
  orderMonths,
  orders,
  productSales,
  products,
} from '../../db/schema/index.js'

/** A `[from, to)` range of whole UTC months. */
export type MonthRange = { from: Date; to: Date }

const money = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(round(${expression}, 2), 0)::float8`.mapWith(Number)

const isoDate = (value: Date) => value.toISOString().slice(0, 10)

export async function latestOrderTime(db: Db): Promise<Date | null> {
  const [row] = await db.select({ latest: sql<string | null>`max(${orders.orderedAt})` }).from(orders)
  return row?.latest ? new Date(row.latest) : null
}

/** A sum of bigint counts (numeric in PostgreSQL, text from the driver) as a number. */
const bigSum = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)

/** A rollup's month (its first day) as 'YYYY-MM', and the rollup rows inside `range`. */
const monthText = (month: AnyColumn) => sql<string>`to_char(${month}, 'YYYY-MM')`
const inRange = (month: AnyColumn, range: MonthRange) =>
  and(gte(month, isoDate(range.from)), lt(month, isoDate(range.to)))

/** Orders, their value and the units on their lines, per month of `range` (order_months). */
export function ordersByMonth(db: Db, range: MonthRange) {
  return db
    .select({
      month: monthText(orderMonths.month),
      orders: sql<number>`${orderMonths.total}`.mapWith(Number),
      sales: money(sql`${orderMonths.spent}`),
      units: sql<number>`${orderMonths.units}`.mapWith(Number),
    })
    .from(orderMonths)
    .where(inRange(orderMonths.month, range))
}

export function latestOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      order: orders.orderNumber,
      customer: customers.customer,
      email: customers.email,
      avatar: customers.avatar,
      orderedAt: orders.orderedAt,
      status: orders.status,
      spent: orders.spent,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(limit)
}

// ---------------------------------------------------------------------------------------------
// CRM dashboard

/** One row of the CRM's recent orders as the statement below gives it (orderedAt as JSON text). */
type CrmRecentOrderRow = Omit<Awaited<ReturnType<typeof latestOrders>>[number], 'orderedAt'> & {
  orderedAt: string
}

/** The CRM dashboard's own figures, as crmFigures reads them. */
export type CrmFigures = {
  /** The latest order's time (ISO text), or null without orders: the series' months follow it. */
  latestOrder: string | null
  orderMonths: { month: string; orders: number; sales: number }[]
  customerMonths: { month: string; customers: number }[]
  countries: { country: string; countryCode: string; customers: number }[]
  recent: CrmRecentOrderRow[]
}

export type CrmFiguresOptions = {
  now: Date
  /** Months in the series, ending with the latest order's month (never after `now`'s). */
  months: number
  topCountries: number
  recentOrders: number
}

/**
 * The CRM dashboard's own figures in one statement: one round trip to the database instead of
 * six (the first only to learn the months the others cover), each figure a JSON value of one row.
 * The series' months are computed here as service.ts's crmMonthRange does: the UTC month of the
 * latest order, or of `now` when there is none or it lies ahead.
 */
export async function crmFigures(
  db: Db,
  { now, months, topCountries, recentOrders }: CrmFiguresOptions,
): Promise<CrmFigures> {
  const at = sql`${now.toISOString()}::timestamptz`
  const span = db.$with('span').as(
    db
      .select({
        latest: sql`max(${orders.orderedAt})`.as('latest'),
        lastMonth:
          sql`(date_trunc('month', least(coalesce(max(${orders.orderedAt}), ${at}), ${at}) at time zone 'UTC'))::date`.as(
            'last_month',
          ),
      })
      .from(orders),
  )
  const from = sql`(${span.lastMonth} - make_interval(months => ${months - 1}))::date`
  const to = sql`(${span.lastMonth} + interval '1 month')::date`
  const figures = sql<CrmFigures>`json_build_object(
    'latestOrder', ${span.latest},
    'orderMonths', (select coalesce(json_agg(json_build_object(
        'month', to_char(${orderMonths.month}, 'YYYY-MM'),
        'orders', ${orderMonths.total},
        'sales', coalesce(round(${orderMonths.spent}, 2), 0)::float8)), '[]')
      from ${orderMonths} where ${orderMonths.month} >= ${from} and ${orderMonths.month} < ${to}),
    'customerMonths', (select coalesce(json_agg(json_build_object(
        'month', to_char(${firstOrderMonths.month}, 'YYYY-MM'),
        'customers', ${firstOrderMonths.customers})), '[]')
      from ${firstOrderMonths}
      where ${firstOrderMonths.month} >= ${from} and ${firstOrderMonths.month} < ${to}),
    'countries', (select coalesce(json_agg(c order by c.customers desc, c.country), '[]') from (
        select ${customerCounts.country} as country, ${customerCounts.countryCode} as "countryCode",
          coalesce(sum(${customerCounts.total}), 0) as customers
        from ${customerCounts} group by ${customerCounts.country}, ${customerCounts.countryCode}
        order by customers desc, country limit ${topCountries}) c),
    'recent', (select coalesce(json_agg(r order by r."orderedAt" desc, r.id desc), '[]') from (
        select o.id, o.order_number as "order", c.customer, c.email, c.avatar,
          o.ordered_at as "orderedAt", o.status, o.spent::float8 as spent
        from ${orders} o join ${customers} c on c.id = o.customer_id
        order by o.ordered_at desc, o.id desc limit ${recentOrders}) r)
  )`
  const [row] = await db.with(span).select({ figures }).from(span)
  if (!row) throw new Error('the CRM figures statement returned no row')
  return row.figures
}

// ---------------------------------------------------------------------------------------------
// E-commerce dashboard

export async function customersWithOrders(db: Db): Promise<number> {
  const [row] = await db.select({ total: bigSum(firstOrderMonths.customers) }).from(firstOrderMonths)
  return row?.total ?? 0
}

export async function unitsSold(db: Db): Promise<number> {
  const [row] = await db.select({ units: bigSum(orderMonths.units) }).from(orderMonths)
  return row?.units ?? 0
}

/**
 * Best sellers by units over every order, from product_sales (product_sales_best_idx gives the
 * order). Lines of a deleted product (product_id null) count under the name they were sold
 * under, so two deleted products never merge.
 */
export function topProductsByUnits(db: Db, limit: number) {
  return db
    .select({
      productId: productSales.productId,
      productName: sql<string>`coalesce(${products.productName}, ${productSales.productName})`,
      brand: products.productBrand,
      image: products.image,
      units: sql<number>`${productSales.units}`.mapWith(Number),
      revenue: money(sql`${productSales.revenue}`),
    })
    .from(productSales)
    .leftJoin(products, eq(products.id, productSales.productId))
    .orderBy(desc(productSales.units), desc(productSales.revenue), asc(productSales.productId))
    .limit(limit)
}

/** Revenue and units per category of the products still in the catalogue (category_sales). */
export function salesByCategory(db: Db) {
  return db
    .select({
      category: categorySales.category,
      revenue: money(sql`${categorySales.revenue}`),
      units: sql<number>`${categorySales.units}`.mapWith(Number),
    })
    .from(categorySales)
    .orderBy(desc(categorySales.revenue), asc(categorySales.category))
}
