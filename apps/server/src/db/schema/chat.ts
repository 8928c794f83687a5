// The chat app: the owner's chat profile, contacts, one chat per owner and contact, and messages.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
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

export const chatContacts = pgTable(
  'chat_contacts',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull().default(''),
    about: text('about').notNull().default(''),
    avatar: text('avatar'),
    /** online, offline, busy or away. */
    status: text('status').notNull().default('offline'),
    /** Set when the contact is an Aurum user (real-time delivery between users). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('chat_contacts_full_name_idx').on(t.fullName, t.id)],
)

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => chatContacts.id, { onDelete: 'cascade' }),
    unseenMsgs: integer('unseen_msgs').notNull().default(0),
  },
  (t) => [uniqueIndex('chats_owner_contact_key').on(t.ownerUserId, t.contactId)],
)

export type ChatSenderKind = 'user' | 'contact'

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** 'user': senderId is users.id (the chat owner); 'contact': senderId is chat_contacts.id. */
    senderKind: text('sender_kind').$type<ChatSenderKind>().notNull(),
    senderId: integer('sender_id').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isSent: boolean('is_sent').notNull().default(true),
    isDelivered: boolean('is_delivered').notNull().default(false),
    isSeen: boolean('is_seen').notNull().default(false),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.sentAt, t.id)],
)
