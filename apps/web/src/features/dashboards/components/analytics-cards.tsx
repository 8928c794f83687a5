// The analytics dashboard's cards: the app's traffic and the store's revenue over the period, the
// invoices issued in it, and the pages viewed most. Every figure comes from /api/dashboards/analytics.
import { useMemo } from 'react'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'
import { useTranslation } from 'react-i18next'
import type { AnalyticsDashboard } from '@aurum/shared'
import { LeftToRightText } from '@/components/left-to-right-text'
import { useFormat, type Format } from '@/lib/format'
import { BarListItem } from './bar-list-item'
import { CrmCard } from './crm-card'
import { ApexChart } from '@/components/apex-chart'
import { dayTooltipTitle, useRtl } from './month-axis'
import { timeChartOptions } from './time-chart-options'

type AnalyticsCardProps = { data: AnalyticsDashboard }

function useBuckets(data: AnalyticsDashboard) {
  const rtl = useRtl()
  const buckets = useMemo(() => (rtl ? [...data.series].reverse() : data.series), [data.series, rtl])
  return { rtl, buckets }
}

/** The period's days along the x axis (eight labels at most), each named in full in the tooltip. */
function bucketAxis(buckets: AnalyticsDashboard['series'], format: Format) {
  return {
    xaxis: { categories: buckets.map((bucket) => format.dayMonth(bucket.start)), tickAmount: 8 },
    tooltipTitle: dayTooltipTitle(
      buckets.map((bucket) => bucket.start),
      format,
    ),
  }
}

export function AnalyticsTrafficCard({ data }: AnalyticsCardProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const { rtl, buckets } = useBuckets(data)
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.primary.main, theme.palette.info.main],
        shape: { areaOpacity: 0.4 },
        legend: true,
        rtl,
        ...bucketAxis(buckets, format),
        axisValue: (value) => format.number(Math.round(value)),
        tooltipValue: format.number,
      }),
    [buckets, format, rtl, theme],
  )
  return (
    <CrmCard
      title={t('dashboards.analytics.traffic.title')}
      subheader={t('dashboards.analytics.traffic.subheader')}
      empty={data.pageViews.current === 0}
    >
      <ApexChart
        type="area"
        height={300}
        label={t('dashboards.analytics.traffic.chartLabel')}
        series={[
          {
            name: t('dashboards.analytics.stats.pageViews'),
            data: buckets.map((bucket) => bucket.pageViews),
          },
          { name: t('dashboards.analytics.stats.sessions'), data: buckets.map((bucket) => bucket.sessions) },
        ]}
        options={options}
      />
    </CrmCard>
  )
}

export function AnalyticsRevenueCard({ data }: AnalyticsCardProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const { rtl, buckets } = useBuckets(data)
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.success.main],
        shape: { bars: { borderRadius: 3, columnWidth: '60%' } },
        rtl,
        ...bucketAxis(buckets, format),
        axisValue: format.compactMoney,
        tooltipValue: format.money,
      }),
    [buckets, format, rtl, theme],
  )
  return (
    <CrmCard
      title={t('dashboards.analytics.revenue.title')}
      subheader={t('dashboards.analytics.revenue.subheader', { revenue: format.money(data.revenue.current) })}
      empty={data.orders.current === 0}
    >
      <ApexChart
        type="bar"
        height={300}
        label={t('dashboards.analytics.revenue.chartLabel')}
        series={[
          { name: t('dashboards.analytics.stats.revenue'), data: buckets.map((bucket) => bucket.revenue) },
        ]}
        options={options}
      />
    </CrmCard>
  )
}

export function AnalyticsInvoicesCard({ data }: AnalyticsCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const rows = [
    { key: 'issued', value: format.number(data.invoices.issued) },
    { key: 'invoiced', value: format.money(data.invoices.invoiced) },
    { key: 'outstanding', value: format.money(data.invoices.outstanding) },
  ]
  return (
    <CrmCard
      title={t('dashboards.analytics.invoices.title')}
      subheader={t('dashboards.analytics.invoices.subheader')}
    >
      <List disablePadding>
        {rows.map((row) => (
          <ListItem key={row.key} disableGutters sx={{ justifyContent: 'space-between' }}>
            <Typography color="text.secondary">{t(`dashboards.analytics.invoices.${row.key}`)}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{row.value}</Typography>
          </ListItem>
        ))}
      </List>
    </CrmCard>
  )
}

export function AnalyticsTopPagesCard({ data }: AnalyticsCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const largest = Math.max(1, ...data.topPages.map((page) => page.views))
  return (
    <CrmCard
      title={t('dashboards.analytics.topPages.title')}
      subheader={t('dashboards.analytics.topPages.subheader')}
      empty={data.topPages.length === 0}
    >
      <List disablePadding>
        {data.topPages.map((page) => (
          <BarListItem
            key={page.path}
            label={
              <LeftToRightText sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{page.path}</LeftToRightText>
            }
            name={page.path}
            figure={t('dashboards.analytics.topPages.views', {
              views: format.number(page.views),
              sessions: format.number(page.sessions),
            })}
            percent={(page.views / largest) * 100}
          />
        ))}
      </List>
    </CrmCard>
  )
}
