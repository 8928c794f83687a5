// SQL of the notifications: a user's newest, their unread count, marking read, and the fan-out insert.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AbilityRule } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { notifications, roles, users } from '../../db/schema/index.js'

export type NotificationInsert = {
  userId: number
  kind: string
  params: Record<string, string | number>
  link: string | null
}

export async function insertNotifications(db: Db, rows: NotificationInsert[]): Promise<void> {
  if (rows.length) await db.insert(notifications).values(rows)
}

/** Active users with their role's rules: who an ability-addressed notification may reach. */
export function selectActiveUsersWithRules(db: Db): Promise<{ id: number; rules: AbilityRule[] }[]> {
  return db
    .select({ id: users.id, rules: roles.rules })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(eq(users.status, 'active'))
}

export async function selectNotifications(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      link: notifications.link,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit)
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.unread ?? 0
}

/** Marks the user's notifications read: all of them, or those of `ids`. Returns how many changed. */
export async function markRead(db: Db, userId: number, ids?: number[]): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id })
  return changed.length
}

export async function notificationBelongsTo(db: Db, id: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  return Boolean(row)
}
