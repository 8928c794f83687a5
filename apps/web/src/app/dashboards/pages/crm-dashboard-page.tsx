// /dashboards/crm, the admin's landing page: store and billing figures computed by the server.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
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
import { useFormat } from '../../../lib/format'

function CrmDashboardSkeleton() {
  const { t } = useTranslation()
  return (
    <Grid container spacing={3} role="status" aria-label={t('dashboards.crm.loading')}>
      {[0, 1, 2, 3].map((index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Skeleton variant="rounded" height={136} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 8 }}>
        <Skeleton variant="rounded" height={400} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Skeleton variant="rounded" height={400} />
      </Grid>
    </Grid>
  )
}

export function CrmDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { data, isPending, isError, refetch, isRefetching } = useCrmDashboard()

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('dashboards.crm.title')}
        </Typography>
        {data ? (
          <Typography color="text.secondary">
            {t('dashboards.crm.subtitle', { month: format.monthLong(data.lastMonth) })}
          </Typography>
        ) : null}
      </Box>
      {isPending ? <CrmDashboardSkeleton /> : null}
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} loading={isRefetching}>
              {t('dashboards.crm.retry')}
            </Button>
          }
        >
          {t('dashboards.crm.error')}
        </Alert>
      ) : null}
      {data ? (
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
      ) : null}
    </Box>
  )
}
