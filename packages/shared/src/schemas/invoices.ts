// Contracts of the invoice app (spec sections 3, 4, 7 and 8): the list query (the web holds it in
// the URL) and answer, one invoice with its payment details, lines and payments, the clients, the
// create/update form, payments and sending. Amounts cross the wire as numbers of the invoice's
// currency units (dollars, two decimals); the server computes every total in integer cents.
import { z } from 'zod'
import { INVOICE_STATUSES } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import {
  INT4_MAX,
  optionalQueryEnum,
  optionalQueryText,
  pagedQuery,
  totalIsLowerBoundSchema,
} from './common.js'
import { countryCodeSchema } from './countries.js'

export const INVOICE_MESSAGES = defineMessages('invoices', {
  // Spec section 8, word for word.
  notFound: 'No invoice found with this id',
  deleteFailed: 'Something went wrong',
  clientNotFound: 'No such client',
  dateRange: 'Give a date range as YYYY-MM-DD or YYYY-MM-DD to YYYY-MM-DD',
  dueBeforeIssued: 'The due date cannot be before the issue date',
  itemsRequired: 'Add at least one line',
  required: 'Required',
  tooLong: 'Too long',
  amount: 'Enter an amount with at most two decimals',
  amountTooLarge: 'Amount too large',
  paymentMinimum: 'A payment is at least 0.01',
  paymentAboveBalance: 'The payment is more than the balance due, {balance}',
  paymentNothingDue: 'Nothing is due on this invoice',
  paidOnRequired: 'Enter the payment date',
  paidOnFormat: 'Write the payment date as YYYY-MM-DD',
  paidOnNoSuchDay: 'There is no such day in the calendar',
  paidOnFuture: 'The payment date cannot be in the future',
  paidOnBeforeIssued: 'The payment date cannot be before the issue date, {issuedDate}',
  percent: 'Enter a percentage from 0 to 100',
  quantity: 'Enter a whole quantity from 1 to 100000',
  email: 'Enter a valid email',
  noClientEmail: 'This client has no email address to send to',
})
const M = INVOICE_MESSAGES

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number]
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES)
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>
export const INVOICE_PAYMENT_METHODS = [
  'Bank Transfer',
  'Cash',
  'Credit Card',
  'Debit Card',
  'Paypal',
] as const
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number]
/** The spec's client picker shows this many clients. */
export const INVOICE_CLIENT_PICKER_SIZE = 5

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A real calendar day (2025-02-30 is not), so PostgreSQL never sees a date it refuses. */
const validDay = isoDay.refine((value) => {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}, M.dateRange)
const amount = z.number()
const MAX_AMOUNT = 99_999_999.99

/** A money amount typed by a person: at most two decimals, within the columns' range. */
const moneyInput = z
  .number(M.amount)
  .finite(M.amount)
  .max(MAX_AMOUNT, M.amountTooLarge)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, M.amount)

export const invoiceClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
})
export type InvoiceClient = z.infer<typeof invoiceClientSchema>

export const invoiceClientCreateSchema = z.object({
  name: z.string().trim().min(1, M.required).max(120, M.tooLong),
  company: z.string().trim().min(1, M.required).max(120, M.tooLong),
  companyEmail: z.email(M.email).max(254, M.tooLong),
  address: z.string().trim().min(1, M.required).max(300, M.tooLong),
  /** ISO 3166-1 alpha-2, shown by name in the reader's language. */
  country: countryCodeSchema,
  contact: z.string().trim().min(1, M.required).max(40, M.tooLong),
})
export type InvoiceClientCreate = z.infer<typeof invoiceClientCreateSchema>

export const invoiceClientQuerySchema = z.object({ q: optionalQueryText })

/** One row of the list, in the spec's shape. */
export const invoiceSchema = z.object({
  id: z.number().int(),
  issuedDate: isoDay,
  dueDate: isoDay,
  client: invoiceClientSchema.omit({ id: true }).extend({ id: z.number().int() }),
  service: z.string(),
  total: amount,
  avatar: z.string().nullable(),
  invoiceStatus: invoiceStatusSchema,
  /** Still owed; negative when the client paid more (a credit). */
  balance: amount,
})
export type Invoice = z.infer<typeof invoiceSchema>

/** `start to end` (both included) or one day, as the range picker writes it; undefined when malformed. */
export function parseInvoiceDateRange(value: string | undefined): { start: string; end: string } | undefined {
  if (!value) return undefined
  const [start, end = start, ...rest] = value.trim().split(/\s+to\s+/)
  const check = (day: string | undefined) => validDay.safeParse(day).success
  if (rest.length || !check(start) || !check(end)) return undefined
  return start! <= end! ? { start: start!, end: end! } : { start: end!, end: start! }
}

/**
 * `selectedDateRange`: the issue dates to show, as the range picker writes them: `start to end`
 * (both included) or one day. It stays text (the web keeps it in the URL); parseInvoiceDateRange reads it.
 */
export const dateRangeQuery = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || parseInvoiceDateRange(value) !== undefined, M.dateRange)

export const invoiceFiltersSchema = z.object({
  /** Client name, company email or the invoice number (as text: "49" finds 4987). */
  q: optionalQueryText,
  status: optionalQueryEnum(INVOICE_STATUSES),
  selectedDateRange: dateRangeQuery,
})
export const invoiceListQuerySchema = pagedQuery(INVOICE_SORT_KEYS).extend(invoiceFiltersSchema.shape)
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>
export type InvoiceListQueryInput = z.input<typeof invoiceListQuerySchema>
export const invoiceExportQuerySchema = invoiceListQuerySchema.omit({ page: true, itemsPerPage: true })
export type InvoiceExportQuery = z.infer<typeof invoiceExportQuerySchema>

export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  totalInvoices: z.number().int().nonnegative(),
  totalIsLowerBound: totalIsLowerBoundSchema,
})
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>

/** The list's stat cards: counts by status, what was invoiced, what is paid and what is still owed. */
export const invoiceStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(INVOICE_STATUSES.map((status) => [status, z.number().int()])) as Record<
      InvoiceStatus,
      z.ZodNumber
    >,
  ),
  invoiced: amount,
  paid: amount,
  outstanding: amount,
})
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>

export const invoiceLineSchema = z.object({
  id: z.number().int(),
  item: z.string(),
  description: z.string(),
  cost: amount,
  qty: z.number().int(),
  /** Percent off this line, 0 to 100. */
  discount: z.number(),
  /** cost × qty less the discount, rounded to the cent. */
  price: amount,
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount,
  paidOn: isoDay,
  method: z.string(),
  note: z.string(),
})
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>

export const paymentDetailsSchema = z.object({
  totalDue: amount,
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

export const invoiceDetailSchema = z.object({
  invoice: invoiceSchema.extend({
    items: z.array(invoiceLineSchema),
    payments: z.array(invoicePaymentSchema),
    subtotal: amount,
    discount: amount,
    /** Tax rate in percent (two decimals) and the tax it adds. */
    taxRate: z.number(),
    tax: amount,
    paid: amount,
    notes: z.string(),
    sentAt: z.string().nullable(),
  }),
  paymentDetails: paymentDetailsSchema,
})
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>

export const invoiceLineInputSchema = z.object({
  item: z.string().trim().min(1, M.required).max(200, M.tooLong),
  description: z.string().trim().max(1000, M.tooLong).default(''),
  cost: moneyInput.min(0, M.amount),
  qty: z.number(M.quantity).int(M.quantity).min(1, M.quantity).max(100_000, M.quantity),
  discount: z.number(M.percent).min(0, M.percent).max(100, M.percent).default(0),
})
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>

export const INVOICE_MAX_LINES = 100

export const invoiceInputSchema = z
  .object({
    clientId: z
      .number(M.clientNotFound)
      .int(M.clientNotFound)
      .positive(M.clientNotFound)
      .max(INT4_MAX, M.clientNotFound),
    issuedDate: validDay,
    dueDate: validDay,
    items: z.array(invoiceLineInputSchema).min(1, M.itemsRequired).max(INVOICE_MAX_LINES, M.tooLong),
    taxRate: z
      .number(M.percent)
      .min(0, M.percent)
      .max(100, M.percent)
      .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), M.percent)
      .default(0),
    notes: z.string().trim().max(2000, M.tooLong).default(''),
  })
  .refine((invoice) => invoice.dueDate >= invoice.issuedDate, {
    path: ['dueDate'],
    message: M.dueBeforeIssued,
  })
export type InvoiceInput = z.input<typeof invoiceInputSchema>

/** The smallest payment, in dollars: one cent. */
export const INVOICE_PAYMENT_MINIMUM = 0.01

/**
 * The last day that is today somewhere on Earth (UTC+14): a payment dated after it is in the
 * future for everyone, one dated on it is today for someone (the app's days are UTC days).
 */
export function latestPaymentDay(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10)
}

const isRealDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/**
 * A payment's day, each way of being wrong with its own message, the first one found only:
 * missing, not written YYYY-MM-DD, not a day of the calendar (2025-02-30), in the future. Whether
 * it comes before the invoice's issue date is checked against the invoice (invoicePaymentRules).
 */
const paidOnSchema = z
  .string(M.paidOnRequired)
  .min(1, { message: M.paidOnRequired, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: M.paidOnFormat, abort: true })
  .refine(isRealDay, { message: M.paidOnNoSuchDay, abort: true })
  .refine((value) => value <= latestPaymentDay(), M.paidOnFuture)

/**
 * A payment: money of at least one cent with at most two decimals (both rules are in the JSON
 * Schema of the API document: minimum 0.01, multipleOf 0.01), paid on a past or present day.
 */
export const invoicePaymentInputSchema = z.object({
  amount: z
    .number(M.amount)
    .finite(M.amount)
    .min(INVOICE_PAYMENT_MINIMUM, M.paymentMinimum)
    .max(MAX_AMOUNT, M.amountTooLarge)
    .multipleOf(0.01, M.amount),
  paidOn: paidOnSchema,
  method: z.enum(INVOICE_PAYMENT_METHODS),
  note: z.string().trim().max(500, M.tooLong).default(''),
})
export type InvoicePaymentInput = z.input<typeof invoicePaymentInputSchema>

export type InvoicePaymentRefusal = {
  field: 'amount' | 'paidOn'
  code: (typeof INVOICE_MESSAGES)[keyof typeof INVOICE_MESSAGES]
  params?: Record<string, string>
}

/**
 * What a payment must respect on its invoice, beyond its own shape: it is not dated before the
 * invoice was issued, and it is not more than the balance due (an overpayment is refused, so the
 * balance of an invoice never goes below zero through a payment; a later edit lowering the lines
 * can still leave a credit). The server checks them in the transaction that holds the invoice's
 * row, the payment form before sending. Each answer is the field and its reason, or undefined.
 */
export function invoicePaymentRules(
  invoice: { issuedDate: string; balanceCents: number },
  payment: { amount: number; paidOn: string },
): InvoicePaymentRefusal | undefined {
  if (payment.paidOn < invoice.issuedDate)
    return { field: 'paidOn', code: M.paidOnBeforeIssued, params: { issuedDate: invoice.issuedDate } }
  if (invoice.balanceCents <= 0) return { field: 'amount', code: M.paymentNothingDue }
  if (toCents(payment.amount) > invoice.balanceCents)
    return {
      field: 'amount',
      code: M.paymentAboveBalance,
      params: { balance: (invoice.balanceCents / 100).toFixed(2) },
    }
  return undefined
}

export const invoiceSendSchema = z.object({
  /** Defaults to the client's company email. */
  to: z.email(M.email).max(254).optional(),
  subject: z.string().trim().max(300, M.tooLong).optional(),
  message: z.string().trim().max(5000, M.tooLong).optional(),
})
export type InvoiceSendInput = z.input<typeof invoiceSendSchema>

/** After sending: the invoice (now Sent), and whether a mail server is configured (else the mail waits queued). */
export const invoiceSendResponseSchema = invoiceDetailSchema.extend({
  sentTo: z.string(),
  smtpConfigured: z.boolean(),
})
export type InvoiceSendResponse = z.infer<typeof invoiceSendResponseSchema>

export const INVOICE_PDF_LANGUAGES = ['es', 'en', 'fr', 'ar'] as const
export const invoicePdfQuerySchema = z.object({
  lang: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(INVOICE_PDF_LANGUAGES).default('en'),
  ),
})

// ---------------------------------------------------------------------------------------------
// Money in integer cents: what the server stores and what the form's live totals show.

export const toCents = (value: number) => Math.round(value * 100)
export const fromCents = (cents: number) => cents / 100

/** A line's price in cents: cost × qty, less its discount percent, rounded half up to the cent. */
export function lineCents(line: { cost: number; qty: number; discount?: number }): number {
  const gross = toCents(line.cost) * line.qty
  const discountBasisPoints = Math.round((line.discount ?? 0) * 100)
  return gross - Math.round((gross * discountBasisPoints) / 10_000)
}

/** Subtotal (before discounts), discount, tax and total of an invoice, in cents. */
export function invoiceTotalsCents(
  lines: { cost: number; qty: number; discount?: number }[],
  taxRate: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.cost) * line.qty, 0)
  const net = lines.reduce((sum, line) => sum + lineCents(line), 0)
  const tax = Math.round((net * Math.round(taxRate * 100)) / 10_000)
  return { subtotal, discount: subtotal - net, tax, total: net + tax }
}

/**
 * The status that follows from the payments, the due date and how the invoice left the house
 * (`delivery`: Draft, Downloaded or Sent), on `today` (YYYY-MM-DD).
 */
export function deriveInvoiceStatus(input: {
  totalCents: number
  paidCents: number
  dueDate: string
  delivery: 'Draft' | 'Downloaded' | 'Sent'
  today: string
}): InvoiceStatus {
  const { totalCents, paidCents, dueDate, delivery, today } = input
  if (paidCents > 0 && paidCents >= totalCents) return 'Paid'
  // A payment shows the client has the invoice, even one never marked sent.
  const overdue = dueDate < today && (delivery !== 'Draft' || paidCents > 0)
  if (overdue) return 'Past Due'
  if (paidCents > 0) return 'Partial Payment'
  return delivery
}
