// Rules of the notifications. notify() is the one call other modules make when something happens
// that people should hear about: addressed to users by id, or to everyone whose role allows an
// ability (e.g. whoever may update products hears that one ran out of stock). The author of the
// change is left out: they know already.
import {
  defineAbilityFor,
  NOTIFICATION_LIST_SIZE,
  type Action,
  type NotificationKind,
  type NotificationListResponse,
  type Subject,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { notFound } from '../../http/errors.js'
import * as repo from './repo.js'

export type NotifyInput = {
  /** These users… */
  userIds?: number[]
  /** …and/or every active user whose role may do this. */
  ability?: { action: Action; subject: Subject }
  /** Not notified even when addressed (the user who caused the event). */
  exceptUserId?: number
  kind: NotificationKind
  params?: Record<string, string | number>
  /** The app path of the record it is about. */
  link?: string | null
}

/** The ids of the active users whose role allows this. */
export async function usersWhoMay(db: Db, ability: { action: Action; subject: Subject }): Promise<number[]> {
  const users = await repo.selectActiveUsersWithRules(db)
  return users
    .filter((user) => defineAbilityFor(user.rules).can(ability.action, ability.subject))
    .map((user) => user.id)
}

/** Stores one notification per recipient; returns how many were written. */
export async function notify(db: Db, input: NotifyInput): Promise<number> {
  const recipients = new Set(input.userIds ?? [])
  if (input.ability) for (const id of await usersWhoMay(db, input.ability)) recipients.add(id)
  if (input.exceptUserId !== undefined) recipients.delete(input.exceptUserId)
  const rows = [...recipients].map((userId) => ({
    userId,
    kind: input.kind,
    params: input.params ?? {},
    link: input.link ?? null,
  }))
  await repo.insertNotifications(db, rows)
  return rows.length
}

export async function listNotifications(db: Db, userId: number): Promise<NotificationListResponse> {
  const [rows, unread] = await Promise.all([
    repo.selectNotifications(db, userId, NOTIFICATION_LIST_SIZE),
    repo.countUnread(db, userId),
  ])
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      params: row.params,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    unread,
  }
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await repo.markRead(db, userId)
}

/** Marks one of the user's own notifications read; another user's is not found (no leak). */
export async function markOneRead(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.notificationBelongsTo(db, id, userId))) throw notFound()
  await repo.markRead(db, userId, [id])
}
