// Contracts of the email app (spec sections 3, 4 and 7): the mailbox list with its counts, the bulk
// update (merge data or toggle a label), sending with drafts and attachments, and delivery status.
import { z } from 'zod'
import { EMAIL_FOLDERS, EMAIL_LABELS } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import { idSchema, optionalQueryEnum, optionalQueryText, rowCountSchema as count } from './common.js'

export const EMAIL_MESSAGES = defineMessages('email', {
  notFound: 'No such email in your mailbox',
  noRecipient: 'Add at least one recipient',
  badAddress: 'Not a valid email address',
  tooManyRecipients: 'At most {maximum} recipients',
  attachmentNotFound: 'The attachment was not uploaded, or not by you',
  attachmentsTooLarge: 'Attachments may not exceed {limit} in all',
  notInTrash: 'Only messages in the trash can be deleted forever',
  notADraft: 'Only a draft can be edited or sent',
  smtpNotConfigured: 'No mail server is configured (SMTP_URL); the message waits in the outbox',
  nothingToChange: 'Give data to merge or a label to toggle',
  // The address verification of the account flows (their mails go through the outbox).
  verifyLinkInvalid: 'This verification link is invalid or has expired',
  tooManyVerifyMails: 'Too many verification mails. Try again in {minutes} minute(s).',
})

/** The list's filters (spec section 7); `trashed` is the trash (isDeleted), `starred` any folder. */
export const EMAIL_FILTERS = ['inbox', 'draft', 'spam', 'sent', 'starred', 'trashed'] as const
export type EmailFilter = (typeof EMAIL_FILTERS)[number]
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]
export type EmailLabel = (typeof EMAIL_LABELS)[number]
/**
 * Delivery of a sent message to addresses outside Aurum (through SMTP), over its recipients: queued
 * while any waits (or waits for a retry), sent when the mail server took every one, failed when it
 * took none, partial when it took some and refused others for good.
 */
export const EMAIL_DELIVERY_STATUSES = ['queued', 'sent', 'partial', 'failed'] as const
export type EmailDeliveryStatus = (typeof EMAIL_DELIVERY_STATUSES)[number]
/** One outside recipient: waiting (first try or a retry after a 4xx), taken, or refused for good (5xx). */
export const RECIPIENT_DELIVERY_STATUSES = ['queued', 'sent', 'failed'] as const
export type RecipientDeliveryStatus = (typeof RECIPIENT_DELIVERY_STATUSES)[number]

/** One outside recipient's delivery, with the mail server's last refusal (its code and text). */
export const emailRecipientDeliverySchema = z.object({
  email: z.string(),
  name: z.string(),
  status: z.enum(RECIPIENT_DELIVERY_STATUSES),
  error: z.string().nullable(),
})
export type EmailRecipientDelivery = z.infer<typeof emailRecipientDeliverySchema>

export const EMAIL_PAGE_SIZE = 20
export const EMAIL_MAX_RECIPIENTS = 50
/** One attachment, and all of a message's together. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const ATTACHMENTS_TOTAL_MAX_BYTES = 25 * 1024 * 1024
export const EMAIL_SUBJECT_MAX = 300
export const EMAIL_MESSAGE_MAX = 200_000

export const emailAddressSchema = z.object({
  email: z.email(EMAIL_MESSAGES.badAddress).max(254),
  name: z.string().trim().max(120).default(''),
})
export type EmailAddress = z.infer<typeof emailAddressSchema>

export const emailAttachmentSchema = z.object({
  id: z.number().int(),
  /** The stored file (what attachmentIds names to keep or forward it); null for the demo's placeholders. */
  uploadId: z.string().nullable(),
  fileName: z.string(),
  thumbnail: z.string(),
  /** A stored file's address, signed for the reader and valid for an hour at least. */
  url: z.string(),
  /** The spec's size text, e.g. '5mb'; byteSize when the file is stored here. */
  size: z.string(),
  byteSize: z.number().int().nullable(),
  contentType: z.string().nullable(),
})
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>

const emailFields = {
  id: z.number().int(),
  from: z.object({ email: z.string(), name: z.string(), avatar: z.string().nullable() }),
  to: z.array(z.object({ email: z.string(), name: z.string() })),
  cc: z.array(z.object({ email: z.string(), name: z.string() })),
  bcc: z.array(z.object({ email: z.string(), name: z.string() })),
  subject: z.string(),
  /** HTML, sanitized when it was written. */
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  /** ISO datetime. */
  time: z.string(),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
  isDeleted: z.boolean(),
  /** Mail to addresses outside Aurum: queued, sent, partial or failed; null otherwise. */
  deliveryStatus: z.enum(EMAIL_DELIVERY_STATUSES).nullable(),
  /** Why the whole message is not out yet (no mail server, the server unreachable or refusing it). */
  deliveryError: z.string().nullable(),
  /** Each outside recipient's delivery (empty for mail that stayed inside Aurum). */
  deliveries: z.array(emailRecipientDeliverySchema),
  /** The message this one answers or forwards (kept on a draft, so it goes on in its thread). */
  inReplyTo: z.number().int().nullable(),
}

export const emailReplySchema = z.object(emailFields)
export const emailSchema = z.object({ ...emailFields, replies: z.array(emailReplySchema) })
export type Email = z.infer<typeof emailSchema>
export type EmailReply = z.infer<typeof emailReplySchema>

export const emailListQuerySchema = z.object({
  q: optionalQueryText,
  filter: optionalQueryEnum(EMAIL_FILTERS),
  label: optionalQueryEnum(EMAIL_LABELS),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(EMAIL_PAGE_SIZE),
})
export type EmailListQuery = z.infer<typeof emailListQuerySchema>
export type EmailListQueryInput = z.input<typeof emailListQuerySchema>

/** The spec's counts (unread inbox, drafts, unread spam, starred), and messages per label. */
export const emailsMetaSchema = z.object({
  inbox: count,
  draft: count,
  spam: count,
  star: count,
  labels: z.object({ personal: count, company: count, important: count, private: count }),
})
export type EmailsMeta = z.infer<typeof emailsMetaSchema>

export const emailListResponseSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
  total: count,
  totalIsLowerBound: z.boolean(),
  page: z.number().int(),
  itemsPerPage: z.number().int(),
})
export type EmailListResponse = z.infer<typeof emailListResponseSchema>

/** Spec section 4: `data` is merged into each chosen email; `label` is toggled on each. */
export const emailUpdateSchema = z
  .object({
    ids: z.array(idSchema).min(1).max(500),
    data: z
      .object({
        isRead: z.boolean().optional(),
        isStarred: z.boolean().optional(),
        folder: z.enum(EMAIL_FOLDERS).optional(),
        isDeleted: z.boolean().optional(),
      })
      .strict()
      .optional(),
    label: z.enum(EMAIL_LABELS).optional(),
  })
  .strict()
  .refine((body) => body.label || (body.data && Object.keys(body.data).length > 0), {
    message: EMAIL_MESSAGES.nothingToChange,
    path: ['data'],
  })
export type EmailUpdate = z.infer<typeof emailUpdateSchema>

export const emailDeleteSchema = z.object({ ids: z.array(idSchema).min(1).max(500) }).strict()

const recipients = z.array(emailAddressSchema).max(EMAIL_MAX_RECIPIENTS).default([])

/** What the compose dialog writes, as a draft or to send. */
export const emailComposeSchema = z
  .object({
    to: recipients,
    cc: recipients,
    bcc: recipients,
    subject: z.string().trim().max(EMAIL_SUBJECT_MAX).default(''),
    /** Tiptap's HTML; the server keeps only the allowed tags. */
    message: z.string().max(EMAIL_MESSAGE_MAX).default(''),
    /** Ids of files uploaded first to /api/media/attachments by the same user. */
    attachmentIds: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/))
      .max(20)
      .default([]),
    /** The message replied to or forwarded (an id in the sender's mailbox). */
    inReplyTo: idSchema.optional(),
  })
  .strict()
export type EmailCompose = z.infer<typeof emailComposeSchema>
export type EmailComposeInput = z.input<typeof emailComposeSchema>

/** Sending: the compose fields (at least one recipient), or a saved draft's id with its fields. */
export const emailSendSchema = emailComposeSchema
  .extend({ draftId: idSchema.optional() })
  .refine((body) => body.to.length + body.cc.length + body.bcc.length > 0, {
    message: EMAIL_MESSAGES.noRecipient,
    path: ['to'],
  })
  .refine((body) => body.to.length + body.cc.length + body.bcc.length <= EMAIL_MAX_RECIPIENTS, {
    message: EMAIL_MESSAGES.tooManyRecipients,
    path: ['to'],
  })
export type EmailSend = z.infer<typeof emailSendSchema>

export const attachmentUploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
})
export type AttachmentUploadResponse = z.infer<typeof attachmentUploadResponseSchema>

export const verifyEmailBodySchema = z.object({ token: z.string().min(10).max(200) }).strict()
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>
