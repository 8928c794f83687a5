// The logistics dashboard's cards: vehicles by state, weekly shipments, delivery performance,
// delivery exceptions, shipments by destination country and the vehicles table. Every figure comes
// from /api/dashboards/logistics and /api/apps/logistics/vehicles (the stored fleet and shipments).
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import type { ApexOptions } from 'apexcharts'
import { useTranslation } from 'react-i18next'
import type { LogisticsDashboard, VehicleSortKey } from '@aurum/shared'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useFormat } from '@/lib/format'
import { useDashboardVehicles, type DashboardVehiclesQuery } from '../api'
import { BarListItem } from './bar-list-item'
import { CrmCard } from './crm-card'
import { DonutCard } from './donut-card'
import { ApexChart } from '@/components/apex-chart'
import { exceptionKey, vehicleStateColor, warningKey } from './logistics-labels'
import { dayTooltipTitle, useRtl } from './month-axis'
import { timeChartOptions } from './time-chart-options'
import { TableScrollRegion } from '@/components/table-scroll-region'

type LogisticsCardProps = { data: LogisticsDashboard }

export function LogisticsStatesCard({ data }: LogisticsCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const total = data.vehicleStates.reduce((sum, entry) => sum + entry.vehicles, 0)
  return (
    <CrmCard
      title={t('dashboards.logistics.states.title')}
      subheader={t('dashboards.logistics.states.subheader', { total: format.number(total) })}
      empty={total === 0}
    >
      <Box aria-hidden sx={{ display: 'flex', height: 40, borderRadius: 1, overflow: 'hidden', mb: 2 }}>
        {data.vehicleStates
          .filter((entry) => entry.vehicles > 0)
          .map((entry) => (
            <Box
              key={entry.state}
              sx={{ flexGrow: entry.vehicles, bgcolor: `${vehicleStateColor[entry.state]}.main` }}
            />
          ))}
      </Box>
      <List disablePadding>
        {data.vehicleStates.map((entry) => (
          <ListItem key={entry.state} disableGutters sx={{ gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: `${vehicleStateColor[entry.state]}.main`,
              }}
            />
            <Typography sx={{ flexGrow: 1 }}>{t(`dashboards.logistics.states.${entry.state}`)}</Typography>
            <Typography sx={{ fontWeight: 500 }}>{format.number(entry.vehicles)}</Typography>
            <Typography color="text.secondary" sx={{ minWidth: 56, textAlign: 'end' }}>
              {format.wholeShare(total === 0 ? 0 : (entry.vehicles / total) * 100)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </CrmCard>
  )
}

export function LogisticsShipmentsCard({ data }: LogisticsCardProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const format = useFormat()
  const rtl = useRtl()
  const weeks = useMemo(
    () => (rtl ? [...data.shipmentWeeks].reverse() : data.shipmentWeeks),
    [data.shipmentWeeks, rtl],
  )
  const options = useMemo<ApexOptions>(
    () =>
      timeChartOptions({
        colors: [theme.palette.primary.main, theme.palette.success.main],
        shape: { bars: { borderRadius: 4, columnWidth: '55%' } },
        legend: true,
        rtl,
        xaxis: { categories: weeks.map((week) => format.dayMonth(week.week)) },
        tooltipTitle: dayTooltipTitle(
          weeks.map((week) => week.week),
          format,
        ),
        axisValue: (value) => format.number(Math.round(value)),
        tooltipValue: format.number,
      }),
    [format, rtl, theme, weeks],
  )
  const shipped = data.shipmentWeeks.reduce((sum, week) => sum + week.shipped, 0)
  return (
    <CrmCard
      title={t('dashboards.logistics.shipments.title')}
      subheader={t('dashboards.logistics.shipments.subheader', { shipped: format.number(shipped) })}
      empty={data.shipmentWeeks.every((week) => week.shipped === 0 && week.delivered === 0)}
    >
      <ApexChart
        type="bar"
        height={300}
        label={t('dashboards.logistics.shipments.chartLabel')}
        series={[
          { name: t('dashboards.logistics.shipments.shipped'), data: weeks.map((week) => week.shipped) },
          { name: t('dashboards.logistics.shipments.delivered'), data: weeks.map((week) => week.delivered) },
        ]}
        options={options}
      />
    </CrmCard>
  )
}

export function LogisticsPerformanceCard({ data }: LogisticsCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const { performance } = data
  const rows: { key: string; value: number; color: 'success' | 'warning' | 'info' | 'error' }[] = [
    { key: 'onTime', value: performance.onTime, color: 'success' },
    { key: 'late', value: performance.late, color: 'warning' },
    { key: 'inTransit', value: performance.inTransit, color: 'info' },
    { key: 'exceptions', value: performance.exceptions, color: 'error' },
  ]
  return (
    <CrmCard
      title={t('dashboards.logistics.performance.title')}
      subheader={t('dashboards.logistics.performance.subheader', {
        shipments: format.number(performance.shipments),
      })}
      empty={performance.shipments === 0}
    >
      <List disablePadding>
        {rows.map((row) => {
          const share = performance.shipments === 0 ? 0 : (row.value / performance.shipments) * 100
          const label = t(`dashboards.logistics.performance.${row.key}`)
          return (
            <BarListItem
              key={row.key}
              label={label}
              name={label}
              figure={`${format.number(row.value)} · ${format.wholeShare(share)}`}
              percent={share}
              color={row.color}
            />
          )
        })}
      </List>
    </CrmCard>
  )
}

/** The reasons in order of urgency: a failed delivery reads red, a late one amber. */
const EXCEPTION_TONES = ['error', 'warning', 'info', 'secondary', 'primary'] as const

export function LogisticsExceptionsCard({ data }: LogisticsCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DonutCard
      title={t('dashboards.logistics.exceptions.title')}
      subheader={t('dashboards.logistics.exceptions.subheader')}
      slices={data.exceptions.map((entry, index) => {
        const key = exceptionKey(entry.reason)
        return {
          label: key ? t(key) : entry.reason,
          value: entry.shipments,
          tone: EXCEPTION_TONES[index % EXCEPTION_TONES.length],
        }
      })}
      totalLabel={t('dashboards.logistics.exceptions.total')}
      format={format.number}
      height={300}
    />
  )
}

export function LogisticsCountriesCard({ data }: LogisticsCardProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const largest = Math.max(1, ...data.countries.map((entry) => entry.shipments))
  return (
    <CrmCard
      title={t('dashboards.logistics.countries.title')}
      subheader={t('dashboards.logistics.countries.subheader')}
      empty={data.countries.length === 0}
    >
      <List disablePadding>
        {data.countries.map((entry) => {
          const country = format.country(entry.countryCode, entry.country)
          return (
            <BarListItem
              key={entry.country}
              label={country}
              name={country}
              figure={t('dashboards.logistics.countries.shipments', {
                shipments: format.number(entry.shipments),
              })}
              percent={(entry.shipments / largest) * 100}
            />
          )
        })}
      </List>
    </CrmCard>
  )
}

const TABLE_SORTS: { key: VehicleSortKey; labelKey: string }[] = [
  { key: 'location', labelKey: 'location' },
  { key: 'startRoute', labelKey: 'startRoute' },
  { key: 'endRoute', labelKey: 'endRoute' },
  { key: 'warnings', labelKey: 'warnings' },
  { key: 'progress', labelKey: 'progress' },
]

export function LogisticsVehiclesTable() {
  const { t } = useTranslation()
  const format = useFormat()
  const [query, setQuery] = useState<DashboardVehiclesQuery>({
    page: 1,
    itemsPerPage: 5,
    orderBy: 'asc',
  })
  const vehicles = useDashboardVehicles(query)
  const data = vehicles.data
  return (
    <CrmCard
      title={t('dashboards.logistics.vehicles.title')}
      subheader={t('dashboards.logistics.vehicles.subheader')}
    >
      {vehicles.isPending ? <LoadingState /> : null}
      {vehicles.isError ? (
        <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />
      ) : null}
      {data ? (
        <>
          <TableScrollRegion label={t('dashboards.logistics.vehicles.title')}>
            <Table size="small" aria-label={t('dashboards.logistics.vehicles.title')}>
              <TableHead>
                <TableRow>
                  {TABLE_SORTS.map((column) => (
                    <TableCell
                      key={column.key}
                      sortDirection={query.sortBy === column.key ? query.orderBy : false}
                    >
                      <TableSortLabel
                        active={query.sortBy === column.key}
                        direction={query.sortBy === column.key ? query.orderBy : 'asc'}
                        onClick={() =>
                          setQuery((current) => ({
                            ...current,
                            page: 1,
                            sortBy: column.key,
                            orderBy:
                              current.sortBy === column.key && current.orderBy === 'asc' ? 'desc' : 'asc',
                          }))
                        }
                      >
                        {t(`dashboards.logistics.vehicles.${column.labelKey}`)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.vehicles.map((vehicle) => {
                  const warning = warningKey(vehicle.warnings)
                  return (
                    <TableRow key={vehicle.id}>
                      <TableCell>
                        {t('dashboards.logistics.vehicles.vehicle', { location: vehicle.location })}
                      </TableCell>
                      <TableCell>
                        {format.place(vehicle.startCity, vehicle.startCountry, vehicle.startCountryCode)}
                      </TableCell>
                      <TableCell>
                        {format.place(vehicle.endCity, vehicle.endCountry, vehicle.endCountryCode)}
                      </TableCell>
                      <TableCell>{warning ? t(warning) : vehicle.warnings}</TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          <LinearProgress
                            variant="determinate"
                            value={vehicle.progress}
                            sx={{ flexGrow: 1 }}
                            aria-label={t('dashboards.logistics.vehicles.progressOf', {
                              location: vehicle.location,
                            })}
                          />
                          <Typography variant="body2">{format.wholeShare(vehicle.progress)}</Typography>
                        </Box>
                      </TableCell>
                    </TableRow>
                  )
                })}
              </TableBody>
            </Table>
          </TableScrollRegion>
          <TablePagination
            component="div"
            count={data.totalVehicles}
            page={query.page - 1}
            rowsPerPage={query.itemsPerPage}
            rowsPerPageOptions={[5, 10, 25]}
            onPageChange={(_event, page) => setQuery((current) => ({ ...current, page: page + 1 }))}
            onRowsPerPageChange={(event) =>
              setQuery((current) => ({ ...current, page: 1, itemsPerPage: Number(event.target.value) }))
            }
            labelRowsPerPage={t('dashboards.logistics.vehicles.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              t('dashboards.logistics.vehicles.displayedRows', { from, to, count })
            }
          />
        </>
      ) : null}
    </CrmCard>
  )
}
