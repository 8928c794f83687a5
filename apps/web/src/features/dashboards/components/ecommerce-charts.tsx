// The e-commerce dashboard's chart cards: revenue by month (orders and units in the tooltip) and
// sales by category. In right-to-left pages the months run from right to left.
import { useMemo } from 'react'
import { useTheme } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'
import { useTranslation } from 'react-i18next'
import type { EcommerceDashboard } from '@aurum/shared'
import { CrmCard } from './crm-card'
import { DonutCard } from './donut-card'
import { ApexChart } from '@/components/apex-chart'
import { useFormat } from '@/lib/format'
import { useMonthAxis, useRtl } from './month-axis'
import { timeChartOptions } from './time-chart-options'

type EcommerceChartProps = { data: EcommerceDashboard }

const CATEGORY_KEYS: Record<string, string> = {
  Electronics: 'electronics',
  Accessories: 'accessories',
  Shoes: 'shoes',
  Office: 'office',
  'Home Decor': 'homeDecor',
  Games: 'games',
}

/** A category's name in the reader's language when it is one of the store's own; else as stored. */
function useCategoryText() {
  const { t } = useTranslation()
  return (category: string) => {
    const key = CATEGORY_KEYS[category]
    return key ? t(`dashboards.ecommerce.categories.${key}`) : category
  }
}

export function EcommerceRevenueChartCard({ data }: EcommerceChartProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const rtl = useRtl()
  const axis = useMonthAxis(data.monthly, rtl)
  const { months } = axis
  const yearSales = data.monthly.reduce((sum, month) => sum + month.sales, 0)
  const yearUnits = data.monthly.reduce((sum, month) => sum + month.unitsSold, 0)
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.primary.main],
        shape: { areaOpacity: 0.45 },
        edgePadding: true,
        rtl,
        ...axis,
        axisValue: format.compactMoney,
        tooltipValue: (value, context) => {
          const month = months[context?.dataPointIndex ?? -1]
          return t('dashboards.ecommerce.revenue.tooltip', {
            sales: format.money(value),
            orders: format.number(month?.orders ?? 0),
            units: format.number(month?.unitsSold ?? 0),
          })
        },
      }),
    [axis, format, months, rtl, t, theme],
  )
  return (
    <CrmCard
      title={t('dashboards.ecommerce.revenue.title')}
      subheader={t('dashboards.ecommerce.revenue.subheader', {
        sales: format.money(yearSales),
        units: format.number(yearUnits),
      })}
      empty={data.monthly.every((month) => month.orders === 0)}
    >
      <ApexChart
        type="area"
        height={300}
        label={t('dashboards.ecommerce.revenue.chartLabel')}
        series={[
          { name: t('dashboards.ecommerce.revenue.series'), data: months.map((month) => month.sales) },
        ]}
        options={options}
      />
    </CrmCard>
  )
}

export function EcommerceCategoryChartCard({ data }: EcommerceChartProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const categoryText = useCategoryText()
  return (
    <DonutCard
      title={t('dashboards.ecommerce.categories.title')}
      subheader={t('dashboards.ecommerce.categories.subheader')}
      slices={data.categorySales.map((entry) => ({
        label: categoryText(entry.category),
        value: entry.revenue,
      }))}
      totalLabel={t('dashboards.ecommerce.categories.total')}
      format={format.money}
      formatShort={format.compactMoney}
    />
  )
}
