// Calls of the fleet (/api/apps/logistics/vehicles): every vehicle with its route, position and
// last report, refreshed every half minute as tracking devices report.
import { useQuery } from '@tanstack/react-query'
import {
  MAX_PAGE_SIZE,
  fleetMapConfigSchema,
  vehicleListResponseSchema,
  type VehicleSortKey,
} from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

export const LOGISTICS_PATH = '/api/apps/logistics'
export const FLEET_REFRESH_MS = 30_000

export const logisticsKeys = {
  all: ['logistics'] as const,
  fleet: (sortBy: VehicleSortKey | undefined) => [...logisticsKeys.all, 'fleet', sortBy ?? 'id'] as const,
  map: () => [...logisticsKeys.all, 'map'] as const,
}

/** The fleet's first MAX_PAGE_SIZE vehicles (the map shows them all). */
export function useFleet(sortBy?: VehicleSortKey) {
  return useQuery({
    queryKey: logisticsKeys.fleet(sortBy),
    queryFn: async ({ signal }) =>
      vehicleListResponseSchema.parse(
        await apiFetch<unknown>(`${LOGISTICS_PATH}/vehicles`, {
          query: { itemsPerPage: MAX_PAGE_SIZE, sortBy, orderBy: 'asc' },
          signal,
        }),
      ),
    refetchInterval: FLEET_REFRESH_MS,
  })
}

/** The map's tile source (MAP_TILE_URL on the server), or null: no tiles, nothing fetched. */
export function useFleetMapConfig() {
  return useQuery({
    queryKey: logisticsKeys.map(),
    queryFn: async ({ signal }) =>
      fleetMapConfigSchema.parse(await apiFetch<unknown>(`${LOGISTICS_PATH}/map`, { signal })),
    staleTime: Infinity,
  })
}
