import { asc, eq, sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  LOGISTICS_SHIPMENT_WEEKS,
  logisticsDashboardSchema,
  positionAlong,
  vehicleListResponseSchema,
  vehicleSchema,
  vehicleShipmentsResponseSchema,
} from '@aurum/shared'
import { shipments, vehicles } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { vehicleState, weekStart } from './service.js'

type VehicleRow = typeof vehicles.$inferSelect
let rows: VehicleRow[]
let rank: { start: Map<string, number>; end: Map<string, number>; warnings: Map<string, number> }

async function textRank(expression: ReturnType<typeof sql<string>>) {
  const found = await api.db.selectDistinct({ text: expression }).from(vehicles).orderBy(asc(expression))
  return new Map(found.map((row, index) => [row.text, index]))
}

const { api, admin, client } = useTestAppWithLogins()

beforeAll(async () => {
  rows = await api.db.select().from(vehicles)
  rank = {
    start: await textRank(sql<string>`(${vehicles.startCity} || ', ' || ${vehicles.startCountry})`),
    end: await textRank(sql<string>`(${vehicles.endCity} || ', ' || ${vehicles.endCountry})`),
    warnings: await textRank(sql<string>`${vehicles.warnings}`),
  }
})

/** The rows of a hand-written statement (node-postgres and PGlite answer in the same shape). */
async function queryRows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await api.db.execute(query)
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[]
}

const SORTS = ['location', 'startRoute', 'endRoute', 'warnings', 'progress'] as const

function expected(
  sortBy: (typeof SORTS)[number] | undefined,
  orderBy: 'asc' | 'desc',
  page: number,
  itemsPerPage: number,
) {
  const key = (row: VehicleRow) =>
    sortBy === 'location'
      ? row.location
      : sortBy === 'startRoute'
        ? rank.start.get(`${row.startCity}, ${row.startCountry}`)!
        : sortBy === 'endRoute'
          ? rank.end.get(`${row.endCity}, ${row.endCountry}`)!
          : sortBy === 'warnings'
            ? rank.warnings.get(row.warnings)!
            : sortBy === 'progress'
              ? row.progress
              : row.id
  const direction = orderBy === 'desc' ? -1 : 1
  const sorted = [...rows].sort((a, b) => direction * (key(a) - key(b) || a.id - b.id))
  return sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage).map((row) => row.id)
}

describe('permissions of the logistics routes', () => {
  it.each([
    ['GET', '/api/apps/logistics/vehicles'],
    ['POST', '/api/apps/logistics/vehicles/1/reports'],
    ['GET', '/api/apps/logistics/vehicles/1/shipments'],
    ['GET', '/api/dashboards/logistics'],
  ])('%s %s: 401 for a visitor, 403 for the client', async (method, path) => {
    const body = method === 'POST' ? { progress: 10 } : undefined
    expect((await api.request(path, { method, body })).status).toBe(401)
    expect((await client(path, { method, body })).status).toBe(403)
  })
})

describe('GET /api/apps/logistics/vehicles', () => {
  it('answers vehicles and totalVehicles over the seeded fleet', async () => {
    const answer = await admin('/api/apps/logistics/vehicles?itemsPerPage=100')
    expect(answer.status).toBe(200)
    const body = vehicleListResponseSchema.parse(answer.json)
    expect(body.totalVehicles).toBe(rows.length)
    expect(body.vehicles.map((vehicle) => vehicle.id)).toEqual(expected(undefined, 'asc', 1, 100))
    // Every route end's country has its code, so the pages name it in the reader's language.
    for (const vehicle of body.vehicles) {
      expect(vehicle.startCountryCode, vehicle.startCountry).toMatch(/^[A-Z]{2}$/)
      expect(vehicle.endCountryCode, vehicle.endCountry).toMatch(/^[A-Z]{2}$/)
    }
    const american = body.vehicles.find((vehicle) => vehicle.endCountry === 'USA')
    if (american) expect(american.endCountryCode).toBe('US')
  })

  it.each(SORTS)('sorts by %s both ways across pages', async (sortBy) => {
    for (const orderBy of ['asc', 'desc'] as const)
      for (const page of [1, 2, 3]) {
        const answer = await admin(
          `/api/apps/logistics/vehicles?sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=4`,
        )
        expect(answer.status).toBe(200)
        expect(answer.json.vehicles.map((vehicle: { id: number }) => vehicle.id)).toEqual(
          expected(sortBy, orderBy, page, 4),
        )
        expect(answer.json.totalVehicles).toBe(rows.length)
      }
  })

  it.each(['sortBy=route', 'orderBy=sideways', 'itemsPerPage=0'])('400 for %s', async (query) => {
    expect((await admin(`/api/apps/logistics/vehicles?${query}`)).status).toBe(400)
  })
})

describe('GET /api/apps/logistics/vehicles/:id/shipments', () => {
  it("answers the vehicle's shipments newest first, by status, paged", async () => {
    const all = await api.db.select().from(shipments)
    const byVehicle = new Map<number, typeof all>()
    for (const row of all) byVehicle.set(row.vehicleId, [...(byVehicle.get(row.vehicleId) ?? []), row])
    // The vehicle with the most shipments, so that paging and the status filter both have work.
    const [vehicleId, own] = [...byVehicle].sort((a, b) => b[1].length - a[1].length)[0]!
    const newestFirst = (list: typeof all) =>
      [...list]
        .sort((a, b) => b.shippedAt.getTime() - a.shippedAt.getTime() || b.id - a.id)
        .map((row) => row.id)
    const answer = await admin(`/api/apps/logistics/vehicles/${vehicleId}/shipments?itemsPerPage=100`)
    expect(answer.status).toBe(200)
    const body = vehicleShipmentsResponseSchema.parse(answer.json)
    expect(body.total).toBe(own.length)
    expect(body.shipments.map((shipment) => shipment.id)).toEqual(newestFirst(own))

    const second = await admin(`/api/apps/logistics/vehicles/${vehicleId}/shipments?itemsPerPage=2&page=2`)
    expect(second.json.shipments.map((shipment: { id: number }) => shipment.id)).toEqual(
      newestFirst(own).slice(2, 4),
    )
    for (const status of ['in_transit', 'delivered', 'exception'] as const) {
      const filtered = await admin(
        `/api/apps/logistics/vehicles/${vehicleId}/shipments?status=${status}&itemsPerPage=100`,
      )
      const want = own.filter((row) => row.status === status)
      expect(filtered.json.total, status).toBe(want.length)
      expect(filtered.json.shipments.map((shipment: { id: number }) => shipment.id)).toEqual(
        newestFirst(want),
      )
    }
  })

  it('404 for an unknown vehicle, 400 for a bad status or id', async () => {
    expect((await admin('/api/apps/logistics/vehicles/999999/shipments')).status).toBe(404)
    expect((await admin('/api/apps/logistics/vehicles/1/shipments?status=lost')).status).toBe(400)
    expect((await admin('/api/apps/logistics/vehicles/abc/shipments')).status).toBe(400)
  })
})

describe('POST /api/apps/logistics/vehicles/:id/reports', () => {
  it('stores the progress, the position along the route, and the time of the report', async () => {
    const vehicle = rows[0]!
    const before = Date.now()
    const answer = await admin(`/api/apps/logistics/vehicles/${vehicle.id}/reports`, {
      method: 'POST',
      body: { progress: 40 },
    })
    expect(answer.status).toBe(200)
    const reported = vehicleSchema.parse(answer.json)
    const expectedPosition = positionAlong(
      { lat: vehicle.startLat, lng: vehicle.startLng },
      { lat: vehicle.endLat, lng: vehicle.endLng },
      40,
    )
    expect(reported.progress).toBe(40)
    expect(reported.position).toEqual(expectedPosition)
    expect(Date.parse(reported.lastReportAt)).toBeGreaterThanOrEqual(before - 1000)
    const [stored] = await api.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))
    expect(stored).toMatchObject({ progress: 40, lat: expectedPosition.lat, lng: expectedPosition.lng })

    const exact = await admin(`/api/apps/logistics/vehicles/${vehicle.id}/reports`, {
      method: 'POST',
      body: { progress: 41, position: { lat: 45.5, lng: 5.25 }, warnings: 'Oil Leakage' },
    })
    expect(exact.json).toMatchObject({
      progress: 41,
      position: { lat: 45.5, lng: 5.25 },
      warnings: 'Oil Leakage',
    })
    rows = await api.db.select().from(vehicles)
  })

  it.each([[{ progress: 101 }], [{ progress: -1 }], [{ progress: 10, position: { lat: 91, lng: 0 } }], [{}]])(
    '400 for %j',
    async (body) => {
      expect((await admin('/api/apps/logistics/vehicles/1/reports', { method: 'POST', body })).status).toBe(
        400,
      )
    },
  )

  it('404 for an unknown vehicle', async () => {
    expect(
      (await admin('/api/apps/logistics/vehicles/999999/reports', { method: 'POST', body: { progress: 5 } }))
        .status,
    ).toBe(404)
  })
})

describe('GET /api/dashboards/logistics', () => {
  it('computes each figure from the stored vehicles and shipments', async () => {
    rows = await api.db.select().from(vehicles)
    const answer = await admin('/api/dashboards/logistics')
    expect(answer.status).toBe(200)
    const figures = logisticsDashboardSchema.parse(answer.json)
    for (const { state, vehicles: count } of figures.vehicleStates)
      expect(count).toBe(rows.filter((row) => vehicleState(row.progress) === state).length)
    expect(figures.vehicleStates.reduce((sum, row) => sum + row.vehicles, 0)).toBe(rows.length)
    expect(figures.vehiclesWithWarnings).toBe(rows.filter((row) => row.warnings !== 'No Warnings').length)

    const [totals] = await queryRows<Record<string, number>>(sql`
        select count(*)::int as shipments,
          count(*) filter (where status = 'delivered')::int as delivered,
          count(*) filter (where status = 'delivered' and delivered_at <= due_at)::int as on_time,
          count(*) filter (where status = 'in_transit')::int as in_transit,
          count(*) filter (where status = 'exception')::int as exceptions
        from shipments`)
    expect(figures.performance).toMatchObject({
      shipments: totals!.shipments,
      delivered: totals!.delivered,
      onTime: totals!.on_time,
      late: totals!.delivered! - totals!.on_time!,
      inTransit: totals!.in_transit,
      exceptions: totals!.exceptions,
    })
    expect(figures.performance.shipments).toBeGreaterThan(0)

    const exceptions = await queryRows<{ reason: string; shipments: number }>(sql`
        select exception as reason, count(*)::int as shipments from shipments
        where status = 'exception' group by exception order by count(*) desc, exception asc`)
    expect(figures.exceptions).toEqual(exceptions)
    const countries = await queryRows<{ country: string; shipments: number }>(sql`
        select destination_country as country, count(*)::int as shipments from shipments
        group by destination_country order by count(*) desc, destination_country asc limit 6`)
    expect(figures.countries.map(({ country, shipments }) => ({ country, shipments }))).toEqual(countries)
    // Each with its code, so the page names it in the reader's language ('USA' is the United States).
    for (const entry of figures.countries) expect(entry.countryCode, entry.country).toMatch(/^[A-Z]{2}$/)
    const usa = figures.countries.find((entry) => entry.country === 'USA')
    if (usa) expect(usa.countryCode).toBe('US')

    expect(figures.shipmentWeeks).toHaveLength(LOGISTICS_SHIPMENT_WEEKS)
    expect(figures.shipmentWeeks.at(-1)!.week).toBe(weekStart(new Date()))
    for (const week of figures.shipmentWeeks) {
      const [counted] = await queryRows<{ shipped: number; delivered: number }>(sql`
          select
            count(*) filter (where shipped_at >= ${week.week}::date and shipped_at < ${week.week}::date + 7)::int as shipped,
            count(*) filter (where delivered_at >= ${week.week}::date and delivered_at < ${week.week}::date + 7)::int as delivered
          from shipments`)
      expect(week).toEqual({ week: week.week, ...counted })
    }
  })
})

describe('GET /api/apps/logistics/map', () => {
  it('answers no tile source by default, and the CSP admits no other origin', async () => {
    const answer = await admin('/api/apps/logistics/map')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ tileUrl: null, attribution: null })
    expect(answer.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:;")
    expect((await client('/api/apps/logistics/map')).status).toBe(403)
  })

  it("answers MAP_TILE_URL when set, and the CSP admits the tile server's images only", async () => {
    const tileUrl = 'https://tiles.example.org/{z}/{x}/{y}.png'
    const { createTestAppWithLogins } = await import('../../test/test-app.js')
    const attribution = '© OpenStreetMap contributors'
    const configured = await createTestAppWithLogins({ mapTileUrl: tileUrl, mapTileAttribution: attribution })
    try {
      const answer = await configured.admin('/api/apps/logistics/map')
      expect(answer.json).toEqual({ tileUrl, attribution })
      const policy = answer.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.org;")
      expect(policy).toContain("connect-src 'self';")
      expect(policy).toContain("script-src 'self';")
    } finally {
      await configured.api.close()
    }
  })
})
