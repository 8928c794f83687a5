// /dashboards/analytics: the figures a business reads for a period (7, 30 or 90 days, or a year,
// ending today; held in the URL), each against the period before: revenue, orders, average order
// and new customers from the store's records, invoices issued, and the app's own page views.
import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined'
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined'
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { ANALYTICS_PERIODS, analyticsQuerySchema } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { useListParams } from '@/lib/list-params'
import { useAnalyticsDashboard } from '../api'
import {
  AnalyticsInvoicesCard,
  AnalyticsRevenueCard,
  AnalyticsTopPagesCard,
  AnalyticsTrafficCard,
} from '../components/analytics-cards'
import { CrmStatCard } from '../components/crm-stat-card'
import { DashboardFrame } from '../components/dashboard-frame'
import { DashboardGrid } from '../components/dashboard-grid'

/** The period's figures each shown against the period before: its key, how it reads, icon, colour. */
const ANALYTICS_STATS = [
  ['revenue', 'money', AttachMoneyOutlined, 'primary'],
  ['orders', 'number', ShoppingBagOutlined, 'success'],
  ['averageOrder', 'money', ReceiptOutlined, 'warning'],
  ['newCustomers', 'number', GroupAddOutlined, 'info'],
  ['pageViews', 'number', VisibilityOutlined, 'secondary'],
  ['sessions', 'number', PeopleOutlined, 'error'],
] as const

export function AnalyticsDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { params, setParams } = useListParams(analyticsQuerySchema)
  const query = useAnalyticsDashboard(params.period)
  const comparison = {
    versus: t('dashboards.analytics.versus'),
    none: t('dashboards.analytics.noComparison'),
  }
  return (
    <DashboardFrame name="analytics" query={query} statCards={6} statCardsPerLine={3}>
      {(data) => (
        <DashboardGrid
          name="analytics"
          header={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={params.period}
                onChange={(_event, period: string | null) => {
                  if (period) setParams({ period })
                }}
                aria-label={t('dashboards.analytics.period')}
                // The theme's unselected toggle text is too faint on the page background.
                sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
              >
                {ANALYTICS_PERIODS.map((period) => (
                  <ToggleButton key={period} value={period}>
                    {t(`dashboards.analytics.periods.${period}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Typography color="text.secondary" data-testid="analytics-range">
                {t('dashboards.analytics.range', {
                  from: format.day(data.from),
                  to: format.day(new Date(Date.parse(data.to) - 86_400_000).toISOString()),
                })}
              </Typography>
            </Box>
          }
          statsPerLine={3}
          stats={ANALYTICS_STATS.map(([key, kind, icon, color]) => ({
            key,
            value: format[kind](data[key].current),
            icon,
            color,
            trend: data[key],
            comparison,
          }))}
          cells={[
            { lg: 6, card: <AnalyticsTrafficCard data={data} /> },
            { lg: 6, card: <AnalyticsRevenueCard data={data} /> },
            { lg: 8, card: <AnalyticsTopPagesCard data={data} /> },
            {
              lg: 4,
              sx: { display: 'flex', flexDirection: 'column', gap: 3 },
              card: (
                <>
                  {/* The invoices card fills what the support figure leaves (cards take their box's height). */}
                  <Box sx={{ flexGrow: 1 }}>
                    <AnalyticsInvoicesCard data={data} />
                  </Box>
                  <CrmStatCard
                    title={t('dashboards.analytics.stats.contactMessages')}
                    value={format.number(data.support.contactMessages.current)}
                    icon={SupportAgentOutlined}
                    color="info"
                    trend={data.support.contactMessages}
                    comparison={comparison}
                  />
                </>
              ),
            },
          ]}
        />
      )}
    </DashboardFrame>
  )
}
