// HTTP of /api/apps/invoice (spec section 7: list, clients, one invoice, delete; plus stats, CSV,
// create, update, duplicate, payments). Every route needs an Invoice ability: the client role and
// visitors are refused.
import {
  fieldErrorsSchema,
  idParamSchema,
  invoiceClientCreateSchema,
  invoiceClientQuerySchema,
  invoiceClientSchema,
  invoiceDetailSchema,
  invoiceExportQuerySchema,
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceListResponseSchema,
  invoicePaymentInputSchema,
  invoicePdfQuerySchema,
  invoiceSendResponseSchema,
  invoiceSendSchema,
  invoiceStatsSchema,
  messageSchema,
  type Invoice,
} from '@aurum/shared'
import { z } from 'zod'
import type { EmailDeps } from '../email/service.js'
import { ApiRouter } from '../../http/api-router.js'
import { csvMoney, type CsvColumn } from '../../http/csv.js'
import { listRoutes } from '../../http/list-routes.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import type { PdfRenderer } from './pdf-renderer.js'
import * as invoicesService from './service.js'

const tags = ['invoices']
const read = { action: 'read', subject: 'Invoice' } as const
const create = { action: 'create', subject: 'Invoice' } as const
const update = { action: 'update', subject: 'Invoice' } as const
const notFoundAnswer = { description: "'No invoice found with this id'", schema: messageSchema }
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }
const invoice = resourceRoutes({
  path: '/apps/invoice',
  subject: 'Invoice',
  tags,
  notFound: notFoundAnswer,
  invalid: badInput,
})

const csvColumns: CsvColumn<Invoice>[] = [
  { header: 'Invoice', value: (row) => row.id },
  { header: 'Issued', value: (row) => row.issuedDate },
  { header: 'Due', value: (row) => row.dueDate },
  { header: 'Client', value: (row) => row.client.name },
  { header: 'Company', value: (row) => row.client.company },
  { header: 'Email', value: (row) => row.client.companyEmail },
  { header: 'Service', value: (row) => row.service },
  { header: 'Status', value: (row) => row.invoiceStatus },
  { header: 'Total (USD)', value: (row) => csvMoney(row.total) },
  { header: 'Balance (USD)', value: (row) => csvMoney(row.balance) },
]

export function createInvoicesRouter(deps: EmailDeps & { pdf: PdfRenderer }) {
  const { db } = deps
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/invoice',
        subject: 'Invoice',
        tags,
        summary:
          'List invoices: q (client name, company email, invoice number), status, selectedDateRange (issue dates, `start to end`), sort and page',
        description:
          'Without sortBy the newest invoices (highest number) come first; balance sorts as a number, credits (negative) first ascending.',
        query: invoiceListQuerySchema,
        response: invoiceListResponseSchema,
        list: (query) => invoicesService.listInvoices(db, query),
        stats: {
          summary: "The invoice list's cards: invoices by status, invoiced, paid and outstanding",
          schema: invoiceStatsSchema,
          read: () => invoicesService.invoiceStats(db),
        },
        export: {
          noun: 'invoices',
          query: invoiceExportQuerySchema,
          columns: csvColumns,
          batches: (query, size) => invoicesService.exportInvoices(db, query, size),
        },
      }),
    )
    .get(
      {
        path: '/apps/invoice/clients',
        summary:
          'The client picker: the first 5 clients (spec section 7), or the first 5 matching q (name, company, email)',
        tags,
        access: read,
        query: invoiceClientQuerySchema,
        responses: { 200: { description: 'Clients', schema: z.array(invoiceClientSchema) }, 400: badInput },
      },
      async (c, { query }) => c.json(await invoicesService.listClients(db, query.q)),
    )
    .post(
      {
        path: '/apps/invoice/clients',
        summary: 'Add a client',
        tags,
        access: create,
        body: invoiceClientCreateSchema,
        responses: { 201: { description: 'The client', schema: invoiceClientSchema }, 400: badInput },
      },
      async (c, { body }) => c.json(await invoicesService.createClient(db, body), 201),
    )
    .post(
      {
        path: '/apps/invoice',
        summary:
          'Create an invoice (a draft) under the next number; the server computes its totals from the lines',
        tags,
        access: create,
        body: invoiceInputSchema,
        responses: { 201: { description: 'The invoice', schema: invoiceDetailSchema }, 400: badInput },
      },
      async (c, { body }) => c.json(await invoicesService.createInvoice(db, body), 201),
    )
    .include(
      invoice.get({
        summary: 'One invoice with its lines, payments and paymentDetails',
        answer: { description: 'The invoice', schema: invoiceDetailSchema },
        responses: { 400: badInput },
        read: (id) => invoicesService.getInvoice(db, id),
      }),
    )
    .include(
      invoice.update({
        summary:
          'Replace an invoice’s client, dates, lines, tax and notes; totals, balance and status follow',
        body: invoiceInputSchema,
        answer: { description: 'The invoice', schema: invoiceDetailSchema },
        update: (id, body) => invoicesService.updateInvoice(db, id, body),
      }),
    )
    .post(
      {
        path: '/apps/invoice/:id/duplicate',
        summary: 'A new draft with the same client, lines, tax and notes, issued today',
        tags,
        access: create,
        params: idParamSchema,
        responses: {
          201: { description: 'The new invoice', schema: invoiceDetailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params }) => c.json(await invoicesService.duplicateInvoice(db, params.id), 201),
    )
    .post(
      {
        path: '/apps/invoice/:id/payments',
        summary:
          'Record a payment; the balance and the status follow (an overpayment leaves a negative balance)',
        tags,
        access: update,
        params: idParamSchema,
        body: invoicePaymentInputSchema,
        responses: {
          201: { description: 'The invoice after the payment', schema: invoiceDetailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, body }) => c.json(await invoicesService.addPayment(db, params.id, body), 201),
    )
    .get(
      {
        path: '/apps/invoice/:id/pdf',
        summary:
          'The invoice as a PDF in es, en, fr or ar (lang), fonts embedded; a draft becomes Downloaded',
        tags,
        access: read,
        params: idParamSchema,
        query: invoicePdfQuerySchema,
        responses: {
          200: { description: 'PDF file', contentType: 'application/pdf' },
          400: badInput,
          404: notFoundAnswer,
          503: {
            description: 'Too many PDFs being drawn; try again after Retry-After',
            schema: messageSchema,
          },
        },
      },
      async (c, { params, query }) => {
        const pdf = await invoicesService.invoicePdf(deps, params.id, query.lang)
        return c.body(new Uint8Array(pdf), 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="invoice-${params.id}.pdf"`,
          'cache-control': 'no-store',
        })
      },
    )
    .post(
      {
        path: '/apps/invoice/:id/send',
        summary:
          "Mail the invoice with its PDF attached to the client's address (or `to`) through the outbox, and mark it Sent",
        description: 'Without SMTP_URL the mail stays queued in the outbox; `smtpConfigured` says so.',
        tags,
        access: update,
        params: idParamSchema,
        query: invoicePdfQuerySchema,
        body: invoiceSendSchema,
        responses: {
          200: { description: 'The invoice, now Sent', schema: invoiceSendResponseSchema },
          400: badInput,
          404: notFoundAnswer,
          503: {
            description: 'Too many PDFs being drawn; try again after Retry-After',
            schema: messageSchema,
          },
        },
      },
      async (c, { params, query, body, auth }) =>
        c.json(
          await invoicesService.sendInvoice(
            deps,
            params.id,
            body,
            { id: auth.user.id, email: auth.user.email },
            query.lang,
          ),
        ),
    )
    .include(
      invoice.remove({
        summary: 'Delete an invoice with its lines and payments',
        description: "Spec section 8: an unknown invoice answers 404 'Something went wrong'.",
        responses: { 400: badInput, 404: { description: "'Something went wrong'", schema: messageSchema } },
        remove: (id) => invoicesService.deleteInvoice(db, id),
      }),
    )
}
