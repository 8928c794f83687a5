// SQL of the account module: the caller's users row, their account_settings row (created on first
// write), their sessions, and deactivation (whose role-administration check is the roles module's).
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { accountSettings, sessions, twoStepFactors, users } from '../../db/schema/index.js'

const accountUserColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  company: users.company,
  contact: users.contact,
  country: users.country,
  language: users.language,
  avatar: users.avatar,
  role: users.role,
  currentPlan: users.currentPlan,
  planCycle: users.planCycle,
  status: users.status,
}

/** The user's row and, when it exists, their settings row: one query. */
export async function findAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      ...accountUserColumns,
      // On exactly when an authenticator was confirmed (auth/two-step.ts owns the rows).
      twoStepEnabled: sql<boolean>`exists (select 1 from ${twoStepFactors} where ${twoStepFactors.userId} = ${users.id} and ${twoStepFactors.enabledAt} is not null)`,
      settings: {
        preferences: accountSettings.preferences,
        notifications: accountSettings.notifications,
        connections: accountSettings.connections,
        billing: accountSettings.billing,
      },
    })
    .from(users)
    .leftJoin(accountSettings, eq(accountSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}

export type SettingsRow = typeof accountSettings.$inferInsert
export type SettingsPatch = Partial<Omit<SettingsRow, 'userId' | 'updatedAt'>>

/**
 * Writes some settings columns; the first write creates the row with `defaults` for the others
 * (a missing row means "all defaults", so reads never need one).
 */
export async function upsertSettings(
  db: Pick<Db, 'insert'>,
  userId: number,
  defaults: Omit<SettingsRow, 'userId'>,
  patch: SettingsPatch,
) {
  await db
    .insert(accountSettings)
    .values({ ...defaults, ...patch, userId })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...patch, updatedAt: sql`now()` } })
}

/** Another user holding this email, compared case-insensitively (the unique index does the same). */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1)
  return rows.length > 0
}

export type ProfileFields = Pick<
  typeof users.$inferInsert,
  'fullName' | 'email' | 'company' | 'contact' | 'country' | 'language' | 'avatar'
>

/** Revokes every live session of the user but one (the one asking); answers how many ended. */
export async function endOtherSessions(db: Pick<Db, 'update'>, userId: number, keepSessionId: string) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return ended.length
}

/** The users row and the preferences together, or neither; with `endSessionsExcept`, the other sessions end too. */
export async function updateProfile(
  db: Db,
  userId: number,
  profile: ProfileFields,
  settingsDefaults: Omit<SettingsRow, 'userId'>,
  preferences: SettingsRow['preferences'],
  { endSessionsExcept }: { endSessionsExcept?: string } = {},
) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...profile, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
    await upsertSettings(tx, userId, settingsDefaults, { preferences })
    if (endSessionsExcept) await endOtherSessions(tx, userId, endSessionsExcept)
  })
}

export async function setPlan(db: Db, userId: number, plan: string, cycle: string) {
  await db
    .update(users)
    .set({ currentPlan: plan, planCycle: cycle, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
}

export async function findPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row?.passwordHash ?? null
}

/** New hash and every other live session of the user ended, in one transaction. */
export async function changePassword(db: Db, userId: number, passwordHash: string, keepSessionId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
    await endOtherSessions(tx, userId, keepSessionId)
  })
}

/** The user's live sessions (not revoked, not expired), newest first; sessions_user_idx serves it. */
export async function listLiveSessions(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit)
}

/** Revokes a live session only if it belongs to the user; false when there is no such session. */
export async function revokeOwnSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** Sets the user inactive and ends all their sessions (the caller checks who may be deactivated). */
export async function deactivateAndEndSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ status: 'inactive', updatedAt: sql`now()` })
    .where(eq(users.id, userId))
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/** Whether the user dismissed the guided tour for good. */
export async function findTourDismissed(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ dismissedAt: accountSettings.tourDismissedAt })
    .from(accountSettings)
    .where(eq(accountSettings.userId, userId))
  return Boolean(row?.dismissedAt)
}
