// SQL of presence: each server's count of sockets per user, stamped while the server runs.
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { presenceIsLive as live, realtimePresence } from '../../db/schema/index.js'

/** The user's sockets on live servers. */
async function liveConnections(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${realtimePresence.connections}), 0)::int` })
    .from(realtimePresence)
    .where(and(eq(realtimePresence.userId, userId), live()))
  return row?.total ?? 0
}

/** Counts one more socket of the user on this server; answers their sockets on live servers. */
export async function addConnection(db: Db, serverId: string, userId: number): Promise<number> {
  await db
    .insert(realtimePresence)
    .values({ serverId, userId, connections: 1 })
    .onConflictDoUpdate({
      target: [realtimePresence.serverId, realtimePresence.userId],
      set: { connections: sql`${realtimePresence.connections} + 1`, seenAt: sql`now()` },
    })
  return liveConnections(db, userId)
}

/** Counts one socket fewer; answers the user's sockets left on live servers. */
export async function removeConnection(db: Db, serverId: string, userId: number): Promise<number> {
  const where = and(eq(realtimePresence.serverId, serverId), eq(realtimePresence.userId, userId))
  await db
    .update(realtimePresence)
    .set({ connections: sql`greatest(${realtimePresence.connections} - 1, 0)` })
    .where(where)
  await db.delete(realtimePresence).where(and(where, eq(realtimePresence.connections, 0)))
  return liveConnections(db, userId)
}

export async function touchServer(db: Db, serverId: string): Promise<void> {
  await db
    .update(realtimePresence)
    .set({ seenAt: sql`now()` })
    .where(eq(realtimePresence.serverId, serverId))
}

/** Removes this server's rows (it stops); answers the users it held. */
export async function removeServer(db: Db, serverId: string): Promise<number[]> {
  const rows = await db
    .delete(realtimePresence)
    .where(eq(realtimePresence.serverId, serverId))
    .returning({ userId: realtimePresence.userId })
  return rows.map((row) => row.userId)
}

/** Of these users, those with no socket on a live server. */
export async function absentAmong(db: Db, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return []
  const present = await db
    .selectDistinct({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .where(and(inArray(realtimePresence.userId, userIds), gt(realtimePresence.connections, 0), live()))
  const presentIds = new Set(present.map((row) => row.userId))
  return userIds.filter((id) => !presentIds.has(id))
}

/** Rows of servers gone for a day: nobody reads them any more. */
export async function purgeStale(db: Db): Promise<void> {
  await db.delete(realtimePresence).where(lt(realtimePresence.seenAt, sql`now() - interval '1 day'`))
}
