// The cards above the invoice list: invoices, what was invoiced, paid and still owed, and the
// past-due count.
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import PaidOutlined from '@mui/icons-material/PaidOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import { useTranslation } from 'react-i18next'
import type { InvoiceStats } from '@aurum/shared'
import { StatCardGrid } from '@/components/stat-card'
import { useFormat } from '@/lib/format'

export type InvoiceStatsCardsProps = { stats: InvoiceStats | undefined; error: unknown; onRetry: () => void }

export function InvoiceStatsCards({ stats, error, onRetry }: InvoiceStatsCardsProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (value: number | undefined) => (value === undefined ? undefined : format.money(value))
  return (
    <StatCardGrid
      error={error}
      onRetry={onRetry}
      cards={[
        {
          key: 'invoices',
          label: t('invoices.stats.invoices'),
          value: stats ? format.number(stats.total) : undefined,
          icon: <ReceiptLongOutlined />,
          color: 'primary',
          caption: stats ? t('invoices.stats.invoiced', { amount: format.money(stats.invoiced) }) : undefined,
        },
        {
          key: 'paid',
          label: t('invoices.stats.paid'),
          value: money(stats?.paid),
          icon: <PaidOutlined />,
          color: 'success',
          caption: stats ? t('invoices.stats.paidCount', { count: stats.byStatus.Paid }) : undefined,
        },
        {
          key: 'outstanding',
          label: t('invoices.stats.outstanding'),
          value: money(stats?.outstanding),
          icon: <HourglassEmptyOutlined />,
          color: 'warning',
          caption: stats
            ? t('invoices.stats.partialCount', { count: stats.byStatus['Partial Payment'] })
            : undefined,
        },
        {
          key: 'pastDue',
          label: t('invoices.stats.pastDue'),
          value: stats ? format.number(stats.byStatus['Past Due']) : undefined,
          icon: <ErrorOutlineOutlined />,
          color: 'error',
        },
      ]}
    />
  )
}
