// SQL of the orders module: the list and its export (through the list kit, with each order's
// customer), the stats cards, one order with lines and history, the status step and the delete
// that keeps the customer's totals right.
import { and, asc, eq, max, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { OrderExportQuery, OrderListQuery, OrderSortKey, OrderStatus } from '@aurum/shared'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db, Tx } from '#server/db/client.js'
import { customers, orderCounts, orderItems, orderStatusHistory, orders } from '#server/db/schema/index.js'
import { defineList, type PickedPage } from '#server/db/list-kit.js'
import { containsPattern } from '#server/db/sql-helpers.js'

const orderListColumns = {
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
  methodName: orders.methodName,
  orderedAt: orders.orderedAt,
}
/** Optional scope: one customer's orders (the customer details page). */
export type OrderScope = { customerRowId?: number }
/** What of q can match an order number: q without the store's prefix and suffix (orderNumberTerm). */
export type OrderNumberTerm = { numberQ?: string }

type OrderFilters = Pick<OrderExportQuery, 'q' | 'status'> & OrderScope & OrderNumberTerm

/** Sorting by the customer's name needs the customer of every order picked. */
const withCustomer = <Q extends PgSelect>(select: Q): Q =>
  select.innerJoin(customers, eq(customers.id, orders.customerId)) as unknown as Q

const orderList = defineList<OrderSortKey, OrderFilters>({
  table: orders,
  id: orders.id,
  sorts: {
    order: { column: orders.orderNumber, type: 'integer' },
    customers: { column: customers.customer, type: 'text' },
    date: { column: orders.orderedAt, type: 'timestamptz' },
    status: { column: orders.status, type: 'text' },
    spent: { column: orders.spent, type: 'numeric' },
  },
  // Without a sortBy the newest orders come first, as a back office reads them.
  defaultSort: () => ({ column: orders.orderedAt, type: 'timestamptz', orderBy: 'desc' }),
  ties: 'same',
  /**
   * q matches the customer's name or email, or the order number as text (numberQ: q as the store
   * writes numbers, "#W5434", stripped to 5434). The customers are found first (their trigram
   * indexes) and handed over as an array, so PostgreSQL can OR an index scan of orders.customer_id
   * with the order number's trigram index instead of scanning every order.
   */
  where: (query) => {
    const pattern = query.q ? containsPattern(query.q) : undefined
    const numberPattern = query.q ? containsPattern(query.numberQ ?? query.q) : undefined
    return and(
      query.customerRowId === undefined ? undefined : eq(orders.customerId, query.customerRowId),
      query.status ? eq(orders.status, query.status) : undefined,
      pattern
        ? sql`(${orders.customerId} = any(array(select c2.id from ${customers} c2 where c2.customer ilike ${pattern} or c2.email ilike ${pattern})) or (${orders.orderNumber})::text ilike ${numberPattern})`
        : undefined,
    )
  },
  searches: (query) => Boolean(query.q),
  join: (select, sort) => (sort.column === customers.customer ? withCustomer(select) : select),
  // The whole store's orders come from the trigger-kept order_counts (≤ 16 rows); one customer's
  // orders are few and counted in place (orders_customer index).
  keptTotal: (db, query) =>
    query.customerRowId === undefined
      ? sql`${db
          .select({ total: sql`sum(${orderCounts.total})` })
          .from(orderCounts)
          .where(query.status ? eq(orderCounts.status, query.status) : undefined)}`
      : undefined,
})

export type OrderListRow = SelectResultFields<typeof orderListColumns>

const readOrders = (db: Db) => (picked: PickedPage) =>
  db
    .select({ ...orderListColumns, total: picked.total })
    .from(picked)
    .innerJoin(orders, eq(orders.id, picked.id))
    .innerJoin(customers, eq(customers.id, orders.customerId))

export function selectOrdersPage(db: Db, query: OrderListQuery, scope: OrderScope & OrderNumberTerm = {}) {
  return orderList.page<OrderListRow>(db, { ...query, ...scope }, readOrders(db))
}

/** The CSV export's batches, in the list's order. */
export function selectOrderBatches(db: Db, query: OrderExportQuery & OrderNumberTerm, size: number) {
  return orderList.batches<OrderListRow>(db, query, readOrders(db), size)
}

/** The first order's time, or null without orders (orders_ordered_at_idx finds it). */
export async function selectFirstOrderTime(db: Db): Promise<Date | null> {
  const [row] = await db.select({ first: sql<string | null>`min(${orders.orderedAt})` }).from(orders)
  return row?.first ? new Date(row.first) : null
}

/** The stat cards (and the dashboards' whole-store order figures), from order_counts. */
export async function selectStats(db: Db) {
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${orderCounts.total}) filter (where ${condition}), 0)`.mapWith(Number)
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${orderCounts.total}), 0)`.mapWith(Number),
      sales: sql<number>`coalesce(sum(${orderCounts.spent}), 0)::float8`.mapWith(Number),
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
      subtotal: orders.subtotal,
      shipping: orders.shipping,
      tax: orders.tax,
      discount: orders.discount,
      offerCode: orders.offerCode,
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
    .select({ status: orders.status, orderNumber: orders.orderNumber, customer: customers.customer })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
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

/**
 * Orders placed with a deal's code: all of them, and those of the customer with this email (any
 * case; '' counts none).
 */
export async function countDealUses(db: Db | Tx, dealId: number, email: string) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      byEmail:
        sql<number>`count(*) filter (where ${email} <> '' and lower(${customers.email}) = lower(${email}))`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.dealId, dealId))
  return { all: row?.all ?? 0, byEmail: row?.byEmail ?? 0 }
}

/** Writes a placed order as the back office keeps orders: lines, history, the customer's totals. */
export async function insertPlacedOrder(
  tx: Tx,
  values: Pick<
    typeof orders.$inferInsert,
    | 'customerId'
    | 'payment'
    | 'method'
    | 'methodNumber'
    | 'methodName'
    | 'subtotal'
    | 'shipping'
    | 'tax'
    | 'spent'
    | 'discount'
    | 'offerCode'
    | 'dealId'
    | 'orderedAt'
  > & {
    address: NonNullable<typeof orders.$inferInsert.shippingAddress>
    lines: { productId: number; productName: string; qty: number; price: number }[]
  },
) {
  const { address, lines, ...order } = values
  // Order numbers are unique: serialise picking the next one.
  await tx.execute(sql`select pg_advisory_xact_lock(7261124)`)
  const [last] = await tx.select({ number: max(orders.orderNumber) }).from(orders)
  const [inserted] = await tx
    .insert(orders)
    .values({
      ...order,
      orderNumber: (last?.number ?? 0) + 1,
      // Waiting to be picked up, paid or waiting for the payment.
      status: 'Ready to Pickup',
      shippingAddress: address,
      billingAddress: address,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber })
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: inserted!.id })))
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: inserted!.id, status: 'Ready to Pickup', changedAt: values.orderedAt })
  await tx
    .update(customers)
    .set({
      orderCount: sql`${customers.orderCount} + 1`,
      totalSpent: sql`${customers.totalSpent} + ${values.spent}`,
    })
    .where(eq(customers.id, values.customerId))
  return inserted!
}
