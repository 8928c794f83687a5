// SQL of the calendar app: the events a user sees (their own and those they are a guest of), in
// the calendars and range asked, and the owner's writes.
import { and, arrayContains, asc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { CalendarName } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { calendarEvents, users } from '../../db/schema/index.js'

export type CalendarEventRow = typeof calendarEvents.$inferSelect
export type NewCalendarEventRow = typeof calendarEvents.$inferInsert
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Runner = Db | Tx

/** Owned by the user, or the user is among the guests. */
const visibleTo = (userId: number): SQL =>
  or(eq(calendarEvents.ownerUserId, userId), arrayContains(calendarEvents.guestUserIds, [userId]))!

export function listVisible(
  db: Db,
  userId: number,
  filter: { calendars: readonly CalendarName[]; start?: Date; end?: Date },
) {
  return listWhere(db, [visibleTo(userId), inArray(calendarEvents.calendar, [...filter.calendars])], filter)
}

/** The events marked public, of every owner. */
export function listPublic(db: Db, range: { start: Date; end: Date }) {
  return listWhere(db, [eq(calendarEvents.isPublic, true)], range)
}

function listWhere(db: Db, base: SQL[], filter: { start?: Date; end?: Date }) {
  const conditions = [...base]
  // Events overlapping the range: they start before its end and end after its start; a repeating
  // one, when an occurrence may still overlap it (the service expands them).
  if (filter.end) conditions.push(lt(calendarEvents.startAt, filter.end))
  if (filter.start)
    conditions.push(
      or(
        gt(calendarEvents.endAt, filter.start),
        and(
          ne(calendarEvents.recurrence, 'none'),
          or(
            isNull(calendarEvents.recurrenceUntil),
            sql`${calendarEvents.recurrenceUntil} + (${calendarEvents.endAt} - ${calendarEvents.startAt}) > ${filter.start}`,
          ),
        ),
      )!,
    )
  return db
    .select()
    .from(calendarEvents)
    .where(and(...conditions))
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id))
}

export async function findVisible(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), visibleTo(userId)))
  return row
}

export async function insertEvent(db: Runner, row: NewCalendarEventRow) {
  const [created] = await db.insert(calendarEvents).values(row).returning()
  return created!
}

export async function updateOwned(
  db: Db,
  ownerId: number,
  id: number,
  changes: Partial<NewCalendarEventRow>,
) {
  const [updated] = await db
    .update(calendarEvents)
    .set(changes)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerUserId, ownerId)))
    .returning()
  return updated
}

export async function deleteOwned(db: Db, ownerId: number, id: number) {
  const deleted = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerUserId, ownerId)))
    .returning({ id: calendarEvents.id })
  return deleted.length > 0
}

/** Which of these ids are Aurum users. */
export async function existingUserIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]))
  return new Set(rows.map((row) => row.id))
}

/** Adds one occurrence start to the owner's repeating event's left-out list; false when no such event. */
export async function excludeOccurrence(db: Runner, ownerId: number, id: number, startIso: string) {
  const rows = await db
    .update(calendarEvents)
    .set({ excludedStarts: sql`array_append(${calendarEvents.excludedStarts}, ${startIso}::text)` })
    .where(
      and(
        eq(calendarEvents.id, id),
        eq(calendarEvents.ownerUserId, ownerId),
        ne(calendarEvents.recurrence, 'none'),
        sql`not (${startIso}::text = any(${calendarEvents.excludedStarts}))`,
      ),
    )
    .returning({ id: calendarEvents.id })
  return rows.length > 0
}

/** The UID and occurrence (`${uid}\n${recurrenceId}`) of the owner's events imported with these UIDs. */
export async function importedKeys(db: Db, ownerId: number, uids: readonly string[]) {
  if (uids.length === 0) return new Set<string>()
  const rows = await db
    .select({ uid: calendarEvents.icalUid, recurrenceId: calendarEvents.icalRecurrenceId })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.ownerUserId, ownerId), inArray(calendarEvents.icalUid, [...uids])))
  return new Set(rows.map((row) => `${row.uid}\n${row.recurrenceId}`))
}

/** Which of these ids are events the user sees. */
export async function visibleEventIds(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(and(inArray(calendarEvents.id, [...ids]), visibleTo(userId)))
  return new Set(rows.map((row) => row.id))
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500

/**
 * Stores imported events; one the owner already has (the same UID and occurrence, stored meanwhile
 * by another import of the same file) is left out. Answers the rows stored.
 */
export async function insertImported(db: Runner, rows: readonly NewCalendarEventRow[]) {
  const stored: CalendarEventRow[] = []
  for (let at = 0; at < rows.length; at += INSERT_CHUNK)
    stored.push(
      ...(await db
        .insert(calendarEvents)
        .values(rows.slice(at, at + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning()),
    )
  return stored
}
