// /dashboards/crm, the admin's landing page: store and billing figures computed by the server.
import Grid from '@mui/material/Grid'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined'
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined'
import { useTranslation } from 'react-i18next'
import { useCrmDashboard } from '../api'
import {
  CrmInvoicesChartCard,
  CrmOrderStatusCard,
  CrmSalesChartCard,
  CrmUsersByRoleCard,
} from '../components/crm-charts'
import { CrmRecentOrdersCard, CrmTopCountriesCard } from '../components/crm-lists'
import { CrmStatCard } from '../components/crm-stat-card'
import { DashboardFrame } from '../components/dashboard-frame'
import { useFormat } from '../../../lib/format'

export function CrmDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useCrmDashboard()

  return (
    <DashboardFrame name="crm" query={query} statCards={4} statCardsPerLine={4}>
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.crm.stats.sales')}
              value={format.money(data.sales.total)}
              icon={AttachMoneyOutlined}
              color="primary"
              trend={data.sales.trend}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.crm.stats.orders')}
              value={format.number(data.orders.total)}
              icon={ShoppingBagOutlined}
              color="success"
              trend={data.orders.trend}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.crm.stats.customers')}
              value={format.number(data.customers.total)}
              icon={GroupOutlined}
              color="info"
              caption={t('dashboards.crm.stats.newCustomers', {
                count: data.customers.trend.current,
                formatted: format.number(data.customers.trend.current),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.crm.stats.averageOrder')}
              value={format.money(data.orders.averageValue)}
              icon={ReceiptOutlined}
              color="warning"
              caption={t('dashboards.crm.stats.averageOrderCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <CrmSalesChartCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <CrmOrderStatusCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <CrmInvoicesChartCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <CrmUsersByRoleCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <CrmTopCountriesCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <CrmRecentOrdersCard data={data} />
          </Grid>
        </Grid>
      )}
    </DashboardFrame>
  )
}
