// Rules of the calendar app: an event belongs to its owner, who alone changes or deletes it; its
// guests (Aurum users) see it. PUT or DELETE of an id the caller cannot see is the spec's 400
// "Something Went Wrong" (section 8); a guest changing an event they only see is a 403. An all-day
// event is a span of days: taken as the days written, stored at UTC midnight, answered as days.
import {
  CALENDARS,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_MESSAGES,
  COMMON_MESSAGES,
  INT4_MAX,
  calendarDayOf,
  isCalendarDay,
  type CalendarImportEvent,
  type CalendarImportResult,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type CalendarListQuery,
  type CalendarName,
  type CalendarRecurrence,
  type PublicCalendarEvent,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiProblem, badRequest, messageBody, type Reason } from '../../http/errors.js'
import { calendarIcs, type IcsEvent } from './ics.js'
import { IcsUnreadable, readIcs, type ImportedEvent } from './ics-import.js'
import * as calendarRepo from './repo.js'
import { occurrenceStarts } from './recurrence.js'

export type CalendarDeps = { db: Db }

const DAY_MS = 86_400_000

/** The stored form of an all-day time: UTC midnight of the day written (or of a stored instant's UTC day). */
function midnightOf(time: string | Date): Date {
  const day = typeof time === 'string' ? calendarDayOf(time) : time.toISOString().slice(0, 10)
  return new Date(`${day}T00:00:00.000Z`)
}

/** How an event time is answered: an all-day event's as its day, any other's as an ISO instant. */
function answeredTime(time: Date, allDay: boolean): string {
  return allDay ? time.toISOString().slice(0, 10) : time.toISOString()
}

/**
 * When an event starts and ends, as stored: for an all-day event the days written at UTC midnight
 * (ending on its start day means one day long), otherwise instants, which a day alone is not.
 * Strings are the request's; dates are the stored values a merge keeps.
 */
function eventSpan(allDay: boolean, start: string | Date, end: string | Date) {
  if (!allDay)
    for (const [field, time] of [
      ['start', start],
      ['end', end],
    ] as const)
      if (typeof time === 'string' && isCalendarDay(time))
        throw badRequest({ [field]: [CALENDAR_MESSAGES.timeRequired] })
  const instant = (time: string | Date) => (typeof time === 'string' ? new Date(time) : time)
  const startAt = allDay ? midnightOf(start) : instant(start)
  const endAt = allDay ? midnightOf(end) : instant(end)
  if (endAt < startAt) throw badRequest({ end: [CALENDAR_MESSAGES.endBeforeStart] })
  return { startAt, endAt: allDay && +endAt === +startAt ? new Date(+startAt + DAY_MS) : endAt }
}

/**
 * The last start a series may have, as stored: a day at UTC midnight for an all-day event; for a
 * timed one an instant, a day alone meaning the whole of it (an all-day series made timed keeps it).
 */
function storedUntil(allDay: boolean, until: string | Date | null): Date | null {
  if (until === null) return null
  if (allDay) return midnightOf(until)
  if (typeof until !== 'string') return until
  return isCalendarDay(until) ? new Date(`${until}T23:59:59.999Z`) : new Date(until)
}

function toEvent(row: calendarRepo.CalendarEventRow, occurrence?: Date): CalendarEvent {
  const start = occurrence ?? row.startAt
  const end = new Date(start.getTime() + row.endAt.getTime() - row.startAt.getTime())
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    start: answeredTime(start, row.allDay),
    end: answeredTime(end, row.allDay),
    allDay: row.allDay,
    extendedProps: {
      calendar: row.calendar as CalendarName,
      location: row.location,
      description: row.description,
      guests: row.guestUserIds,
      ownerId: row.ownerUserId,
      recurrence: row.recurrence as CalendarRecurrence,
      recurrenceUntil: row.recurrenceUntil ? answeredTime(row.recurrenceUntil, row.allDay) : null,
      occurrence: occurrence ? occurrence.toISOString() : null,
      excludedStarts: row.excludedStarts,
      isPublic: row.isPublic,
    },
  }
}

const somethingWentWrong = () => new ApiProblem(400, messageBody(CALENDAR_MESSAGES.somethingWentWrong))
const forbidden = () => new ApiProblem(403, messageBody(COMMON_MESSAGES.forbidden))

export async function listEvents(db: Db, userId: number, query: CalendarListQuery) {
  const start = query.start ? new Date(query.start) : undefined
  const end = query.end ? new Date(query.end) : undefined
  const rows = await calendarRepo.listVisible(db, userId, { calendars: query.calendars, start, end })
  return expanded(rows, start, end)
}

/** With a range, a repeating event answers each of its occurrences there; without, itself. */
function expanded(rows: calendarRepo.CalendarEventRow[], start?: Date, end?: Date) {
  if (!start || !end) return rows.map((row) => toEvent(row))
  return rows
    .flatMap((row) =>
      row.recurrence === 'none'
        ? [toEvent(row)]
        : occurrenceStarts({ ...row, recurrence: row.recurrence as CalendarRecurrence }, { start, end })
            .filter((occurrence) => !row.excludedStarts.includes(occurrence.toISOString()))
            .map((occurrence) => toEvent(row, occurrence)),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id)
}

/** Guests are distinct Aurum users other than the owner. */
async function checkedGuests(db: Db, ownerId: number, guests: readonly number[]) {
  const distinct = [...new Set(guests)].filter((id) => id !== ownerId)
  const known = await calendarRepo.existingUserIds(db, distinct)
  if (distinct.some((id) => !known.has(id)))
    throw badRequest({ 'extendedProps.guests': [CALENDAR_MESSAGES.guestNotFound] })
  return distinct
}

export async function createEvent(db: Db, ownerId: number, input: CalendarEventInput) {
  const span = eventSpan(input.allDay, input.start, input.end)
  const recurrenceUntil = storedUntil(input.allDay, input.extendedProps.recurrenceUntil)
  const guestUserIds = await checkedGuests(db, ownerId, input.extendedProps.guests)
  const row = await calendarRepo.insertEvent(db, {
    ownerUserId: ownerId,
    title: input.title,
    url: input.url,
    ...span,
    allDay: input.allDay,
    calendar: input.extendedProps.calendar,
    location: input.extendedProps.location,
    description: input.extendedProps.description,
    guestUserIds,
    recurrence: input.extendedProps.recurrence,
    isPublic: input.extendedProps.isPublic,
    recurrenceUntil,
  })
  return toEvent(row)
}

/** The occurrence of a repeating event starting at `iso`, if the series has one there (not left out). */
function occurrenceAt(row: calendarRepo.CalendarEventRow, iso: string): Date | null {
  if (row.recurrence === 'none') return null
  const start = new Date(iso)
  const [found] = occurrenceStarts(
    { ...row, recurrence: row.recurrence as CalendarRecurrence },
    // The occurrences overlapping the millisecond it starts at: it, if it exists.
    { start, end: new Date(start.getTime() + 1) },
  ).filter((candidate) => candidate.getTime() === start.getTime())
  return found && !row.excludedStarts.includes(found.toISOString()) ? found : null
}

const notAnOccurrence = () => badRequest({ occurrence: [CALENDAR_MESSAGES.notAnOccurrence] })

/**
 * "This event only": the series leaves the occurrence out, and the occurrence, with the changes
 * merged in, becomes a new single event (same owner, guests and calendar unless changed). One
 * transaction, so the occurrence is never shown twice nor lost.
 */
async function updateOccurrence(
  db: Db,
  userId: number,
  series: calendarRepo.CalendarEventRow,
  input: CalendarEventUpdate & { occurrence: string },
) {
  const occurrence = occurrenceAt(series, input.occurrence)
  if (!occurrence) throw notAnOccurrence()
  const duration = series.endAt.getTime() - series.startAt.getTime()
  const allDay = input.allDay ?? series.allDay
  const { startAt, endAt } = eventSpan(
    allDay,
    input.start ?? occurrence,
    input.end ?? new Date(occurrence.getTime() + duration),
  )
  const props = input.extendedProps ?? {}
  const guestUserIds =
    props.guests !== undefined ? await checkedGuests(db, userId, props.guests) : series.guestUserIds
  const created = await db.transaction(async (tx) => {
    const excluded = await calendarRepo.excludeOccurrence(tx, userId, series.id, occurrence.toISOString())
    // Changed or deleted meanwhile by another tab of the owner.
    if (!excluded) throw somethingWentWrong()
    return calendarRepo.insertEvent(tx, {
      ownerUserId: userId,
      title: input.title ?? series.title,
      url: input.url ?? series.url,
      startAt,
      endAt,
      allDay,
      calendar: props.calendar ?? series.calendar,
      location: props.location ?? series.location,
      description: props.description ?? series.description,
      guestUserIds,
      isPublic: props.isPublic ?? series.isPublic,
      recurrence: 'none',
      recurrenceUntil: null,
    })
  })
  return toEvent(created)
}

export async function updateEvent(db: Db, userId: number, id: number, input: CalendarEventUpdate) {
  const current = await calendarRepo.findVisible(db, userId, id)
  if (!current) throw somethingWentWrong()
  if (current.ownerUserId !== userId) throw forbidden()
  if (input.occurrence !== undefined)
    return updateOccurrence(db, userId, current, { ...input, occurrence: input.occurrence })
  // Merged, the times fit the event's all-day or not, and the end does not come before the start.
  const allDay = input.allDay ?? current.allDay
  const span = eventSpan(allDay, input.start ?? current.startAt, input.end ?? current.endAt)
  const props = input.extendedProps ?? {}
  const until = props.recurrenceUntil !== undefined ? props.recurrenceUntil : current.recurrenceUntil
  const changes: Partial<calendarRepo.NewCalendarEventRow> = {
    ...span,
    allDay,
    recurrenceUntil: storedUntil(allDay, until),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(props.calendar !== undefined ? { calendar: props.calendar } : {}),
    ...(props.location !== undefined ? { location: props.location } : {}),
    ...(props.description !== undefined ? { description: props.description } : {}),
    ...(props.recurrence !== undefined ? { recurrence: props.recurrence } : {}),
    ...(props.isPublic !== undefined ? { isPublic: props.isPublic } : {}),
  }
  if (props.guests !== undefined) changes.guestUserIds = await checkedGuests(db, userId, props.guests)
  const updated = await calendarRepo.updateOwned(db, userId, id, changes)
  // Deleted between the read and the write.
  if (!updated) throw somethingWentWrong()
  return toEvent(updated)
}

export async function deleteEvent(db: Db, userId: number, id: number, occurrenceIso?: string) {
  const current = await calendarRepo.findVisible(db, userId, id)
  if (!current) throw somethingWentWrong()
  if (current.ownerUserId !== userId) throw forbidden()
  if (occurrenceIso !== undefined) {
    // Only this occurrence: the series leaves it out.
    const occurrence = occurrenceAt(current, occurrenceIso)
    if (!occurrence) throw notAnOccurrence()
    if (!(await calendarRepo.excludeOccurrence(db, userId, id, occurrence.toISOString())))
      throw somethingWentWrong()
    return
  }
  if (!(await calendarRepo.deleteOwned(db, userId, id))) throw somethingWentWrong()
}

/** The organisation's public events in a range, for visitors: no guests, owner or description. */
export async function listPublicEvents(
  db: Db,
  query: { start: string; end: string },
): Promise<PublicCalendarEvent[]> {
  const start = new Date(query.start)
  const end = new Date(query.end)
  const rows = await calendarRepo.listPublic(db, { start, end })
  return expanded(rows, start, end).map((event) => ({
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    url: event.url,
    extendedProps: { calendar: event.extendedProps.calendar, location: event.extendedProps.location },
  }))
}

/** The UID an event made in Aurum has in the files it exports (an imported one keeps its file's). */
const exportedUid = (id: number) => `event-${id}@aurum`
const EXPORTED_UID = /^event-(\d{1,10})@aurum$/

/** The user's calendar (their events and those they are a guest of) as an iCalendar file. */
export async function exportIcs(db: Db, userId: number): Promise<string> {
  const rows = await calendarRepo.listVisible(db, userId, { calendars: [...CALENDARS] })
  return calendarIcs(
    rows.map((row): IcsEvent => ({
      uid: row.icalUid ?? exportedUid(row.id),
      recurrenceId: row.icalRecurrenceId ? new Date(row.icalRecurrenceId) : null,
      title: row.title,
      url: row.url,
      calendar: row.calendar,
      location: row.location,
      description: row.description,
      allDay: row.allDay,
      start: row.startAt,
      end: row.endAt,
      recurrence: row.recurrence as CalendarRecurrence,
      recurrenceUntil: row.recurrenceUntil,
      excludedStarts: row.excludedStarts.map((start) => new Date(start)),
    })),
  )
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The text of an uploaded iCalendar file (UTF-8, RFC 5545 3.1.4; a byte order mark is dropped), or
 * a 400: empty, over the size limit, not UTF-8, or holding the null character (no text value of a
 * calendar can, and PostgreSQL text cannot store it).
 */
function icsText(file: Uint8Array): string {
  if (file.byteLength === 0) throw badRequest({ file: [COMMON_MESSAGES.uploadEmpty] })
  if (file.byteLength > CALENDAR_IMPORT_MAX_BYTES)
    throw badRequest({
      file: [
        {
          code: COMMON_MESSAGES.uploadTooLarge,
          params: { limit: `${CALENDAR_IMPORT_MAX_BYTES / (1024 * 1024)} MB` },
        },
      ],
    })
  let text: string
  try {
    text = utf8.decode(file)
  } catch {
    throw badRequest({ file: [CALENDAR_MESSAGES.importNotText] })
  }
  if (text.includes('\u0000')) throw badRequest({ file: [COMMON_MESSAGES.nullCharacter] })
  return text
}

const importKey = (event: { uid: string; recurrenceId: string }) => `${event.uid}\n${event.recurrenceId}`

function toImportEvent(event: ImportedEvent): CalendarImportEvent {
  return {
    uid: event.uid,
    recurrenceId: event.recurrenceId,
    title: event.title,
    start: answeredTime(event.startAt, event.allDay),
    end: answeredTime(event.endAt, event.allDay),
    allDay: event.allDay,
    location: event.location,
    recurrence: event.recurrence,
    recurrenceUntil: event.recurrenceUntil ? answeredTime(event.recurrenceUntil, event.allDay) : null,
    excludedStarts: event.excludedStarts,
  }
}

/**
 * Imports an iCalendar file into one of the user's calendars, as the user's own events; with
 * `dryRun`, answers what would be added and stores nothing. An event already there is not added
 * again: one imported before (the same UID and occurrence, per owner), or one of the user's Aurum
 * events that an Aurum export names (event-N@aurum). A file that cannot be read is a 400.
 */
export async function importEvents(
  db: Db,
  ownerId: number,
  input: { calendar: CalendarName; timeZone: string; file: Uint8Array },
  dryRun: boolean,
): Promise<CalendarImportResult> {
  let reading: ReturnType<typeof readIcs>
  try {
    reading = readIcs(icsText(input.file), { timeZone: input.timeZone })
  } catch (error) {
    if (error instanceof IcsUnreadable) throw badRequest({ file: [error.reason as Reason] })
    throw error
  }
  const imported = await calendarRepo.importedKeys(db, ownerId, [
    ...new Set(reading.events.map((event) => event.uid)),
  ])
  const exportedIds = reading.events.flatMap((event) => {
    const id = Number(EXPORTED_UID.exec(event.uid)?.[1])
    // No event has an id past the column's range (asking for one would fail the query).
    return id <= INT4_MAX && !event.recurrenceId ? [id] : []
  })
  const seen = await calendarRepo.visibleEventIds(db, ownerId, exportedIds)
  const isNew = (event: ImportedEvent) => {
    const exported = EXPORTED_UID.exec(event.uid)?.[1]
    if (exported && !event.recurrenceId && seen.has(Number(exported))) return false
    return !imported.has(importKey(event))
  }
  const fresh = reading.events.filter(isNew)

  let added = fresh
  if (!dryRun) {
    const stored = await db.transaction((tx) =>
      calendarRepo.insertImported(
        tx,
        fresh.map((event) => ({
          ownerUserId: ownerId,
          calendar: input.calendar,
          title: event.title,
          url: event.url,
          location: event.location,
          description: event.description,
          allDay: event.allDay,
          startAt: event.startAt,
          endAt: event.endAt,
          recurrence: event.recurrence,
          recurrenceUntil: event.recurrenceUntil,
          excludedStarts: event.excludedStarts,
          icalUid: event.uid,
          icalRecurrenceId: event.recurrenceId,
        })),
      ),
    )
    // Not stored: another import of the same file stored it meanwhile.
    const storedKeys = new Set(stored.map((row) => `${row.icalUid}\n${row.icalRecurrenceId}`))
    added = fresh.filter((event) => storedKeys.has(importKey(event)))
  }
  return {
    dryRun,
    calendar: input.calendar,
    events: added.map(toImportEvent),
    alreadyImported: reading.events.length - added.length,
    skipped: reading.skipped,
    expanded: reading.expanded,
  }
}
