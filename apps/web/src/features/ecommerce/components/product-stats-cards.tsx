// The four cards above the products table: how many products, how many are published (with the
// scheduled ones), how many are out of stock, and what the inventory is worth (price × quantity).
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import PaidOutlined from '@mui/icons-material/PaidOutlined'
import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined'
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined'
import { useTranslation } from 'react-i18next'
import type { ProductStats } from '@aurum/shared'
import { StatCardGrid } from '@/components/stat-card'
import { useFormat } from '@/lib/format'

export type ProductStatsCardsProps = { stats: ProductStats | undefined; error: unknown; onRetry: () => void }

export function ProductStatsCards({ stats, error, onRetry }: ProductStatsCardsProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const count = (value: number | undefined) => (value === undefined ? undefined : format.number(value))
  return (
    <StatCardGrid
      label={t('ecommerce.products.stats.label')}
      error={error}
      onRetry={onRetry}
      cards={[
        {
          key: 'total',
          label: t('ecommerce.products.stats.total'),
          value: count(stats?.total),
          icon: <Inventory2Outlined />,
          color: 'primary',
        },
        {
          key: 'published',
          label: t('ecommerce.products.stats.published'),
          value: count(stats?.published),
          icon: <PublishedWithChangesOutlined />,
          color: 'success',
          caption: stats
            ? t('ecommerce.products.stats.scheduled', {
                count: stats.scheduled,
                formatted: format.number(stats.scheduled),
              })
            : undefined,
        },
        {
          key: 'outOfStock',
          label: t('ecommerce.products.stats.outOfStock'),
          value: count(stats?.outOfStock),
          icon: <RemoveShoppingCartOutlined />,
          color: 'error',
        },
        {
          key: 'inventoryValue',
          label: t('ecommerce.products.stats.inventoryValue'),
          // The amount, not the API's en-US dollar text: written as the prices beside it are.
          value: stats ? format.money(stats.inventoryValueAmount) : undefined,
          icon: <PaidOutlined />,
          color: 'info',
        },
      ]}
    />
  )
}
