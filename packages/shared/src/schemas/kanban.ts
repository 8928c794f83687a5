// Contracts of the kanban app (spec sections 3, 4, 5 and 7): boards with their ordered item ids,
// items (title, due date, labels, members who are Aurum users, comments with author and time), and
// the calls that add, rename, delete and reorder them.
import { z } from 'zod'
import { defineMessages } from '../errors/messages.js'
import { idSchema } from './common.js'
import { mediaImageUrlSchema } from './ecommerce-products.js'

export const KANBAN_MESSAGES = defineMessages('kanban', {
  boardNotFound: 'No such board',
  itemNotFound: 'No such card',
  duplicateBoard: 'A board with this title already exists',
  memberNotFound: 'A member is not an Aurum user',
  duplicateIds: 'An id is given twice',
  date: 'Enter a date as YYYY-MM-DD',
  attachmentNotFound: 'Not a file you uploaded',
  fileNotAttached: 'This card holds no such file',
  tooManyAttachments: 'A card holds at most {maximum} files',
})

export const KANBAN_TITLE_MAX = 120
export const KANBAN_LABEL_MAX = 40
export const KANBAN_COMMENT_MAX = 2000
/** Files one card holds at most. */
export const KANBAN_ATTACHMENTS_MAX = 20

export const kanbanMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  img: z.string().nullable(),
})
export const kanbanCommentSchema = z.object({
  text: z.string(),
  authorId: z.number().int().nullable(),
  author: z.string(),
  /** ISO datetime. */
  createdAt: z.string(),
})
export type KanbanComment = z.infer<typeof kanbanCommentSchema>

/** A file attached to an item: an upload of the media module, downloaded through the kanban's `url`. */
export const kanbanAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** GET it with the session (the Kanban read ability): /api/apps/kanban/item/<id>/attachments/<file id>. */
  url: z.string(),
  addedAt: z.string(),
})
export type KanbanAttachment = z.infer<typeof kanbanAttachmentSchema>

export const kanbanItemSchema = z.object({
  id: z.number().int(),
  boardId: z.number().int(),
  title: z.string(),
  dueDate: z.string().nullable(),
  labels: z.array(z.string()),
  members: z.array(kanbanMemberSchema),
  comments: z.array(kanbanCommentSchema),
  commentsCount: z.number().int(),
  /** The spec's count of attachments: files.length. */
  attachments: z.number().int(),
  /** The attached files, oldest first. */
  files: z.array(kanbanAttachmentSchema),
  image: z.string().nullable(),
})
export type KanbanItem = z.infer<typeof kanbanItemSchema>

export const kanbanBoardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  itemsIds: z.array(z.number().int()),
})
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>

export const kanbanStateSchema = z.object({
  boards: z.array(kanbanBoardSchema),
  items: z.array(kanbanItemSchema),
})
export type KanbanState = z.infer<typeof kanbanStateSchema>

const title = z.string().trim().min(1).max(KANBAN_TITLE_MAX)
const uniqueIds = z
  .array(idSchema)
  .max(10_000)
  .refine((ids) => new Set(ids).size === ids.length, KANBAN_MESSAGES.duplicateIds)

export const kanbanBoardAddSchema = z.object({ title })
export const kanbanBoardRenameSchema = z.object({ boardId: idSchema, newName: title })

/** The spec's item add: itemTitle and the board (by id; boardName is accepted and not needed). */
export const kanbanItemAddSchema = z.object({
  itemTitle: title,
  boardId: idSchema,
  boardName: z.string().max(KANBAN_TITLE_MAX).optional(),
})

export const kanbanItemUpdateSchema = z.object({
  item: z.object({
    id: idSchema,
    title: title.optional(),
    dueDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, KANBAN_MESSAGES.date)
      .refine((value) => !Number.isNaN(Date.parse(value)), KANBAN_MESSAGES.date)
      .nullable()
      .optional(),
    labels: z.array(z.string().trim().min(1).max(KANBAN_LABEL_MAX)).max(20).optional(),
    /** Aurum user ids. */
    members: z.array(idSchema).max(50).optional(),
    /** The cover image: an uploaded image (/api/media/uploads/<id>) or a media image; null removes it. */
    image: mediaImageUrlSchema.optional(),
  }),
})
export type KanbanItemUpdate = z.infer<typeof kanbanItemUpdateSchema>

export const kanbanCommentAddSchema = z.object({ text: z.string().trim().min(1).max(KANBAN_COMMENT_MAX) })

/**
 * The order of one board after a move: `ids` are its items, first to last; an item of another
 * board moves here. Items of the board that `ids` leaves out (added by someone else meanwhile) stay,
 * after the given ones.
 */
export const kanbanItemStateSchema = z.object({ boardId: idSchema, ids: uniqueIds })
/** The boards' order; boards left out (added meanwhile) follow in their order. */
export const kanbanBoardStateSchema = z.object({ ids: uniqueIds })

/** Attach files to an item: ids of uploads the caller made (POST /api/apps/kanban/uploads). */
export const kanbanAttachmentAddSchema = z.object({
  uploadIds: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, KANBAN_MESSAGES.attachmentNotFound))
    .min(1)
    .max(KANBAN_ATTACHMENTS_MAX),
})
export const kanbanAttachmentParamsSchema = z.object({
  id: idSchema,
  uploadId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, KANBAN_MESSAGES.attachmentNotFound),
})
