// Rules of the orders module: the answer shapes (spec section 7's Order), how an order's money
// adds up, the one-step-forward status rule, and deletes that always answer 204.
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  nextOrderStatus,
  type Order,
  type OrderDetail,
  type OrderExportQuery,
  type OrderListQuery,
  type OrderListResponse,
  type OrderStats,
  type OrderStatus,
} from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { refused } from '../../../http/errors.js'
import * as ordersRepo from './repo.js'

const cents = (value: number) => Math.round(value * 100) / 100

export function toOrder(row: ordersRepo.OrderListRow): Order {
  const iso = row.orderedAt.toISOString()
  return {
    id: row.id,
    order: row.orderNumber,
    customer: row.customer,
    customerId: row.customerCode,
    email: row.email,
    avatar: row.avatar,
    payment: row.payment,
    status: row.status as OrderStatus,
    spent: row.spent,
    method: row.method as Order['method'],
    methodNumber: row.methodNumber,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    orderedAt: iso,
  }
}

/** A page of orders; `customerRowId` limits it to one customer (the customer details page). */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
  scope: ordersRepo.OrderScope = {},
): Promise<OrderListResponse> {
  const { rows, ...total } = await ordersRepo.selectOrdersPage(db, query, scope)
  return { orders: rows.map(toOrder), ...total }
}

/** The CSV export's batches, in the list's order. */
export async function* exportOrders(db: Db, query: OrderExportQuery, size: number): AsyncGenerator<Order[]> {
  for await (const rows of ordersRepo.selectOrderBatches(db, query, size)) yield rows.map(toOrder)
}

export async function orderStats(db: Db): Promise<OrderStats> {
  const row = await ordersRepo.selectStats(db)
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >
  for (const entry of row.statuses) {
    if (entry.status in byStatus) byStatus[entry.status as OrderStatus] = entry.total
  }
  return {
    total: row.total,
    revenue: cents(row.revenue),
    byPayment: { paid: row.paid, pending: row.pending, cancelled: row.cancelled, failed: row.failed },
    byStatus,
  }
}

/** The order with its lines, money, customer, addresses and history; undefined when unknown. */
export async function getOrder(db: Db, id: number): Promise<OrderDetail | undefined> {
  const row = await ordersRepo.findOrder(db, id)
  if (!row) return undefined
  const [items, history] = await Promise.all([
    ordersRepo.selectOrderItems(db, id),
    ordersRepo.selectOrderHistory(db, id),
  ])
  const lines = items.map((item) => ({ ...item, total: cents(item.qty * item.price) }))
  // `spent` is what was charged; see orderDetailSchema for how the other figures relate to it.
  const subtotal = lines.length ? cents(lines.reduce((sum, line) => sum + line.total, 0)) : row.spent
  const status = row.status as OrderStatus
  return {
    ...toOrder(row),
    items: lines,
    subtotal,
    shipping: Math.max(0, cents(row.spent - subtotal)),
    tax: 0,
    total: row.spent,
    customerDetails: {
      customerId: row.customerCode,
      name: row.customer,
      email: row.email,
      avatar: row.avatar,
      contact: row.customerContact,
      country: row.customerCountry,
      countryCode: row.customerCountryCode,
      orderCount: row.customerOrderCount,
    },
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    timeline: history.map((entry) => ({
      status: entry.status as OrderStatus,
      changedAt: entry.changedAt.toISOString(),
    })),
    nextStatus: nextOrderStatus(status),
  }
}

/**
 * An order only moves one step forward along ORDER_STATUSES (Ready to Pickup → Dispatched → Out
 * for Delivery → Delivered): anything else is a 409 saying what is allowed. Undefined when unknown.
 */
export async function changeOrderStatus(
  db: Db,
  id: number,
  wanted: OrderStatus,
): Promise<OrderDetail | undefined> {
  const current = await ordersRepo.findOrderStatus(db, id)
  if (!current) return undefined
  const from = current.status as OrderStatus
  const next = nextOrderStatus(from)
  const order = current.orderNumber
  if (next === null) throw refused(ORDER_MESSAGES.statusFinal, { order, status: from })
  if (wanted !== next) throw refused(ORDER_MESSAGES.statusNextOnly, { order, status: from, next })
  if (!(await ordersRepo.advanceOrderStatus(db, id, from, next))) {
    throw refused(ORDER_MESSAGES.changedElsewhere, { order })
  }
  return getOrder(db, id)
}

/** Spec section 7: deleting answers 204 whether or not the order existed. */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await ordersRepo.deleteOrder(db, id)
}
