// HTTP of /api/apps/logistics (spec section 7, and beyond it: a tracking device's report). The
// Vehicle ability is required (the client role and visitors are refused); reporting needs update.
// A vehicle's shipments are listed on their own call (paged, by status).
import {
  fieldErrorsSchema,
  fleetMapConfigSchema,
  idParamSchema,
  messageSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  vehicleReportSchema,
  vehicleSchema,
  vehicleShipmentsQuerySchema,
  vehicleShipmentsResponseSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as logisticsService from './service.js'

const tags = ['logistics']
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }

export function createLogisticsRouter({
  db,
  mapTileUrl,
  mapTileAttribution,
}: {
  db: Db
  mapTileUrl: string | null
  mapTileAttribution: string | null
}) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/logistics/map',
        summary:
          "The fleet map's configuration: the tile URL template (MAP_TILE_URL) and its credit (MAP_TILE_ATTRIBUTION); a null URL: the map draws on its bundled world map and fetches nothing",
        tags,
        access: { action: 'read', subject: 'Vehicle' },
        responses: { 200: { description: 'Map configuration', schema: fleetMapConfigSchema } },
      },
      (c) => c.json({ tileUrl: mapTileUrl, attribution: mapTileUrl ? mapTileAttribution : null }),
    )
    .get(
      {
        path: '/apps/logistics/vehicles',
        summary:
          'Vehicles: sortBy (location, startRoute, endRoute, warnings, progress), orderBy, paged; each with its route ends, last reported position and report time',
        tags,
        access: { action: 'read', subject: 'Vehicle' },
        query: vehicleListQuerySchema,
        responses: {
          200: { description: 'A page of vehicles', schema: vehicleListResponseSchema },
          400: badInput,
        },
      },
      async (c, { query }) => c.json(await logisticsService.listVehicles(db, query)),
    )
    .get(
      {
        path: '/apps/logistics/vehicles/:id/shipments',
        summary:
          "A vehicle's shipments, newest first: status (in_transit, delivered, exception), paged; 404 for an unknown vehicle",
        tags,
        access: { action: 'read', subject: 'Vehicle' },
        params: idParamSchema,
        query: vehicleShipmentsQuerySchema,
        responses: {
          200: { description: "The vehicle's shipments", schema: vehicleShipmentsResponseSchema },
          400: badInput,
          404: { description: 'No such vehicle', schema: messageSchema },
        },
      },
      async (c, { params, query }) =>
        c.json(await logisticsService.listVehicleShipments(db, params.id, query)),
    )
    .post(
      {
        path: '/apps/logistics/vehicles/:id/reports',
        summary:
          "A tracking report: progress (0 to 100), optionally the position (else the point of the route the progress says) and a warning; stamps the report's time",
        tags,
        access: { action: 'update', subject: 'Vehicle' },
        params: idParamSchema,
        body: vehicleReportSchema,
        responses: {
          200: { description: 'The vehicle as reported', schema: vehicleSchema },
          400: badInput,
          404: { description: 'No such vehicle', schema: messageSchema },
        },
      },
      async (c, { params, body }) => c.json(await logisticsService.reportVehicle(db, params.id, body)),
    )
}
