// The four cards above the order list: orders by payment state, the paid ones with the revenue.
import Grid from '@mui/material/Grid'
import CancelOutlined from '@mui/icons-material/CancelOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { useTranslation } from 'react-i18next'
import type { OrderStats } from '@aurum/shared'
import { StatCard } from '../../../components/stat-card'
import { ErrorState } from '../../../components/state-views'
import { useFormat } from '../../../lib/format'

export type OrderStatsCardsProps = { stats: OrderStats | undefined; error: unknown; onRetry: () => void }

export function OrderStatsCards({ stats, error, onRetry }: OrderStatsCardsProps) {
  const { t } = useTranslation()
  const format = useFormat()
  if (error) return <ErrorState error={error} onRetry={onRetry} />
  const count = (value: number | undefined) => (value === undefined ? undefined : format.number(value))
  const share = (value: number | undefined) =>
    stats && value !== undefined && stats.total > 0
      ? t('ecommerce.orders.stats.share', { share: format.share((value / stats.total) * 100) })
      : undefined
  const cards = [
    {
      key: 'pending',
      value: stats?.byPayment.pending,
      icon: <HourglassEmptyOutlined />,
      color: 'warning' as const,
    },
    { key: 'paid', value: stats?.byPayment.paid, icon: <TaskAltOutlined />, color: 'success' as const },
    {
      key: 'cancelled',
      value: stats?.byPayment.cancelled,
      icon: <CancelOutlined />,
      color: 'secondary' as const,
    },
    {
      key: 'failed',
      value: stats?.byPayment.failed,
      icon: <ErrorOutlineOutlined />,
      color: 'error' as const,
    },
  ]
  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={t(`ecommerce.orders.stats.${card.key}`)}
            value={count(card.value)}
            icon={card.icon}
            color={card.color}
            caption={
              card.key === 'paid' && stats
                ? t('ecommerce.orders.stats.revenue', { amount: format.money(stats.revenue) })
                : share(card.value)
            }
          />
        </Grid>
      ))}
    </Grid>
  )
}
