// The fleet: vehicles on their routes, where each last reported itself, and their shipments.
import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cascadingId, serialId } from './columns.js'

export const vehicles = pgTable(
  'vehicles',
  {
    id: serialId(),
    location: integer('location').notNull(),
    startCity: text('start_city').notNull(),
    startCountry: text('start_country').notNull(),
    endCity: text('end_city').notNull(),
    endCountry: text('end_country').notNull(),
    warnings: text('warnings').notNull(),
    /** 0 to 100. */
    progress: integer('progress').notNull(),
    /** The route's ends (degrees). */
    startLat: doublePrecision('start_lat').notNull().default(0),
    startLng: doublePrecision('start_lng').notNull().default(0),
    endLat: doublePrecision('end_lat').notNull().default(0),
    endLng: doublePrecision('end_lng').notNull().default(0),
    /** The last reported position (degrees). */
    lat: doublePrecision('lat').notNull().default(0),
    lng: doublePrecision('lng').notNull().default(0),
    /** When the vehicle last reported its progress and position. */
    lastReportAt: timestamp('last_report_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicles_location_idx').on(t.location, t.id),
    index('vehicles_start_route_idx').on(t.startCity, t.startCountry, t.id),
    index('vehicles_end_route_idx').on(t.endCity, t.endCountry, t.id),
    index('vehicles_warnings_idx').on(t.warnings, t.id),
    index('vehicles_progress_idx').on(t.progress, t.id),
  ],
)

/** What a vehicle carries: one order to a country, delivered on time, late, or held by an exception. */
export const shipments = pgTable(
  'shipments',
  {
    id: serialId(),
    vehicleId: cascadingId('vehicle_id', () => vehicles.id),
    /** in_transit, delivered or exception. */
    status: text('status').notNull(),
    /** Why an exception holds it (e.g. 'Damaged', 'Address not found'); null otherwise. */
    exception: text('exception'),
    destinationCountry: text('destination_country').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('shipments_vehicle_idx').on(t.vehicleId), index('shipments_status_idx').on(t.status)],
)
