// SQL of the customers module: the list and its export (through the list kit), one customer by
// public customerId, its edit and settings, and the addresses its orders were sent and billed to.
import { and, desc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm'
import {
  CUSTOMER_COUNTRIES,
  countryCodesMatching,
  type CustomerExportQuery,
  type CustomerListQuery,
  type CustomerSettingsUpdate,
  type CustomerSortKey,
} from '@aurum/shared'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db, Tx } from '#server/db/client.js'
import { customerCounts, customers, orders } from '#server/db/schema/index.js'
import { defineList, type PickedPage } from '#server/db/list-kit.js'
import { searchColumns } from '#server/db/sql-helpers.js'

const customerListColumns = {
  id: customers.id,
  customer: customers.customer,
  customerCode: customers.customerCode,
  email: customers.email,
  country: customers.country,
  countryCode: customers.countryCode,
  orderCount: customers.orderCount,
  totalSpent: customers.totalSpent,
  avatar: customers.avatar,
}

const detailColumns = {
  ...customerListColumns,
  status: customers.status,
  contact: customers.contact,
  settings: customers.settings,
}

const customerList = defineList<CustomerSortKey, Pick<CustomerExportQuery, 'q' | 'lang'>>({
  table: customers,
  id: customers.id,
  sorts: {
    customer: { column: customers.customer, type: 'text' },
    country: { column: customers.country, type: 'text' },
    customerId: { column: customers.customerCode, type: 'integer' },
    orders: { column: customers.orderCount, type: 'integer' },
    totalSpent: { column: customers.totalSpent, type: 'numeric' },
  },
  // Without a sortBy customers come in the order they joined (id).
  defaultSort: (orderBy) => ({ column: customers.id, type: 'integer', orderBy }),
  ties: 'same',
  /**
   * q: customer name or email (trigram indexes), or country by its name in the reader's language
   * (lang). Countries come from CUSTOMER_COUNTRIES (the seed and the edit form allow no other), so
   * the term is matched against that short list's names here and the rows by equality on the
   * country index: a trigram scan of a 20-value column costs tens of milliseconds at a million rows
   * and finds nothing for most terms (names, emails).
   */
  where: (query) => {
    if (!query.q) return undefined
    const codes = new Set(countryCodesMatching(query.q, query.lang))
    const countries = CUSTOMER_COUNTRIES.filter((country) => codes.has(country.code.toUpperCase())).map(
      (country) => country.name,
    )
    return or(
      searchColumns(query.q, [customers.customer, customers.email]),
      countries.length ? inArray(customers.country, countries) : undefined,
    )
  },
  searches: (query) => Boolean(query.q),
  // Every customer: the trigger-kept customer_counts (a row per status and country) instead of a scan.
  keptTotal: (db) => sql`${keptCustomerCount(db)}`,
})

/** How many customers there are, from the trigger-kept customer_counts: the list's total and the dashboards'. */
function keptCustomerCount(db: Db) {
  return db.select({ total: sql<string | null>`sum(${customerCounts.total})` }).from(customerCounts)
}

export async function countCustomers(db: Db): Promise<number> {
  const [row] = await keptCustomerCount(db)
  return Number(row?.total ?? 0)
}

export type CustomerListRow = SelectResultFields<typeof customerListColumns>

const readCustomers = (db: Db) => (picked: PickedPage) =>
  db
    .select({ ...customerListColumns, total: picked.total })
    .from(picked)
    .innerJoin(customers, eq(customers.id, picked.id))

export function selectCustomersPage(db: Db, query: CustomerListQuery) {
  return customerList.page<CustomerListRow>(db, query, readCustomers(db))
}

/** The CSV export's batches, in the list's order. */
export function selectCustomerBatches(db: Db, query: CustomerExportQuery, size: number) {
  return customerList.batches<CustomerListRow>(db, query, readCustomers(db), size)
}

export async function findCustomerByCode(db: Db, customerCode: number) {
  const [row] = await db
    .select(detailColumns)
    .from(customers)
    .where(eq(customers.customerCode, customerCode))
    .limit(1)
  return row
}

export async function findCustomerRowId(db: Db, customerCode: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerCode, customerCode))
    .limit(1)
  return row?.id
}

export type CustomerWrite = Pick<
  typeof customers.$inferInsert,
  'customer' | 'email' | 'contact' | 'country' | 'countryCode' | 'status'
>

export async function updateCustomer(db: Db, customerCode: number, fields: CustomerWrite): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set(fields)
    .where(eq(customers.customerCode, customerCode))
    .returning({ id: customers.id })
  return rows.length > 0
}

/** Merges the given keys into the stored settings in one statement (two tabs saving at once both land). */
export async function mergeCustomerSettings(
  db: Db,
  customerCode: number,
  changes: CustomerSettingsUpdate,
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ settings: sql`${customers.settings} || ${JSON.stringify(changes)}::jsonb` })
    .where(eq(customers.customerCode, customerCode))
    .returning({ id: customers.id })
  return rows.length > 0
}

/** Distinct shipping and billing addresses of the customer's orders, with use counts. */
export async function selectCustomerAddresses(db: Db, customerRowId: number, limit: number) {
  const lastUsed = sql<string>`to_char(max(${orders.orderedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`
  const uses = sql<number>`count(*)::int`.mapWith(Number)
  const [shipping, billing] = await Promise.all([
    db
      .select({ address: orders.shippingAddress, orders: uses, lastUsedAt: lastUsed })
      .from(orders)
      .where(and(eq(orders.customerId, customerRowId), isNotNull(orders.shippingAddress)))
      .groupBy(orders.shippingAddress)
      .orderBy(desc(sql`max(${orders.orderedAt})`))
      .limit(limit),
    db
      .select({ address: orders.billingAddress, orders: uses, lastUsedAt: lastUsed })
      .from(orders)
      .where(and(eq(orders.customerId, customerRowId), isNotNull(orders.billingAddress)))
      .groupBy(orders.billingAddress)
      .orderBy(desc(sql`max(${orders.orderedAt})`))
      .limit(limit),
  ])
  return { shipping, billing }
}

/**
 * The customer with this email (the newest when several), or without an email (a store that
 * reaches customers by phone) the one with this phone; else a new one.
 */
export async function findOrCreateCustomer(
  tx: Tx,
  values: { customer: string; email: string; country: string; countryCode: string; contact: string },
): Promise<{ id: number; customerCode: number; created: boolean }> {
  const same = values.email
    ? sql`lower(${customers.email}) = lower(${values.email})`
    : values.contact
      ? and(eq(customers.contact, values.contact), eq(customers.email, ''))
      : undefined
  if (same) {
    const [existing] = await tx
      .select({ id: customers.id, customerCode: customers.customerCode })
      .from(customers)
      .where(same)
      .orderBy(sql`${customers.id} desc`)
      .limit(1)
    if (existing) return { ...existing, created: false }
  }
  // Serialises new customer codes (two checkouts at once would otherwise pick the same one).
  await tx.execute(sql`select pg_advisory_xact_lock(7261123)`)
  const [last] = await tx.select({ code: max(customers.customerCode) }).from(customers)
  const [row] = await tx
    .insert(customers)
    .values({
      ...values,
      customerCode: (last?.code ?? 100_000) + 1,
    })
    .returning({ id: customers.id, customerCode: customers.customerCode })
  return { ...row!, created: true }
}
