// Rules of the email app: each user reads and changes only their own mailbox (another's id is a
// 404 and nothing is touched); bulk updates merge data or toggle a label (spec section 4); a message
// to an Aurum user's address is stored once in that user's inbox and once in the sender's "sent";
// any other address leaves through the outbox (SMTP), whose status the sender's copy shows.
import { randomUUID } from 'node:crypto'
import {
  ATTACHMENTS_TOTAL_MAX_BYTES,
  COMMON_MESSAGES,
  EMAIL_MESSAGES,
  type Email,
  type EmailAddress,
  type EmailAttachment,
  type EmailCompose,
  type EmailDeliveryStatus,
  type EmailFolder,
  type EmailLabel,
  type EmailListQuery,
  type EmailListResponse,
  type EmailRecipientDelivery,
  type EmailSend,
  type EmailUpdate,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, notFound } from '../../http/errors.js'
import { sanitizeRichText } from '../../lib/rich-text.js'
import type { FileUrls } from '../media/file-urls.js'
import * as emailRepo from './repo.js'

export type EmailDeps = {
  db: Db
  /** The right-hand side of the Message-IDs Aurum makes (its public host name). */
  messageIdDomain: string
  /** Whether SMTP is configured: without it, outside mail stays queued and says why. */
  smtpConfigured: boolean
  /** Wakes the outbox worker after mail was queued (no-op without SMTP). */
  kickOutbox: () => void
}

/**
 * What the mailbox's answers need besides EmailDeps: every stored attachment is answered at its
 * address signed for the mailbox's owner, the only user who may read their copy of a message.
 */
export type MailboxDeps = EmailDeps & { fileUrls: FileUrls }
type MailboxReader = Pick<MailboxDeps, 'db' | 'fileUrls'>

type Sender = { id: number }

const FILE_THUMBNAILS: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'text/csv': 'txt',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'doc',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'doc',
}

/** The spec's size text ('5mb', '120kb'). */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}mb`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}kb`
  return `${bytes}b`
}

/** As stored: a stored file's url is its canonical, unsigned address (signedFor signs it). */
function toAttachment(row: emailRepo.MailboxAttachment): EmailAttachment {
  return {
    id: row.id,
    uploadId: row.uploadId,
    fileName: row.fileName,
    thumbnail: row.thumbnail,
    url: row.url,
    size: row.size,
    byteSize: row.byteSize,
    contentType: row.contentType,
  }
}

function toReply(row: emailRepo.MailboxMessage) {
  return {
    id: row.id,
    from: { email: row.fromEmail, name: row.fromName, avatar: row.fromAvatar },
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    message: row.message,
    attachments: row.attachments.map(toAttachment),
    isStarred: row.isStarred,
    labels: row.labels as EmailLabel[],
    time: row.sentAt.toISOString(),
    folder: row.folder as EmailFolder,
    isRead: row.isRead,
    isDeleted: row.isDeleted,
    deliveryStatus: row.deliveryStatus as EmailDeliveryStatus | null,
    deliveryError: row.deliveryError,
    deliveries: row.deliveries,
    inReplyTo: row.inReplyToId,
  }
}

function toThread(row: emailRepo.MailboxThread): Email {
  return { ...toReply(row), replies: row.replies.map(toReply) }
}

/** The thread as its owner sees it: each stored file at its address signed for them. */
function signedFor(fileUrls: FileUrls, ownerId: number, thread: Email): Email {
  const sign = (files: EmailAttachment[]) =>
    files.map((file) => (file.uploadId ? { ...file, url: fileUrls.signedUrl(file.uploadId, ownerId) } : file))
  return {
    ...thread,
    attachments: sign(thread.attachments),
    replies: thread.replies.map((reply) => ({ ...reply, attachments: sign(reply.attachments) })),
  }
}

export async function listEmails(
  { db, fileUrls }: MailboxReader,
  ownerId: number,
  query: EmailListQuery,
): Promise<EmailListResponse> {
  const { threads, counts, total, totalIsLowerBound } = await emailRepo.selectMailboxPage(db, ownerId, query)
  const { personal, company, important, private: privateCount, ...folders } = counts
  return {
    emails: threads.map((thread) => signedFor(fileUrls, ownerId, toThread(thread))),
    emailsMeta: { ...folders, labels: { personal, company, important, private: privateCount } },
    total,
    totalIsLowerBound,
    page: query.page,
    itemsPerPage: query.itemsPerPage,
  }
}

/** One thread of the owner's mailbox (a reply's id opens its whole thread), files unsigned. */
async function readThread(db: Db, ownerId: number, id: number): Promise<Email> {
  const thread = await emailRepo.findOwnThread(db, ownerId, id)
  if (!thread) throw notFound(EMAIL_MESSAGES.notFound)
  return toThread(thread)
}

/** One thread of the owner's mailbox, as answered to them. */
export async function getEmail(deps: MailboxReader, ownerId: number, id: number): Promise<Email> {
  return signedFor(deps.fileUrls, ownerId, await readThread(deps.db, ownerId, id))
}

/** Every id must be the owner's, or nothing changes (404). */
async function assertOwned(db: Db, ownerId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  if ((await emailRepo.countOwned(db, ownerId, unique)) !== unique.length)
    throw notFound(EMAIL_MESSAGES.notFound)
  return unique
}

export async function updateEmails(db: Db, ownerId: number, body: EmailUpdate): Promise<{ ids: number[] }> {
  const ids = await assertOwned(db, ownerId, body.ids)
  await emailRepo.inTransaction(db, async (tx) => {
    if (body.data && Object.keys(body.data).length)
      await emailRepo.mergeIntoEmails(tx, ownerId, ids, body.data)
    if (body.label) await emailRepo.toggleLabel(tx, ownerId, ids, body.label)
  })
  return { ids }
}

/** Deletes for good, only from the trash. */
export async function deleteForever(db: Db, ownerId: number, ids: number[]): Promise<void> {
  const unique = await assertOwned(db, ownerId, ids)
  if ((await emailRepo.countTrashed(db, ownerId, unique)) !== unique.length)
    throw badRequest({ ids: [EMAIL_MESSAGES.notInTrash] })
  await emailRepo.deleteTrashed(db, ownerId, unique)
}

// ---------------------------------------------------------------------------------------------
// Writing

type ResolvedAttachment = {
  fileName: string
  thumbnail: string
  url: string
  size: string
  uploadId: string
  byteSize: number
  contentType: string
}

/**
 * The attachments of a message being written: files the sender uploaded, or files of the message
 * replied to or forwarded (a forward carries the original's attachments).
 */
async function resolveAttachments(
  db: Db,
  sender: Sender,
  uploadIds: string[],
  repliedTo: Email | undefined,
): Promise<ResolvedAttachment[]> {
  const unique = [...new Set(uploadIds)]
  if (unique.length === 0) return []
  const own = await emailRepo.findOwnUploads(db, sender.id, unique)
  const byId = new Map(own.map((file) => [file.id, file]))
  const threadFiles = repliedTo
    ? [...repliedTo.attachments, ...repliedTo.replies.flatMap((reply) => reply.attachments)]
    : []
  const resolved: ResolvedAttachment[] = []
  for (const id of unique) {
    const upload = byId.get(id)
    if (upload) {
      resolved.push({
        fileName: upload.fileName || 'file',
        thumbnail: `/api/media/image/file/${FILE_THUMBNAILS[upload.contentType] ?? 'file'}.svg`,
        url: `/api/media/uploads/${id}`,
        size: sizeText(upload.byteSize),
        uploadId: id,
        byteSize: upload.byteSize,
        contentType: upload.contentType,
      })
      continue
    }
    const forwarded = threadFiles.find((file) => file.uploadId === id)
    if (!forwarded || forwarded.byteSize === null || forwarded.contentType === null)
      throw badRequest({ attachmentIds: [EMAIL_MESSAGES.attachmentNotFound] })
    resolved.push({
      fileName: forwarded.fileName,
      thumbnail: forwarded.thumbnail,
      url: forwarded.url,
      size: forwarded.size,
      uploadId: id,
      byteSize: forwarded.byteSize,
      contentType: forwarded.contentType,
    })
  }
  const total = resolved.reduce((sum, file) => sum + file.byteSize, 0)
  if (total > ATTACHMENTS_TOTAL_MAX_BYTES)
    throw badRequest({
      attachmentIds: [
        {
          code: EMAIL_MESSAGES.attachmentsTooLarge,
          params: { limit: `${ATTACHMENTS_TOTAL_MAX_BYTES / (1024 * 1024)} MB` },
        },
      ],
    })
  return resolved
}

/** Tiptap's HTML kept to the allowed tags; a blank editor is an empty message. */
function cleanMessage(html: string): string {
  return html.trim() ? sanitizeRichText(html) : ''
}

const normalise = (list: EmailAddress[]) => {
  const seen = new Set<string>()
  return list
    .map((entry) => ({ email: entry.email.trim(), name: entry.name.trim() }))
    .filter((entry) => {
      const key = entry.email.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

async function senderOf(db: Db, sender: Sender) {
  const user = await emailRepo.findUser(db, sender.id)
  if (!user) throw notFound(COMMON_MESSAGES.notFound)
  return user
}

async function repliedToOf(db: Db, ownerId: number, id: number | undefined): Promise<Email | undefined> {
  return id === undefined ? undefined : readThread(db, ownerId, id)
}

async function ownDraft(db: Db, ownerId: number, id: number) {
  const draft = await emailRepo.findOwnEmail(db, ownerId, id)
  if (!draft) throw notFound(EMAIL_MESSAGES.notFound)
  if (draft.folder !== 'draft' || draft.parentId !== null)
    throw badRequest({ draftId: [EMAIL_MESSAGES.notADraft] })
  return draft
}

const attachmentRows = (files: ResolvedAttachment[]) => files.map(({ ...file }) => file)

/** Saves the compose dialog as a draft: a new one, or the given draft of the owner updated. */
export async function saveDraft(
  deps: MailboxReader,
  sender: Sender,
  body: EmailCompose,
  draftId?: number,
): Promise<Email> {
  const { db } = deps
  const user = await senderOf(db, sender)
  const repliedTo = await repliedToOf(db, sender.id, body.inReplyTo)
  const files = await resolveAttachments(db, sender, body.attachmentIds, repliedTo)
  const now = new Date()
  const fields = {
    to: normalise(body.to),
    cc: normalise(body.cc),
    bcc: normalise(body.bcc),
    subject: body.subject,
    message: cleanMessage(body.message),
    inReplyToId: body.inReplyTo ?? null,
    sentAt: now,
    activityAt: now,
  }
  const id = await emailRepo.inTransaction(db, async (tx) => {
    if (draftId !== undefined) {
      await ownDraft(tx, sender.id, draftId)
      await emailRepo.updateEmail(tx, draftId, fields)
      await emailRepo.replaceAttachments(tx, draftId, attachmentRows(files))
      return draftId
    }
    const draft = await emailRepo.insertEmail(
      tx,
      {
        ...fields,
        ownerUserId: sender.id,
        fromEmail: user.email,
        fromName: user.fullName,
        fromAvatar: user.avatar,
        folder: 'draft',
        isRead: true,
      },
      attachmentRows(files),
    )
    return draft.id
  })
  return getEmail(deps, sender.id, id)
}

/** A recipient's unread copy of a message, in their inbox (never with the Bcc list). */
function inboxCopy(
  envelope: Pick<
    emailRepo.NewEmailRow,
    'fromEmail' | 'fromName' | 'fromAvatar' | 'ownerUserId' | 'parentId' | 'to' | 'cc'
  >,
  content: { subject: string; message: string; at: Date; messageId: string },
): emailRepo.NewEmailRow {
  return {
    ...envelope,
    bcc: [],
    subject: content.subject,
    message: content.message,
    folder: 'inbox',
    isRead: false,
    sentAt: content.at,
    activityAt: content.at,
    messageId: content.messageId,
  }
}

/** A Message-ID (RFC 5322 msg-id, stored without its angle brackets), made once per message. */
const newMessageId = (deps: Pick<EmailDeps, 'messageIdDomain'>) => `${randomUUID()}@${deps.messageIdDomain}`

const queuedDeliveries = (recipients: EmailAddress[]): EmailRecipientDelivery[] =>
  recipients.map(({ email, name }) => ({ email, name, status: 'queued', error: null }))

/** More than this and References keeps the thread's first id and its latest ones (RFC 5322 3.6.4). */
const REFERENCES_MAX = 20

/**
 * In-Reply-To and References of an answer to (or a forward of) `answeredId`, a message of the
 * thread rooted at `rootId`: the answered message's id, and the thread's ids up to it in order.
 */
async function threadingOf(db: Db, rootId: number, answeredId: number) {
  const thread = await emailRepo.selectThreadMessageIds(db, rootId)
  const upTo = thread.findIndex((row) => row.id === answeredId)
  const ids = thread.slice(0, upTo + 1).flatMap((row) => (row.messageId ? [row.messageId] : []))
  const references = ids.length > REFERENCES_MAX ? [ids[0]!, ...ids.slice(-(REFERENCES_MAX - 1))] : ids
  return { inReplyTo: thread[upTo]?.messageId ?? null, references }
}

/**
 * Sends: the sender's copy in "sent" (nested in the thread for a reply), one copy in each Aurum
 * recipient's inbox (in their copy of the thread when they have it), and the outside recipients
 * queued in the outbox. A sent draft is removed.
 */
export async function sendEmail(deps: MailboxDeps, sender: Sender, body: EmailSend): Promise<Email> {
  const { db } = deps
  const user = await senderOf(db, sender)
  const repliedTo = await repliedToOf(db, sender.id, body.inReplyTo)
  if (body.draftId !== undefined) await ownDraft(db, sender.id, body.draftId)
  const files = await resolveAttachments(db, sender, body.attachmentIds, repliedTo)
  const to = normalise(body.to)
  const cc = normalise(body.cc)
  const bcc = normalise(body.bcc)
  const everyone = [...to, ...cc, ...bcc]
  const members = await emailRepo.findUsersByEmail(
    db,
    everyone.map((entry) => entry.email),
  )
  const isMember = (entry: EmailAddress) =>
    members.some((member) => member.email.toLowerCase() === entry.email.toLowerCase())
  // The mail server's envelope: every outside recipient, To, Cc and Bcc alike.
  const outside = everyone.filter((entry) => !isMember(entry))
  const goesOutside = outside.length > 0

  const message = cleanMessage(body.message)
  const subject = body.subject
  const now = new Date()
  const messageId = newMessageId(deps)
  const threading =
    repliedTo && body.inReplyTo !== undefined
      ? await threadingOf(db, repliedTo.id, body.inReplyTo)
      : undefined
  // A reply joins the thread; a forward (a new subject line of its own) starts one. The thread's
  // root in the sender's mailbox, and its shared id to find the recipients' copies.
  const isForward = repliedTo !== undefined && /^(fwd?|tr|rv|إعادة توجيه)\s*:/i.test(subject.trim())
  const threadRoot = repliedTo && !isForward ? repliedTo : undefined
  const rootRow = threadRoot ? await emailRepo.findOwnEmail(db, sender.id, threadRoot.id) : undefined
  const from = { fromEmail: user.email, fromName: user.fullName, fromAvatar: user.avatar }

  const sentId = await emailRepo.inTransaction(db, async (tx) => {
    const sent = await emailRepo.insertEmail(
      tx,
      {
        ...from,
        ownerUserId: sender.id,
        parentId: rootRow?.id ?? null,
        to,
        cc,
        bcc,
        subject,
        message,
        folder: 'sent',
        isRead: true,
        sentAt: now,
        activityAt: now,
        messageId,
        inReplyToId: body.inReplyTo ?? null,
        deliveryStatus: goesOutside ? 'queued' : null,
        deliveryError: goesOutside && !deps.smtpConfigured ? EMAIL_MESSAGES.smtpNotConfigured : null,
        deliveries: queuedDeliveries(outside),
      },
      attachmentRows(files),
    )
    if (rootRow) await emailRepo.touchThread(tx, rootRow.id, now, false)

    for (const member of members) {
      // The recipient's copy of the thread, when the root came to or from them through Aurum.
      const theirRoot = rootRow?.messageId
        ? await emailRepo.findByMessageId(tx, member.id, rootRow.messageId)
        : undefined
      const theirThread = theirRoot?.parentId
        ? await emailRepo.findOwnEmail(tx, member.id, theirRoot.parentId)
        : theirRoot
      await emailRepo.insertEmail(
        tx,
        // Blind copies stay blind: only the sender's copy lists them.
        inboxCopy(
          { ...from, ownerUserId: member.id, parentId: theirThread?.id ?? null, to, cc },
          {
            subject,
            message,
            at: now,
            messageId,
          },
        ),
        attachmentRows(files),
      )
      if (theirThread) await emailRepo.touchThread(tx, theirThread.id, now, true)
    }

    if (goesOutside)
      await emailRepo.enqueueMail(tx, {
        emailId: sent.id,
        fromName: user.fullName,
        replyTo: user.email,
        // The headers name every recipient, Aurum users too, so that "reply all" outside reaches them.
        to,
        cc,
        bcc: bcc.filter((entry) => !isMember(entry)),
        deliveries: queuedDeliveries(outside),
        subject,
        html: message,
        messageId,
        inReplyTo: threading?.inReplyTo ?? null,
        references: threading?.references ?? [],
        attachments: files.map((file) => ({ uploadId: file.uploadId, fileName: file.fileName })),
      })
    if (body.draftId !== undefined) await emailRepo.deleteOwnEmail(tx, sender.id, body.draftId)
    return sent.id
  })
  if (goesOutside) deps.kickOutbox()
  return getEmail(deps, sender.id, sentId)
}

/**
 * Queues a mail from Aurum itself for SMTP: the account flows (password reset, address
 * verification), invoices (their PDF attached, already stored as an upload) and the store's order
 * mails (from the store's name).
 */
export async function queueAccountMail(
  deps: EmailDeps,
  mail: {
    to: EmailAddress
    subject: string
    html: string
    /** The sender's name (the address is MAIL_FROM's); Aurum by default. */
    fromName?: string
    replyTo?: string
    attachments?: { uploadId: string; fileName: string }[]
  },
): Promise<void> {
  await emailRepo.enqueueMail(deps.db, {
    fromName: mail.fromName ?? 'Aurum',
    to: [mail.to],
    deliveries: queuedDeliveries([mail.to]),
    messageId: newMessageId(deps),
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    attachments: mail.attachments ?? [],
  })
  deps.kickOutbox()
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!)

/**
 * Puts a message written outside Aurum (the landing page's contact form) in these users' inboxes,
 * from the writer's name and address, so that "reply" answers the writer by mail (the outbox).
 */
export async function deliverToInboxes(
  db: Db,
  userIds: number[],
  mail: { from: EmailAddress; subject: string; text: string },
): Promise<void> {
  if (userIds.length === 0) return
  const now = new Date()
  const messageId = `${randomUUID()}@aurum`
  const message = cleanMessage(
    mail.text
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  )
  await emailRepo.inTransaction(db, async (tx) => {
    for (const userId of userIds) {
      const owner = await emailRepo.findUser(tx, userId)
      if (!owner) continue
      const copy = inboxCopy(
        {
          fromEmail: mail.from.email,
          fromName: mail.from.name,
          fromAvatar: null,
          ownerUserId: owner.id,
          parentId: null,
          to: [{ email: owner.email, name: owner.fullName }],
          cc: [],
        },
        { subject: mail.subject, message, at: now, messageId },
      )
      await emailRepo.insertEmail(tx, copy, [])
    }
  })
}
