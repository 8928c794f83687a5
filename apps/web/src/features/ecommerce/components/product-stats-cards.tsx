// The four cards above the products table: how many products, how many are published (with the
// scheduled ones), how many are out of stock, and what the inventory is worth (price × quantity).
import Grid from '@mui/material/Grid'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import PaidOutlined from '@mui/icons-material/PaidOutlined'
import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined'
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined'
import { useTranslation } from 'react-i18next'
import type { ProductStats } from '@aurum/shared'
import { StatCard } from '../../../components/stat-card'
import { ErrorState } from '../../../components/state-views'
import { useFormat } from '../../../lib/format'

export type ProductStatsCardsProps = { stats: ProductStats | undefined; error: unknown; onRetry: () => void }

export function ProductStatsCards({ stats, error, onRetry }: ProductStatsCardsProps) {
  const { t } = useTranslation()
  const format = useFormat()
  if (error) return <ErrorState error={error} onRetry={onRetry} />
  const count = (value: number | undefined) => (value === undefined ? undefined : format.number(value))
  const cards = [
    {
      key: 'total',
      label: t('ecommerce.products.stats.total'),
      value: count(stats?.total),
      icon: <Inventory2Outlined />,
      color: 'primary' as const,
    },
    {
      key: 'published',
      label: t('ecommerce.products.stats.published'),
      value: count(stats?.published),
      icon: <PublishedWithChangesOutlined />,
      color: 'success' as const,
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
      color: 'error' as const,
    },
    {
      key: 'inventoryValue',
      label: t('ecommerce.products.stats.inventoryValue'),
      // The spec's dollar text, digits in their order in every language.
      value: stats ? <span dir="ltr">{stats.inventoryValue}</span> : undefined,
      icon: <PaidOutlined />,
      color: 'info' as const,
    },
  ]
  return (
    <Grid container spacing={3} component="section" aria-label={t('ecommerce.products.stats.label')}>
      {cards.map(({ key, ...card }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  )
}
