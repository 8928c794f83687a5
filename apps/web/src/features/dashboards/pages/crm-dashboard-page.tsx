// /dashboards/crm, the admin's landing page: store and billing figures computed by the server.
import GroupOutlined from '@mui/icons-material/GroupOutlined'
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined'
import { useTranslation } from 'react-i18next'
import { useCrmDashboard } from '../api'
import {
  CrmInvoicesChartCard,
  CrmOrderStatusCard,
  CrmSalesChartCard,
  CrmUsersByRoleCard,
} from '../components/crm-charts'
import { CrmRecentOrdersCard, CrmTopCountriesCard } from '../components/crm-lists'
import { DashboardFrame } from '../components/dashboard-frame'
import { DashboardGrid, salesAndOrdersStats } from '../components/dashboard-grid'
import { useFormat } from '@/lib/format'

export function CrmDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useCrmDashboard()

  return (
    <DashboardFrame name="crm" query={query} statCards={4} statCardsPerLine={4}>
      {(data) => (
        <DashboardGrid
          name="crm"
          statsPerLine={4}
          stats={[
            ...salesAndOrdersStats(data, format),
            {
              key: 'customers',
              value: format.number(data.customers.total),
              icon: GroupOutlined,
              color: 'info',
              caption: t('dashboards.crm.stats.newCustomers', {
                count: data.customers.trend.current,
                formatted: format.number(data.customers.trend.current),
              }),
            },
            {
              key: 'averageOrder',
              value: format.money(data.orders.averageValue),
              icon: ReceiptOutlined,
              color: 'warning',
              caption: t('dashboards.crm.stats.averageOrderCaption'),
            },
          ]}
          cells={[
            { lg: 8, card: <CrmSalesChartCard data={data} /> },
            { lg: 4, card: <CrmOrderStatusCard data={data} /> },
            { lg: 8, card: <CrmInvoicesChartCard data={data} /> },
            { lg: 4, card: <CrmUsersByRoleCard data={data} /> },
            { lg: 4, card: <CrmTopCountriesCard data={data} /> },
            { lg: 8, card: <CrmRecentOrdersCard data={data} /> },
          ]}
        />
      )}
    </DashboardFrame>
  )
}
