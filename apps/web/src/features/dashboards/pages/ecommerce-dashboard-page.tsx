// /dashboards/ecommerce (also /apps/ecommerce/dashboard): the store's figures computed by the
// server from orders, customers, products and reviews, with the CRM dashboard's building blocks.
import Grid from '@mui/material/Grid'
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined'
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined'
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined'
import { useTranslation } from 'react-i18next'
import { useEcommerceDashboard } from '../api'
import { CrmOrderStatusCard } from '../components/crm-charts'
import { CrmRecentOrdersCard } from '../components/crm-lists'
import { CrmStatCard } from '../components/crm-stat-card'
import { DashboardFrame } from '../components/dashboard-frame'
import { EcommerceCategoryChartCard, EcommerceRevenueChartCard } from '../components/ecommerce-charts'
import { EcommerceReviewsCard, EcommerceTopProductsCard } from '../components/ecommerce-lists'
import { useFormat } from '../../../lib/format'

export function EcommerceDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useEcommerceDashboard()

  return (
    <DashboardFrame name="ecommerce" query={query} statCards={6} statCardsPerLine={3}>
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <CrmStatCard
              title={t('dashboards.ecommerce.stats.sales')}
              value={format.money(data.sales.total)}
              icon={AttachMoneyOutlined}
              color="primary"
              trend={data.sales.trend}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <CrmStatCard
              title={t('dashboards.ecommerce.stats.orders')}
              value={format.number(data.orders.total)}
              icon={ShoppingBagOutlined}
              color="success"
              trend={data.orders.trend}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <CrmStatCard
              title={t('dashboards.ecommerce.stats.averageOrder')}
              value={format.money(data.orders.averageValue)}
              icon={ReceiptOutlined}
              color="warning"
              caption={t('dashboards.ecommerce.stats.averageOrderCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <CrmStatCard
              title={t('dashboards.ecommerce.stats.customers')}
              value={format.number(data.customers.total)}
              icon={GroupOutlined}
              color="info"
              caption={t('dashboards.ecommerce.stats.customersCaption', {
                buyers: format.number(data.customers.withOrders),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <CrmStatCard
              title={t('dashboards.ecommerce.stats.products')}
              value={format.number(data.products.total)}
              icon={Inventory2Outlined}
              color="secondary"
              caption={t('dashboards.ecommerce.stats.productsCaption', {
                published: format.number(data.products.published),
                outOfStock: format.number(data.products.outOfStock),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <CrmStatCard
              title={t('dashboards.ecommerce.stats.units')}
              value={format.number(data.orders.unitsSold)}
              icon={LocalMallOutlined}
              color="error"
              caption={t('dashboards.ecommerce.stats.unitsCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <EcommerceRevenueChartCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <EcommerceCategoryChartCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <EcommerceTopProductsCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <CrmOrderStatusCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <EcommerceReviewsCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <CrmRecentOrdersCard data={data} />
          </Grid>
        </Grid>
      )}
    </DashboardFrame>
  )
}
