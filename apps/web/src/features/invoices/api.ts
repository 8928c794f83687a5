// Calls of the invoice screens (/api/apps/invoice*): the list and its cards, one invoice, clients,
// create, update, duplicate, payments, delete, the PDF and sending. Answers are checked with the
// shared schemas; a change refreshes every invoice query and the dashboards (the CRM reads invoices).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  invoiceClientSchema,
  invoiceDetailSchema,
  invoiceListResponseSchema,
  invoiceStatsSchema,
  type InvoiceClientCreate,
  type InvoiceDetail,
  type InvoiceInput,
  type InvoiceListQuery,
  type InvoicePaymentInput,
  type InvoiceSendInput,
} from '@aurum/shared'
import { apiCall, apiFetch, ApiError, buildUrl } from '@/lib/api-client'
import { mutationMeta, type MutationMeta } from '@/lib/query-client'
import { pagedListQuery, recordKeys } from '@/lib/record-queries'
import { queryRoots } from '@/lib/query-keys'
import { getSession } from '@/lib/session'

export const INVOICES_PATH = '/api/apps/invoice'

const invoiceKeys = {
  ...recordKeys<InvoiceListQuery>(['invoices'] as const),
  clients: (q: string) => [...invoiceKeys.all, 'clients', q] as const,
}

const CHANGED = [invoiceKeys.all, queryRoots.dashboards]

const invoicesQueryOptions = pagedListQuery(invoiceKeys.list, INVOICES_PATH, invoiceListResponseSchema)

export function useInvoices(query: InvoiceListQuery) {
  return useQuery(invoicesQueryOptions(query))
}

export function useInvoiceStats() {
  return useQuery({
    queryKey: invoiceKeys.stats(),
    queryFn: async ({ signal }) => apiCall(invoiceStatsSchema, `${INVOICES_PATH}/stats`, { signal }),
  })
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: async ({ signal }) => apiCall(invoiceDetailSchema, `${INVOICES_PATH}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  })
}

export function useInvoiceClients(q: string) {
  return useQuery({
    queryKey: invoiceKeys.clients(q),
    queryFn: async ({ signal }) =>
      z
        .array(invoiceClientSchema)
        .parse(await apiFetch<unknown>(`${INVOICES_PATH}/clients`, { query: { q }, signal })),
    placeholderData: keepPreviousData,
  })
}

export function useCreateInvoiceClient() {
  return useMutation({
    mutationFn: async (body: InvoiceClientCreate) =>
      apiCall(invoiceClientSchema, `${INVOICES_PATH}/clients`, { method: 'POST', body }),
    meta: mutationMeta({ invalidates: [invoiceKeys.all], success: 'invoices.client.added' }),
  })
}

type Save = { id?: number; body: InvoiceInput }

export function useSaveInvoice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: Save) =>
      apiCall(invoiceDetailSchema, id ? `${INVOICES_PATH}/${id}` : INVOICES_PATH, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    meta: mutationMeta<InvoiceDetail, Save>({
      invalidates: CHANGED,
      success: (saved) => ({ key: 'invoices.form.saved', params: { number: saved.invoice.id } }),
    }),
    onSuccess: (saved) => client.setQueryData(invoiceKeys.detail(saved.invoice.id), saved),
  })
}

export function useDuplicateInvoice() {
  return useMutation({
    mutationFn: async (id: number) =>
      apiCall(invoiceDetailSchema, `${INVOICES_PATH}/${id}/duplicate`, { method: 'POST' }),
    meta: mutationMeta<InvoiceDetail, number>({
      invalidates: CHANGED,
      success: (copy) => ({ key: 'invoices.list.duplicated', params: { number: copy.invoice.id } }),
      error: 'invoices.list.duplicateFailed',
    }),
  })
}

type Payment = { id: number; body: InvoicePaymentInput }

export function useAddPayment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: Payment) =>
      apiCall(invoiceDetailSchema, `${INVOICES_PATH}/${id}/payments`, { method: 'POST', body }),
    meta: mutationMeta<InvoiceDetail, Payment>({ invalidates: CHANGED, success: 'invoices.payment.added' }),
    onSuccess: (saved) => client.setQueryData(invoiceKeys.detail(saved.invoice.id), saved),
  })
}

type Send = { id: number; body: InvoiceSendInput; language: string }

/** Mails the invoice; its PDF is written in the sender's language. */
export function useSendInvoice(feedback: MutationMeta<unknown, Send> = {}) {
  return useMutation({
    mutationFn: ({ id, body, language }: Send) =>
      apiFetch<unknown>(`${INVOICES_PATH}/${id}/send`, { method: 'POST', body, query: { lang: language } }),
    meta: mutationMeta({ ...feedback, invalidates: CHANGED, error: 'invoices.send.failed' }),
  })
}

export function useDeleteInvoice() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${INVOICES_PATH}/${id}`, { method: 'DELETE' }),
    meta: mutationMeta<void, number>({
      invalidates: (_answer, deletedId) => [
        {
          queryKey: invoiceKeys.all,
          predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== deletedId,
        },
        { queryKey: queryRoots.dashboards },
      ],
    }),
  })
}

/** Downloads the invoice's PDF with the session's token (a plain link could not send it). */
export async function downloadInvoicePdf(id: number, language: string): Promise<void> {
  const { accessToken } = getSession()
  const response = await fetch(buildUrl(`${INVOICES_PATH}/${id}/pdf`, { lang: language }), {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  })
  if (!response.ok) throw new ApiError(response.status, await response.text())
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `invoice-${id}.pdf`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
