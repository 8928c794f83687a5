// How an invoice's status looks everywhere it appears (list, preview, cards).
import { useTranslation } from 'react-i18next'
import type { InvoiceStatus } from '@aurum/shared'
import { TonalChip, type TonalChipColor } from '@/components/tonal-chip'

/** INVOICE_STATUSES → their string keys (`invoices.status.<key>`). */
export const INVOICE_STATUS_KEYS: Record<InvoiceStatus, string> = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
}

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, TonalChipColor> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'primary',
  Draft: 'secondary',
  'Partial Payment': 'warning',
  'Past Due': 'error',
}

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation()
  return (
    <TonalChip
      color={INVOICE_STATUS_COLORS[status]}
      label={t(`invoices.status.${INVOICE_STATUS_KEYS[status]}`)}
    />
  )
}
