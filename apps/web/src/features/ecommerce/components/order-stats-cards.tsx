// The four cards above the order list: orders by payment state, the paid ones with the revenue.
import CancelOutlined from '@mui/icons-material/CancelOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { useTranslation } from 'react-i18next'
import type { OrderStats } from '@aurum/shared'
import { StatCardGrid } from '@/components/stat-card'
import { useFormat } from '@/lib/format'

const CARDS = [
  ['pending', HourglassEmptyOutlined, 'warning'],
  ['paid', TaskAltOutlined, 'success'],
  ['cancelled', CancelOutlined, 'secondary'],
  ['failed', ErrorOutlineOutlined, 'error'],
] as const

export type OrderStatsCardsProps = { stats: OrderStats | undefined; error: unknown; onRetry: () => void }

export function OrderStatsCards({ stats, error, onRetry }: OrderStatsCardsProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const share = (value: number) =>
    stats && stats.total > 0
      ? t('ecommerce.orders.stats.share', { share: format.share((value / stats.total) * 100) })
      : undefined
  return (
    <StatCardGrid
      error={error}
      onRetry={onRetry}
      cards={CARDS.map(([key, Icon, color]) => {
        const value = stats?.byPayment[key]
        return {
          key,
          label: t(`ecommerce.orders.stats.${key}`),
          value: value === undefined ? undefined : format.number(value),
          icon: <Icon />,
          color,
          caption:
            key === 'paid' && stats
              ? t('ecommerce.orders.stats.revenue', { amount: format.money(stats.revenue) })
              : share(value ?? 0),
        }
      })}
    />
  )
}
