// SQL of the invoices module: the list and its export (through the list kit, with each invoice's
// client), the stat cards, one invoice with its lines and payments, clients, writes that number
// invoices without gaps, payments, and the delete.
import { and, asc, count, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import {
  parseInvoiceDateRange,
  type InvoiceExportQuery,
  type InvoiceListQuery,
  type InvoiceSortKey,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { defineList, type PickedPage } from '../../db/list-kit.js'
import {
  invoiceClients,
  invoiceCounts,
  invoiceItems,
  invoicePayments,
  invoices,
} from '../../db/schema/index.js'
import { containsPattern } from '../../db/sql-helpers.js'

const invoiceListColumns = {
  id: invoices.id,
  issuedDate: invoices.issuedDate,
  dueDate: invoices.dueDate,
  service: invoices.service,
  total: invoices.total,
  avatar: invoices.avatar,
  invoiceStatus: invoices.invoiceStatus,
  balance: invoices.balance,
  clientId: invoiceClients.id,
  clientName: invoiceClients.name,
  company: invoiceClients.company,
  companyEmail: invoiceClients.companyEmail,
  address: invoiceClients.address,
  country: invoiceClients.country,
  contact: invoiceClients.contact,
}
export type InvoiceListRow = SelectResultFields<typeof invoiceListColumns>

type InvoiceFilters = Pick<InvoiceExportQuery, 'q' | 'status' | 'selectedDateRange'>

/** What the list's q searches in a client; identical to the expression of invoice_clients_search_trgm. */
const clientSearchText = () => sql`(${invoiceClients.name} || ' ' || ${invoiceClients.companyEmail})`

const withClient = <Q extends PgSelect>(select: Q): Q =>
  select.innerJoin(invoiceClients, eq(invoiceClients.id, invoices.clientId)) as unknown as Q

const invoiceList = defineList<InvoiceSortKey, InvoiceFilters>({
  table: invoices,
  id: invoices.id,
  sorts: {
    client: { column: invoiceClients.name, type: 'text' },
    total: { column: invoices.total, type: 'numeric' },
    id: { column: invoices.id, type: 'integer' },
    date: { column: invoices.issuedDate, type: 'date' },
    // numeric column: -50 sorts before 10, as money does (not as text).
    balance: { column: invoices.balance, type: 'numeric' },
  },
  // Newest first: invoice numbers grow with time, and the id index serves it.
  defaultSort: () => ({ column: invoices.id, type: 'integer', orderBy: 'desc' }),
  ties: 'same',
  /**
   * q matches the client's name or company email (their trigram index finds the clients first,
   * handed over as an array) or, when it is digits, the invoice numbers starting with it.
   */
  where: (query) => {
    const pattern = query.q ? containsPattern(query.q) : undefined
    const range = parseInvoiceDateRange(query.selectedDateRange)
    return and(
      query.status ? eq(invoices.invoiceStatus, query.status) : undefined,
      range ? and(gte(invoices.issuedDate, range.start), lte(invoices.issuedDate, range.end)) : undefined,
      pattern
        ? sql`(${invoices.clientId} = any(array(select ${invoiceClients.id} from ${invoiceClients} where ${clientSearchText()} ilike ${pattern}))${numberPrefix(query.q)})`
        : undefined,
    )
  },
  // A date range is counted as a search is (exact up to SEARCH_TOTAL_CAP, then "at least"): at
  // 1,000,000 invoices the exact count of a month's rows took 260 ms, and no kept count has months.
  searches: (query) => Boolean(query.q || query.selectedDateRange),
  join: (select, sort) => (sort.column === invoiceClients.name ? withClient(select) : select),
  // Without a search or a date range the total comes from the trigger-kept invoice_counts (≤ 6 rows).
  keptTotal: (db, query) =>
    sql`${db
      .select({ total: sql`sum(${invoiceCounts.total})` })
      .from(invoiceCounts)
      .where(query.status ? eq(invoiceCounts.status, query.status) : undefined)}`,
})

/**
 * Digits-only q also matches invoice numbers starting with it, as id ranges the primary key
 * serves ("49" → 49, 490-499, 4900-4999, …) instead of a full scan of id::text.
 */
function numberPrefix(q: string | undefined) {
  if (!q || !/^[0-9]{1,9}$/.test(q)) return sql``
  const first = Number(q)
  const ranges = []
  for (let scale = 1; first * scale <= 2_147_483_647 && scale <= 1e9; scale *= 10) {
    const low = first * scale
    if (low === 0 && scale > 1) break
    ranges.push(sql` or ${invoices.id} between ${low} and ${Math.min(low + scale - 1, 2_147_483_647)}`)
  }
  return sql.join(ranges, sql``)
}

/**
 * The kit's picked page carries its count in a column named `total`, which the invoice's own
 * `total` would make ambiguous: the rows are read from a subquery that names it invoice_total.
 */
const readInvoices = (db: Db) => (picked: PickedPage) => {
  const shown = db
    .select({
      id: invoices.id,
      issuedDate: invoices.issuedDate,
      dueDate: invoices.dueDate,
      service: invoices.service,
      invoiceTotal: sql<number>`${invoices.total}`.mapWith(Number).as('invoice_total'),
      avatar: invoices.avatar,
      invoiceStatus: invoices.invoiceStatus,
      balance: invoices.balance,
      clientRowId: invoices.clientId,
    })
    .from(invoices)
    .as('shown')
  return db
    .select({
      id: shown.id,
      issuedDate: shown.issuedDate,
      dueDate: shown.dueDate,
      service: shown.service,
      invoiceTotal: shown.invoiceTotal,
      avatar: shown.avatar,
      invoiceStatus: shown.invoiceStatus,
      balance: shown.balance,
      clientId: invoiceClients.id,
      clientName: invoiceClients.name,
      company: invoiceClients.company,
      companyEmail: invoiceClients.companyEmail,
      address: invoiceClients.address,
      country: invoiceClients.country,
      contact: invoiceClients.contact,
      total: picked.total,
    })
    .from(picked)
    .innerJoin(shown, eq(shown.id, picked.id))
    .innerJoin(invoiceClients, eq(invoiceClients.id, shown.clientRowId))
}

type PagedRow = Omit<InvoiceListRow, 'total'> & { invoiceTotal: number }
const restoreTotal = ({ invoiceTotal, ...row }: PagedRow): InvoiceListRow => ({ ...row, total: invoiceTotal })

export async function selectInvoicesPage(db: Db, query: InvoiceListQuery) {
  const page = await invoiceList.page<PagedRow>(db, query, readInvoices(db))
  return { ...page, rows: page.rows.map(restoreTotal) }
}

export async function* selectInvoiceBatches(db: Db, query: InvoiceExportQuery, size: number) {
  for await (const rows of invoiceList.batches<PagedRow & { id: number }>(db, query, readInvoices(db), size))
    yield rows.map(restoreTotal)
}

/**
 * The one definition of an invoice's money, for every figure that shows it (the list's cards, the
 * CRM and analytics dashboards): collected is the total less the balance, which is the sum of its
 * payments, an overpayment included (the money was received; the balance goes negative); owed is
 * the balance when positive (a credit owes nothing). invoice_counts keeps per status the sums of
 * total, balance and owed, so the kept figures and those over rows of a period agree.
 */
const collected = sql`${invoices.total} - ${invoices.balance}`
const owed = sql`greatest(${invoices.balance}, 0)`
const money = (expression: SQL) => sql<number>`coalesce(round(${expression}, 2), 0)::float8`.mapWith(Number)

/** The stat cards, from invoice_counts: paid is what was invoiced less what the balances still say. */
export async function selectStats(db: Db) {
  const [totals] = await db
    .select({
      total: sql<number>`coalesce(sum(${invoiceCounts.total}), 0)`.mapWith(Number),
      invoiced: sql<number>`coalesce(sum(${invoiceCounts.invoiced}), 0)::float8`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${invoiceCounts.invoiced} - ${invoiceCounts.balance}), 0)::float8`.mapWith(
        Number,
      ),
      outstanding: sql<number>`coalesce(sum(${invoiceCounts.outstanding}), 0)::float8`.mapWith(Number),
    })
    .from(invoiceCounts)
  const statuses = await db
    .select({ status: invoiceCounts.status, total: sql<number>`${invoiceCounts.total}`.mapWith(Number) })
    .from(invoiceCounts)
  return { ...totals!, statuses }
}

/** Invoiced, collected and owed over the invoices issued in [from, to) (days, 'YYYY-MM-DD'). */
function issuedBetween(range: { from: string; to: string }) {
  return and(gte(invoices.issuedDate, range.from), lt(invoices.issuedDate, range.to))
}

export async function selectIssuedTotals(db: Db, range: { from: string; to: string }) {
  const [row] = await db
    .select({
      issued: count(),
      invoiced: money(sql`sum(${invoices.total})`),
      collected: money(sql`sum(${collected})`),
      outstanding: money(sql`sum(${owed})`),
    })
    .from(invoices)
    .where(issuedBetween(range))
  return row ?? { issued: 0, invoiced: 0, collected: 0, outstanding: 0 }
}

/** The same per month of issue ('YYYY-MM'), for the months holding invoices in [from, to). */
export function selectIssuedMonths(db: Db, range: { from: string; to: string }) {
  const month = sql<string>`to_char(date_trunc('month', ${invoices.issuedDate}), 'YYYY-MM')`
  return db
    .select({
      month,
      invoiced: money(sql`sum(${invoices.total})`),
      collected: money(sql`sum(${collected})`),
    })
    .from(invoices)
    .where(issuedBetween(range))
    .groupBy(month)
}

export async function findInvoice(db: Db, id: number) {
  const [row] = await db
    .select({
      ...invoiceListColumns,
      delivery: invoices.delivery,
      taxRate: invoices.taxRate,
      notes: invoices.notes,
      sentAt: invoices.sentAt,
      totalDue: invoices.totalDue,
      bankName: invoices.bankName,
      bankCountry: invoices.bankCountry,
      iban: invoices.iban,
      swiftCode: invoices.swiftCode,
    })
    .from(invoices)
    .innerJoin(invoiceClients, eq(invoiceClients.id, invoices.clientId))
    .where(eq(invoices.id, id))
    .limit(1)
  return row
}

export function selectLines(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoiceItems.id,
      item: invoiceItems.item,
      description: invoiceItems.description,
      cost: invoiceItems.cost,
      qty: invoiceItems.qty,
      discount: invoiceItems.discount,
      price: invoiceItems.price,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.id))
}

export function selectPayments(db: Db, invoiceId: number) {
  return db
    .select({
      id: invoicePayments.id,
      amount: invoicePayments.amount,
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      note: invoicePayments.note,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id))
}

const clientColumns = {
  id: invoiceClients.id,
  name: invoiceClients.name,
  company: invoiceClients.company,
  companyEmail: invoiceClients.companyEmail,
  address: invoiceClients.address,
  country: invoiceClients.country,
  contact: invoiceClients.contact,
}

/** The first `limit` clients by id, or those whose name, company or email contains q. */
export function selectClients(db: Db, q: string | undefined, limit: number) {
  const pattern = q ? containsPattern(q) : undefined
  return db
    .select(clientColumns)
    .from(invoiceClients)
    .where(
      pattern
        ? or(sql`${clientSearchText()} ilike ${pattern}`, ilike(invoiceClients.company, pattern))
        : undefined,
    )
    .orderBy(asc(invoiceClients.id))
    .limit(limit)
}

export async function findClient(db: Db, id: number) {
  const [row] = await db.select(clientColumns).from(invoiceClients).where(eq(invoiceClients.id, id)).limit(1)
  return row
}

export async function insertClient(db: Db, client: typeof invoiceClients.$inferInsert) {
  const [row] = await db.insert(invoiceClients).values(client).returning(clientColumns)
  return row!
}

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0]
type InvoiceFields = Omit<typeof invoices.$inferInsert, 'id'>
type LineFields = Omit<typeof invoiceItems.$inferInsert, 'id' | 'invoiceId'>

/** Any number under this lock key belongs to the invoice numbering (pg_advisory_xact_lock). */
const NUMBERING_LOCK = 4987

/**
 * Inserts an invoice under the next number: the transaction takes the numbering lock, so two
 * creations never read the same highest number, and a rolled-back one leaves no gap (the number
 * is read again by the next). The identity sequence is moved past it for the bulk seeder.
 */
export async function insertInvoice(db: Db, fields: InvoiceFields, lines: LineFields[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`)
    const [last] = await tx.select({ id: sql<number>`coalesce(max(${invoices.id}), 4986)` }).from(invoices)
    const id = Number(last!.id) + 1
    await tx.insert(invoices).values({ ...fields, id })
    await tx.execute(sql`select setval(pg_get_serial_sequence('invoices', 'id'), ${id})`)
    await insertLines(tx, id, lines)
    return id
  })
}

async function insertLines(tx: Executor, invoiceId: number, lines: LineFields[]) {
  if (lines.length) await tx.insert(invoiceItems).values(lines.map((line) => ({ ...line, invoiceId })))
}

/** Replaces the invoice's fields and lines; false when it does not exist. */
export async function updateInvoice(db: Db, id: number, fields: Partial<InvoiceFields>, lines: LineFields[]) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(invoices)
      .set(fields)
      .where(eq(invoices.id, id))
      .returning({ id: invoices.id })
    if (!updated.length) return false
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id))
    await insertLines(tx, id, lines)
    return true
  })
}

/** Sets the derived fields (status, balance, what is due) and how it left the house. */
async function setInvoiceState(db: Db | Executor, id: number, state: InvoiceState) {
  await db.update(invoices).set(state).where(eq(invoices.id, id))
}

/** Sum of the payments, in cents. */
export async function paidCents(db: Db | Executor, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${invoicePayments.amount}) * 100, 0)::bigint`.mapWith(Number) })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
  return row?.cents ?? 0
}

export type InvoiceState = Partial<
  Pick<InvoiceFields, 'invoiceStatus' | 'balance' | 'totalDue' | 'delivery' | 'sentAt'>
>
type StateInput = { totalCents: number; paidCents: number; dueDate: string; delivery: string }

/**
 * Changes an invoice and sets the state that follows from it, in one transaction holding the
 * invoice's row (SELECT … FOR UPDATE: changes of one invoice, e.g. parallel payments, queue here
 * one after the other, on PostgreSQL and on PGlite alike): `change` runs first (a payment, a
 * delivery; it may refuse by throwing, which rolls back), then `derive` computes the state from the
 * total, the sum of the payments, the due date and the delivery. False when it does not exist.
 */
export async function changeInvoiceState(
  db: Db,
  id: number,
  change: (
    tx: Executor,
    current: { delivery: string; issuedDate: string; totalCents: number },
  ) => Promise<{ delivery?: string; sentAt?: Date } | void>,
  derive: (input: StateInput) => InvoiceState,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        total: invoices.total,
        issuedDate: invoices.issuedDate,
        dueDate: invoices.dueDate,
        delivery: invoices.delivery,
      })
      .from(invoices)
      .where(eq(invoices.id, id))
      .for('update')
    if (!row) return false
    const changed =
      (await change(tx, {
        delivery: row.delivery,
        issuedDate: row.issuedDate,
        totalCents: Math.round(row.total * 100),
      })) ?? {}
    const delivery = changed.delivery ?? row.delivery
    const state = derive({
      totalCents: Math.round(row.total * 100),
      paidCents: await paidCents(tx, id),
      dueDate: row.dueDate,
      delivery,
    })
    await setInvoiceState(tx, id, {
      ...state,
      delivery,
      ...(changed.sentAt ? { sentAt: changed.sentAt } : {}),
    })
    return true
  })
}

export async function insertPayment(tx: Executor, payment: typeof invoicePayments.$inferInsert) {
  await tx.insert(invoicePayments).values(payment)
}

export async function deleteInvoice(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(invoices).where(eq(invoices.id, id)).returning({ id: invoices.id })
  return gone.length > 0
}
