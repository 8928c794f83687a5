// Rules of the invoices module: the answer shapes (spec sections 3 and 7), totals computed here in
// integer cents from the lines (never taken from the client), the status and balance that follow
// from the payments, the due date and the delivery, and the spec's 404 messages.
import {
  INVOICE_CLIENT_PICKER_SIZE,
  INVOICE_MESSAGES,
  INVOICE_STATUSES,
  deriveInvoiceStatus,
  fromCents,
  invoicePaymentRules,
  invoiceTotalsCents,
  lineCents,
  toCents,
  type Invoice,
  type InvoiceClient,
  type InvoiceClientCreate,
  type InvoiceDetail,
  type InvoiceExportQuery,
  type InvoiceListQuery,
  type InvoiceListResponse,
  type InvoiceSendResponse,
  type InvoiceStats,
  type InvoiceStatus,
} from '@aurum/shared'
import type { z } from 'zod'
import type { invoiceInputSchema, invoicePaymentInputSchema, invoiceSendSchema } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, conflict, notFound } from '../../http/errors.js'
import { queueAccountMail, type EmailDeps } from '../email/service.js'
import { storeAttachment } from '../media/uploads-service.js'
import type { PdfLanguage } from './pdf.js'
import type { PdfRenderer } from './pdf-renderer.js'
import * as invoicesRepo from './repo.js'

type InvoiceInput = z.output<typeof invoiceInputSchema>
type PaymentInput = z.output<typeof invoicePaymentInputSchema>

/** The business's own bank details, printed on every new invoice (the spec's paymentDetails). */
const HOUSE_BANK = {
  bankName: 'American Bank',
  bankCountry: 'US',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
} as const

const today = () => new Date().toISOString().slice(0, 10)

function toInvoice(row: invoicesRepo.InvoiceListRow): Invoice {
  return {
    id: row.id,
    issuedDate: row.issuedDate,
    dueDate: row.dueDate,
    client: {
      id: row.clientId,
      name: row.clientName,
      company: row.company,
      companyEmail: row.companyEmail,
      address: row.address,
      country: row.country,
      contact: row.contact,
    },
    service: row.service,
    total: row.total,
    avatar: row.avatar,
    invoiceStatus: row.invoiceStatus as InvoiceStatus,
    balance: row.balance,
  }
}

export async function listInvoices(db: Db, query: InvoiceListQuery): Promise<InvoiceListResponse> {
  const { rows, total, totalIsLowerBound } = await invoicesRepo.selectInvoicesPage(db, query)
  return { invoices: rows.map(toInvoice), totalInvoices: total, totalIsLowerBound }
}

export async function* exportInvoices(
  db: Db,
  query: InvoiceExportQuery,
  size: number,
): AsyncGenerator<Invoice[]> {
  for await (const rows of invoicesRepo.selectInvoiceBatches(db, query, size)) yield rows.map(toInvoice)
}

export async function invoiceStats(db: Db): Promise<InvoiceStats> {
  const row = await invoicesRepo.selectStats(db)
  const byStatus = Object.fromEntries(INVOICE_STATUSES.map((status) => [status, 0])) as Record<
    InvoiceStatus,
    number
  >
  for (const entry of row.statuses)
    if (entry.status in byStatus) byStatus[entry.status as InvoiceStatus] = entry.total
  const round = (value: number) => Math.round(value * 100) / 100
  return {
    total: row.total,
    byStatus,
    invoiced: round(row.invoiced),
    paid: round(row.paid),
    outstanding: round(row.outstanding),
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The invoices issued in [from, to): how many, what they invoiced, what was collected on them and
 * what they still owe, by the definitions of the list's cards (repo.ts: collected, owed).
 */
export async function issuedInvoiceTotals(db: Db, range: { from: Date; to: Date }) {
  return invoicesRepo.selectIssuedTotals(db, { from: day(range.from), to: day(range.to) })
}

/** What was invoiced and collected per month of issue ('YYYY-MM') in [from, to), months holding invoices. */
export async function issuedInvoiceMonths(db: Db, range: { from: Date; to: Date }) {
  return invoicesRepo.selectIssuedMonths(db, { from: day(range.from), to: day(range.to) })
}

/** The invoice, its lines, payments and payment details; 404 with the spec's message when unknown. */
export async function getInvoice(db: Db, id: number): Promise<InvoiceDetail> {
  const row = await invoicesRepo.findInvoice(db, id)
  if (!row) throw notFound(INVOICE_MESSAGES.notFound)
  const [lines, payments] = await Promise.all([
    invoicesRepo.selectLines(db, id),
    invoicesRepo.selectPayments(db, id),
  ])
  const totals = invoiceTotalsCents(lines, row.taxRate)
  const paid = payments.reduce((sum, payment) => sum + toCents(payment.amount), 0)
  return {
    invoice: {
      ...toInvoice(row),
      items: lines,
      payments,
      subtotal: fromCents(totals.subtotal),
      discount: fromCents(totals.discount),
      taxRate: row.taxRate,
      tax: fromCents(totals.tax),
      paid: fromCents(paid),
      notes: row.notes,
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    },
    paymentDetails: {
      totalDue: row.totalDue,
      bankName: row.bankName,
      country: row.bankCountry,
      iban: row.iban,
      swiftCode: row.swiftCode,
    },
  }
}

export async function listClients(db: Db, q: string | undefined): Promise<InvoiceClient[]> {
  return invoicesRepo.selectClients(db, q, INVOICE_CLIENT_PICKER_SIZE)
}

export async function createClient(db: Db, client: InvoiceClientCreate): Promise<InvoiceClient> {
  return invoicesRepo.insertClient(db, client)
}

/** The state that follows from the money, the due date and the delivery. */
function deriveState(input: { totalCents: number; paidCents: number; dueDate: string; delivery: string }) {
  const balance = input.totalCents - input.paidCents
  return {
    invoiceStatus: deriveInvoiceStatus({
      ...input,
      delivery: input.delivery as 'Draft' | 'Downloaded' | 'Sent',
      today: today(),
    }),
    balance: fromCents(balance),
    totalDue: fromCents(Math.max(balance, 0)),
  }
}

async function fieldsOf(db: Db, input: InvoiceInput) {
  const client = await invoicesRepo.findClient(db, input.clientId)
  if (!client) throw badRequest({ clientId: [INVOICE_MESSAGES.clientNotFound] })
  const totals = invoiceTotalsCents(input.items, input.taxRate)
  const lines = input.items.map((line) => ({
    item: line.item,
    description: line.description,
    cost: line.cost,
    qty: line.qty,
    discount: line.discount,
    price: fromCents(lineCents(line)),
  }))
  const fields = {
    clientId: client.id,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    service: input.items[0]!.item,
    total: fromCents(totals.total),
    taxRate: input.taxRate,
    notes: input.notes,
  }
  return { fields, lines, totalCents: totals.total }
}

export async function createInvoice(db: Db, input: InvoiceInput): Promise<InvoiceDetail> {
  const { fields, lines, totalCents } = await fieldsOf(db, input)
  const state = deriveState({ totalCents, paidCents: 0, dueDate: input.dueDate, delivery: 'Draft' })
  const id = await invoicesRepo.insertInvoice(
    db,
    { ...fields, ...state, delivery: 'Draft', avatar: null, ...HOUSE_BANK },
    lines,
  )
  return getInvoice(db, id)
}

export async function updateInvoice(db: Db, id: number, input: InvoiceInput): Promise<InvoiceDetail> {
  const { fields, lines } = await fieldsOf(db, input)
  if (!(await invoicesRepo.updateInvoice(db, id, fields, lines))) throw notFound(INVOICE_MESSAGES.notFound)
  await invoicesRepo.changeInvoiceState(db, id, async () => {}, deriveState)
  return getInvoice(db, id)
}

/** A new draft with the same client, lines, tax and notes, issued today. */
export async function duplicateInvoice(db: Db, id: number): Promise<InvoiceDetail> {
  const { invoice } = await getInvoice(db, id)
  const issued = today()
  const days = Math.max(
    0,
    Math.round((Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate)) / 86_400_000),
  )
  return createInvoice(db, {
    clientId: invoice.client.id,
    issuedDate: issued,
    dueDate: new Date(Date.parse(issued) + days * 86_400_000).toISOString().slice(0, 10),
    items: invoice.items.map(({ item, description, cost, qty, discount }) => ({
      item,
      description,
      cost,
      qty,
      discount,
    })),
    taxRate: invoice.taxRate,
    notes: invoice.notes,
  })
}

/**
 * Records a payment. Overpayment policy: a payment above the balance due is refused (409 on
 * `amount`: invoices.paymentAboveBalance with the balance, or invoices.paymentNothingDue once
 * nothing is owed), and one dated before the issue date is refused (400 on `paidOn`). Both are
 * checked in the transaction that holds the invoice's row, after the payments before it were
 * counted: ten parallel payments of 0.50 on an invoice of 1.00 record two and refuse eight.
 */
export async function addPayment(db: Db, id: number, payment: PaymentInput): Promise<InvoiceDetail> {
  const found = await invoicesRepo.changeInvoiceState(
    db,
    id,
    async (tx, current) => {
      const balanceCents = current.totalCents - (await invoicesRepo.paidCents(tx, id))
      const refusal = invoicePaymentRules({ issuedDate: current.issuedDate, balanceCents }, payment)
      if (refusal) {
        const reasons = { [refusal.field]: [refusal.params ? refusal : refusal.code] }
        throw refusal.field === 'amount' ? conflict(reasons) : badRequest(reasons)
      }
      await invoicesRepo.insertPayment(tx, { invoiceId: id, ...payment })
    },
    deriveState,
  )
  if (!found) throw notFound(INVOICE_MESSAGES.notFound)
  return getInvoice(db, id)
}

/** Records how the invoice left the house (downloaded or sent; sent is never undone by a download). */
async function markDelivered(db: Db, id: number, how: 'Downloaded' | 'Sent'): Promise<void> {
  await invoicesRepo.changeInvoiceState(
    db,
    id,
    async (_tx, current) => ({
      delivery: how === 'Sent' || current.delivery === 'Sent' ? 'Sent' : how,
      ...(how === 'Sent' ? { sentAt: new Date() } : {}),
    }),
    deriveState,
  )
}

/** Spec section 8: an unknown invoice is a 404 "Something went wrong". */
export async function deleteInvoice(db: Db, id: number): Promise<void> {
  if (!(await invoicesRepo.deleteInvoice(db, id))) throw notFound(INVOICE_MESSAGES.deleteFailed)
}

/** The invoice as a PDF; downloading it marks a draft Downloaded (a sent one stays Sent). */
export async function invoicePdf(
  deps: { db: Db; pdf: PdfRenderer },
  id: number,
  language: PdfLanguage,
): Promise<Buffer> {
  const { db } = deps
  await getInvoice(db, id)
  await markDelivered(db, id, 'Downloaded')
  return deps.pdf.render(await getInvoice(db, id), language)
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Mails the invoice with its PDF attached to the client's address (or `to`) through the outbox,
 * and marks it Sent. Without SMTP the mail waits in the outbox, and the answer says so.
 */
export async function sendInvoice(
  deps: EmailDeps & { pdf: PdfRenderer },
  id: number,
  input: z.output<typeof invoiceSendSchema>,
  sender: { id: number; email: string },
  language: PdfLanguage,
): Promise<InvoiceSendResponse> {
  const { db } = deps
  const before = await getInvoice(db, id)
  const to = input.to ?? before.invoice.client.companyEmail
  if (!to) throw badRequest({ to: [INVOICE_MESSAGES.noClientEmail] })
  await markDelivered(db, id, 'Sent')
  const detail = await getInvoice(db, id)
  const pdf = await deps.pdf.render(detail, language)
  const fileName = `invoice-${id}.pdf`
  const upload = await storeAttachment(db, { bytes: pdf, fileName }, sender.id)
  const { invoice } = detail
  const subject = input.subject ?? `Invoice #${id} from Aurum`
  const message =
    input.message ??
    `Dear ${invoice.client.name}, please find attached invoice #${id} of ${invoice.issuedDate}, due on ${invoice.dueDate}. Amount due: $${invoice.balance.toFixed(2)}.`
  await queueAccountMail(deps, {
    to: { email: to, name: invoice.client.name },
    replyTo: sender.email,
    subject,
    html: `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>`,
    attachments: [{ uploadId: upload.id, fileName }],
  })
  return { ...detail, sentTo: to, smtpConfigured: deps.smtpConfigured }
}
