// Rules of the orders module: the answer shapes (spec section 7's Order, each number written as
// the store writes it), the money as it was stored when the order was placed (pricing.ts), the
// one-step-forward status rule (a dispatched order tells the team), and deletes that always
// answer 204.
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  nextOrderStatus,
  orderNumberTerm,
  orderNumberText,
  type Order,
  type OrderDetail,
  type OrderExportQuery,
  type OrderListQuery,
  type OrderListResponse,
  type OrderNumberFormat,
  type OrderStats,
  type OrderStatus,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { refused } from '#server/http/errors.js'
import type { EmailDeps } from '../../email/service.js'
import * as settingsService from '../settings/service.js'
import * as notices from './notices.js'
import * as ordersRepo from './repo.js'

const cents = (value: number) => Math.round(value * 100) / 100

function toOrder(row: ordersRepo.OrderListRow, format: OrderNumberFormat): Order {
  const iso = row.orderedAt.toISOString()
  return {
    id: row.id,
    order: row.orderNumber,
    orderLabel: orderNumberText(row.orderNumber, format),
    customer: row.customer,
    customerId: row.customerCode,
    email: row.email,
    avatar: row.avatar,
    payment: row.payment,
    status: row.status as OrderStatus,
    spent: row.spent,
    method: row.method,
    methodNumber: row.methodNumber,
    methodName: row.methodName,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    orderedAt: iso,
  }
}

/** What of q can match an order number: "#W5434" is searched as 5434 when the store writes #W5434. */
const numberTerm = (q: string | undefined, format: OrderNumberFormat) =>
  q ? { numberQ: orderNumberTerm(q, format) } : {}

/**
 * A page of orders; `customerRowId` limits it to one customer (the customer details page). The
 * list, a customer's orders and the global search all read orders here.
 */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
  scope: ordersRepo.OrderScope = {},
): Promise<OrderListResponse> {
  const format = await settingsService.orderNumberFormat(db)
  const { rows, ...total } = await ordersRepo.selectOrdersPage(db, query, {
    ...scope,
    ...numberTerm(query.q, format),
  })
  return { orders: rows.map((row) => toOrder(row, format)), ...total }
}

/** The CSV export's batches, in the list's order. */
export async function* exportOrders(db: Db, query: OrderExportQuery, size: number): AsyncGenerator<Order[]> {
  const format = await settingsService.orderNumberFormat(db)
  const batches = ordersRepo.selectOrderBatches(db, { ...query, ...numberTerm(query.q, format) }, size)
  for await (const rows of batches) yield rows.map((row) => toOrder(row, format))
}

/** When the store's orders begin: the period comparisons' records (lib/period-change.ts). */
export function firstOrderTime(db: Db): Promise<Date | null> {
  return ordersRepo.selectFirstOrderTime(db)
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
    sales: cents(row.sales),
    revenue: cents(row.revenue),
    byPayment: { paid: row.paid, pending: row.pending, cancelled: row.cancelled, failed: row.failed },
    byStatus,
  }
}

/** The order with its lines, money, customer, addresses and history; undefined when unknown. */
export async function getOrder(db: Db, id: number): Promise<OrderDetail | undefined> {
  const [row, format] = await Promise.all([
    ordersRepo.findOrder(db, id),
    settingsService.orderNumberFormat(db),
  ])
  if (!row) return undefined
  const [items, history] = await Promise.all([
    ordersRepo.selectOrderItems(db, id),
    ordersRepo.selectOrderHistory(db, id),
  ])
  const status = row.status as OrderStatus
  return {
    ...toOrder(row, format),
    items: items.map((item) => ({ ...item, total: cents(item.qty * item.price) })),
    // As computed when the order was placed (pricing.ts); the database checks that they add up.
    subtotal: row.subtotal,
    shipping: row.shipping,
    tax: row.tax,
    discount: row.discount,
    offerCode: row.offerCode ?? '',
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
 * Once dispatched, the team hears of it as the store's notification settings say.
 */
export async function changeOrderStatus(
  deps: EmailDeps,
  id: number,
  wanted: OrderStatus,
  actorId?: number,
): Promise<OrderDetail | undefined> {
  const { db } = deps
  const current = await ordersRepo.findOrderStatus(db, id)
  if (!current) return undefined
  const from = current.status as OrderStatus
  const next = nextOrderStatus(from)
  const order = orderNumberText(current.orderNumber, await settingsService.orderNumberFormat(db))
  if (next === null) throw refused(ORDER_MESSAGES.statusFinal, { order, status: from })
  if (wanted !== next) throw refused(ORDER_MESSAGES.statusNextOnly, { order, status: from, next })
  if (!(await ordersRepo.advanceOrderStatus(db, id, from, next))) {
    throw refused(ORDER_MESSAGES.changedElsewhere, { order })
  }
  if (next === 'Dispatched')
    await notices.orderShipped(
      deps,
      { id, orderNumber: current.orderNumber, customer: current.customer },
      actorId,
    )
  return getOrder(db, id)
}

/** Spec section 7: deleting answers 204 whether or not the order existed. */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await ordersRepo.deleteOrder(db, id)
}

// ---------------------------------------------------------------------------------------------
// The storefront checkout (modules/checkout) writes its orders through these.

/** Writes a placed order as the back office keeps orders: lines, history, the customer's totals. */
export const insertPlacedOrder = ordersRepo.insertPlacedOrder
/** Orders placed with a deal's code: all of them, and those of the customer with this email. */
export const countDealUses = ordersRepo.countDealUses
