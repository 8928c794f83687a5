// SQL of the users module: one filtered, sorted, paged query and one count per list.
import { and, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm'
import type { UserListQuery, UserUpdate } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { roles, sessions, userCounts, users } from '../../db/schema/index.js'
import { containsPattern, orderByColumns, pageOffset, pageWithTotal, searchColumns } from '../../db/sql-helpers.js'

export const userColumns = {
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

const sortColumns = {
  user: users.fullName,
  email: users.email,
  role: users.role,
  plan: users.currentPlan,
  status: users.status,
} as const

/** Name and email as one text: the expression of the users_search_trgm index (schema/users.ts). */
const userSearchText = sql`(${users.fullName} || ' ' || ${users.email})`

function listFilter(query: UserListQuery): SQL | undefined {
  return and(
    // The combined index narrows the candidates; matching each column as well keeps a term that
    // spans the name's end and the email's start from matching.
    query.q ? ilike(userSearchText, containsPattern(query.q)) : undefined,
    searchColumns(query.q, [users.fullName, users.email]),
    query.role ? eq(users.role, query.role) : undefined,
    query.plan ? eq(users.currentPlan, query.plan) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  )
}

/** Exact totals without a search term come from the trigger-kept counts (≤ 72 rows). */
async function countUsersWithoutSearch(db: Db, query: UserListQuery): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${userCounts.total})` })
    .from(userCounts)
    .where(
      and(
        query.role ? eq(userCounts.role, query.role) : undefined,
        query.plan ? eq(userCounts.currentPlan, query.plan) : undefined,
        query.status ? eq(userCounts.status, query.status) : undefined,
      ),
    )
  return Number(row?.total ?? 0)
}

/**
 * One page of the list and the number of matching users. Without a search term the page walks
 * an index and the total comes from user_counts. With one, a single query finds the matches once
 * and both pages and counts them. The window count sits in the subquery on purpose: it keeps
 * PostgreSQL from merging the subquery into the outer query, so the matches come from the trigram
 * index rather than from walking the sort column's index and filtering a million rows.
 */
export async function selectUsersPage(db: Db, query: UserListQuery, page: number) {
  const sortKey = query.sortBy ? sortColumns[query.sortBy] : users.id
  if (!query.q) {
    const [rows, total] = await Promise.all([
      db
        .select(userColumns)
        .from(users)
        .where(listFilter(query))
        .orderBy(...orderByColumns(sortKey, query.orderBy, users.id))
        .limit(query.itemsPerPage)
        .offset(pageOffset(page, query.itemsPerPage)),
      countUsersWithoutSearch(db, query),
    ])
    return { rows, total }
  }
  const matched = db
    .select({
      ...userColumns,
      sortKey: sql`${sortKey}`.as('sort_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(users)
    .where(listFilter(query))
    .as('matched')
  const { sortKey: matchedSortKey, ...matchedColumns } = matched._.selectedFields
  const found = await db
    .select(matchedColumns)
    .from(matched)
    .orderBy(...orderByColumns(matchedSortKey, query.orderBy, matched.id))
    .limit(query.itemsPerPage)
    .offset(pageOffset(page, query.itemsPerPage))
  // Nothing on page 1 means nothing matched; a page past the end counts on its own (rare).
  return pageWithTotal(found, async () => {
    if (page === 1) return 0
    const [row] = await db.select({ total: count() }).from(users).where(listFilter(query))
    return row?.total ?? 0
  })
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select(detailColumns).from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function findTakenLogins(db: Db, email: string, username: string) {
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(3)
}

export async function roleExists(db: Db, name: string): Promise<boolean> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1)
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

/** Rows of the CSV export: the list's filter and order, `limit` rows from `offset`. */
export async function selectUsersBatch(db: Db, query: Omit<UserListQuery, 'page' | 'itemsPerPage'>, offset: number, limit: number) {
  const sortKey = query.sortBy ? sortColumns[query.sortBy] : users.id
  return db
    .select(userColumns)
    .from(users)
    .where(listFilter(query as UserListQuery))
    .orderBy(...orderByColumns(sortKey, query.orderBy, users.id))
    .limit(limit)
    .offset(offset)
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

export async function updateUser(db: Db, id: number, values: Partial<UserUpdate>) {
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
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id))
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

export async function revokeAllUserSessions(db: Db, userId: number) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}
