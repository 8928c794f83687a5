// SQL of the email app: one owner's mailbox only (every query names the owner), the list page with
// its counts, the threads' replies and attachments, bulk changes, storing sent mail and drafts,
// and the outbox of mail leaving through SMTP.
import { and, asc, count, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias, type PgColumn } from 'drizzle-orm/pg-core'
import {
  EMAIL_LABELS,
  type EmailFilter,
  type EmailLabel,
  type EmailListQuery,
  type EmailRecipientDelivery,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import {
  emailAttachments,
  emails,
  mailboxCounts as mailboxCountsTable,
  mailOutbox,
  uploads,
  users,
} from '../../db/schema/index.js'
import { defineList } from '../../db/list-kit.js'
import { searchColumns } from '../../db/sql-helpers.js'

export type EmailRow = typeof emails.$inferSelect
export type NewEmailRow = typeof emails.$inferInsert
type AttachmentRow = typeof emailAttachments.$inferSelect
export type OutboxRow = typeof mailOutbox.$inferSelect

type MailboxFilter = { ownerId: number; q?: string; filter?: EmailFilter; label?: EmailLabel }

/** The columns a filter reads, which the messages and their kept counts both have. */
type StateColumns = Record<'folder' | 'isDeleted' | 'isStarred' | 'labels', PgColumn>

/** Which threads a filter shows (spec section 4: isDeleted is the trash, starred is any folder). */
function filterCondition(
  columns: StateColumns,
  filter: EmailFilter | undefined,
  label: EmailLabel | undefined,
): SQL | undefined {
  switch (filter) {
    case 'trashed':
      return eq(columns.isDeleted, true)
    case 'starred':
      return and(eq(columns.isStarred, true), eq(columns.isDeleted, false))
    case 'inbox':
    case 'sent':
    case 'draft':
    case 'spam':
      return and(eq(columns.folder, filter), eq(columns.isDeleted, false))
    default:
      // A label alone lists it over every folder but the trash; nothing at all is the inbox.
      return label
        ? eq(columns.isDeleted, false)
        : and(eq(columns.folder, 'inbox'), eq(columns.isDeleted, false))
  }
}

/**
 * The label as a constant, not a parameter: the planner matches it to that label's partial index
 * (the value is one of EMAIL_LABELS, checked by the schema and here).
 */
function hasLabel(label: EmailLabel, labels: StateColumns['labels'] = emails.labels): SQL {
  if (!(EMAIL_LABELS as readonly string[]).includes(label)) throw new Error(`Unknown label ${label}`)
  return sql`${labels} @> array[${sql.raw(`'${label}'`)}]::text[]`
}

function mailboxWhere(filter: MailboxFilter): SQL | undefined {
  return and(
    eq(emails.ownerUserId, filter.ownerId),
    isNull(emails.parentId),
    filterCondition(emails, filter.filter, filter.label),
    filter.label ? hasLabel(filter.label) : undefined,
    searchColumns(filter.q, [emails.fromName, emails.subject]),
  )
}

const mailboxList = defineList<never, MailboxFilter>({
  table: emails,
  id: emails.id,
  sorts: {},
  // Newest thread activity first, as a mail client lists (the partial indexes hold this order).
  defaultSort: (orderBy) => ({ column: emails.activityAt, type: 'timestamptz', orderBy }),
  ties: 'same',
  where: mailboxWhere,
  searches: (filter) => Boolean(filter.q),
  // Without a search, the filter's total is a sum over the mailbox's few kept counts.
  keptTotal: (db, filter) =>
    sql`${db
      .select({ total: sql`sum(${mailboxCountsTable.total})` })
      .from(mailboxCountsTable)
      .where(
        and(
          eq(mailboxCountsTable.ownerUserId, filter.ownerId),
          filterCondition(mailboxCountsTable, filter.filter, filter.label),
          filter.label ? hasLabel(filter.label, mailboxCountsTable.labels) : undefined,
        ),
      )}`,
})

/** A message as the mailbox answers it: the columns shown, with its attachments in id order. */
export type MailboxMessage = Pick<
  EmailRow,
  | 'id'
  | 'fromEmail'
  | 'fromName'
  | 'fromAvatar'
  | 'to'
  | 'cc'
  | 'bcc'
  | 'subject'
  | 'message'
  | 'isStarred'
  | 'labels'
  | 'sentAt'
  | 'folder'
  | 'isRead'
  | 'isDeleted'
  | 'deliveryStatus'
  | 'deliveryError'
  | 'deliveries'
  | 'inReplyToId'
> & { attachments: MailboxAttachment[] }
export type MailboxAttachment = Omit<AttachmentRow, 'emailId'>
/** A thread: its first message, with its replies in the order they came. */
export type MailboxThread = MailboxMessage & { replies: MailboxMessage[] }

/** The spec's emailsMeta counts and the label counts, as `mailboxCountsJson` answers them. */
type MailboxCounts = Record<'inbox' | 'draft' | 'spam' | 'star' | EmailLabel, number>

/** A message as its JSON value comes back: JSON has no timestamps, so sentAt is text. */
type MessageJson = Omit<MailboxMessage, 'sentAt'> & { sentAt: string }
type ThreadJson = MessageJson & { replies: MessageJson[] }

const reply = alias(emails, 'reply')
const asked = alias(emails, 'asked')

/**
 * A message's JSON keys and values (MailboxMessage's names), with its attachments. Columns are
 * named with their table (or alias), so a reply's inner query still reaches its thread's row.
 */
function messageFields(message: typeof emails | typeof reply): SQL {
  const a = emailAttachments
  return sql`'id', ${message.id}, 'fromEmail', ${message.fromEmail}, 'fromName', ${message.fromName},
    'fromAvatar', ${message.fromAvatar}, 'to', ${message.to}, 'cc', ${message.cc}, 'bcc', ${message.bcc},
    'subject', ${message.subject}, 'message', ${message.message}, 'isStarred', ${message.isStarred},
    'labels', ${message.labels}, 'sentAt', ${message.sentAt}, 'folder', ${message.folder},
    'isRead', ${message.isRead}, 'isDeleted', ${message.isDeleted},
    'deliveryStatus', ${message.deliveryStatus}, 'deliveryError', ${message.deliveryError},
    'deliveries', ${message.deliveries}, 'inReplyToId', ${message.inReplyToId},
    'attachments', (select coalesce(json_agg(json_build_object('id', ${a.id}, 'uploadId', ${a.uploadId},
        'fileName', ${a.fileName}, 'thumbnail', ${a.thumbnail}, 'url', ${a.url}, 'size', ${a.size},
        'byteSize', ${a.byteSize}, 'contentType', ${a.contentType}) order by ${a.id}), '[]')
      from ${a} where ${a.emailId} = ${message.id})`
}

// Each part its own fragment: Drizzle names a column with its table only inside a nested fragment,
// and a reply's subquery needs its thread's "emails"."id" named so (a bare "id" would be its own).
const repliesJson = sql`(select coalesce(json_agg(json_build_object(${messageFields(reply)})
    order by ${reply.sentAt}, ${reply.id}), '[]')
  from ${emails} as ${reply} where ${reply.parentId} = ${emails.id})`
/** The thread of an `emails` row (a thread's first message) as one JSON value. */
const threadJson = sql<ThreadJson>`json_build_object(${messageFields(emails)}, 'replies', ${repliesJson})`

const messageOf = (json: MessageJson): MailboxMessage => ({ ...json, sentAt: new Date(json.sentAt) })
const threadOf = (json: ThreadJson): MailboxThread => ({
  ...messageOf(json),
  replies: json.replies.map(messageOf),
})

/**
 * The spec's emailsMeta and the label counts, as one JSON value: sums over the mailbox's rows of the
 * trigger-kept `mailbox_counts` (a few dozen rows, whatever the size of the mailbox).
 */
function mailboxCountsJson(ownerId: number): SQL<MailboxCounts> {
  const c = mailboxCountsTable
  // The trash counts for nothing here: left out once in WHERE rather than in each sum's filter.
  const sum = (condition: SQL | undefined) => sql`coalesce(sum(${c.total}) filter (where ${condition}), 0)`
  const unread = (folder: string) => sum(and(eq(c.isRead, false), eq(c.folder, folder)))
  const labelled = (label: EmailLabel) => sum(hasLabel(label, c.labels))
  return sql<MailboxCounts>`(select json_build_object('inbox', ${unread('inbox')},
      'draft', ${sum(eq(c.folder, 'draft'))}, 'spam', ${unread('spam')}, 'star', ${sum(eq(c.isStarred, true))},
      'personal', ${labelled('personal')}, 'company', ${labelled('company')},
      'important', ${labelled('important')}, 'private', ${labelled('private')})
    from ${c} where ${and(eq(c.ownerUserId, ownerId), eq(c.isDeleted, false))})`
}

const oneRow = sql`(values (1)) as one (x)`

async function mailboxCounts(db: Db, ownerId: number): Promise<MailboxCounts> {
  const [row] = await db.select({ counts: mailboxCountsJson(ownerId) }).from(oneRow)
  if (!row) throw new Error('the mailbox counts statement returned no row')
  return row.counts
}

/**
 * A page of the mailbox with its threads (replies, every message's attachments) and its counts,
 * in one statement: on the embedded database each statement costs 1–3 ms before any work. The
 * counts are an uncorrelated subquery, computed once and answered on each row; an empty page
 * (nothing there, or a page past the end) reads them on their own.
 */
export async function selectMailboxPage(db: Db, ownerId: number, query: EmailListQuery) {
  const { rows, ...total } = await mailboxList.page<{ thread: ThreadJson; counts: MailboxCounts }>(
    db,
    { ...query, ownerId, orderBy: 'desc' },
    (picked) =>
      db
        .select({ thread: threadJson, counts: mailboxCountsJson(ownerId), total: picked.total })
        .from(picked)
        .innerJoin(emails, eq(emails.id, picked.id)),
  )
  return {
    threads: rows.map((row) => threadOf(row.thread)),
    counts: rows[0]?.counts ?? (await mailboxCounts(db, ownerId)),
    ...total,
  }
}

/** The thread of one of the owner's messages (a reply's id answers its whole thread). */
export async function findOwnThread(db: Db, ownerId: number, id: number): Promise<MailboxThread | undefined> {
  const rootId = sql`(select coalesce(${asked.parentId}, ${asked.id}) from ${emails} as ${asked}
    where ${asked.id} = ${id} and ${asked.ownerUserId} = ${ownerId})`
  const [row] = await db
    .select({ thread: threadJson })
    .from(emails)
    .where(and(eq(emails.ownerUserId, ownerId), eq(emails.id, rootId)))
  return row && threadOf(row.thread)
}

export async function findOwnEmail(db: Db, ownerId: number, id: number): Promise<EmailRow | undefined> {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.id, id), eq(emails.ownerUserId, ownerId)))
    .limit(1)
  return row
}

/** How many of these ids are messages of this owner. */
export async function countOwned(db: Db, ownerId: number, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ owned: count() })
    .from(emails)
    .where(and(eq(emails.ownerUserId, ownerId), inArray(emails.id, ids)))
  return row?.owned ?? 0
}

export async function mergeIntoEmails(
  db: Db,
  ownerId: number,
  ids: number[],
  data: Partial<Pick<EmailRow, 'isRead' | 'isStarred' | 'folder' | 'isDeleted'>>,
) {
  await db
    .update(emails)
    .set(data)
    .where(and(eq(emails.ownerUserId, ownerId), inArray(emails.id, ids)))
}

/** Adds the label where absent and removes it where present, per message. */
export async function toggleLabel(db: Db, ownerId: number, ids: number[], label: EmailLabel) {
  await db
    .update(emails)
    .set({
      labels: sql`case when ${emails.labels} @> array[${label}]::text[]
        then array_remove(${emails.labels}, ${label})
        else array_append(${emails.labels}, ${label}) end`,
    })
    .where(and(eq(emails.ownerUserId, ownerId), inArray(emails.id, ids)))
}

/** Deletes for good the owner's messages among ids that are in the trash; answers how many. */
export async function deleteTrashed(db: Db, ownerId: number, ids: number[]): Promise<number> {
  const rows = await db
    .delete(emails)
    .where(and(eq(emails.ownerUserId, ownerId), inArray(emails.id, ids), eq(emails.isDeleted, true)))
    .returning({ id: emails.id })
  return rows.length
}

export async function countTrashed(db: Db, ownerId: number, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ trashed: count() })
    .from(emails)
    .where(and(eq(emails.ownerUserId, ownerId), inArray(emails.id, ids), eq(emails.isDeleted, true)))
  return row?.trashed ?? 0
}

/** Aurum users by address (case-insensitive), for delivering inside Aurum. */
export function findUsersByEmail(db: Db, addresses: string[]) {
  if (addresses.length === 0) return Promise.resolve([])
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        addresses.map((address) => address.toLowerCase()),
      ),
    )
}

export async function findUser(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, id))
  return row
}

/** The uploads among ids made by this user, with what an attachment shows. */
export function findOwnUploads(db: Db, userId: number, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select({
      id: uploads.id,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
    })
    .from(uploads)
    .where(and(eq(uploads.uploadedBy, userId), inArray(uploads.id, ids)))
}

export async function readUploadData(db: Db, id: string) {
  const [row] = await db
    .select({ data: uploads.data, contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.id, id))
  return row
}

/** A thread's messages (its root, then its replies as they came) with their Message-IDs. */
export function selectThreadMessageIds(db: Db, rootId: number) {
  return db
    .select({ id: emails.id, messageId: emails.messageId })
    .from(emails)
    .where(or(eq(emails.id, rootId), eq(emails.parentId, rootId)))
    .orderBy(sql`${emails.parentId} is not null`, asc(emails.sentAt), asc(emails.id))
}

/** Finds, in a mailbox, the stored copy of a message (by its shared message id). */
export async function findByMessageId(db: Db, ownerId: number, messageId: string) {
  const [row] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.ownerUserId, ownerId), eq(emails.messageId, messageId)))
    .limit(1)
  return row
}

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db))
}

export async function insertEmail(
  db: Db,
  row: NewEmailRow,
  attachments: Omit<typeof emailAttachments.$inferInsert, 'emailId'>[],
): Promise<EmailRow> {
  const [stored] = await db.insert(emails).values(row).returning()
  if (attachments.length)
    await db.insert(emailAttachments).values(attachments.map((file) => ({ ...file, emailId: stored!.id })))
  return stored!
}

export async function replaceAttachments(
  db: Db,
  emailId: number,
  attachments: Omit<typeof emailAttachments.$inferInsert, 'emailId'>[],
) {
  await db.delete(emailAttachments).where(eq(emailAttachments.emailId, emailId))
  if (attachments.length)
    await db.insert(emailAttachments).values(attachments.map((file) => ({ ...file, emailId })))
}

export async function updateEmail(db: Db, id: number, data: Partial<NewEmailRow>) {
  await db.update(emails).set(data).where(eq(emails.id, id))
}

/** A thread got a new message: it moves up the list and, for the recipient, reads as unread. */
export async function touchThread(db: Db, rootId: number, at: Date, unread: boolean) {
  await db
    .update(emails)
    .set({
      activityAt: sql`greatest(${emails.activityAt}, ${at.toISOString()}::timestamptz)`,
      ...(unread ? { isRead: false } : {}),
    })
    .where(eq(emails.id, rootId))
}

// ---------------------------------------------------------------------------------------------
// Outbox

export async function enqueueMail(db: Db, mail: typeof mailOutbox.$inferInsert): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id })
  return row!.id
}

/**
 * Claims due mail for one sending pass: the rows are locked (SKIP LOCKED, so other API servers take
 * other rows) and pushed a lease into the future, so a crash mid-send retries them after it.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
  })
}

/**
 * The outcome of one try: each recipient's state on the outbox row and on the sender's copy; the row
 * waits `retryInSeconds` for its next try while a recipient is still queued, or is done.
 */
export async function recordMailAttempt(
  db: Db,
  id: number,
  attempt: {
    deliveries: EmailRecipientDelivery[]
    status: string
    lastError: string | null
    /** Why the whole message did not go this time, shown with the sender's copy. */
    messageError: string | null
    retryInSeconds: number | null
  },
) {
  const [row] = await db
    .update(mailOutbox)
    .set({
      deliveries: attempt.deliveries,
      status: attempt.status,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: attempt.lastError,
      ...(attempt.retryInSeconds === null
        ? { sentAt: attempt.deliveries.some((entry) => entry.status === 'sent') ? sql`now()` : null }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${attempt.retryInSeconds})` }),
    })
    .where(eq(mailOutbox.id, id))
    .returning({ emailId: mailOutbox.emailId })
  if (row?.emailId)
    await db
      .update(emails)
      .set({
        deliveryStatus: attempt.status,
        deliveryError: attempt.messageError,
        deliveries: attempt.deliveries,
      })
      .where(eq(emails.id, row.emailId))
}

export async function deleteOwnEmail(db: Db, ownerId: number, id: number) {
  await db.delete(emails).where(and(eq(emails.id, id), eq(emails.ownerUserId, ownerId)))
}
