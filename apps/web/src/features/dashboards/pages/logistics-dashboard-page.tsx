// /dashboards/logistics (also /apps/logistics/dashboard): the fleet's and shipments' figures
// computed by the server from the stored records, with the other dashboards' frame and cards.
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined'
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { useTranslation } from 'react-i18next'
import { useLogisticsDashboard } from '../api'
import { DashboardFrame } from '../components/dashboard-frame'
import { DashboardGrid } from '../components/dashboard-grid'
import {
  LogisticsCountriesCard,
  LogisticsExceptionsCard,
  LogisticsPerformanceCard,
  LogisticsShipmentsCard,
  LogisticsStatesCard,
  LogisticsVehiclesTable,
} from '../components/logistics-cards'
import { useFormat } from '@/lib/format'

export function LogisticsDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useLogisticsDashboard()
  return (
    <DashboardFrame name="logistics" query={query} statCards={4} statCardsPerLine={4}>
      {(data) => (
        <DashboardGrid
          name="logistics"
          statsPerLine={4}
          stats={[
            {
              key: 'vehicles',
              value: format.number(data.vehicleStates.reduce((sum, entry) => sum + entry.vehicles, 0)),
              icon: LocalShippingOutlined,
              color: 'primary',
              caption: t('dashboards.logistics.stats.withWarnings', {
                warnings: format.number(data.vehiclesWithWarnings),
              }),
            },
            {
              key: 'onTime',
              value: format.share(data.performance.onTimePercent),
              icon: TaskAltOutlined,
              color: 'success',
              caption: t('dashboards.logistics.stats.onTimeCaption', {
                delivered: format.number(data.performance.delivered),
              }),
            },
            {
              key: 'averageDelivery',
              value: t('dashboards.logistics.stats.hours', {
                hours: format.number(data.performance.averageDeliveryHours),
              }),
              icon: ScheduleOutlined,
              color: 'info',
              caption: t('dashboards.logistics.stats.averageDeliveryCaption'),
            },
            {
              key: 'exceptions',
              value: format.number(data.performance.exceptions),
              icon: ReportProblemOutlined,
              color: 'error',
              caption: t('dashboards.logistics.stats.exceptionsCaption'),
            },
          ]}
          cells={[
            { lg: 4, card: <LogisticsStatesCard data={data} /> },
            { lg: 8, card: <LogisticsShipmentsCard data={data} /> },
            { lg: 4, md: 6, card: <LogisticsPerformanceCard data={data} /> },
            { lg: 4, md: 6, card: <LogisticsExceptionsCard data={data} /> },
            { lg: 4, card: <LogisticsCountriesCard data={data} /> },
            { lg: 12, card: <LogisticsVehiclesTable /> },
          ]}
        />
      )}
    </DashboardFrame>
  )
}
