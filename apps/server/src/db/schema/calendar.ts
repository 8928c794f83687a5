// Calendar events of the five calendars of the spec, per owner user.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.js'

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('calendar_events_owner_start_idx').on(t.ownerUserId, t.startAt),
    index('calendar_events_calendar_idx').on(t.calendar, t.startAt),
    index('calendar_events_guests_idx').using('gin', t.guestUserIds),
  ],
)
