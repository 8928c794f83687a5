// A dashboard's body: its row of stat cards, then its cards, on one grid. The stat cards' titles are
// `dashboards.<name>.stats.<key>`; the loading skeleton (DashboardFrame) draws the same first row.
import Grid from '@mui/material/Grid'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CrmTrend } from '@aurum/shared'
import type { Format } from '@/lib/format'
import { CrmStatCard, type CrmStatCardProps } from './crm-stat-card'
import type { DashboardFrameProps } from './dashboard-frame'

export type DashboardStat = Omit<CrmStatCardProps, 'title'> & { key: string }

/** A card and the columns (of 12) it takes on wide screens, and on mid-sized ones when not all 12. */
type DashboardCell = { lg: number; md?: number; card: ReactNode; sx?: SxProps<Theme> }

export type DashboardGridProps = {
  name: DashboardFrameProps<object>['name']
  stats: readonly DashboardStat[]
  statsPerLine: 3 | 4
  cells: readonly DashboardCell[]
  /** Above the stat cards, across the grid (the analytics period picker). */
  header?: ReactNode
}

export function DashboardGrid({ name, stats, statsPerLine, cells, header }: DashboardGridProps) {
  const { t } = useTranslation()
  return (
    <Grid container spacing={3}>
      {header ? <Grid size={{ xs: 12 }}>{header}</Grid> : null}
      {stats.map(({ key, ...card }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 12 / statsPerLine }}>
          <CrmStatCard title={t(`dashboards.${name}.stats.${key}`)} {...card} />
        </Grid>
      ))}
      {cells.map(({ lg, md, card, sx }, index) => (
        <Grid key={index} size={md ? { xs: 12, md, lg } : { xs: 12, lg }} sx={sx}>
          {card}
        </Grid>
      ))}
    </Grid>
  )
}

type StoreFigures = { sales: { total: number; trend: CrmTrend }; orders: { total: number; trend: CrmTrend } }

/** Sales and orders against the month before: the first figures of the CRM and e-commerce dashboards. */
export function salesAndOrdersStats(data: StoreFigures, format: Format): DashboardStat[] {
  return [
    {
      key: 'sales',
      value: format.money(data.sales.total),
      icon: AttachMoneyOutlined,
      color: 'primary',
      trend: data.sales.trend,
    },
    {
      key: 'orders',
      value: format.number(data.orders.total),
      icon: ShoppingBagOutlined,
      color: 'success',
      trend: data.orders.trend,
    },
  ]
}
