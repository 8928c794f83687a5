// Who is connected to /api/realtime, per API server: each server counts its own sockets per user
// and stamps the row while it runs, so a user is present while any live server holds one of their
// sockets. A server that died leaves rows whose stamp grows old; they stop counting on their own.
import { sql, type SQL } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { cascadingId } from './columns.js'
import { users } from './users.js'

export const realtimePresence = pgTable(
  'realtime_presence',
  {
    /** A random id per server process (a restarted server is a new one). */
    serverId: text('server_id').notNull(),
    userId: cascadingId('user_id', () => users.id),
    connections: integer('connections').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.serverId, t.userId] }), index('realtime_presence_user_idx').on(t.userId)],
)

/** A server stamps its rows every 30 seconds; rows older than this belong to a server gone. */
export const PRESENCE_STALE_SECONDS = 90

/** The condition of a row that still counts (its server stamped it lately). */
export const presenceIsLive = (): SQL =>
  sql`${realtimePresence.seenAt} > now() - make_interval(secs => ${PRESENCE_STALE_SECONDS})`

/** SQL true when the user (a column) has a socket on a live server. */
export const userIsPresent = (userId: SQL | unknown): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${realtimePresence} where ${realtimePresence.userId} = ${userId} and ${realtimePresence.connections} > 0 and ${presenceIsLive()})`
