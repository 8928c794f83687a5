// /apps/logistics/fleet (fixed height): the vehicles with their route, warning, progress and last
// report beside a map of the fleet; selecting a vehicle (in the list or on the map) centres it and
// lists its latest shipments.
import { lazy, Suspense, useState } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import { useTranslation } from 'react-i18next'
import { ErrorState, EmptyState, LoadingState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'
import { useFleet, useFleetMapConfig } from '../api'
import { warningText } from '../components/fleet-labels'
import { VehicleShipments } from '../components/vehicle-shipments'

// Leaflet (and its CSS) downloads with the map, on this page only.
const FleetMap = lazy(() => import('../components/fleet-map').then((m) => ({ default: m.FleetMap })))

export function FleetPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const fleet = useFleet()
  const mapConfig = useFleetMapConfig()
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const vehicles = fleet.data?.vehicles ?? []
  const toggle = (id: number) => setSelectedId((current) => (current === id ? null : id))

  return (
    <Paper
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        height: '100%',
        minHeight: 480,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          width: { xs: '100%', md: 360 },
          flexShrink: 0,
          maxHeight: { xs: '45%', md: 'none' },
          display: 'flex',
          flexDirection: 'column',
          borderInlineEnd: { md: 1 },
          borderBlockEnd: { xs: 1, md: 0 },
          borderColor: 'divider',
        }}
      >
        <Box sx={{ px: 2.5, py: 2 }}>
          <Typography variant="h5" component="h1">
            {t('logistics.fleet.title')}
          </Typography>
          {fleet.data ? (
            <Typography variant="body2" color="text.secondary">
              {t('logistics.fleet.subtitle', {
                count: fleet.data.totalVehicles,
                formatted: format.number(fleet.data.totalVehicles),
              })}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ overflowY: 'auto', flexGrow: 1 }}>
          {fleet.isPending ? <LoadingState label={t('logistics.fleet.loading')} /> : null}
          {fleet.isError ? (
            <Box sx={{ p: 2 }}>
              <ErrorState error={fleet.error} onRetry={() => void fleet.refetch()} />
            </Box>
          ) : null}
          {fleet.data && vehicles.length === 0 ? <EmptyState title={t('logistics.fleet.empty')} /> : null}
          <List aria-label={t('logistics.fleet.listLabel')} disablePadding>
            {vehicles.map((vehicle) => {
              const label = t('logistics.fleet.vehicle', { location: vehicle.location })
              const selected = vehicle.id === selectedId
              return (
                <ListItem key={vehicle.id} disablePadding sx={{ display: 'block' }}>
                  <ListItemButton
                    selected={selected}
                    aria-pressed={selected}
                    onClick={() => toggle(vehicle.id)}
                    data-testid={`fleet-vehicle-${vehicle.id}`}
                    sx={{ display: 'block', px: 2.5, py: 1.5 }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                      <LocalShippingOutlined
                        fontSize="small"
                        color={selected ? 'primary' : 'action'}
                        aria-hidden
                      />
                      <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{label}</Typography>
                      <TonalChip
                        color={vehicle.warnings === 'No Warnings' ? 'success' : 'warning'}
                        label={warningText(t, vehicle.warnings)}
                      />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {/* Each end isolated, so a place name in Latin letters keeps its side in right-to-left text. */}
                      <bdi>
                        {format.place(vehicle.startCity, vehicle.startCountry, vehicle.startCountryCode)}
                      </bdi>{' '}
                      {t('logistics.fleet.towards')}{' '}
                      <bdi>{format.place(vehicle.endCity, vehicle.endCountry, vehicle.endCountryCode)}</bdi>
                    </Typography>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                      <LinearProgress
                        variant="determinate"
                        value={vehicle.progress}
                        sx={{ flexGrow: 1 }}
                        aria-label={t('logistics.fleet.progressOf', { vehicle: label })}
                      />
                      <Typography variant="body2">{format.wholeShare(vehicle.progress)}</Typography>
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {t('logistics.fleet.lastReport', { time: format.dateTime(vehicle.lastReportAt) })}
                    </Typography>
                  </ListItemButton>
                  {selected ? <VehicleShipments vehicleId={vehicle.id} vehicleLabel={label} /> : null}
                </ListItem>
              )
            })}
          </List>
        </Box>
      </Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 280 }}>
        {/* Drawn once the tile source is known (a failed answer draws the plain background). */}
        {fleet.data && !mapConfig.isPending ? (
          <Suspense fallback={<LoadingState label={t('logistics.fleet.mapLoading')} />}>
            <FleetMap
              vehicles={vehicles}
              tileUrl={mapConfig.data?.tileUrl ?? null}
              attribution={mapConfig.data?.attribution ?? null}
              selectedId={selectedId}
              onSelect={toggle}
            />
          </Suspense>
        ) : null}
      </Box>
    </Paper>
  )
}
