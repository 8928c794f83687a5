// /dashboards/logistics (also /apps/logistics/dashboard): the fleet's and shipments' figures
// computed by the server from the stored records, with the other dashboards' frame and cards.
import Grid from '@mui/material/Grid'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined'
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined'
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined'
import { useTranslation } from 'react-i18next'
import { useLogisticsDashboard } from '../api'
import { CrmStatCard } from '../components/crm-stat-card'
import { DashboardFrame } from '../components/dashboard-frame'
import {
  LogisticsCountriesCard,
  LogisticsExceptionsCard,
  LogisticsPerformanceCard,
  LogisticsShipmentsCard,
  LogisticsStatesCard,
  LogisticsVehiclesTable,
} from '../components/logistics-cards'
import { useFormat } from '../../../lib/format'

export function LogisticsDashboardPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const query = useLogisticsDashboard()
  return (
    <DashboardFrame name="logistics" query={query} statCards={4} statCardsPerLine={4}>
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.logistics.stats.vehicles')}
              value={format.number(data.vehicleStates.reduce((sum, entry) => sum + entry.vehicles, 0))}
              icon={LocalShippingOutlined}
              color="primary"
              caption={t('dashboards.logistics.stats.withWarnings', {
                warnings: format.number(data.vehiclesWithWarnings),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.logistics.stats.onTime')}
              value={format.share(data.performance.onTimePercent)}
              icon={TaskAltOutlined}
              color="success"
              caption={t('dashboards.logistics.stats.onTimeCaption', {
                delivered: format.number(data.performance.delivered),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.logistics.stats.averageDelivery')}
              value={t('dashboards.logistics.stats.hours', {
                hours: format.number(data.performance.averageDeliveryHours),
              })}
              icon={ScheduleOutlined}
              color="info"
              caption={t('dashboards.logistics.stats.averageDeliveryCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <CrmStatCard
              title={t('dashboards.logistics.stats.exceptions')}
              value={format.number(data.performance.exceptions)}
              icon={ReportProblemOutlined}
              color="error"
              caption={t('dashboards.logistics.stats.exceptionsCaption')}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <LogisticsStatesCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <LogisticsShipmentsCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <LogisticsPerformanceCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <LogisticsExceptionsCard data={data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <LogisticsCountriesCard data={data} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <LogisticsVehiclesTable />
          </Grid>
        </Grid>
      )}
    </DashboardFrame>
  )
}
