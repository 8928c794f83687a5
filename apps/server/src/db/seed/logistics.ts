// Logistics: ten vehicles on routes between cities, each at the point of its route its progress
// says, and the shipments they carry (delivered on time or late, in transit, held by an exception).
import { positionAlong } from '@aurum/shared'
import { shipments, vehicles } from '../schema/index.js'
import type { SeedContext } from './context.js'
import { at, cycle } from './helpers.js'

const DEMO_VEHICLE_COUNT = 10
const DEMO_SHIPMENT_COUNT = 120

const WARNINGS = [
  'No Warnings',
  'Fuel Problems',
  'Temperature Not Optimal',
  'Ecu Not Responding',
  'Oil Leakage',
]
const CITIES: { city: string; country: string; lat: number; lng: number }[] = [
  { city: 'Cagnes-sur-Mer', country: 'France', lat: 43.664, lng: 7.149 },
  { city: 'Lyon', country: 'France', lat: 45.764, lng: 4.836 },
  { city: 'Köln', country: 'Germany', lat: 50.938, lng: 6.96 },
  { city: 'Hamburg', country: 'Germany', lat: 53.551, lng: 9.994 },
  { city: 'Chicago', country: 'USA', lat: 41.878, lng: -87.63 },
  { city: 'Dallas', country: 'USA', lat: 32.777, lng: -96.797 },
  { city: 'Madrid', country: 'Spain', lat: 40.417, lng: -3.704 },
  { city: 'Valencia', country: 'Spain', lat: 39.47, lng: -0.376 },
  { city: 'Milan', country: 'Italy', lat: 45.464, lng: 9.19 },
  { city: 'Toronto', country: 'Canada', lat: 43.653, lng: -79.383 },
]
const EXCEPTIONS = ['Address not found', 'Damaged', 'Recipient absent', 'Customs hold']

export async function seedLogistics({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(9001)
  const inserted = await db
    .insert(vehicles)
    .values(
      Array.from({ length: DEMO_VEHICLE_COUNT }, (_, index) => {
        const start = cycle(CITIES, index)
        // Vehicles drive within a continent: three cities further on the list, or back for America.
        const end = cycle(
          CITIES,
          start.country === 'USA' || start.country === 'Canada' ? index + 1 : index + 3,
        )
        const progress = faker.number.int({ min: 0, max: 100 })
        return {
          location: faker.number.int({ min: 100_000, max: 999_999 }),
          startCity: start.city,
          startCountry: start.country,
          endCity: end.city,
          endCountry: end.country,
          warnings: cycle(WARNINGS, index),
          progress,
          startLat: start.lat,
          startLng: start.lng,
          endLat: end.lat,
          endLng: end.lng,
          ...positionAlong(start, end, progress),
          lastReportAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 180 }) * 60_000),
        }
      }),
    )
    .returning({ id: vehicles.id })

  const hourMs = 3_600_000
  await db.insert(shipments).values(
    Array.from({ length: DEMO_SHIPMENT_COUNT }, (_, index) => {
      const shippedAt = new Date(now.getTime() - faker.number.int({ min: 2, max: 60 * 24 }) * hourMs)
      const dueAt = new Date(shippedAt.getTime() + faker.number.int({ min: 24, max: 96 }) * hourMs)
      const roll = faker.number.int({ min: 1, max: 100 })
      const drawn = roll <= 70 ? 'delivered' : roll <= 90 ? 'in_transit' : 'exception'
      // Most deliveries arrive before they are due; about one in five late.
      const arrival =
        drawn === 'delivered'
          ? new Date(dueAt.getTime() + faker.number.int({ min: -20, max: 6 }) * hourMs)
          : null
      // A delivery whose time has not come yet is still on its way.
      const deliveredAt = arrival && arrival <= now ? arrival : null
      const status = drawn === 'delivered' && !deliveredAt ? 'in_transit' : drawn
      return {
        vehicleId: at(inserted, index % inserted.length).id,
        status,
        exception: status === 'exception' ? faker.helpers.arrayElement(EXCEPTIONS) : null,
        destinationCountry: faker.helpers.arrayElement(CITIES).country,
        shippedAt,
        dueAt,
        deliveredAt,
      }
    }),
  )
}
