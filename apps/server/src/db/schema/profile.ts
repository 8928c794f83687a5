// The user profile page: header, the nested cards of each tab, and the searchable project table.
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { cascadingId, serialId } from './columns.js'
import { users } from './users.js'

export const profileHeaders = pgTable('profile_headers', {
  id: serialId(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  location: text('location').notNull(),
  joiningDate: date('joining_date', { mode: 'string' }).notNull(),
  designation: text('designation').notNull(),
  profileImg: text('profile_img').notNull(),
  coverImg: text('cover_img').notNull(),
})

export type ProfileTab = 'profile' | 'teams' | 'projects' | 'connections'
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export const profileTabData = pgTable(
  'profile_tab_data',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    tab: text('tab').$type<ProfileTab>().notNull(),
    /** The tab's nested cards, as the spec's profile entity describes them (an object for 'profile', a list for the others). */
    data: jsonb('data').$type<JsonValue>().notNull(),
  },
  (t) => [uniqueIndex('profile_tab_data_user_tab_key').on(t.userId, t.tab)],
)

export const profileProjects = pgTable(
  'profile_projects',
  {
    id: serialId(),
    userId: cascadingId('user_id', () => users.id),
    name: text('name').notNull(),
    leader: text('leader').notNull(),
    projectDate: date('project_date', { mode: 'string' }).notNull(),
    /** Percentage complete, 0 to 100. */
    status: integer('status').notNull(),
    avatar: text('avatar').notNull(),
    avatarGroup: text('avatar_group')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('profile_projects_user_name_idx').on(t.userId, t.name, t.id),
    index('profile_projects_user_date_idx').on(t.userId, t.projectDate, t.id),
    index('profile_projects_user_status_idx').on(t.userId, t.status, t.id),
    index('profile_projects_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('profile_projects_leader_trgm').using('gin', t.leader.op('gin_trgm_ops')),
  ],
)
