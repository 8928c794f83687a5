// SQL of the customers module: the filtered, sorted, paged list and its count, keyset batches for
// the export, one customer by public customerId, its edit and settings, and the addresses its
// orders were sent and billed to.
import { and, count, desc, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import {
  CUSTOMER_COUNTRIES,
  type CustomerExportQuery,
  type CustomerSettingsUpdate,
  type CustomerSortKey,
} from '@aurum/shared'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Db } from '../../../db/client.js'
import { customerCounts, customers, orders } from '../../../db/schema/index.js'
import { orderByColumns, pageOffset, pageWithTotal, searchColumns } from '../../../db/sql-helpers.js'
import { keysetAfter, keysetKeyText, type KeysetCursor, type KeysetType } from '../orders/keyset.js'

export const customerListColumns = {
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

type SortColumn = AnyColumn
const sortColumns: Record<CustomerSortKey, { column: SortColumn; type: KeysetType }> = {
  customer: { column: customers.customer, type: 'text' },
  country: { column: customers.country, type: 'text' },
  customerId: { column: customers.customerCode, type: 'integer' },
  orders: { column: customers.orderCount, type: 'integer' },
  totalSpent: { column: customers.totalSpent, type: 'numeric' },
}

type CustomerSort = Pick<CustomerExportQuery, 'sortBy' | 'orderBy'>

/** Without a sortBy customers come in the order they joined (id). */
function listSort(query: CustomerSort) {
  if (!query.sortBy)
    return { column: customers.id as SortColumn, type: 'integer' as KeysetType, orderBy: query.orderBy }
  return { ...sortColumns[query.sortBy], orderBy: query.orderBy }
}

/**
 * q: customer name or email (trigram indexes), or country. Countries come from CUSTOMER_COUNTRIES
 * (the seed and the edit form allow no other), so the term is matched against that short list here
 * and the rows by equality on the country index: a trigram scan of a 20-value column costs tens of
 * milliseconds at a million rows and finds nothing for most terms (names, emails).
 */
function listFilter(query: Pick<CustomerExportQuery, 'q'>): SQL | undefined {
  if (!query.q) return undefined
  const term = query.q.toLowerCase()
  const countries = CUSTOMER_COUNTRIES.filter((country) => country.name.toLowerCase().includes(term)).map(
    (country) => country.name,
  )
  return or(
    searchColumns(query.q, [customers.customer, customers.email]),
    countries.length ? inArray(customers.country, countries) : undefined,
  )
}

export type CustomerListRow = SelectResultFields<typeof customerListColumns>

/** Every customer: the trigger-kept customer_counts (a row per status and country) instead of a scan. */
function keptCustomerTotal(db: Db) {
  return db.select({ total: sql<string | null>`sum(${customerCounts.total})` }).from(customerCounts)
}

async function countCustomers(db: Db, query: Pick<CustomerExportQuery, 'q'>): Promise<number> {
  if (!query.q) {
    const [counted] = await keptCustomerTotal(db)
    return Number(counted?.total ?? 0)
  }
  const [row] = await db.select({ total: count() }).from(customers).where(listFilter(query))
  return row?.total ?? 0
}

/**
 * One page and the number of matches in one query (see orders): without a search the total rides
 * along from customer_counts; with one, a window count over the matches.
 */
export async function selectCustomersPage(
  db: Db,
  query: CustomerExportQuery & { page: number; itemsPerPage: number },
) {
  const sort = listSort(query)
  const offset = pageOffset(query.page, query.itemsPerPage)
  if (!query.q) {
    // The page's ids first, from the sort column's index alone (it skips the offset without
    // reading the table); then only those customers are read.
    const picked = db
      .select({ id: customers.id })
      .from(customers)
      .orderBy(...orderByColumns(sort.column, sort.orderBy, customers.id))
      .limit(query.itemsPerPage)
      .offset(offset)
      .as('picked')
    const found = await db
      .select({
        ...customerListColumns,
        total: sql<number>`coalesce((${keptCustomerTotal(db)}), 0)`.mapWith(Number),
      })
      .from(customers)
      .innerJoin(picked, eq(picked.id, customers.id))
      .orderBy(...orderByColumns(sort.column, sort.orderBy, customers.id))
    return pageWithTotal(found, () => countCustomers(db, query))
  }
  const matched = db
    .select({
      ...customerListColumns,
      sortKey: sql`${sort.column}`.as('sort_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(customers)
    .where(listFilter(query))
    .as('matched')
  const { sortKey, total: _total, ...columns } = matched._.selectedFields
  const found = await db
    .select({ ...columns, total: matched.total })
    .from(matched)
    .orderBy(...orderByColumns(sortKey, sort.orderBy, matched.id))
    .limit(query.itemsPerPage)
    .offset(offset)
  // Nothing on page 1 means nothing matched; a page past the end counts on its own.
  return pageWithTotal(found, async () => (query.page === 1 ? 0 : countCustomers(db, query)))
}

/** The next `limit` rows of the export after `cursor`, in the list's order, with the next cursor. */
export async function selectCustomersBatch(
  db: Db,
  query: CustomerExportQuery,
  cursor: KeysetCursor | null,
  limit: number,
) {
  const sort = listSort(query)
  const rows = await db
    .select({ ...customerListColumns, sortKeyText: keysetKeyText(sort.column) })
    .from(customers)
    .where(and(listFilter(query), keysetAfter(cursor, sort.column, sort.type, customers.id, sort.orderBy)))
    .orderBy(...orderByColumns(sort.column, sort.orderBy, customers.id))
    .limit(limit)
  const last = rows.at(-1)
  return {
    rows: rows.map(({ sortKeyText: _key, ...row }) => row as CustomerListRow),
    cursor: last ? { key: last.sortKeyText, id: last.id } : cursor,
  }
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
