// What every area's seeder receives: a faker with a fixed seed of its own (so adding one area
// never changes another's data) and the moment the seed runs.
import { Faker, base, en } from '@faker-js/faker'
import type { Db } from '../client.js'

export type SeedContext = {
  db: Db
  /** A faker seeded with the given number: same seed, same data, on every machine. */
  fakerFor: (seed: number) => Faker
  /** Seeding time; relative dates (calendar "around the current month") start from here. */
  now: Date
}

export function createSeedContext(db: Db, now = new Date()): SeedContext {
  return {
    db,
    now,
    fakerFor: (seed) => {
      const faker = new Faker({ locale: [en, base] })
      faker.seed(seed)
      // Dates generated relative to a fixed reference keep the data identical across runs.
      faker.setDefaultRefDate(new Date('2026-01-01T00:00:00Z'))
      return faker
    },
  }
}

export { avatarUrl, imageUrl } from '../../modules/media/urls.js'

/** Inserts rows in chunks small enough for PostgreSQL's 65,535 bind-parameter limit. */
export async function insertInChunks<T>(
  rows: T[],
  chunkSize: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await insert(rows.slice(start, start + chunkSize))
  }
}
