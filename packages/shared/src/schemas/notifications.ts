// Notifications of the navbar bell (issue 14): stored per user, read or unread, each about a
// record. The kind names the event; the web writes the sentence from the kind and its params.
import { z } from 'zod'

export const NOTIFICATION_KINDS = [
  'newOrder',
  'newCustomer',
  'orderShipped',
  'newReview',
  'outOfStock',
  'roleChanged',
  'contactMessage',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** How many the bell lists (newest first). */
export const NOTIFICATION_LIST_SIZE = 20

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Words and numbers of the sentence: { order: 5434, customer: 'Ana' }, { role: 'editor' }… */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The app path of the record, or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
})
export type UserNotification = z.infer<typeof notificationSchema>

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
})
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>
