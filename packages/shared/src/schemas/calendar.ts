// Contracts of the calendar app (spec sections 3, 7 and 8): events of the five calendars, the list
// by calendars (several values) and an optional date range, add, merge-update and delete, and the
// import of an iCalendar file (a dry run answering what would be added, then the import).
import { z } from 'zod'
import { CALENDARS } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import { INT4_MAX, booleanQuery, errorIssueSchema } from './common.js'
import { COMMON_MESSAGES } from '../errors/common.js'
import { isSupportedTimeZone } from './time-zones.js'

export const CALENDAR_MESSAGES = defineMessages('calendar', {
  /** The spec's answer to PUT or DELETE of an unknown id (section 8). */
  somethingWentWrong: 'Something Went Wrong',
  endBeforeStart: 'The end must not be before the start',
  guestNotFound: 'A guest is not an Aurum user',
  rangeTooLong: 'Ask for at most 400 days at once',
  notAnOccurrence: 'This event does not repeat at that time',
  timeRequired: 'Give a time, or make the event all day',
  importMissing: 'Choose an iCalendar (.ics) file',
  importNotText: 'This is not an iCalendar (.ics) file: it is not UTF-8 text',
  importUnreadable: 'This is not an iCalendar (.ics) file: {detail}',
  importNoCalendar: 'The file holds no VCALENDAR',
  importTooManyEvents: 'The file holds more than {limit} events; split it',
  importNoStart: 'The event has no start (DTSTART)',
  importBadTime: 'The event has a time that is not valid',
  importDuplicateUid: 'Another event of the file has the same UID',
  importBadEvent: 'The event could not be read',
  importRuleTooComplex: 'The event repeats by a rule too long to follow',
  importNotInRange: 'The event is too far in the past or the future',
  importExpanded:
    'Repeats in a way Aurum cannot keep as a series: its {count} occurrences are added one by one',
  importExpandedUntil:
    'Repeats in a way Aurum cannot keep as a series: its {count} occurrences until {until} are added one by one',
})

export type CalendarName = (typeof CALENDARS)[number]
/** How an event repeats; the list expands the occurrences inside the range asked. */
export const CALENDAR_RECURRENCES = ['none', 'daily', 'weekly', 'monthly'] as const
export type CalendarRecurrence = (typeof CALENDAR_RECURRENCES)[number]
/** At most this many occurrences of one event in one answer. */
export const CALENDAR_MAX_OCCURRENCES = 500
export const CALENDAR_TITLE_MAX = 200
export const CALENDAR_MAX_GUESTS = 50
/** The widest range a list call may ask (a list view of a few months, never the whole table). */
export const CALENDAR_RANGE_MAX_DAYS = 400

const isoDateTime = z.iso.datetime({ offset: true })
/** A day of the calendar, YYYY-MM-DD. */
const isoDay = z.iso.date()
/**
 * When an event starts or ends: an instant with its offset; for an all-day event a day (YYYY-MM-DD),
 * or an instant whose written day is taken as it is (2026-12-28T00:00:00+01:00 is the 28th), never
 * moved to another day by a time zone.
 */
const eventTime = z.union([isoDay, isoDateTime])

/** The day an event time is written on: 2026-12-28 for 2026-12-28 and for 2026-12-28T00:00:00+01:00. */
export function calendarDayOf(value: string): string {
  return value.slice(0, 10)
}
/** Whether an event time is a day alone (YYYY-MM-DD), without a time. */
export const isCalendarDay = (value: string): boolean => value.length === 10

export const calendarEventSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** ISO datetimes. */
  start: z.string(),
  end: z.string(),
  /**
   * An all-day event's start and end are days (YYYY-MM-DD, the end the day after the last one, as
   * FullCalendar and iCalendar have it): the same days in every time zone.
   */
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    location: z.string(),
    description: z.string(),
    /** Aurum user ids. */
    guests: z.array(z.number().int()),
    ownerId: z.number().int(),
    recurrence: z.enum(CALENDAR_RECURRENCES),
    /** The last start an occurrence may have (a day for an all-day event), or null (for ever). */
    recurrenceUntil: z.string().nullable(),
    /**
     * For an expanded occurrence of a repeating event: which one (its start as an ISO instant, at UTC
     * midnight for an all-day event); null otherwise.
     */
    occurrence: z.string().nullable(),
    /** The occurrences (ISO starts, as `occurrence`) a repeating event leaves out: changed on their own or removed. */
    excludedStarts: z.array(z.string()),
    /** Shown to visitors on the public calendar. */
    isPublic: z.boolean(),
  }),
})
export type CalendarEvent = z.infer<typeof calendarEventSchema>

/** `calendars` repeated (or one value); absent means all five. `start`/`end` bound the range. */
export const calendarListQuerySchema = z
  .object({
    calendars: z
      .union([z.enum(CALENDARS), z.array(z.enum(CALENDARS))])
      .optional()
      .transform((value) => (value === undefined ? [...CALENDARS] : Array.isArray(value) ? value : [value])),
    start: isoDateTime.optional(),
    end: isoDateTime.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.start && query.end) {
      const span = Date.parse(query.end) - Date.parse(query.start)
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: CALENDAR_MESSAGES.endBeforeStart })
      else if (span > CALENDAR_RANGE_MAX_DAYS * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['end'], message: CALENDAR_MESSAGES.rangeTooLong })
    }
  })
export type CalendarListQuery = z.infer<typeof calendarListQuerySchema>

const eventInputFields = {
  url: z.union([z.url().max(2000), z.literal('')]).default(''),
  title: z.string().trim().min(1).max(CALENDAR_TITLE_MAX),
  start: eventTime,
  end: eventTime,
  allDay: z.boolean().default(false),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    location: z.string().trim().max(300).default(''),
    description: z.string().trim().max(5000).default(''),
    guests: z.array(z.number().int().positive().max(INT4_MAX)).max(CALENDAR_MAX_GUESTS).default([]),
    recurrence: z.enum(CALENDAR_RECURRENCES).default('none'),
    recurrenceUntil: eventTime.nullable().default(null),
    isPublic: z.boolean().default(false),
  }),
}

/**
 * A timed event's times are instants and its end is not before its start; an all-day event's end
 * day is not before its start day (the same day is one day long). With allDay unknown (a PUT that
 * leaves it), instants are compared and days are left to the server, which knows the event.
 */
const timesFitAllDay = (
  value: {
    start?: string
    end?: string
    allDay?: boolean
    extendedProps?: { recurrenceUntil?: string | null }
  },
  ctx: z.RefinementCtx,
) => {
  const { start, end, allDay } = value
  if (allDay === false)
    for (const [field, time] of [
      ['start', start],
      ['end', end],
    ] as const)
      if (time !== undefined && isCalendarDay(time))
        ctx.addIssue({ code: 'custom', path: [field], message: CALENDAR_MESSAGES.timeRequired })
  if (!start || !end) return
  const before =
    allDay === true
      ? calendarDayOf(end) < calendarDayOf(start)
      : !isCalendarDay(start) && !isCalendarDay(end) && Date.parse(end) < Date.parse(start)
  if (before) ctx.addIssue({ code: 'custom', path: ['end'], message: CALENDAR_MESSAGES.endBeforeStart })
}

export const calendarEventInputSchema = z.object(eventInputFields).superRefine(timesFitAllDay)
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>

/**
 * PUT merges: every field optional (the spec's merged event); the id in the body is ignored. With
 * `occurrence` (the start of one occurrence of a repeating event, as the list answered it) only that
 * occurrence changes: the series leaves it out and the changes are stored as a new single event.
 */
export const calendarEventUpdateSchema = z
  .object({
    id: z.number().int().positive().max(INT4_MAX).optional(),
    occurrence: isoDateTime.optional(),
    url: eventInputFields.url.optional(),
    title: eventInputFields.title.optional(),
    start: eventTime.optional(),
    end: eventTime.optional(),
    allDay: z.boolean().optional(),
    extendedProps: z
      .object({
        calendar: z.enum(CALENDARS).optional(),
        location: z.string().trim().max(300).optional(),
        description: z.string().trim().max(5000).optional(),
        guests: z.array(z.number().int().positive().max(INT4_MAX)).max(CALENDAR_MAX_GUESTS).optional(),
        recurrence: z.enum(CALENDAR_RECURRENCES).optional(),
        recurrenceUntil: eventTime.nullable().optional(),
        isPublic: z.boolean().optional(),
      })
      .optional(),
  })
  .superRefine(timesFitAllDay)
export type CalendarEventUpdate = z.infer<typeof calendarEventUpdateSchema>

/** The visitors' view (/calendar-aurum/calendar): public events in a range, read only, no people. */
export const publicCalendarQuerySchema = z
  .object({ start: isoDateTime, end: isoDateTime })
  .superRefine((query, ctx) => {
    const span = Date.parse(query.end) - Date.parse(query.start)
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: CALENDAR_MESSAGES.endBeforeStart })
    else if (span > CALENDAR_RANGE_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['end'], message: CALENDAR_MESSAGES.rangeTooLong })
  })
export const publicCalendarEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  url: z.string(),
  extendedProps: z.object({ calendar: z.enum(CALENDARS), location: z.string() }),
})
export type PublicCalendarEvent = z.infer<typeof publicCalendarEventSchema>

/** DELETE with `occurrence`: remove only that occurrence of a repeating event (the series leaves it out). */
export const calendarDeleteQuerySchema = z.object({ occurrence: isoDateTime.optional() })

/** Whether Intl knows this time zone name (a listed zone, or an alias of one). */
function isTimeZoneName(name: string): boolean {
  if (isSupportedTimeZone(name)) return true
  try {
    // Not formatting: constructing a formatter is how Intl says whether it knows a zone name.
    // eslint-disable-next-line no-restricted-syntax
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The largest .ics file an import reads (its UTF-8 bytes). */
export const CALENDAR_IMPORT_MAX_BYTES = 2 * 1024 * 1024
/** The most events one file may hold (a repeating event that Aurum expands counts each occurrence). */
export const CALENDAR_IMPORT_MAX_EVENTS = 5000

/**
 * The import's query (its body is the file, multipart field `file`): the calendar (of the five) the
 * file's events go to, the time zone of the times the file writes without one (floating times: the
 * importer's own), and `dryRun=true` to answer what would be added and add nothing. The events are
 * always the caller's own: nothing in the request names an owner.
 */
export const calendarImportQuerySchema = z.object({
  calendar: z.enum(CALENDARS),
  // Any name the runtime's Intl reads: a browser may answer an alias (Asia/Calcutta) of a listed zone.
  timeZone: z.string().max(64).refine(isTimeZoneName, COMMON_MESSAGES.timeZone).default('UTC'),
  dryRun: booleanQuery,
})
export type CalendarImportQuery = z.input<typeof calendarImportQuerySchema>

/** One event an import adds (or would add), as it will be stored. */
export const calendarImportEventSchema = z.object({
  /** The file's UID: a second import of the same event is recognised by it. */
  uid: z.string(),
  /**
   * '' for the file's event (or series) as a whole; for one occurrence of the file's series, stored
   * as an event of its own, the start it had in the series (RECURRENCE-ID), an ISO instant.
   */
  recurrenceId: z.string(),
  title: z.string(),
  /** As the events list answers them: days for an all-day event, ISO instants otherwise. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  location: z.string(),
  recurrence: z.enum(CALENDAR_RECURRENCES),
  recurrenceUntil: z.string().nullable(),
  excludedStarts: z.array(z.string()),
})
export type CalendarImportEvent = z.infer<typeof calendarImportEventSchema>

export const calendarImportResultSchema = z.object({
  dryRun: z.boolean(),
  calendar: z.enum(CALENDARS),
  /** Added (by a dry run: that would be), by start. */
  events: z.array(calendarImportEventSchema),
  /** The file's events already in your calendar from an earlier import (same UID): not added again. */
  alreadyImported: z.number().int().nonnegative(),
  /** The file's events that cannot be imported, each with its reason. */
  skipped: z.array(z.object({ uid: z.string(), title: z.string(), reason: errorIssueSchema })),
  /** The file's repeating events added as single occurrences (Aurum cannot repeat them so), with why. */
  expanded: z.array(z.object({ uid: z.string(), title: z.string(), reason: errorIssueSchema })),
})
export type CalendarImportResult = z.infer<typeof calendarImportResultSchema>
