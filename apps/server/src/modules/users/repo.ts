// SQL of the users module: one filtered, sorted, paged query and one count per list.
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { UserListQuery } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { roles, userCounts, users } from '../../db/schema/index.js'
import { orderByColumns, pageOffset, searchColumns } from '../../db/sql-helpers.js'

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

function listFilter(query: UserListQuery): SQL | undefined {
  return and(
    searchColumns(query.q, [users.fullName, users.email]),
    query.role ? eq(users.role, query.role) : undefined,
    query.plan ? eq(users.currentPlan, query.plan) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
  )
}

export async function countUsers(db: Db, query: UserListQuery): Promise<number> {
  if (!query.q) {
    // Without a search term the exact count comes from the trigger-kept totals (≤ 72 rows).
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
  const [row] = await db.select({ total: count() }).from(users).where(listFilter(query))
  return row?.total ?? 0
}

export function selectUsersPage(db: Db, query: UserListQuery, page: number) {
  const sortColumn = query.sortBy ? sortColumns[query.sortBy] : users.id
  return db
    .select(userColumns)
    .from(users)
    .where(listFilter(query))
    .orderBy(...orderByColumns(sortColumn, query.orderBy, users.id))
    .limit(query.itemsPerPage)
    .offset(pageOffset(page, query.itemsPerPage))
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select(detailColumns).from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function findTakenLogins(db: Db, email: string, username: string) {
  return db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(2)
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
