// The app's own page views, recorded by the web app itself: the path (without its query), the
// time and an anonymous id of the browser tab's session. No user, address or agent is stored.
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A random id the tab keeps for its session; it names no one. */
    sessionId: text('session_id').notNull(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt)],
)
