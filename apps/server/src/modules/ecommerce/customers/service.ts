// Rules of the customers module: the answer shapes (spec section 7's Customer), lookups by the
// public customerId, the edit (country name from its code), settings with their defaults, the
// customer's orders (through the orders service) and addresses.
import {
  CUSTOMER_COUNTRIES,
  CUSTOMER_NOTIFICATION_TYPES,
  countryFlagUrl,
  type Customer,
  type CustomerAddress,
  type CustomerDetail,
  type CustomerExportQuery,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerNotification,
  type CustomerSettings,
  type CustomerSettingsUpdate,
  type CustomerStatus,
  type CustomerUpdate,
  type OrderListQuery,
  type OrderListResponse,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import * as ordersService from '../orders/service.js'
import * as customersRepo from './repo.js'

function toCustomer(row: customersRepo.CustomerListRow): Customer {
  return {
    id: row.id,
    customer: row.customer,
    customerId: row.customerCode,
    email: row.email,
    country: row.country,
    countryFlag: countryFlagUrl(row.countryCode),
    countryCode: row.countryCode,
    order: row.orderCount,
    totalSpent: row.totalSpent,
    avatar: row.avatar,
  }
}

export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerListResponse> {
  const { rows, ...total } = await customersRepo.selectCustomersPage(db, query)
  return { customers: rows.map(toCustomer), ...total }
}

/** Every customer, as the unfiltered list counts them (the dashboards show the same figure). */
export function customerCount(db: Db): Promise<number> {
  return customersRepo.countCustomers(db)
}

/** The CSV export's batches, in the list's order. */
export async function* exportCustomers(
  db: Db,
  query: CustomerExportQuery,
  size: number,
): AsyncGenerator<Customer[]> {
  for await (const rows of customersRepo.selectCustomerBatches(db, query, size)) yield rows.map(toCustomer)
}

/** What a customer is told about until someone changes it (the details page's notifications tab). */
const DEFAULT_NOTIFICATIONS: Record<
  (typeof CUSTOMER_NOTIFICATION_TYPES)[number],
  Omit<CustomerNotification, 'type'>
> = {
  newForYou: { email: true, browser: true, app: true },
  accountActivity: { email: true, browser: true, app: true },
  newBrowserSignIn: { email: true, browser: true, app: false },
  newDeviceLinked: { email: true, browser: false, app: false },
}

/** Every known type once, in the fixed order; a stored choice wins over the default. */
function withDefaults(stored: Partial<CustomerSettings> | null | undefined): CustomerSettings {
  const chosen = new Map((stored?.notifications ?? []).map((entry) => [entry.type, entry]))
  return {
    notifications: CUSTOMER_NOTIFICATION_TYPES.map((type) => {
      const entry = chosen.get(type)
      return entry
        ? { type, email: entry.email, browser: entry.browser, app: entry.app }
        : { type, ...DEFAULT_NOTIFICATIONS[type] }
    }),
    twoStepEnabled: stored?.twoStepEnabled ?? false,
  }
}

/** The customer by public customerId with status, contact and settings; undefined when unknown. */
export async function getCustomer(db: Db, customerCode: number): Promise<CustomerDetail | undefined> {
  const row = await customersRepo.findCustomerByCode(db, customerCode)
  if (!row) return undefined
  return {
    ...toCustomer(row),
    status: row.status as CustomerStatus,
    contact: row.contact,
    settings: withDefaults(row.settings as Partial<CustomerSettings>),
  }
}

export async function updateCustomer(
  db: Db,
  customerCode: number,
  input: CustomerUpdate,
): Promise<CustomerDetail | undefined> {
  const country = CUSTOMER_COUNTRIES.find((entry) => entry.code === input.countryCode)!
  const updated = await customersRepo.updateCustomer(db, customerCode, {
    customer: input.customer,
    email: input.email.toLowerCase(),
    contact: input.contact,
    country: country.name,
    countryCode: country.code,
    status: input.status,
  })
  return updated ? getCustomer(db, customerCode) : undefined
}

export async function updateCustomerSettings(
  db: Db,
  customerCode: number,
  changes: CustomerSettingsUpdate,
): Promise<CustomerDetail | undefined> {
  // Notifications are stored complete (every type) so a later change of defaults leaves them be.
  const stored: CustomerSettingsUpdate = {
    ...changes,
    notifications: changes.notifications
      ? withDefaults({ notifications: changes.notifications }).notifications
      : undefined,
  }
  const updated = await customersRepo.mergeCustomerSettings(db, customerCode, stored)
  return updated ? getCustomer(db, customerCode) : undefined
}

/** The customer's orders, paged and sorted like the order list; undefined when the customer is unknown. */
export async function listCustomerOrders(
  db: Db,
  customerCode: number,
  query: OrderListQuery,
): Promise<OrderListResponse | undefined> {
  const customerRowId = await customersRepo.findCustomerRowId(db, customerCode)
  if (customerRowId === undefined) return undefined
  return ordersService.listOrders(db, query, { customerRowId })
}

/** Addresses used per kind, most recently used first (at most 20 of each). */
export async function listCustomerAddresses(
  db: Db,
  customerCode: number,
): Promise<{ addresses: CustomerAddress[] } | undefined> {
  const customerRowId = await customersRepo.findCustomerRowId(db, customerCode)
  if (customerRowId === undefined) return undefined
  const { shipping, billing } = await customersRepo.selectCustomerAddresses(db, customerRowId, 20)
  const addresses = [
    ...shipping.map((row) => ({
      type: 'shipping' as const,
      address: row.address!,
      orders: row.orders,
      lastUsedAt: row.lastUsedAt,
    })),
    ...billing.map((row) => ({
      type: 'billing' as const,
      address: row.address!,
      orders: row.orders,
      lastUsedAt: row.lastUsedAt,
    })),
  ]
  return { addresses }
}

/**
 * The storefront's customer for a placed order: the one with this email (the newest when several),
 * or, for a store that reaches customers by phone, the one with this phone; else a new one.
 */
export const findOrCreateCustomer = customersRepo.findOrCreateCustomer
