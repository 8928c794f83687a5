// Invoices, their clients, line items and the bank details shown on the invoice.
import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'

export const invoiceClients = pgTable(
  'invoice_clients',
  {
    id: serialId(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    companyEmail: text('company_email').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    contact: text('contact').notNull(),
  },
  (t) => [
    index('invoice_clients_name_idx').on(t.name, t.id),
    // One trigram index over what q searches (name and company email together): with one index per
    // column the planner priced two ilike per row below two index scans and read all 50,000 clients
    // (58–470 ms against 0.7 ms). The expression must stay identical to clientSearchText() in
    // modules/invoices/repo.ts for the planner to use it.
    index('invoice_clients_search_trgm').using(
      'gin',
      sql`(${t.name} || ' ' || ${t.companyEmail}) gin_trgm_ops`,
    ),
    index('invoice_clients_company_trgm').using('gin', t.company.op('gin_trgm_ops')),
  ],
)

export const invoices = pgTable(
  'invoices',
  {
    /** Numbered from 4987, as the demo's invoices. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 4987 }),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => invoiceClients.id, { onDelete: 'restrict' }),
    service: text('service').notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    avatar: text('avatar'),
    /** Paid, Downloaded, Sent, Draft, Partial Payment or Past Due. */
    invoiceStatus: text('invoice_status').notNull(),
    /** Still owed; negative when the client paid more (a credit). */
    balance: numeric('balance', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    // The spec's paymentDetails: one set per invoice.
    totalDue: numeric('total_due', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    bankCountry: text('bank_country').notNull(),
    iban: text('iban').notNull(),
    swiftCode: text('swift_code').notNull(),
    /** How the invoice left the house: Draft, Downloaded or Sent; the status follows from it and the payments. */
    delivery: text('delivery').notNull().default('Draft'),
    /** Percent, two decimals, on the lines' net amount. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    notes: text('notes').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_client_idx').on(t.clientId, t.id),
    index('invoices_issued_date_idx').on(t.issuedDate, t.id),
    index('invoices_total_idx').on(t.total, t.id),
    index('invoices_balance_idx').on(t.balance, t.id),
    index('invoices_status_idx').on(t.invoiceStatus, t.id),
    // A status within a date range (the list's two filters together): its capped count reads
    // the range of one status instead of every invoice of the months (383 → a few ms at 1,000,000).
    index('invoices_status_issued_date_idx').on(t.invoiceStatus, t.issuedDate, t.id),
  ],
)

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serialId(),
    invoiceId: cascadingId('invoice_id', () => invoices.id),
    item: text('item').notNull(),
    description: text('description').notNull().default(''),
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    /** Percent off the line. */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** cost × qty less the discount. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId)],
)

/** Money received against an invoice; the balance is the total less their sum. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serialId(),
    invoiceId: cascadingId('invoice_id', () => invoices.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceId, t.id)],
)

/**
 * Invoices per status with their money, kept exact by statement triggers (migration 0028): the
 * list's total without a search or a date range, and the stat cards, without counting the table.
 */
export const invoiceCounts = pgTable('invoice_counts', {
  status: text('status').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
  invoiced: numeric('invoiced', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  balance: numeric('balance', { precision: 20, scale: 2, mode: 'number' }).notNull(),
  outstanding: numeric('outstanding', { precision: 20, scale: 2, mode: 'number' }).notNull(),
})
