// SQL of the orders module: the filtered, sorted, paged list (with its customer) and its count,
// keyset batches for the export, the stats cards, one order with lines and history, the status
// step and the delete that keeps the customer's totals right.
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { OrderExportQuery, OrderSortKey, OrderStatus } from '@aurum/shared'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db } from '../../../db/client.js'
import { customers, orderCounts, orderItems, orderStatusHistory, orders } from '../../../db/schema/index.js'
import { containsPattern, orderByColumns, pageOffset, pageWithTotal } from '../../../db/sql-helpers.js'
import { keysetAfter, keysetKeyText, type KeysetCursor, type KeysetType } from './keyset.js'

export const orderListColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customer: customers.customer,
  customerCode: customers.customerCode,
  email: customers.email,
  avatar: customers.avatar,
  payment: orders.payment,
  status: orders.status,
  spent: orders.spent,
  method: orders.method,
  methodNumber: orders.methodNumber,
  orderedAt: orders.orderedAt,
}
type SortColumn = AnyColumn
const sortColumns: Record<OrderSortKey, { column: SortColumn; type: KeysetType }> = {
  order: { column: orders.orderNumber, type: 'integer' },
  customers: { column: customers.customer, type: 'text' },
  date: { column: orders.orderedAt, type: 'timestamptz' },
  status: { column: orders.status, type: 'text' },
  spent: { column: orders.spent, type: 'numeric' },
}

type OrderSort = Pick<OrderExportQuery, 'sortBy' | 'orderBy'>

/** Without a sortBy the newest orders come first, as a back office reads them. */
function listSort(query: OrderSort) {
  if (!query.sortBy) return { ...sortColumns.date, orderBy: 'desc' as const }
  return { ...sortColumns[query.sortBy], orderBy: query.orderBy }
}

/** Optional scope: one customer's orders (the customer details page). */
export type OrderScope = { customerRowId?: number }

/**
 * q matches the customer's name or email, or the order number as text. The customers are found
 * first (their trigram indexes) and handed over as an array, so PostgreSQL can OR an index scan
 * of orders.customer_id with the order number's trigram index instead of scanning every order.
 */
function listFilter(query: Pick<OrderExportQuery, 'q' | 'status'>, scope: OrderScope): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined
  return and(
    scope.customerRowId === undefined ? undefined : eq(orders.customerId, scope.customerRowId),
    query.status ? eq(orders.status, query.status) : undefined,
    pattern
      ? sql`(${orders.customerId} = any(array(select c2.id from ${customers} c2 where c2.customer ilike ${pattern} or c2.email ilike ${pattern})) or (${orders.orderNumber})::text ilike ${pattern})`
      : undefined,
  )
}

export type OrderListRow = SelectResultFields<typeof orderListColumns>

/** The whole store's orders (no search, no customer): the trigger-kept order_counts, ≤ 16 rows. */
function keptOrderTotal(db: Db, query: Pick<OrderExportQuery, 'status'>) {
  return db
    .select({ total: sql<string | null>`sum(${orderCounts.total})` })
    .from(orderCounts)
    .where(query.status ? eq(orderCounts.status, query.status) : undefined)
}

async function countOrders(
  db: Db,
  query: Pick<OrderExportQuery, 'q' | 'status'>,
  scope: OrderScope,
): Promise<number> {
  if (!query.q && scope.customerRowId === undefined) {
    const [counted] = await keptOrderTotal(db, query)
    return Number(counted?.total ?? 0)
  }
  const [row] = await db.select({ total: count() }).from(orders).where(listFilter(query, scope))
  return row?.total ?? 0
}

/**
 * A page without a search. The page's ids are picked first, so an index holding the filter and the
 * sort column skips the offset without reading the table (sorting by the customer's name joins the
 * two index-only walks, customers by name and orders by customer); only the page's orders are then
 * read and joined to their customers.
 */
function selectOrdersWithoutSearch(
  db: Db,
  query: Pick<OrderExportQuery, 'q' | 'status'> & { itemsPerPage: number },
  scope: OrderScope,
  sort: ReturnType<typeof listSort>,
  offset: number,
  total: SQL<number>,
) {
  const pickFrom = db.select({ id: orders.id, sortKey: sql`${sort.column}`.as('sort_key') }).from(orders)
  const picked = (
    sort.column === customers.customer
      ? pickFrom.innerJoin(customers, eq(customers.id, orders.customerId))
      : pickFrom
  )
    .where(listFilter(query, scope))
    .orderBy(...orderByColumns(sort.column, sort.orderBy, orders.id))
    .limit(query.itemsPerPage)
    .offset(offset)
    .as('picked')
  return db
    .select({ ...orderListColumns, total })
    .from(picked)
    .innerJoin(orders, eq(orders.id, picked.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(...orderByColumns(picked.sortKey, sort.orderBy, picked.id))
}

/**
 * One page and the number of matching orders. Without a search the page walks the sort column's
 * index, and the total rides along in the same query as a scalar subquery (one round trip to the
 * database instead of two). With a search, a single query finds the matches once, counts
 * them (window count) and keeps the page's ids; only those ten or so orders are then joined to
 * their customers. The window count also keeps PostgreSQL from merging the subquery, so matches
 * come from the indexes rather than from walking the sort index and filtering every order. Sorting
 * by customer name needs the name of every match, so that sort joins the customers first.
 */
export async function selectOrdersPage(
  db: Db,
  query: OrderExportQuery & { page: number; itemsPerPage: number },
  scope: OrderScope = {},
) {
  const sort = listSort(query)
  const offset = pageOffset(query.page, query.itemsPerPage)
  if (!query.q) {
    // The store's total comes from order_counts; one customer's orders are few, so they are
    // counted in place (orders_customer index).
    const total =
      scope.customerRowId === undefined
        ? sql<number>`coalesce((${keptOrderTotal(db, query)}), 0)`.mapWith(Number)
        : sql<number>`(${db.select({ total: count() }).from(orders).where(listFilter(query, scope))})`.mapWith(
            Number,
          )
    const found = await selectOrdersWithoutSearch(db, query, scope, sort, offset, total)
    return pageWithTotal(found, () => countOrders(db, query, scope))
  }
  const matchedQuery = db
    .select({
      id: orders.id,
      sortKey: sql`${sort.column}`.as('sort_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(orders)
  const matched = (
    sort.column === customers.customer
      ? matchedQuery.innerJoin(customers, eq(customers.id, orders.customerId))
      : matchedQuery
  )
    .where(listFilter(query, scope))
    .as('matched')
  const page = db
    .select({ id: matched.id, sortKey: matched.sortKey, total: matched.total })
    .from(matched)
    .orderBy(...orderByColumns(matched.sortKey, sort.orderBy, matched.id))
    .limit(query.itemsPerPage)
    .offset(offset)
    .as('page')
  const found = await db
    .select({ ...orderListColumns, total: page.total })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .orderBy(...orderByColumns(page.sortKey, sort.orderBy, page.id))
  // Nothing on page 1 means nothing matched; a page past the end counts on its own.
  return pageWithTotal(found, async () => (query.page === 1 ? 0 : countOrders(db, query, scope)))
}

/** The next `limit` rows of the export after `cursor`, in the list's order, with the next cursor. */
export async function selectOrdersBatch(
  db: Db,
  query: OrderExportQuery,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const sort = listSort(query)
  const rows = await db
    .select({ ...orderListColumns, sortKeyText: keysetKeyText(sort.column) })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(listFilter(query, {}), keysetAfter(cursor, sort.column, sort.type, orders.id, sort.orderBy)))
    .orderBy(...orderByColumns(sort.column, sort.orderBy, orders.id))
    .limit(limit)
  const last = rows.at(-1)
  return {
    rows: rows.map(({ sortKeyText: _key, ...row }) => row as OrderListRow),
    cursor: last ? { key: last.sortKeyText, id: last.id } : cursor,
  }
}

/** The stat cards, from order_counts. */
export async function selectStats(db: Db) {
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${orderCounts.total}) filter (where ${condition}), 0)`.mapWith(Number)
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orderCounts.total}), 0)`.mapWith(Number),
      revenue:
        sql<number>`coalesce(sum(${orderCounts.spent}) filter (where ${orderCounts.payment} = 1), 0)::float8`.mapWith(
          Number,
        ),
      paid: sumWhere(sql`${orderCounts.payment} = 1`),
      pending: sumWhere(sql`${orderCounts.payment} = 2`),
      cancelled: sumWhere(sql`${orderCounts.payment} = 3`),
      failed: sumWhere(sql`${orderCounts.payment} = 4`),
    })
    .from(orderCounts)
  const statuses = await db
    .select({ status: orderCounts.status, total: sql<number>`sum(${orderCounts.total})`.mapWith(Number) })
    .from(orderCounts)
    .groupBy(orderCounts.status)
  return { ...row!, statuses }
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      ...orderListColumns,
      customerContact: customers.contact,
      customerCountry: customers.country,
      customerCountryCode: customers.countryCode,
      customerOrderCount: customers.orderCount,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, id))
    .limit(1)
  return row
}

export function selectOrderItems(db: Db, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.productName,
      qty: orderItems.qty,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
}

export function selectOrderHistory(db: Db, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, changedAt: orderStatusHistory.changedAt })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id))
}

export async function findOrderStatus(db: Db, id: number) {
  const [row] = await db
    .select({ status: orders.status, orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1)
  return row
}

/**
 * Moves the order from `from` to `to` and records the step, in one transaction. The update only
 * matches while the order is still at `from`, so of two people pressing the button at once only
 * one moves it; false for the other.
 */
export async function advanceOrderStatus(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ status: to })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning({ id: orders.id })
    if (moved.length === 0) return false
    await tx.insert(orderStatusHistory).values({ orderId: id, status: to, changedAt: sql`now()` })
    return true
  })
}

/**
 * Deletes the order (its lines and history go with it) and takes it off its customer's order
 * count and total spent in the same transaction, so the customers list never disagrees.
 */
export async function deleteOrder(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(orders)
      .where(eq(orders.id, id))
      .returning({ customerId: orders.customerId, spent: orders.spent })
    if (!gone) return false
    await tx
      .update(customers)
      .set({
        orderCount: sql`greatest(${customers.orderCount} - 1, 0)`,
        totalSpent: sql`greatest(${customers.totalSpent} - ${gone.spent}, 0)`,
      })
      .where(eq(customers.id, gone.customerId))
    return true
  })
}
