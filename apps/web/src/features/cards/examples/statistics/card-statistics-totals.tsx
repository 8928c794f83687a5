import GroupOutlined from '@mui/icons-material/GroupOutlined'
import PaidOutlined from '@mui/icons-material/PaidOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import Grid from '@mui/material/Grid'
import { useTranslation } from 'react-i18next'
import { StatCard } from '@/components/stat-card'
import { ErrorState } from '@/components/state-views'
import { useFormat } from '@/lib/format'
import { useCrmFigures } from '@/features/cards/api'

/** The store's totals, read from its records through the CRM dashboard's call. */
export function CardStatisticsTotals() {
  const { t } = useTranslation()
  const format = useFormat()
  const figures = useCrmFigures()
  if (figures.isError) return <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
  const data = figures.data
  const cards = [
    { id: 'sales', icon: <PaidOutlined />, color: 'primary', value: data && format.money(data.sales.total) },
    {
      id: 'orders',
      icon: <ShoppingCartOutlined />,
      color: 'info',
      value: data && format.number(data.orders.total),
    },
    {
      id: 'customers',
      icon: <PersonOutlined />,
      color: 'success',
      value: data && format.number(data.customers.total),
    },
    {
      id: 'users',
      icon: <GroupOutlined />,
      color: 'warning',
      value: data && format.number(data.users.total),
    },
  ] as const
  return (
    <Grid container spacing={2}>
      {cards.map(({ id, icon, color, value }) => (
        <Grid key={id} size={{ xs: 12, sm: 6 }}>
          <StatCard label={t(`cards.statistics.${id}`)} value={value} icon={icon} color={color} />
        </Grid>
      ))}
    </Grid>
  )
}
