// SQL of the users module: the list and its export (through the list kit), single users, their
// sessions, and the counts per status.
import { and, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { countryCodesMatching, type UserListQuery, type UserSortKey, type UserUpdate } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { roles, sessions, userCounts, users } from '../../db/schema/index.js'
import { defineList, type PickedPage } from '../../db/list-kit.js'
import { containsPattern, searchColumns } from '../../db/sql-helpers.js'

const userColumns = {
  id: users.id,
  fullName: users.fullName,
  company: users.company,
  role: users.role,
  username: users.username,
  country: users.country,
  contact: users.contact,
  email: users.email,
  currentPlan: users.currentPlan,
  status: users.status,
  avatar: users.avatar,
}

const detailColumns = {
  ...userColumns,
  taskDone: users.taskDone,
  projectDone: users.projectDone,
  taxId: users.taxId,
  language: users.language,
}

/** Name and email as one text: the expression of the users_search_trgm index (schema/users.ts). */
const userSearchText = sql`(${users.fullName} || ' ' || ${users.email})`

/**
 * q: name or email, or the country by its name in the reader's language, matched here against the
 * country list (countryCodesMatching) and in SQL by equality on users_country_idx.
 */
function userSearch(term: string, countryCodes: string[]) {
  // The combined index narrows the candidates; matching each column as well keeps a term that
  // spans the name's end and the email's start from matching.
  const byNameOrEmail = and(
    ilike(userSearchText, containsPattern(term)),
    searchColumns(term, [users.fullName, users.email]),
  )
  return countryCodes.length ? or(byNameOrEmail, inArray(users.country, countryCodes)) : byNameOrEmail
}

type UserFilters = Pick<UserListQuery, 'q' | 'role' | 'plan' | 'status' | 'lang'>

const userList = defineList<UserSortKey, UserFilters>({
  table: users,
  id: users.id,
  sorts: {
    user: { column: users.fullName, type: 'text' },
    email: { column: users.email, type: 'text' },
    role: { column: users.role, type: 'text' },
    plan: { column: users.currentPlan, type: 'text' },
    status: { column: users.status, type: 'text' },
  },
  defaultSort: (orderBy) => ({ column: users.id, type: 'integer', orderBy }),
  ties: 'same',
  where: (query) =>
    and(
      query.q ? userSearch(query.q, countryCodesMatching(query.q, query.lang)) : undefined,
      query.role ? eq(users.role, query.role) : undefined,
      query.plan ? eq(users.currentPlan, query.plan) : undefined,
      query.status ? eq(users.status, query.status) : undefined,
    ),
  searches: (query) => Boolean(query.q),
  // Exact totals without a search term come from the trigger-kept counts (≤ 72 rows).
  keptTotal: (db, query) =>
    sql`${db
      .select({ total: sql`sum(${userCounts.total})` })
      .from(userCounts)
      .where(
        and(
          query.role ? eq(userCounts.role, query.role) : undefined,
          query.plan ? eq(userCounts.currentPlan, query.plan) : undefined,
          query.status ? eq(userCounts.status, query.status) : undefined,
        ),
      )}`,
})

const readUsers = (db: Db) => (picked: PickedPage) =>
  db
    .select({ ...userColumns, total: picked.total })
    .from(picked)
    .innerJoin(users, eq(users.id, picked.id))

export type UserRow = SelectResultFields<typeof userColumns>

export function selectUsersPage(db: Db, query: UserListQuery) {
  return userList.page<UserRow>(db, query, readUsers(db))
}

/** The CSV export's batches, in the list's order. */
export function selectUserBatches(db: Db, query: Omit<UserListQuery, 'page' | 'itemsPerPage'>, size: number) {
  return userList.batches<UserRow>(db, query, readUsers(db), size)
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select(detailColumns).from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function findTakenLogins(db: Db, email: string, username: string) {
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(
      sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`,
    )
    .limit(3)
}

/** Whether any account uses this username (case-insensitive, as the unique index compares). */
export async function usernameExists(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1)
  return rows.length > 0
}

export async function insertUser(db: Db, user: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(user).returning({ id: users.id })
  return row!.id
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
  return rows.length > 0
}

/** Totals per status from the trigger-kept counts. */
export async function countUsersByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: userCounts.status, total: sql<string>`sum(${userCounts.total})` })
    .from(userCounts)
    .groupBy(userCounts.status)
  return new Map(rows.map((row) => [row.status, Number(row.total)]))
}

export async function findRoleRules(db: Db, name: string) {
  const [row] = await db.select({ rules: roles.rules }).from(roles).where(eq(roles.name, name)).limit(1)
  return row?.rules
}

export async function updateUser(db: Db, id: number, values: Partial<Omit<UserUpdate, 'currentPassword'>>) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning({ id: users.id })
  return rows.length > 0
}

export async function findTakenLoginsOfOthers(db: Db, id: number, email: string, username: string) {
  return (await findTakenLogins(db, email, username)).filter((row) => row.id !== id)
}

export async function setUserPasswordHash(db: Db, id: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id))
}

export async function selectUserSessions(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit)
}

export async function revokeUserSession(db: Db, userId: number, sessionId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** Ends every live session of the user, but `exceptSessionId` when given (the one asking, on a change of their own). */
export async function revokeAllUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
}

/** The people pickers' look-up: by name (contains, case aside) or by ids; id, name and avatar only. */
export function selectPeople(db: Db, filter: { term?: string; ids?: readonly number[] }, limit: number) {
  return db
    .select({ id: users.id, name: users.fullName, avatar: users.avatar })
    .from(users)
    .where(
      and(
        filter.term ? ilike(users.fullName, containsPattern(filter.term)) : undefined,
        filter.ids ? inArray(users.id, [...filter.ids]) : undefined,
      ),
    )
    .orderBy(users.fullName, users.id)
    .limit(limit)
}
