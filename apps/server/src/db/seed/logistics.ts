// Logistics: ten vehicles on routes between cities.
import { vehicles } from '../schema/index.js'
import type { SeedContext } from './context.js'
import { cycle } from './helpers.js'

export const DEMO_VEHICLE_COUNT = 10

const WARNINGS = [
  'No Warnings',
  'Fuel Problems',
  'Temperature Not Optimal',
  'Ecu Not Responding',
  'Oil Leakage',
]
const CITIES: { city: string; country: string }[] = [
  { city: 'Cagnes-sur-Mer', country: 'France' },
  { city: 'Lyon', country: 'France' },
  { city: 'Köln', country: 'Germany' },
  { city: 'Hamburg', country: 'Germany' },
  { city: 'Chicago', country: 'USA' },
  { city: 'Dallas', country: 'USA' },
  { city: 'Madrid', country: 'Spain' },
  { city: 'Valencia', country: 'Spain' },
  { city: 'Milan', country: 'Italy' },
  { city: 'Toronto', country: 'Canada' },
]

export async function seedLogistics({ db, fakerFor }: SeedContext) {
  const faker = fakerFor(9001)
  await db.insert(vehicles).values(
    Array.from({ length: DEMO_VEHICLE_COUNT }, (_, index) => {
      const start = cycle(CITIES, index)
      const end = cycle(CITIES, index + 3)
      return {
        location: faker.number.int({ min: 100_000, max: 999_999 }),
        startCity: start.city,
        startCountry: start.country,
        endCity: end.city,
        endCountry: end.country,
        warnings: cycle(WARNINGS, index),
        progress: faker.number.int({ min: 0, max: 100 }),
      }
    }),
  )
}
