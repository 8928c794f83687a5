// Notifications (issue 14): one row per recipient, written by notify() when something happens that
// the user should hear about; read when readAt is set. The kind and its params are turned into
// words by the web app in the reader's language, so no sentence is stored.
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'
import { users } from './users.js'

export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The app path of the record it is about, or null. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id)],
)
