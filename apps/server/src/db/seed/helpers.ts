// Small pieces the area seeders share: date text, chunk sizes, and finding the seeded login users.
import { eq } from 'drizzle-orm'
import { isoDate } from '../../lib/dates.js'
import type { Db } from '../client.js'
import { users } from '../schema/index.js'

/**
 * Rows per multi-row insert: PostgreSQL's bind-parameter limit is 65,535, so stay under 60,000
 * values; and PGlite fails to parse statements much over ~20,000 values ("Invalid array length"),
 * while bigger chunks gain nothing measurable on PostgreSQL.
 */
export function rowsPerChunk(columnCount: number, maxValues = 20_000): number {
  return Math.max(1, Math.floor(Math.min(60_000, maxValues) / columnCount))
}

export { isoDate }

export const DAY_MS = 86_400_000

/** Where the demo's drawn history ends: its dates are drawn in 2025, up to this moment. */
const DRAWN_YEAR_END = Date.UTC(2026, 0, 1)

/**
 * The demo's drawn history placed before the seed: whole days from the end of the drawn year to
 * the seed's UTC day (negative when seeding before 2026), so that year ends where the seed's day
 * begins and every drawn moment lies in the past, whatever day the seed runs. `at` moves a drawn
 * moment, `day` a drawn date; `now` is the seed moment on the drawn calendar, for what must
 * follow a drawn moment and still lie in the past (an order's later steps).
 */
export function demoHistory(now: Date) {
  const seedDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const shiftDays = Math.round((seedDay - DRAWN_YEAR_END) / DAY_MS)
  const shift = shiftDays * DAY_MS
  return {
    shiftDays,
    at: (drawn: Date | number) => new Date(new Date(drawn).getTime() + shift),
    day: (drawn: Date | number) => isoDate(new Date(new Date(drawn).getTime() + shift)),
    now: new Date(now.getTime() - shift),
  }
}

export type DemoHistory = ReturnType<typeof demoHistory>

/** Seeded login users own the demo mailbox, chats, calendar and profile. */
export const ADMIN_EMAIL = 'admin@demo.com'

export async function userIdByEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  if (!row) throw new Error(`Seed needs the user ${email}; run seedUsers first`)
  return row.id
}

/** Countries with their ISO codes (lower case), so country and flag always agree. */
export const COUNTRIES: readonly { name: string; code: string }[] = [
  { name: 'United States', code: 'us' },
  { name: 'United Kingdom', code: 'gb' },
  { name: 'Canada', code: 'ca' },
  { name: 'Brazil', code: 'br' },
  { name: 'Mexico', code: 'mx' },
  { name: 'France', code: 'fr' },
  { name: 'Germany', code: 'de' },
  { name: 'Spain', code: 'es' },
  { name: 'Italy', code: 'it' },
  { name: 'Netherlands', code: 'nl' },
  { name: 'Sweden', code: 'se' },
  { name: 'India', code: 'in' },
  { name: 'China', code: 'cn' },
  { name: 'Japan', code: 'jp' },
  { name: 'Australia', code: 'au' },
  { name: 'South Africa', code: 'za' },
  { name: 'Egypt', code: 'eg' },
  { name: 'Indonesia', code: 'id' },
  { name: 'Russia', code: 'ru' },
  { name: 'Argentina', code: 'ar' },
]

/** Money rounded to cents, as numeric(…, 2) stores it. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100
}

/** list[index], for indexes known to be in range (the compiler checks indexed access). */
export function at<T>(list: readonly T[], index: number): T {
  const value = list[index]
  if (value === undefined) throw new RangeError(`index ${index} outside a list of ${list.length}`)
  return value
}

/** The element at index, wrapping around: spreads values evenly over rows. */
export function cycle<T>(list: readonly T[], index: number): T {
  return at(list, index % list.length)
}
