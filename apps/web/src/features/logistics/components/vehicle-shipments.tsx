// The selected vehicle's latest shipments under its entry in the fleet list: where each goes, its
// state (an exception with its reason) and when it is due or was delivered.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Shipment } from '@aurum/shared'
import { ErrorState, LoadingState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'
import { useVehicleShipments } from '../api'

const STATUS_COLOUR = { in_transit: 'info', delivered: 'success', exception: 'error' } as const
const STATUS_KEY = { in_transit: 'inTransit', delivered: 'delivered', exception: 'exception' } as const

export function VehicleShipments({ vehicleId, vehicleLabel }: { vehicleId: number; vehicleLabel: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const shipments = useVehicleShipments(vehicleId)
  const headingId = `vehicle-${vehicleId}-shipments`
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2.5, pb: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {shipments.data
          ? t('logistics.shipments.title', {
              count: shipments.data.total,
              formatted: format.number(shipments.data.total),
              vehicle: vehicleLabel,
            })
          : t('logistics.shipments.heading', { vehicle: vehicleLabel })}
      </Typography>
      {shipments.isPending ? <LoadingState label={t('logistics.shipments.loading')} /> : null}
      {shipments.isError ? (
        <ErrorState error={shipments.error} onRetry={() => void shipments.refetch()} />
      ) : null}
      {shipments.data?.shipments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('logistics.shipments.empty')}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {shipments.data?.shipments.map((shipment) => (
          <ShipmentRow key={shipment.id} shipment={shipment} />
        ))}
      </Box>
    </Box>
  )
}

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation()
  const format = useFormat()
  const when =
    shipment.deliveredAt !== null
      ? t('logistics.shipments.deliveredOn', { date: format.date(shipment.deliveredAt) })
      : t('logistics.shipments.dueOn', { date: format.date(shipment.dueAt) })
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {t('logistics.shipments.to', { number: shipment.id })}{' '}
          <bdi>{format.country(shipment.destinationCountryCode, shipment.destinationCountry)}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {when}
          {shipment.exception ? (
            <>
              {' · '}
              <bdi>{shipment.exception}</bdi>
            </>
          ) : null}
        </Typography>
      </Box>
      <TonalChip
        color={STATUS_COLOUR[shipment.status]}
        label={t(`logistics.shipments.status.${STATUS_KEY[shipment.status]}`)}
      />
    </Box>
  )
}
