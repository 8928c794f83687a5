// Calls of the fleet (/api/apps/logistics/vehicles): every vehicle with its route, position and
// last report, refreshed every half minute as tracking devices report; the selected vehicle's shipments.
import { useQuery } from '@tanstack/react-query'
import {
  MAX_PAGE_SIZE,
  fleetMapConfigSchema,
  vehicleListResponseSchema,
  vehicleShipmentsResponseSchema,
  type VehicleSortKey,
} from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

const LOGISTICS_PATH = '/api/apps/logistics'
const FLEET_REFRESH_MS = 30_000

const logisticsKeys = {
  all: ['logistics'] as const,
  fleet: (sortBy: VehicleSortKey | undefined) => [...logisticsKeys.all, 'fleet', sortBy ?? 'id'] as const,
  map: () => [...logisticsKeys.all, 'map'] as const,
  shipments: (vehicleId: number) => [...logisticsKeys.all, 'shipments', vehicleId] as const,
}

/** The latest shipments of one vehicle (the selected one), newest first. */
const VEHICLE_SHIPMENTS_SHOWN = 5
export function useVehicleShipments(vehicleId: number) {
  return useQuery({
    queryKey: logisticsKeys.shipments(vehicleId),
    queryFn: async ({ signal }) =>
      apiCall(vehicleShipmentsResponseSchema, `${LOGISTICS_PATH}/vehicles/${vehicleId}/shipments`, {
        query: { itemsPerPage: VEHICLE_SHIPMENTS_SHOWN },
        signal,
      }),
    refetchInterval: FLEET_REFRESH_MS,
  })
}

/** The fleet's first MAX_PAGE_SIZE vehicles (the map shows them all). */
export function useFleet(sortBy?: VehicleSortKey) {
  return useQuery({
    queryKey: logisticsKeys.fleet(sortBy),
    queryFn: async ({ signal }) =>
      apiCall(vehicleListResponseSchema, `${LOGISTICS_PATH}/vehicles`, {
        query: { itemsPerPage: MAX_PAGE_SIZE, sortBy, orderBy: 'asc' },
        signal,
      }),
    refetchInterval: FLEET_REFRESH_MS,
  })
}

/** The map's tile source (MAP_TILE_URL on the server), or null: no tiles, nothing fetched. */
export function useFleetMapConfig() {
  return useQuery({
    queryKey: logisticsKeys.map(),
    queryFn: async ({ signal }) => apiCall(fleetMapConfigSchema, `${LOGISTICS_PATH}/map`, { signal }),
    staleTime: Infinity,
  })
}
