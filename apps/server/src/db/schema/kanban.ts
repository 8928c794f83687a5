// Kanban boards and their items; both keep an explicit position for drag-and-drop order. An item's
// attachments are uploads (media module) linked to it; the spec's `attachments` count is theirs.
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { cascadingId, serialId } from './columns.js'
import { uploads } from './media.js'
import { users } from './users.js'

/** A comment as stored: its author's user id and name at the time, and when it was written. */
export type KanbanComment = { text: string; authorId: number | null; author: string; createdAt: string }

export const kanbanBoards = pgTable('kanban_boards', {
  id: serialId(),
  title: text('title').notNull().unique(),
  position: integer('position').notNull(),
})

export const kanbanItems = pgTable(
  'kanban_items',
  {
    id: serialId(),
    boardId: cascadingId('board_id', () => kanbanBoards.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Aurum users working on the card. */
    memberUserIds: integer('member_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** commentsCount is their length. */
    comments: jsonb('comments').$type<KanbanComment[]>().notNull().default([]),
    image: text('image'),
  },
  (t) => [index('kanban_items_board_idx').on(t.boardId, t.position)],
)

/** Files attached to an item: uploads of the media module, linked; they go with the item. */
export const kanbanItemAttachments = pgTable(
  'kanban_item_attachments',
  {
    itemId: cascadingId('item_id', () => kanbanItems.id),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.uploadId] })],
)
