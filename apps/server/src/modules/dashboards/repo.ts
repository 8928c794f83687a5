// SQL of the dashboards module: aggregates over orders, customers, users and invoices, each one
// grouped query in the database (never rows loaded into memory). Whole-store order, product and
// customer figures come from the trigger-kept rollups (order_counts, order_months,
// first_order_months, product_counts, customer_counts, and for the order lines product_sales and
// category_sales): the e-commerce dashboard costs the same at a million orders as at a hundred, and
// the CRM dashboard reads only invoices whole.
import { and, asc, count, desc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  categorySales,
  customerCounts,
  customers,
  firstOrderMonths,
  invoices,
  orderCounts,
  orderMonths,
  orders,
  productCounts,
  productSales,
  products,
  userCounts,
} from '../../db/schema/index.js'

/** A `[from, to)` range of whole UTC months. */
export type MonthRange = { from: Date; to: Date }

const money = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(round(${expression}, 2), 0)::float8`.mapWith(Number)
const invoiceMonth = sql<string>`to_char(date_trunc('month', ${invoices.issuedDate}), 'YYYY-MM')`
/** What is still owed on an invoice; a credit (negative balance) owes nothing. */
const owed = sql`greatest(${invoices.balance}, 0)`

const isoDate = (value: Date) => value.toISOString().slice(0, 10)

export async function latestOrderTime(db: Db): Promise<Date | null> {
  const [row] = await db.select({ latest: sql<string | null>`max(${orders.orderedAt})` }).from(orders)
  return row?.latest ? new Date(row.latest) : null
}

/** A sum of bigint counts (numeric in PostgreSQL, text from the driver) as a number. */
const bigSum = (column: AnyColumn | SQL) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number)

export async function orderTotals(db: Db) {
  const [row] = await db
    .select({ orders: bigSum(orderCounts.total), sales: money(sql`sum(${orderCounts.spent})`) })
    .from(orderCounts)
  return { orders: row?.orders ?? 0, sales: row?.sales ?? 0 }
}

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

/** Customers counted in the month of their first order. */
export function newCustomersByMonth(db: Db, range: MonthRange) {
  return db
    .select({
      month: monthText(firstOrderMonths.month),
      customers: sql<number>`${firstOrderMonths.customers}`.mapWith(Number),
    })
    .from(firstOrderMonths)
    .where(inRange(firstOrderMonths.month, range))
}

export async function customerCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: bigSum(customerCounts.total) }).from(customerCounts)
  return row?.total ?? 0
}

/** From user_counts (role, plan, status), kept by triggers since issue 2. */
export function usersByRole(db: Db) {
  const total = bigSum(userCounts.total)
  return db
    .select({
      role: userCounts.role,
      users: total,
      active:
        sql<number>`coalesce(sum(${userCounts.total}) filter (where ${userCounts.status} = 'active'), 0)`.mapWith(
          Number,
        ),
    })
    .from(userCounts)
    .groupBy(userCounts.role)
    .orderBy(desc(total), userCounts.role)
}

export async function invoiceTotals(db: Db) {
  const [row] = await db
    .select({
      invoices: count(),
      invoiced: money(sql`sum(${invoices.total})`),
      outstanding: money(sql`sum(${owed})`),
    })
    .from(invoices)
  return { invoices: row?.invoices ?? 0, invoiced: row?.invoiced ?? 0, outstanding: row?.outstanding ?? 0 }
}

export function invoicesByMonth(db: Db, range: MonthRange) {
  return db
    .select({
      month: invoiceMonth,
      invoiced: money(sql`sum(${invoices.total})`),
      paid: money(sql`sum(${invoices.total} - ${owed})`),
    })
    .from(invoices)
    .where(and(gte(invoices.issuedDate, isoDate(range.from)), lt(invoices.issuedDate, isoDate(range.to))))
    .groupBy(invoiceMonth)
}

export function ordersByStatus(db: Db) {
  return db
    .select({ status: orderCounts.status, orders: bigSum(orderCounts.total) })
    .from(orderCounts)
    .groupBy(orderCounts.status)
}

export function customersByCountry(db: Db, limit: number) {
  const total = bigSum(customerCounts.total)
  return db
    .select({ country: customerCounts.country, countryCode: customerCounts.countryCode, customers: total })
    .from(customerCounts)
    .groupBy(customerCounts.country, customerCounts.countryCode)
    .orderBy(desc(total), customerCounts.country)
    .limit(limit)
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
// E-commerce dashboard

export async function productTotals(db: Db) {
  const [row] = await db
    .select({
      total: bigSum(productCounts.total),
      published:
        sql<number>`coalesce(sum(${productCounts.total}) filter (where ${productCounts.status} = 'Published'), 0)`.mapWith(
          Number,
        ),
      outOfStock: bigSum(productCounts.outOfStock),
    })
    .from(productCounts)
  return { total: row?.total ?? 0, published: row?.published ?? 0, outOfStock: row?.outOfStock ?? 0 }
}

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
