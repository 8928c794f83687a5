// SQL of authentication: users by login, sessions, reset tokens, the signing secret.
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import {
  appSettings,
  authThrottle,
  emailVerificationTokens,
  passwordResetTokens,
  roles,
  sessions,
  users,
} from '../db/schema/index.js'

const userDataColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  avatar: users.avatar,
  role: users.role,
  emailUnverified: users.emailUnverified,
}

export async function findLoginUser(db: Db, email: string) {
  const [row] = await db
    .select({
      ...userDataColumns,
      passwordHash: users.passwordHash,
      status: users.status,
      rules: roles.rules,
    })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return row
}

export async function findUserData(db: Db, userId: number) {
  const [row] = await db
    .select({ ...userDataColumns, status: users.status, rules: roles.rules })
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

/** The live ones among these sessions, each with its user and the user's role rules (open sockets' re-check). */
export async function findActiveSessions(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return []
  return db
    .select({
      ...userDataColumns,
      sessionId: sessions.id,
      userId: sessions.userId,
      status: users.status,
      rules: roles.rules,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.name, users.role))
    .where(
      and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session)
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

export async function revokeUserSessions(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

export async function insertUser(db: Db, user: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(user).returning({ id: users.id })
  return row!.id
}

/** Stores a new reset token and retires every older unused one of the user: only the latest link works. */
export async function replaceResetTokens(db: Db, token: typeof passwordResetTokens.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)))
    await tx.insert(passwordResetTokens).values(token)
  })
}

/** Retires every unused reset token of the user (after a completed reset). */
export async function retireResetTokens(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

/**
 * Counts one attempt of `key` in `scope` and answers the count in the current window, which starts
 * anew once `windowSeconds` have passed since it began. One statement: concurrent attempts queue
 * on the row's lock, so each sees the count including those before it.
 */
export async function countAttempt(db: Db, scope: string, key: string, windowSeconds: number) {
  const expired = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`
  const [row] = await db
    .insert(authThrottle)
    .values({ scope, key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.key],
      set: {
        attempts: sql`case when ${expired} then 1 else ${authThrottle.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      attempts: authThrottle.attempts,
      secondsLeft: sql<number>`greatest(0, ceil(extract(epoch from ${authThrottle.windowStartedAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
  return row!
}

export type DelayRule = { free: number; baseSeconds: number; maxSeconds: number; forgetSeconds: number }

/**
 * Counts one attempt of `key` in `scope` when the delay its earlier attempts earned has passed, in
 * one statement (concurrent attempts queue on the row's lock, so one slot lets one attempt in).
 * Here `window_started_at` is the time of the latest attempt: the count is forgotten
 * `forgetSeconds` after it. Past `free` attempts, the next waits `baseSeconds`·2^(attempts − free),
 * at most `maxSeconds`. Answers 0 when counted, else the seconds left to wait.
 */
export async function claimDelayedAttempt(db: Db, scope: string, key: string, rule: DelayRule) {
  const forgotten = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${rule.forgetSeconds})`
  // The exponent is capped so that 2^n stays a finite double whatever the count.
  const nextAllowed = sql`${authThrottle.windowStartedAt} + make_interval(secs => least(${rule.maxSeconds}::float8, ${rule.baseSeconds}::float8 * power(2, least(${authThrottle.attempts} - ${rule.free}, 40))))`
  const counted = await db
    .insert(authThrottle)
    .values({ scope, key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.key],
      set: {
        attempts: sql`case when ${forgotten} then 1 else ${authThrottle.attempts} + 1 end`,
        windowStartedAt: sql`now()`,
      },
      setWhere: sql`${forgotten} or ${authThrottle.attempts} < ${rule.free} or ${nextAllowed} <= now()`,
    })
    .returning({ attempts: authThrottle.attempts })
  if (counted.length) return 0
  const [row] = await db
    .select({ secondsLeft: sql<number>`ceil(extract(epoch from ${nextAllowed} - now()))::int` })
    .from(authThrottle)
    .where(and(eq(authThrottle.scope, scope), eq(authThrottle.key, key)))
  return Math.max(1, row?.secondsLeft ?? 1)
}

/** Takes back one counted attempt (it succeeded, or was never tried). */
export async function uncountAttempt(db: Db, scope: string, key: string) {
  await db
    .update(authThrottle)
    .set({ attempts: sql`greatest(${authThrottle.attempts} - 1, 0)` })
    .where(and(eq(authThrottle.scope, scope), eq(authThrottle.key, key)))
}

export async function forgetAttempts(db: Db, scope: string, key: string) {
  await db.delete(authThrottle).where(and(eq(authThrottle.scope, scope), eq(authThrottle.key, key)))
}

/** Drops counts whose window ended long ago, so keys tried once (random emails) do not pile up. */
export async function purgeOldAttempts(db: Db, olderThanSeconds: number) {
  await db
    .delete(authThrottle)
    .where(lt(authThrottle.windowStartedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`))
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

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId))
  return row?.passwordHash ?? null
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}

/** Reads the instance-wide secret, creating it on first start; every instance agrees on one value. */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing()
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key))
  return row!.value
}

/** A new verification link retires the older ones of the user. */
export async function replaceVerifyTokens(db: Db, token: typeof emailVerificationTokens.$inferInsert) {
  await db.transaction(async (tx) => {
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerificationTokens.userId, token.userId), isNull(emailVerificationTokens.usedAt)))
    await tx.insert(emailVerificationTokens).values(token)
  })
}

/** Uses the link once: marks it used and the account's address confirmed; answers the user id. */
export async function consumeVerifyToken(db: Db, tokenHash: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, tokenHash),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId })
    if (!row) return undefined
    await tx
      .update(users)
      .set({ emailUnverified: false, updatedAt: sql`now()` })
      .where(eq(users.id, row.userId))
    return row.userId
  })
}
