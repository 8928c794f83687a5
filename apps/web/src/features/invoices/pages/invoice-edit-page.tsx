// /apps/invoice/edit/:id: the invoice form over the saved invoice; an unknown id says so.
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { EmptyState, ErrorState, LoadingState } from '@/components/state-views'
import { ApiError } from '@/lib/api-client'
import { useInvoice } from '../api'
import { InvoiceForm } from '../components/invoice-form'

export function InvoiceEditPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const invoice = useInvoice(id)
  if (invoice.error instanceof ApiError && invoice.error.status === 404)
    return <EmptyState title={t('invoices.notFound')} />
  if (invoice.error) return <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
  if (!invoice.data) return <LoadingState />
  return <InvoiceForm key={invoice.data.invoice.id} invoice={invoice.data} />
}
