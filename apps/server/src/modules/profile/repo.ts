// SQL of the profile module: a user's stored header, tab cards and project table, and the
// connection flag kept inside the tab data.
import { and, eq, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { ProfileProjectListQuery, ProfileProjectSortKey, ProfileTabName } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { profileHeaders, profileProjects, profileTabData, users } from '../../db/schema/index.js'
import { defineList } from '../../db/list-kit.js'
import { searchColumns } from '../../db/sql-helpers.js'

export async function findHeader(db: Db, userId: number) {
  const [row] = await db
    .select({
      fullName: profileHeaders.fullName,
      location: profileHeaders.location,
      joiningDate: profileHeaders.joiningDate,
      designation: profileHeaders.designation,
      profileImg: profileHeaders.profileImg,
      coverImg: profileHeaders.coverImg,
    })
    .from(profileHeaders)
    .where(eq(profileHeaders.userId, userId))
    .limit(1)
  return row
}

/** What a header is built from when the user has no stored profile. */
export async function findUserBasics(db: Db, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      contact: users.contact,
      country: users.country,
      language: users.language,
      status: users.status,
      role: users.role,
      avatar: users.avatar,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

export async function findTabData(db: Db, userId: number, tab: ProfileTabName) {
  const [row] = await db
    .select({ data: profileTabData.data })
    .from(profileTabData)
    .where(and(eq(profileTabData.userId, userId), eq(profileTabData.tab, tab)))
    .limit(1)
  return row?.data
}

const projectList = defineList<
  ProfileProjectSortKey,
  Pick<ProfileProjectListQuery, 'q'> & { userId: number }
>({
  table: profileProjects,
  id: profileProjects.id,
  sorts: {
    name: { column: profileProjects.name, type: 'text' },
    leader: { column: profileProjects.leader, type: 'text' },
    date: { column: profileProjects.projectDate, type: 'date' },
    status: { column: profileProjects.status, type: 'integer' },
  },
  defaultSort: (orderBy) => ({ column: profileProjects.id, type: 'integer', orderBy }),
  ties: 'same',
  where: (query) =>
    and(
      eq(profileProjects.userId, query.userId),
      searchColumns(query.q, [profileProjects.name, profileProjects.leader]),
    ),
  searches: (query) => Boolean(query.q),
})

const projectColumns = {
  id: profileProjects.id,
  name: profileProjects.name,
  leader: profileProjects.leader,
  date: profileProjects.projectDate,
  status: profileProjects.status,
  avatar: profileProjects.avatar,
  avatarGroup: profileProjects.avatarGroup,
}

/** One page of the user's project table and the number of matching rows. */
export function selectProjectsPage(db: Db, userId: number, query: ProfileProjectListQuery) {
  return projectList.page<SelectResultFields<typeof projectColumns>>(db, { ...query, userId }, (picked) =>
    db
      .select({ ...projectColumns, total: picked.total })
      .from(picked)
      .innerJoin(profileProjects, eq(profileProjects.id, picked.id)),
  )
}

/**
 * Sets `isConnected` of the connection at `index` in the user's connections tab, and of the
 * same person in the profile tab's connection card, in one transaction. Each update rewrites the
 * flag inside the stored JSON in SQL, so two clicks at once cannot lose each other's change.
 * Returns the updated connection, or undefined when there is no connection at that index.
 */
export async function setConnectionFlag(db: Db, userId: number, index: number, isConnected: boolean) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profileTabData)
      .set({
        data: sql`jsonb_set(${profileTabData.data}, array[${String(index)}, 'isConnected']::text[], to_jsonb(${isConnected}::boolean))`,
      })
      .where(
        and(
          eq(profileTabData.userId, userId),
          eq(profileTabData.tab, 'connections'),
          sql`jsonb_typeof(${profileTabData.data}) = 'array'`,
          sql`jsonb_array_length(${profileTabData.data}) > ${index}::int`,
        ),
      )
      .returning({ connection: sql<unknown>`${profileTabData.data} -> ${index}::int` })
    if (!updated) return undefined
    const name = (updated.connection as { name?: unknown } | null)?.name
    if (typeof name === 'string') {
      await tx
        .update(profileTabData)
        .set({
          data: sql`jsonb_set(${profileTabData.data}, '{connections}', (
            select coalesce(jsonb_agg(
              case when item ->> 'name' = ${name}
                then jsonb_set(item, '{isConnected}', to_jsonb(${isConnected}::boolean))
                else item end
              order by position), '[]'::jsonb)
            from jsonb_array_elements(${profileTabData.data} -> 'connections') with ordinality as listed(item, position)))`,
        })
        .where(
          and(
            eq(profileTabData.userId, userId),
            eq(profileTabData.tab, 'profile'),
            sql`jsonb_typeof(${profileTabData.data} -> 'connections') = 'array'`,
          ),
        )
    }
    return updated.connection
  })
}
