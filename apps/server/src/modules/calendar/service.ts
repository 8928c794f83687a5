// Rules of the calendar app: an event belongs to its owner, who alone changes or deletes it; its
// guests (Aurum users) see it. PUT or DELETE of an id the caller cannot see is the spec's 400
// "Something Went Wrong" (section 8); a guest changing an event they only see is a 403.
import {
  CALENDAR_MESSAGES,
  COMMON_MESSAGES,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventUpdate,
  type CalendarListQuery,
  type CalendarName,
  type CalendarRecurrence,
  type PublicCalendarEvent,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiProblem, badRequest, messageBody } from '../../http/errors.js'
import * as calendarRepo from './repo.js'
import { occurrenceStarts } from './recurrence.js'

export type CalendarDeps = { db: Db }

export function toEvent(row: calendarRepo.CalendarEventRow, occurrence?: Date): CalendarEvent {
  const start = occurrence ?? row.startAt
  const end = new Date(start.getTime() + row.endAt.getTime() - row.startAt.getTime())
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: row.allDay,
    extendedProps: {
      calendar: row.calendar as CalendarName,
      location: row.location,
      description: row.description,
      guests: row.guestUserIds,
      ownerId: row.ownerUserId,
      recurrence: row.recurrence as CalendarRecurrence,
      recurrenceUntil: row.recurrenceUntil?.toISOString() ?? null,
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
  const guestUserIds = await checkedGuests(db, ownerId, input.extendedProps.guests)
  const row = await calendarRepo.insertEvent(db, {
    ownerUserId: ownerId,
    title: input.title,
    url: input.url,
    startAt: new Date(input.start),
    endAt: new Date(input.end),
    allDay: input.allDay,
    calendar: input.extendedProps.calendar,
    location: input.extendedProps.location,
    description: input.extendedProps.description,
    guestUserIds,
    recurrence: input.extendedProps.recurrence,
    isPublic: input.extendedProps.isPublic,
    recurrenceUntil: input.extendedProps.recurrenceUntil
      ? new Date(input.extendedProps.recurrenceUntil)
      : null,
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
  const startAt = input.start ? new Date(input.start) : occurrence
  const endAt = input.end ? new Date(input.end) : new Date(occurrence.getTime() + duration)
  if (endAt < startAt) throw badRequest({ end: [CALENDAR_MESSAGES.endBeforeStart] })
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
      allDay: input.allDay ?? series.allDay,
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
  const startAt = input.start ? new Date(input.start) : current.startAt
  const endAt = input.end ? new Date(input.end) : current.endAt
  // Merged, the end must still not come before the start.
  if (endAt < startAt) throw badRequest({ end: [CALENDAR_MESSAGES.endBeforeStart] })
  const props = input.extendedProps ?? {}
  const changes: Partial<calendarRepo.NewCalendarEventRow> = {
    startAt,
    endAt,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.url !== undefined ? { url: input.url } : {}),
    ...(input.allDay !== undefined ? { allDay: input.allDay } : {}),
    ...(props.calendar !== undefined ? { calendar: props.calendar } : {}),
    ...(props.location !== undefined ? { location: props.location } : {}),
    ...(props.description !== undefined ? { description: props.description } : {}),
    ...(props.recurrence !== undefined ? { recurrence: props.recurrence } : {}),
    ...(props.isPublic !== undefined ? { isPublic: props.isPublic } : {}),
    ...(props.recurrenceUntil !== undefined
      ? { recurrenceUntil: props.recurrenceUntil ? new Date(props.recurrenceUntil) : null }
      : {}),
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
