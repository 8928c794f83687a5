// Kanban boards and their items; both keep an explicit position for drag-and-drop order.
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** A comment as stored: its author's user id and name at the time, and when it was written. */
export type KanbanComment = { text: string; authorId: number | null; author: string; createdAt: string }

export const kanbanBoards = pgTable('kanban_boards', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  position: integer('position').notNull(),
})

export const kanbanItems = pgTable(
  'kanban_items',
  {
    id: serial('id').primaryKey(),
    boardId: integer('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
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
    /** Number of attachments. */
    attachments: integer('attachments').notNull().default(0),
    image: text('image'),
  },
  (t) => [index('kanban_items_board_idx').on(t.boardId, t.position)],
)
