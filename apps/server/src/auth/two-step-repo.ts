// SQL of two-step sign-in: a user's authenticator (pending or enabled), the step of the last code
// taken, and the recovery codes. Each "use" is one conditional UPDATE, so two requests racing with
// the same code cannot both pass.
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { twoStepFactors, twoStepRecoveryCodes } from '../db/schema/index.js'

export async function findFactor(db: Db, userId: number) {
  const [row] = await db
    .select({
      sealedSecret: twoStepFactors.sealedSecret,
      enabledAt: twoStepFactors.enabledAt,
      lastUsedStep: twoStepFactors.lastUsedStep,
    })
    .from(twoStepFactors)
    .where(eq(twoStepFactors.userId, userId))
    .limit(1)
  return row
}

export async function isEnabled(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoStepFactors.userId })
    .from(twoStepFactors)
    .where(and(eq(twoStepFactors.userId, userId), isNotNull(twoStepFactors.enabledAt)))
    .limit(1)
  return row !== undefined
}

/** Stores a new secret waiting for its first code (replacing an older one); false when already enabled. */
export async function savePendingFactor(db: Db, userId: number, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(twoStepFactors)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: twoStepFactors.userId,
      set: { sealedSecret, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(twoStepFactors.enabledAt),
    })
    .returning({ userId: twoStepFactors.userId })
  return rows.length > 0
}

/**
 * Turns the pending secret on, marking the confirming code's step used, and replaces the recovery
 * codes; false when the pending secret is gone or was replaced meanwhile (another setup).
 */
export async function enableFactor(
  db: Db,
  userId: number,
  sealedSecret: string,
  step: number,
  recoveryCodeHashes: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(twoStepFactors)
      .set({ enabledAt: sql`now()`, lastUsedStep: step })
      .where(
        and(
          eq(twoStepFactors.userId, userId),
          eq(twoStepFactors.sealedSecret, sealedSecret),
          isNull(twoStepFactors.enabledAt),
        ),
      )
      .returning({ userId: twoStepFactors.userId })
    if (!rows.length) return false
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId))
    await tx.insert(twoStepRecoveryCodes).values(recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })))
    return true
  })
}

/** Takes the code of `step`: only when it is newer than the last one taken (no replay). */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoStepFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoStepFactors.userId, userId),
        isNotNull(twoStepFactors.enabledAt),
        or(isNull(twoStepFactors.lastUsedStep), lt(twoStepFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoStepFactors.userId })
  return rows.length > 0
}

/** Marks an unused recovery code of the user used; false when it is not one, or was used. */
export async function takeRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id })
  return rows.length > 0
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)))
  return row?.left ?? 0
}

/** Turns two-step verification off: the secret and every recovery code go. */
export async function deleteFactor(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId))
    await tx.delete(twoStepFactors).where(eq(twoStepFactors.userId, userId))
  })
}
