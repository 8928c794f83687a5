// The email app: one mailbox per owner user, messages with replies (parent_id) and attachments.
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'
import type { EmailRecipientDelivery } from '@aurum/shared'
import { uploads } from './media.js'
import { users } from './users.js'

export type EmailAddress = { email: string; name: string }

export const emails = pgTable(
  'emails',
  {
    id: serialId(),
    /** Whose mailbox the message sits in. */
    ownerUserId: cascadingId('owner_user_id', () => users.id),
    /** Set on replies: they are shown nested under this message, not in the folder list. */
    parentId: integer('parent_id').references((): AnyPgColumn => emails.id, { onDelete: 'cascade' }),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    fromAvatar: text('from_avatar'),
    to: jsonb('to').$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<EmailAddress[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<EmailAddress[]>().notNull().default([]),
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
    /** The thread's latest message (its own time, or its newest reply's): the list's order. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull(),
    /**
     * The Message-ID (without its angle brackets), shared by every stored copy of one sent message
     * (sender's and each recipient's) and by the mail that leaves through SMTP.
     */
    messageId: text('message_id'),
    /** The message answered or forwarded: a draft keeps its thread, a sent message its headers. */
    inReplyToId: integer('in_reply_to_id').references((): AnyPgColumn => emails.id, { onDelete: 'set null' }),
    /** Mail to addresses outside Aurum: queued, sent, partial or failed; null for mail that stayed inside. */
    deliveryStatus: text('delivery_status'),
    /** Why the whole message is not out (no mail server, or the server refused the message itself). */
    deliveryError: text('delivery_error'),
    /** The sender's view of each outside recipient's delivery, copied from the outbox after each try. */
    deliveries: jsonb('deliveries').$type<EmailRecipientDelivery[]>().notNull().default([]),
  },
  (t) => [
    // The list: one mailbox's threads (not replies), by folder or trash, newest first. Partial
    // indexes per filter so a page of a 100,000-message mailbox is one index range.
    index('emails_owner_folder_activity_idx')
      .on(t.ownerUserId, t.folder, t.activityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null and not ${t.isDeleted}`),
    index('emails_owner_trash_activity_idx')
      .on(t.ownerUserId, t.activityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null and ${t.isDeleted}`),
    index('emails_owner_starred_activity_idx')
      .on(t.ownerUserId, t.activityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null and ${t.isStarred} and not ${t.isDeleted}`),
    index('emails_owner_activity_idx')
      .on(t.ownerUserId, t.activityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null and not ${t.isDeleted}`),
    // One per label: a label's page, and its count in emailsMeta read from the index alone.
    ...(['personal', 'company', 'important', 'private'] as const).map((label) =>
      index(`emails_owner_label_${label}_idx`)
        .on(t.ownerUserId, t.activityAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(
          sql`${t.parentId} is null and not ${t.isDeleted} and ${t.labels} @> array[${sql.raw(`'${label}'`)}]::text[]`,
        ),
    ),
    // The unread counts of emailsMeta read only this small index.
    index('emails_owner_unread_idx')
      .on(t.ownerUserId, t.folder)
      .where(sql`${t.parentId} is null and not ${t.isDeleted} and not ${t.isRead}`),
    index('emails_owner_message_id_idx').on(t.ownerUserId, t.messageId),
    index('emails_parent_idx').on(t.parentId),
    // Deleting a message sets its answers' in_reply_to_id to null: found here, not by a scan.
    index('emails_in_reply_to_idx')
      .on(t.inReplyToId)
      .where(sql`${t.inReplyToId} is not null`),
    index('emails_labels_gin').using('gin', t.labels),
    index('emails_from_name_trgm').using('gin', t.fromName.op('gin_trgm_ops')),
    index('emails_subject_trgm').using('gin', t.subject.op('gin_trgm_ops')),
  ],
)

/**
 * Threads (messages without a parent) per mailbox and state, kept exact by statement triggers on
 * `emails` (migration 0025): emailsMeta's counts and the list's totals are sums over a mailbox's few
 * rows here instead of counts over its 100,000 messages. No foreign key: the owner's deletion
 * cascades to their mail, whose triggers then empty these rows.
 */
export const mailboxCounts = pgTable(
  'mailbox_counts',
  {
    ownerUserId: integer('owner_user_id').notNull(),
    folder: text('folder').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    isRead: boolean('is_read').notNull(),
    isStarred: boolean('is_starred').notNull(),
    labels: text('labels').array().notNull(),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerUserId, t.folder, t.isDeleted, t.isRead, t.isStarred, t.labels] })],
)

export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: serialId(),
    emailId: cascadingId('email_id', () => emails.id),
    fileName: text('file_name').notNull(),
    thumbnail: text('thumbnail').notNull(),
    url: text('url').notNull(),
    /** Display text such as '5mb'. */
    size: text('size').notNull(),
    /** The stored file (attachments sent through Aurum); null for the demo's placeholders. */
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    byteSize: integer('byte_size'),
    contentType: text('content_type'),
  },
  (t) => [index('email_attachments_email_idx').on(t.emailId)],
)

/**
 * Mail waiting to leave through SMTP: a sent message's outside recipients, or an account mail
 * (password reset, address verification). Claimed with FOR UPDATE SKIP LOCKED by the outbox worker
 * of any API server; retried with backoff; kept, so a restart loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    /** The sender's stored copy, whose delivery status follows this row; null for account mail. */
    emailId: integer('email_id').references(() => emails.id, { onDelete: 'set null' }),
    fromName: text('from_name').notNull().default(''),
    /** Reply-To: the Aurum user who wrote it (the envelope sender is MAIL_FROM). */
    replyTo: text('reply_to'),
    /** The To and Cc headers as written, Aurum users among them (a mail client shows them all). */
    to: jsonb('to').$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<EmailAddress[]>().notNull().default([]),
    /** Blind copies: in the envelope (deliveries) only, never in a header. */
    bcc: jsonb('bcc').$type<EmailAddress[]>().notNull().default([]),
    subject: text('subject').notNull(),
    /** The plain-text part is made from it when the mail leaves (mail-text.ts). */
    html: text('html').notNull(),
    /** Message-ID (without angle brackets), the same on every try; In-Reply-To and References. */
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    references: text('references')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The envelope: every recipient (To, Cc and Bcc) with its own status. A try sends only to the
     * recipients still queued, so one taken before is not mailed twice.
     */
    deliveries: jsonb('deliveries').$type<EmailRecipientDelivery[]>().notNull().default([]),
    /** Upload ids of the attachments, with the names they are sent under. */
    attachments: jsonb('attachments').$type<{ uploadId: string; fileName: string }[]>().notNull().default([]),
    /** queued while any recipient waits; then sent, partial or failed over the recipients. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
  ],
)
