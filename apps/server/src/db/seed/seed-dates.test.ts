// No event of the demo data lies after the moment it was seeded: every date and time column of
// every table (found in the catalogue, so a column added later is checked too) holds nothing later
// than the seed, but for the columns that name a moment ahead by their meaning (a due date, an
// event planned in the calendar, an expiry); and the moments kept inside JSON (task comments,
// projects' start dates) as well. Seeded at three moments: the tests' TEST_NOW, a day before the
// demo's drawn year ends (just after midnight), and a later day just before midnight.
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../client.js'
import { isoDate } from '../../lib/dates.js'
import { openSeededTestDatabase, openTestDatabase, TEST_NOW } from '../../test/test-database.js'
import { kanbanItems, profileTabData } from '../schema/index.js'
import { seedIfEmpty } from './index.js'

/** Columns whose moment lies ahead by meaning, each with why. */
const SCHEDULED_COLUMNS: Record<string, string> = {
  'calendar_events.start_at': 'events are planned around the seed, in the weeks after it too',
  'calendar_events.end_at': 'the end of a planned event',
  'calendar_events.recurrence_until': 'the last day a planned series repeats',
  'invoices.due_date': 'the payment term runs past the issue',
  'kanban_items.due_date': "a task's deadline",
  'shipments.due_at': 'when a shipment on its way is expected',
  'deals.start_date': "a deal's term",
  'deals.end_date': "a deal's term",
  'sessions.expires_at': 'an expiry',
  'password_reset_tokens.expires_at': 'an expiry',
  'email_verification_tokens.expires_at': 'an expiry',
  'mail_outbox.next_attempt_at': 'the next try of a queued mail',
}

type DatedColumn = { table: string; column: string; type: string }

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query)
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[]
}

const datedColumns = (database: Database) =>
  rowsOf<DatedColumn>(
    database,
    sql`select c.table_name as "table", c.column_name as "column", c.data_type as "type"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
      order by 1, 2`,
  )

/** Each checked column with how many of its values lie after the seed moment (and the latest). */
async function laterThanSeed(database: Database, seededAt: Date) {
  const found: string[] = []
  let checked = 0
  for (const { table, column, type } of await datedColumns(database)) {
    const name = `${table}.${column}`
    if (name in SCHEDULED_COLUMNS) continue
    checked += 1
    // A date column holds a day: the seed's own day is not later than the seed.
    const bound =
      type === 'date' ? sql`${isoDate(seededAt)}::date` : sql`${seededAt.toISOString()}::timestamptz`
    const [row] = await rowsOf<{ later: number; latest: string | null }>(
      database,
      sql`select count(*)::int as later, max(${sql.identifier(column)})::text as latest
        from ${sql.identifier(table)} where ${sql.identifier(column)} > ${bound}`,
    )
    if (row && Number(row.later) > 0) found.push(`${name}: ${row.later} rows, the latest ${row.latest}`)
  }
  return { found, checked }
}

async function jsonMomentsLaterThanSeed(database: Database, seededAt: Date) {
  const found: string[] = []
  for (const item of await database.db.select({ comments: kanbanItems.comments }).from(kanbanItems)) {
    for (const comment of item.comments as { createdAt: string }[])
      if (Date.parse(comment.createdAt) > seededAt.getTime()) found.push(`task comment ${comment.createdAt}`)
  }
  const tabs = await database.db
    .select({ data: profileTabData.data })
    .from(profileTabData)
    .where(sql`${profileTabData.tab} = 'projects'`)
  const projects = tabs.flatMap((tab) => tab.data as { title: string; startDate: string }[])
  expect(projects.length).toBeGreaterThan(0)
  for (const project of projects)
    if (project.startDate > isoDate(seededAt))
      found.push(`project ${project.title} starts ${project.startDate}`)
  return found
}

const MOMENTS = [
  { label: 'TEST_NOW', seededAt: TEST_NOW },
  { label: 'before the drawn year ends, just after midnight', seededAt: new Date('2025-06-15T00:00:30Z') },
  { label: 'a later day, just before midnight', seededAt: new Date('2027-02-28T23:59:30Z') },
] as const

describe.each(MOMENTS)('demo data seeded at $seededAt ($label)', ({ seededAt }) => {
  let database: Database

  beforeAll(async () => {
    if (seededAt === TEST_NOW) {
      database = await openSeededTestDatabase()
    } else {
      database = await openTestDatabase()
      await seedIfEmpty(database.db, seededAt)
    }
  }, 120_000)
  afterAll(() => database.close())

  it('holds no event after the seed moment in any date or time column', async () => {
    const { found, checked } = await laterThanSeed(database, seededAt)
    // Orders, their history, reviews, messages, mail, payments, shipments, users and more.
    expect(checked).toBeGreaterThan(40)
    expect(found).toEqual([])
  })

  it('holds no later moment inside JSON either (task comments, project starts)', async () => {
    expect(await jsonMomentsLaterThanSeed(database, seededAt)).toEqual([])
  })

  it('names only existing columns as scheduled ahead', async () => {
    const columns = new Set((await datedColumns(database)).map(({ table, column }) => `${table}.${column}`))
    expect(Object.keys(SCHEDULED_COLUMNS).filter((name) => !columns.has(name))).toEqual([])
  })
})
