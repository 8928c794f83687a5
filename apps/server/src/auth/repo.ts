// SQL of authentication: users by login, sessions, reset tokens, the signing secret.
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AbilityRule } from '@aurum/shared'
import type { Db } from '../db/client.js'
import { appSettings, passwordResetTokens, roles, sessions, users } from '../db/schema/index.js'

const userDataColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  role: users.role,
}

export async function findLoginUser(db: Db, email: string) {
  const [row] = await db
    .select({ ...userDataColumns, passwordHash: users.passwordHash, status: users.status, rules: roles.rules })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return row
}

export async function findUserData(db: Db, userId: number) {
  const [row] = await db
    .select({ ...userDataColumns, rules: roles.rules })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

function prepareActiveSessionQuery(db: Db) {
  return db
    .select({ ...userDataColumns, status: users.status, rules: roles.rules })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.name, users.role))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('active_session')
}

/**
 * Built once per database and prepared on the server: it runs on every API request, and building
 * it through the query builder each time was a measurable share of a list request's CPU.
 */
const activeSessionQueries = new WeakMap<Db, ReturnType<typeof prepareActiveSessionQuery>>()

/** One query per request: the live session, its user and the user's role rules. */
export async function findActiveSession(db: Db, sessionId: string, userId: number) {
  let query = activeSessionQueries.get(db)
  if (!query) {
    query = prepareActiveSessionQuery(db)
    activeSessionQueries.set(db, query)
  }
  const [row] = await query.execute({ sessionId, userId })
  return row
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session)
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeUserSessions(db: Db, userId: number) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

export async function insertUser(db: Db, user: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(user).returning({ id: users.id })
  return row!.id
}

export async function insertResetToken(db: Db, token: typeof passwordResetTokens.$inferInsert) {
  await db.insert(passwordResetTokens).values(token)
}

/** Marks the token used and returns its user, atomically: a token works once. */
export async function consumeResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return row?.userId
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId))
}

/** Reads the instance-wide secret, creating it on first start; every instance agrees on one value. */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing()
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key))
  return row!.value
}

export type RoleRules = AbilityRule[]
