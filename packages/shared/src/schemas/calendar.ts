// Contracts of the calendar app (spec sections 3, 7 and 8): events of the five calendars, the list
// by calendars (several values) and an optional date range, add, merge-update and delete.
import { z } from 'zod'
import { CALENDARS } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import { INT4_MAX } from './common.js'

export const CALENDAR_MESSAGES = defineMessages('calendar', {
  /** The spec's answer to PUT or DELETE of an unknown id (section 8). */
  somethingWentWrong: 'Something Went Wrong',
  endBeforeStart: 'The end must not be before the start',
  guestNotFound: 'A guest is not an Aurum user',
  rangeTooLong: 'Ask for at most 400 days at once',
  notAnOccurrence: 'This event does not repeat at that time',
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

export const calendarEventSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  /** ISO datetimes. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    location: z.string(),
    description: z.string(),
    /** Aurum user ids. */
    guests: z.array(z.number().int()),
    ownerId: z.number().int(),
    recurrence: z.enum(CALENDAR_RECURRENCES),
    /** ISO datetime or null (for ever). */
    recurrenceUntil: z.string().nullable(),
    /** For an expanded occurrence of a repeating event: which one (its start); null otherwise. */
    occurrence: z.string().nullable(),
    /** The occurrences (ISO starts) a repeating event leaves out: changed on their own or removed. */
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
  start: isoDateTime,
  end: isoDateTime,
  allDay: z.boolean().default(false),
  extendedProps: z.object({
    calendar: z.enum(CALENDARS),
    location: z.string().trim().max(300).default(''),
    description: z.string().trim().max(5000).default(''),
    guests: z.array(z.number().int().positive().max(INT4_MAX)).max(CALENDAR_MAX_GUESTS).default([]),
    recurrence: z.enum(CALENDAR_RECURRENCES).default('none'),
    recurrenceUntil: isoDateTime.nullable().default(null),
    isPublic: z.boolean().default(false),
  }),
}

const endNotBeforeStart = (value: { start?: string; end?: string }, ctx: z.RefinementCtx) => {
  if (value.start && value.end && Date.parse(value.end) < Date.parse(value.start))
    ctx.addIssue({ code: 'custom', path: ['end'], message: CALENDAR_MESSAGES.endBeforeStart })
}

export const calendarEventInputSchema = z.object(eventInputFields).superRefine(endNotBeforeStart)
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
    start: isoDateTime.optional(),
    end: isoDateTime.optional(),
    allDay: z.boolean().optional(),
    extendedProps: z
      .object({
        calendar: z.enum(CALENDARS).optional(),
        location: z.string().trim().max(300).optional(),
        description: z.string().trim().max(5000).optional(),
        guests: z.array(z.number().int().positive().max(INT4_MAX)).max(CALENDAR_MAX_GUESTS).optional(),
        recurrence: z.enum(CALENDAR_RECURRENCES).optional(),
        recurrenceUntil: isoDateTime.nullable().optional(),
        isPublic: z.boolean().optional(),
      })
      .optional(),
  })
  .superRefine(endNotBeforeStart)
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
