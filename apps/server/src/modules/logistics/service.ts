// Rules of the logistics module: the vehicle answer (route ends and last reported position), a
// tracking report (the position follows the route when the device sends none), and the dashboard.
import {
  COMMON_MESSAGES,
  LOGISTICS_SHIPMENT_WEEKS,
  LOGISTICS_TOP_COUNTRIES,
  VEHICLE_STATES,
  positionAlong,
  type LogisticsDashboard,
  type Vehicle,
  type VehicleListQuery,
  type VehicleListResponse,
  type VehicleReport,
  type VehicleShipmentsQuery,
  type VehicleShipmentsResponse,
  type ShipmentStatus,
  type VehicleState,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { notFound } from '../../http/errors.js'
import { countryCodeOfName } from '../../lib/country-names.js'
import * as logisticsRepo from './repo.js'

const DAY_MS = 86_400_000
const NO_WARNINGS = 'No Warnings'

const vehicleAnswer = (row: logisticsRepo.VehicleRow): Vehicle => ({
  id: row.id,
  location: row.location,
  startCity: row.startCity,
  startCountry: row.startCountry,
  endCity: row.endCity,
  endCountry: row.endCountry,
  startCountryCode: countryCodeOfName(row.startCountry),
  endCountryCode: countryCodeOfName(row.endCountry),
  warnings: row.warnings,
  progress: row.progress,
  start: { lat: row.startLat, lng: row.startLng },
  end: { lat: row.endLat, lng: row.endLng },
  position: { lat: row.lat, lng: row.lng },
  lastReportAt: row.lastReportAt.toISOString(),
})

export async function listVehicles(db: Db, query: VehicleListQuery): Promise<VehicleListResponse> {
  const page = await logisticsRepo.selectVehiclesPage(db, query)
  return { vehicles: page.rows.map(vehicleAnswer), totalVehicles: page.total }
}

/** A tracking device's report: progress, position (else the point of the route the progress says), warning. */
export async function reportVehicle(
  db: Db,
  id: number,
  report: VehicleReport,
  now = new Date(),
): Promise<Vehicle> {
  const vehicle = await logisticsRepo.selectVehicle(db, id)
  if (!vehicle) throw notFound(COMMON_MESSAGES.notFound)
  const position =
    report.position ??
    positionAlong(
      { lat: vehicle.startLat, lng: vehicle.startLng },
      { lat: vehicle.endLat, lng: vehicle.endLng },
      report.progress,
    )
  const updated = await logisticsRepo.updateVehicle(db, id, {
    progress: report.progress,
    lat: position.lat,
    lng: position.lng,
    ...(report.warnings ? { warnings: report.warnings } : {}),
    lastReportAt: now,
  })
  if (!updated) throw notFound(COMMON_MESSAGES.notFound)
  return vehicleAnswer(updated)
}

/** A vehicle's shipments (404 for a vehicle that does not exist, not an empty list). */
export async function listVehicleShipments(
  db: Db,
  id: number,
  query: VehicleShipmentsQuery,
): Promise<VehicleShipmentsResponse> {
  const [vehicle, page] = await Promise.all([
    logisticsRepo.selectVehicle(db, id),
    logisticsRepo.selectVehicleShipments(db, id, query),
  ])
  if (!vehicle) throw notFound(COMMON_MESSAGES.notFound)
  return {
    shipments: page.rows.map((row) => ({
      id: row.id,
      status: row.status as ShipmentStatus,
      exception: row.exception,
      destinationCountry: row.destinationCountry,
      destinationCountryCode: countryCodeOfName(row.destinationCountry),
      shippedAt: row.shippedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      deliveredAt: row.deliveredAt?.toISOString() ?? null,
    })),
    total: page.total,
  }
}

/** Loading under 10 %, on the way under 90 %, unloading under 100 %, arrived at 100 %. */
export function vehicleState(progress: number): VehicleState {
  if (progress < 10) return 'loading'
  if (progress < 90) return 'onTheWay'
  if (progress < 100) return 'unloading'
  return 'arrived'
}

/** The Monday (UTC) of the week holding `date`, as YYYY-MM-DD. */
export function weekStart(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10

export async function getLogisticsDashboard(db: Db, now = new Date()): Promise<LogisticsDashboard> {
  const lastWeek = weekStart(now)
  const firstWeek = new Date(Date.parse(lastWeek) - (LOGISTICS_SHIPMENT_WEEKS - 1) * 7 * DAY_MS)
  const [vehicleRows, figures] = await Promise.all([
    logisticsRepo.selectVehicleProgress(db),
    logisticsRepo.selectShipmentFigures(db, firstWeek, LOGISTICS_TOP_COUNTRIES),
  ])
  const weeks = Array.from({ length: LOGISTICS_SHIPMENT_WEEKS }, (_, index) =>
    new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
  )
  const shipped = new Map(figures.shippedWeeks.map((row) => [row.week, row.shipments]))
  const delivered = new Map(figures.deliveredWeeks.map((row) => [row.week, row.shipments]))
  const { totals } = figures
  return {
    vehicleStates: VEHICLE_STATES.map((state) => ({
      state,
      vehicles: vehicleRows.filter((row) => vehicleState(row.progress) === state).length,
    })),
    vehiclesWithWarnings: vehicleRows.filter((row) => row.warnings !== NO_WARNINGS).length,
    shipmentWeeks: weeks.map((week) => ({
      week,
      shipped: shipped.get(week) ?? 0,
      delivered: delivered.get(week) ?? 0,
    })),
    performance: {
      shipments: totals.shipments,
      delivered: totals.delivered,
      onTime: totals.onTime,
      late: totals.delivered - totals.onTime,
      inTransit: totals.inTransit,
      exceptions: totals.exceptions,
      onTimePercent: totals.delivered === 0 ? 0 : oneDecimal((totals.onTime / totals.delivered) * 100),
      averageDeliveryHours: oneDecimal(totals.deliveryHours),
    },
    exceptions: figures.exceptions,
    // The code beside the stored name, so the page can name the country in the reader's language.
    countries: figures.countries.map((entry) => ({
      ...entry,
      countryCode: countryCodeOfName(entry.country),
    })),
  }
}
