// Calendar events of the five calendars of the spec, per owner user. An all-day event is a span of
// days: its start and end (and last repeat) are stored at UTC midnight of those days, which a check
// keeps true, so no time zone ever moves it to another day.
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { cascadingId, serialId } from './columns.js'
import { users } from './users.js'

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serialId(),
    ownerUserId: cascadingId('owner_user_id', () => users.id),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** Business, Holiday, Personal, ETC or Family (the spec's extendedProps.calendar). */
    calendar: text('calendar').notNull(),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Aurum users invited: they see the event in their calendar (read only). */
    /** Shown to visitors on /calendar-aurum/calendar (read only). */
    isPublic: boolean('is_public').notNull().default(false),
    /** none, daily, weekly or monthly: the list expands the occurrences in the range asked. */
    recurrence: text('recurrence').notNull().default('none'),
    /** The last moment an occurrence may start; none: for ever. */
    recurrenceUntil: timestamp('recurrence_until', { withTimezone: true }),
    /**
     * Occurrences of a repeating event left out (ISO starts, as the list answers them): each was
     * changed on its own and lives on as a single event, or was removed.
     */
    excludedStarts: text('excluded_starts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    guestUserIds: integer('guest_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The UID of the iCalendar event this one was imported from (null: made in Aurum). */
    icalUid: text('ical_uid'),
    /**
     * For an occurrence of the file's repeating event imported as an event of its own: its start in
     * the series (RECURRENCE-ID, an ISO instant); '' for the file's event as a whole.
     */
    icalRecurrenceId: text('ical_recurrence_id').notNull().default(''),
  },
  (t) => [
    index('calendar_events_owner_start_idx').on(t.ownerUserId, t.startAt),
    index('calendar_events_calendar_idx').on(t.calendar, t.startAt),
    index('calendar_events_guests_idx').using('gin', t.guestUserIds),
    // An owner imports an event once: a second import of the same file adds nothing.
    uniqueIndex('calendar_events_owner_ical_uid_idx')
      .on(t.ownerUserId, t.icalUid, t.icalRecurrenceId)
      .where(sql`${t.icalUid} is not null`),
    check(
      'calendar_events_all_day_midnight',
      sql`not ${t.allDay} or (${t.startAt} = date_trunc('day', ${t.startAt}, 'UTC') and ${t.endAt} = date_trunc('day', ${t.endAt}, 'UTC') and (${t.recurrenceUntil} is null or ${t.recurrenceUntil} = date_trunc('day', ${t.recurrenceUntil}, 'UTC')))`,
    ),
  ],
)
