// /dashboards/ecommerce (also /apps/ecommerce/dashboard): the store's figures computed by the
// server from orders, customers, products and reviews, with the CRM dashboard's building blocks.
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined'
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined'
import { useTranslation } from 'react-i18next'
import { useEcommerceDashboard } from '../api'
import { CrmOrderStatusCard } from '../components/crm-charts'
import { CrmRecentOrdersCard } from '../components/crm-lists'
import { DashboardFrame } from '../components/dashboard-frame'
import { DashboardGrid, salesAndOrdersStats } from '../components/dashboard-grid'
import { EcommerceCategoryChartCard, EcommerceRevenueChartCard } from '../components/ecommerce-charts'
import { EcommerceReviewsCard, EcommerceTopProductsCard } from '../components/ecommerce-lists'
import { useFormat } from '@/lib/format'

export function EcommerceDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useEcommerceDashboard()

  return (
    <DashboardFrame name="ecommerce" query={query} statCards={6} statCardsPerLine={3}>
      {(data) => (
        <DashboardGrid
          name="ecommerce"
          statsPerLine={3}
          stats={[
            ...salesAndOrdersStats(data, format),
            {
              key: 'averageOrder',
              value: format.money(data.orders.averageValue),
              icon: ReceiptOutlined,
              color: 'warning',
              caption: t('dashboards.ecommerce.stats.averageOrderCaption'),
            },
            {
              key: 'customers',
              value: format.number(data.customers.total),
              icon: GroupOutlined,
              color: 'info',
              caption: t('dashboards.ecommerce.stats.customersCaption', {
                buyers: format.number(data.customers.withOrders),
              }),
            },
            {
              key: 'products',
              value: format.number(data.products.total),
              icon: Inventory2Outlined,
              color: 'secondary',
              caption: t('dashboards.ecommerce.stats.productsCaption', {
                published: format.number(data.products.published),
                outOfStock: format.number(data.products.outOfStock),
              }),
            },
            {
              key: 'units',
              value: format.number(data.orders.unitsSold),
              icon: LocalMallOutlined,
              color: 'error',
              caption: t('dashboards.ecommerce.stats.unitsCaption'),
            },
          ]}
          cells={[
            { lg: 8, card: <EcommerceRevenueChartCard data={data} /> },
            { lg: 4, card: <EcommerceCategoryChartCard data={data} /> },
            { lg: 8, card: <EcommerceTopProductsCard data={data} /> },
            { lg: 4, card: <CrmOrderStatusCard data={data} /> },
            { lg: 4, card: <EcommerceReviewsCard data={data} /> },
            { lg: 8, card: <CrmRecentOrdersCard data={data} /> },
          ]}
        />
      )}
    </DashboardFrame>
  )
}
