// The chat app: each user's chat profile (status, about, settings), one chat row per user and
// contact (both Aurum users) holding that side's unseen count, and the messages of each pair,
// stored once and read from both sides.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { cascadingId, serialId } from './columns.js'
import { users } from './users.js'

/** The spec's profileUser settings; name and avatar come from the user. */
export const chatProfiles = pgTable('chat_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Display role, e.g. 'Admin'. */
  role: text('role').notNull().default(''),
  about: text('about').notNull().default(''),
  /** online, offline, busy or away. */
  status: text('status').notNull().default('online'),
  isTwoStepAuthVerificationEnabled: boolean('is_two_step_auth_verification_enabled').notNull().default(true),
  isNotificationsOn: boolean('is_notifications_on').notNull().default(false),
})

/** One side of a conversation: the owner's view of their chat with the contact. */
export const chats = pgTable(
  'chats',
  {
    id: serialId(),
    ownerUserId: cascadingId('owner_user_id', () => users.id),
    contactUserId: cascadingId('contact_user_id', () => users.id),
    unseenMsgs: integer('unseen_msgs').notNull().default(0),
    /** The newest message of the pair, so the chat list sorts newest first from an index. */
    lastMessageId: integer('last_message_id'),
  },
  (t) => [
    uniqueIndex('chats_owner_contact_key').on(t.ownerUserId, t.contactUserId),
    index('chats_owner_last_message_idx').on(t.ownerUserId, sql`${t.lastMessageId} desc nulls last`),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    /** The pair, smaller user id first: the messages of a pair are one index range. */
    lowUserId: cascadingId('low_user_id', () => users.id),
    highUserId: cascadingId('high_user_id', () => users.id),
    senderUserId: integer('sender_user_id').notNull(),
    message: text('message').notNull(),
    /** A file sent with the message (an upload of the sender's), described as sent. */
    attachment: jsonb('attachment').$type<{
      uploadId: string
      fileName: string
      contentType: string
      byteSize: number
    }>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    isDelivered: boolean('is_delivered').notNull().default(false),
    isSeen: boolean('is_seen').notNull().default(false),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.lowUserId, t.highUserId, t.id),
    // Messages still on their way, found from either side of the pair when the recipient's list
    // loads (marking them delivered) without scanning every message.
    index('chat_messages_undelivered_low_idx')
      .on(t.lowUserId)
      .where(sql`not ${t.isDelivered}`),
    index('chat_messages_undelivered_high_idx')
      .on(t.highUserId)
      .where(sql`not ${t.isDelivered}`),
  ],
)
