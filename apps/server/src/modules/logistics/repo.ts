// SQL of the logistics module: the vehicle list (through the list kit), a tracking report, and
// the dashboard's aggregates over vehicles and shipments.
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { VehicleListQuery, VehicleShipmentsQuery, VehicleSortKey } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { defineList, type PickedPage } from '../../db/list-kit.js'
import { shipments, vehicles } from '../../db/schema/index.js'

// Routes sort by city, then country (the spec's startRoute/endRoute read 'City, Country').
const startRoute = sql`(${vehicles.startCity} || ', ' || ${vehicles.startCountry})`
const endRoute = sql`(${vehicles.endCity} || ', ' || ${vehicles.endCountry})`

const vehicleList = defineList<VehicleSortKey, object>({
  table: vehicles,
  id: vehicles.id,
  sorts: {
    location: { column: vehicles.location, type: 'integer' },
    startRoute: { column: startRoute, type: 'text' },
    endRoute: { column: endRoute, type: 'text' },
    warnings: { column: vehicles.warnings, type: 'text' },
    progress: { column: vehicles.progress, type: 'integer' },
  },
  defaultSort: (orderBy) => ({ column: vehicles.id, type: 'integer', orderBy }),
  ties: 'same',
  where: () => undefined,
  searches: () => false,
})

export type VehicleRow = typeof vehicles.$inferSelect

const readVehicles = (db: Db) => (picked: PickedPage) =>
  db
    .select({
      id: vehicles.id,
      location: vehicles.location,
      startCity: vehicles.startCity,
      startCountry: vehicles.startCountry,
      endCity: vehicles.endCity,
      endCountry: vehicles.endCountry,
      warnings: vehicles.warnings,
      progress: vehicles.progress,
      startLat: vehicles.startLat,
      startLng: vehicles.startLng,
      endLat: vehicles.endLat,
      endLng: vehicles.endLng,
      lat: vehicles.lat,
      lng: vehicles.lng,
      lastReportAt: vehicles.lastReportAt,
      total: picked.total,
    })
    .from(picked)
    .innerJoin(vehicles, eq(vehicles.id, picked.id))

export function selectVehiclesPage(db: Db, query: VehicleListQuery) {
  const { page, itemsPerPage, sortBy, orderBy } = query
  return vehicleList.page<VehicleRow>(db, { page, itemsPerPage, sortBy, orderBy }, readVehicles(db))
}

export async function selectVehicle(db: Db, id: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id))
  return row
}

export async function updateVehicle(
  db: Db,
  id: number,
  change: { progress: number; lat: number; lng: number; warnings?: string; lastReportAt: Date },
) {
  const [row] = await db.update(vehicles).set(change).where(eq(vehicles.id, id)).returning()
  return row
}

/** A vehicle's shipments, newest first, with the count of those the filter keeps. */
export async function selectVehicleShipments(db: Db, vehicleId: number, query: VehicleShipmentsQuery) {
  const where = and(
    eq(shipments.vehicleId, vehicleId),
    query.status ? eq(shipments.status, query.status) : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(desc(shipments.shippedAt), desc(shipments.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ total: count() }).from(shipments).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

// The dashboard

export async function selectVehicleProgress(db: Db) {
  return db.select({ progress: vehicles.progress, warnings: vehicles.warnings }).from(vehicles)
}

const week = sql<string>`to_char(date_trunc('week', ${shipments.shippedAt} at time zone 'UTC'), 'YYYY-MM-DD')`
const deliveredWeek = sql<string>`to_char(date_trunc('week', ${shipments.deliveredAt} at time zone 'UTC'), 'YYYY-MM-DD')`

export async function selectShipmentFigures(db: Db, since: Date, topCountries: number) {
  const [shippedWeeks, deliveredWeeks, totals, exceptions, countries] = await Promise.all([
    db
      .select({ week, shipments: count() })
      .from(shipments)
      .where(gte(shipments.shippedAt, since))
      .groupBy(week),
    db
      .select({ week: deliveredWeek, shipments: count() })
      .from(shipments)
      .where(gte(shipments.deliveredAt, since))
      .groupBy(deliveredWeek),
    db
      .select({
        shipments: count(),
        delivered: sql<number>`count(*) filter (where ${shipments.status} = 'delivered')`.mapWith(Number),
        onTime:
          sql<number>`count(*) filter (where ${shipments.status} = 'delivered' and ${shipments.deliveredAt} <= ${shipments.dueAt})`.mapWith(
            Number,
          ),
        inTransit: sql<number>`count(*) filter (where ${shipments.status} = 'in_transit')`.mapWith(Number),
        exceptions: sql<number>`count(*) filter (where ${shipments.status} = 'exception')`.mapWith(Number),
        deliveryHours:
          sql<number>`coalesce(avg(extract(epoch from ${shipments.deliveredAt} - ${shipments.shippedAt}) / 3600) filter (where ${shipments.status} = 'delivered'), 0)::float8`.mapWith(
            Number,
          ),
      })
      .from(shipments),
    db
      .select({ reason: sql<string>`${shipments.exception}`, shipments: count() })
      .from(shipments)
      .where(sql`${shipments.status} = 'exception' and ${shipments.exception} is not null`)
      .groupBy(shipments.exception)
      .orderBy(desc(count()), asc(shipments.exception)),
    db
      .select({ country: shipments.destinationCountry, shipments: count() })
      .from(shipments)
      .groupBy(shipments.destinationCountry)
      .orderBy(desc(count()), asc(shipments.destinationCountry))
      .limit(topCountries),
  ])
  return { shippedWeeks, deliveredWeeks, totals: totals[0]!, exceptions, countries }
}
