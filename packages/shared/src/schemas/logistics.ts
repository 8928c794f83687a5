// Contracts of the fleet (spec sections 3 and 7): the vehicle list, a tracking report, and the
// logistics dashboard.
import { z } from 'zod'
import { optionalQueryEnum, pagedQuery, rowCountSchema as count } from './common.js'

export const VEHICLE_SORT_KEYS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number]

export const vehicleSchema = z.object({
  id: z.number().int(),
  location: z.number().int(),
  startCity: z.string(),
  startCountry: z.string(),
  endCity: z.string(),
  endCountry: z.string(),
  /** Beyond the spec: ISO 3166-1 alpha-2 codes of the countries ('' when unknown), to name them. */
  startCountryCode: z.string(),
  endCountryCode: z.string(),
  warnings: z.string(),
  progress: z.number().int().min(0).max(100),
  /** Beyond the spec: the route's ends, the last reported position, and when it was reported. */
  start: z.object({ lat: z.number(), lng: z.number() }),
  end: z.object({ lat: z.number(), lng: z.number() }),
  position: z.object({ lat: z.number(), lng: z.number() }),
  lastReportAt: z.string(),
})
export type Vehicle = z.infer<typeof vehicleSchema>

export const vehicleListQuerySchema = pagedQuery(VEHICLE_SORT_KEYS)
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>
export type VehicleListQueryInput = z.input<typeof vehicleListQuerySchema>

export const vehicleListResponseSchema = z.object({
  vehicles: z.array(vehicleSchema),
  totalVehicles: count,
})
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>

export const fleetMapConfigSchema = z.object({
  /** A tile URL template with {z}, {x} and {y}; null: no tiles, the routes on the bundled world map. */
  tileUrl: z.string().nullable(),
  /** The tile source's credit (MAP_TILE_ATTRIBUTION), plain text shown in the map's corner; null: none. */
  attribution: z.string().nullable(),
})
export type FleetMapConfig = z.infer<typeof fleetMapConfigSchema>

/** What a tracking device reports: its progress, and optionally its position and warning. */
export const vehicleReportSchema = z.object({
  progress: z.number().int().min(0).max(100),
  position: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  warnings: z.string().trim().min(1).max(80).optional(),
})
export type VehicleReport = z.infer<typeof vehicleReportSchema>

export const VEHICLE_STATES = ['loading', 'onTheWay', 'unloading', 'arrived'] as const
export type VehicleState = (typeof VEHICLE_STATES)[number]
export const SHIPMENT_STATUSES = ['in_transit', 'delivered', 'exception'] as const
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number]
export const LOGISTICS_SHIPMENT_WEEKS = 8
export const LOGISTICS_TOP_COUNTRIES = 6

export const logisticsDashboardSchema = z.object({
  /** Vehicles per state (progress under 10 loading, under 90 on the way, under 100 unloading, 100 arrived). */
  vehicleStates: z.array(z.object({ state: z.enum(VEHICLE_STATES), vehicles: count })),
  /** Vehicles reporting a warning other than 'No Warnings'. */
  vehiclesWithWarnings: count,
  /** Shipments sent and delivered per week (ISO weeks starting Monday), oldest first. */
  shipmentWeeks: z.array(z.object({ week: z.string(), shipped: count, delivered: count })),
  performance: z.object({
    shipments: count,
    delivered: count,
    onTime: count,
    late: count,
    inTransit: count,
    exceptions: count,
    /** Share of delivered shipments that arrived by their due time, in percent (one decimal). */
    onTimePercent: z.number(),
    /** Mean hours from shipping to delivery (one decimal). */
    averageDeliveryHours: z.number(),
  }),
  exceptions: z.array(z.object({ reason: z.string(), shipments: count })),
  /** `countryCode`: ISO 3166-1 alpha-2 of the stored name, '' when it names no known country. */
  countries: z.array(z.object({ country: z.string(), countryCode: z.string(), shipments: count })),
})
export type LogisticsDashboard = z.infer<typeof logisticsDashboardSchema>

const RADIANS_PER_DEGREE = Math.PI / 180

/**
 * The point `share` (0 to 1) of the way from `start` to `end` along the great circle, the shortest
 * way over the globe (what a ship or a plane follows, and the arc the fleet map draws); longitude
 * in -180..180. Antipodes have no one shortest way: their share is taken along the meridians.
 */
export function greatCirclePoint(
  start: { lat: number; lng: number },
  end: { lat: number; lng: number },
  share: number,
) {
  const lat1 = start.lat * RADIANS_PER_DEGREE
  const lat2 = end.lat * RADIANS_PER_DEGREE
  const lng1 = start.lng * RADIANS_PER_DEGREE
  const lng2 = end.lng * RADIANS_PER_DEGREE
  const haversine =
    Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2
  const angle = 2 * Math.asin(Math.min(1, Math.sqrt(haversine)))
  if (share <= 0 || angle < 1e-9) return { lat: start.lat, lng: start.lng }
  if (share >= 1) return { lat: end.lat, lng: end.lng }
  if (Math.PI - angle < 1e-9)
    return { lat: start.lat + (end.lat - start.lat) * share, lng: start.lng + (end.lng - start.lng) * share }
  const a = Math.sin((1 - share) * angle) / Math.sin(angle)
  const b = Math.sin(share * angle) / Math.sin(angle)
  const x = a * Math.cos(lat1) * Math.cos(lng1) + b * Math.cos(lat2) * Math.cos(lng2)
  const y = a * Math.cos(lat1) * Math.sin(lng1) + b * Math.cos(lat2) * Math.sin(lng2)
  const z = a * Math.sin(lat1) + b * Math.sin(lat2)
  return {
    lat: Math.atan2(z, Math.hypot(x, y)) / RADIANS_PER_DEGREE,
    lng: Math.atan2(y, x) / RADIANS_PER_DEGREE,
  }
}

/** The point `progress` percent of the way along the route's great circle (five decimals). */
export function positionAlong(
  start: { lat: number; lng: number },
  end: { lat: number; lng: number },
  progress: number,
) {
  const share = Math.min(Math.max(progress, 0), 100) / 100
  const point = greatCirclePoint(start, end, share)
  const round = (value: number) => Math.round(value * 1e5) / 1e5
  return { lat: round(point.lat), lng: round(point.lng) }
}

/** One shipment a vehicle carries (beyond the spec): its state, destination and dates. */
export const shipmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(SHIPMENT_STATUSES),
  /** Why an exception holds it; null unless status is exception. */
  exception: z.string().nullable(),
  /** The country as the spec's routes write it ('France', 'USA'). */
  destinationCountry: z.string(),
  /** Its ISO 3166-1 alpha-2 code ('' when unknown), to name it in the reader's language. */
  destinationCountryCode: z.string(),
  shippedAt: z.string(),
  dueAt: z.string(),
  deliveredAt: z.string().nullable(),
})
export type Shipment = z.infer<typeof shipmentSchema>

/** A vehicle's shipments, newest first: an optional status, paged. */
export const vehicleShipmentsQuerySchema = pagedQuery(['shippedAt'] as const)
  .pick({ page: true, itemsPerPage: true })
  .extend({ status: optionalQueryEnum(SHIPMENT_STATUSES) })
export type VehicleShipmentsQuery = z.infer<typeof vehicleShipmentsQuerySchema>
export type VehicleShipmentsQueryInput = z.input<typeof vehicleShipmentsQuerySchema>

export const vehicleShipmentsResponseSchema = z.object({
  shipments: z.array(shipmentSchema),
  total: count,
})
export type VehicleShipmentsResponse = z.infer<typeof vehicleShipmentsResponseSchema>
