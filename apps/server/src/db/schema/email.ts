// The email app: one mailbox per owner user, messages with replies (parent_id) and attachments.
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { users } from './users.js'

export type EmailAddress = { email: string; name: string }

export const emails = pgTable(
  'emails',
  {
    id: serial('id').primaryKey(),
    /** Whose mailbox the message sits in. */
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set on replies: they are shown nested under this message, not in the folder list. */
    parentId: integer('parent_id').references((): AnyPgColumn => emails.id, { onDelete: 'cascade' }),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    fromAvatar: text('from_avatar'),
    to: jsonb('to').$type<EmailAddress[]>().notNull().default([]),
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bcc: text('bcc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    /** HTML. */
    message: text('message').notNull(),
    /** inbox, sent, draft or spam; trash is isDeleted. */
    folder: text('folder').notNull(),
    /** Any of personal, company, important, private. */
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isStarred: boolean('is_starred').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('emails_owner_folder_idx').on(t.ownerUserId, t.folder, t.sentAt),
    index('emails_owner_sent_at_idx').on(t.ownerUserId, t.sentAt),
    index('emails_parent_idx').on(t.parentId),
    index('emails_labels_gin').using('gin', t.labels),
    index('emails_from_name_trgm').using('gin', t.fromName.op('gin_trgm_ops')),
    index('emails_subject_trgm').using('gin', t.subject.op('gin_trgm_ops')),
  ],
)

export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: serial('id').primaryKey(),
    emailId: integer('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    thumbnail: text('thumbnail').notNull(),
    url: text('url').notNull(),
    /** Display text such as '5mb'. */
    size: text('size').notNull(),
  },
  (t) => [index('email_attachments_email_idx').on(t.emailId)],
)
