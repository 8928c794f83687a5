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
        : occurrenceStarts({ ...row, recurrence: row.recurrence as CalendarRecurrence }, { start, end }).map(
            (occurrence) => toEvent(row, occurrence),
          ),
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

export async function updateEvent(db: Db, userId: number, id: number, input: CalendarEventUpdate) {
  const current = await calendarRepo.findVisible(db, userId, id)
  if (!current) throw somethingWentWrong()
  if (current.ownerUserId !== userId) throw forbidden()
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

export async function deleteEvent(db: Db, userId: number, id: number) {
  const current = await calendarRepo.findVisible(db, userId, id)
  if (!current) throw somethingWentWrong()
  if (current.ownerUserId !== userId) throw forbidden()
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
