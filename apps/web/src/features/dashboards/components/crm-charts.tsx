// The CRM dashboard's chart cards: monthly sales, order statuses, invoiced against paid, and
// users by role. In right-to-left pages the months run from right to left.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'
import { useTranslation } from 'react-i18next'
import type { CrmDashboard } from '@aurum/shared'
import { CrmCard } from './crm-card'
import { DonutCard } from './donut-card'
import { orderStatusColor, orderStatusKey, roleKey } from './crm-labels'
import { ApexChart } from '@/components/apex-chart'
import { useFormat } from '@/lib/format'
import { useMonthAxis, useRtl } from './month-axis'
import { timeChartOptions } from './time-chart-options'

type CrmChartProps = { data: CrmDashboard }

export function CrmSalesChartCard({ data }: CrmChartProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const rtl = useRtl()
  const axis = useMonthAxis(data.monthly, rtl)
  const { months } = axis
  const yearSales = data.monthly.reduce((sum, month) => sum + month.sales, 0)
  const yearOrders = data.monthly.reduce((sum, month) => sum + month.orders, 0)
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.primary.main],
        shape: { bars: { borderRadius: 6, columnWidth: '45%' } },
        rtl,
        ...axis,
        axisValue: format.compactMoney,
        tooltipValue: (value, context) => {
          const orders = months[context?.dataPointIndex ?? -1]?.orders ?? 0
          return `${format.money(value)} · ${t('dashboards.crm.ordersCount', { count: orders, formatted: format.number(orders) })}`
        },
      }),
    [axis, format, months, rtl, t, theme],
  )
  return (
    <CrmCard
      title={t('dashboards.crm.sales.title')}
      subheader={t('dashboards.crm.sales.subheader', {
        sales: format.money(yearSales),
        orders: format.number(yearOrders),
      })}
      empty={yearOrders === 0}
    >
      <ApexChart
        type="bar"
        height={300}
        label={t('dashboards.crm.sales.chartLabel')}
        series={[{ name: t('dashboards.crm.sales.series'), data: months.map((month) => month.sales) }]}
        options={options}
      />
    </CrmCard>
  )
}

/** Reads only the order statuses: the e-commerce dashboard shows the same card. */
export function CrmOrderStatusCard({ data }: { data: Pick<CrmDashboard, 'orderStatuses'> }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DonutCard
      title={t('dashboards.crm.orderStatuses.title')}
      subheader={t('dashboards.crm.orderStatuses.subheader')}
      slices={data.orderStatuses.map(({ status, orders }) => ({
        label: t(orderStatusKey(status), { defaultValue: status }),
        value: orders,
        tone: orderStatusColor[status] ?? 'secondary',
      }))}
      totalLabel={t('dashboards.crm.orderStatuses.total')}
      format={format.number}
    />
  )
}

export function CrmInvoicesChartCard({ data }: CrmChartProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const rtl = useRtl()
  const axis = useMonthAxis(data.monthly, rtl)
  const { months } = axis
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.info.main, theme.palette.success.main],
        shape: { areaOpacity: 0.4 },
        legend: true,
        edgePadding: true,
        rtl,
        ...axis,
        axisValue: format.compactMoney,
        tooltipValue: format.money,
      }),
    [axis, format, rtl, theme],
  )
  const { invoices } = data
  return (
    <CrmCard
      title={t('dashboards.crm.invoices.title')}
      subheader={t('dashboards.crm.invoices.subheader')}
      empty={invoices.total === 0}
    >
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
        {(
          [
            ['invoiced', invoices.invoiced, 'info.main'],
            ['paid', invoices.paid, 'success.main'],
            ['outstanding', invoices.outstanding, 'warning.main'],
          ] as const
        ).map(([key, value, color]) => (
          <Box key={key} sx={{ borderInlineStart: 4, borderColor: color, paddingInlineStart: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t(`dashboards.crm.invoices.${key}`)}
            </Typography>
            <Typography variant="h6" component="p">
              {format.money(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      <ApexChart
        type="area"
        height={260}
        label={t('dashboards.crm.invoices.chartLabel')}
        series={[
          { name: t('dashboards.crm.invoices.invoiced'), data: months.map((month) => month.invoiced) },
          { name: t('dashboards.crm.invoices.paid'), data: months.map((month) => month.paid) },
        ]}
        options={options}
      />
    </CrmCard>
  )
}

export function CrmUsersByRoleCard({ data }: CrmChartProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const { users } = data
  return (
    <DonutCard
      title={t('dashboards.crm.users.title')}
      subheader={t('dashboards.crm.users.subheader', {
        active: format.number(users.active),
        total: format.number(users.total),
      })}
      slices={users.byRole.map(({ role, users: count }) => {
        const key = roleKey(role)
        return { label: key ? t(key) : role, value: count }
      })}
      totalLabel={t('dashboards.crm.users.total')}
      total={users.total}
      format={format.number}
    />
  )
}
