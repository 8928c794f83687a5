// SQL of the kanban app. Every change of order runs in one transaction that first locks the rows of
// all boards (in id order, so two moves never deadlock): a later move waits for an earlier one and
// then reads its result, so concurrent moves never lose or duplicate a card.
import { and, asc, eq, inArray, max, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  kanbanBoards,
  kanbanItemAttachments,
  kanbanItems,
  uploads,
  users,
  type KanbanComment,
} from '../../db/schema/index.js'

export type ItemRow = typeof kanbanItems.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Runner = Db | Tx

export const listBoards = (db: Runner) =>
  db.select().from(kanbanBoards).orderBy(asc(kanbanBoards.position), asc(kanbanBoards.id))

export const listItems = (db: Runner) =>
  db
    .select()
    .from(kanbanItems)
    .orderBy(asc(kanbanItems.boardId), asc(kanbanItems.position), asc(kanbanItems.id))

export async function findItem(db: Runner, id: number) {
  const [row] = await db.select().from(kanbanItems).where(eq(kanbanItems.id, id))
  return row
}

export async function findBoard(db: Runner, id: number) {
  const [row] = await db.select().from(kanbanBoards).where(eq(kanbanBoards.id, id))
  return row
}

/** Locks every board row (id order) for the rest of the transaction; answers them. */
export const lockBoards = (tx: Tx) =>
  tx.select().from(kanbanBoards).orderBy(asc(kanbanBoards.id)).for('update')

export async function boardTitleTaken(db: Runner, title: string, exceptId?: number) {
  const rows = await db
    .select({ id: kanbanBoards.id })
    .from(kanbanBoards)
    .where(sql`lower(${kanbanBoards.title}) = lower(${title})`)
  return rows.some((row) => row.id !== exceptId)
}

export async function insertBoard(tx: Tx, title: string) {
  const [{ last } = { last: null }] = await tx.select({ last: max(kanbanBoards.position) }).from(kanbanBoards)
  const [row] = await tx
    .insert(kanbanBoards)
    .values({ title, position: (last ?? -1) + 1 })
    .returning()
  return row!
}

export async function renameBoard(db: Runner, id: number, title: string) {
  const [row] = await db.update(kanbanBoards).set({ title }).where(eq(kanbanBoards.id, id)).returning()
  return row
}

export async function deleteBoard(db: Runner, id: number) {
  const rows = await db.delete(kanbanBoards).where(eq(kanbanBoards.id, id)).returning({ id: kanbanBoards.id })
  return rows.length > 0
}

export async function insertItem(tx: Tx, boardId: number, title: string) {
  const [{ last } = { last: null }] = await tx
    .select({ last: max(kanbanItems.position) })
    .from(kanbanItems)
    .where(eq(kanbanItems.boardId, boardId))
  const [row] = await tx
    .insert(kanbanItems)
    .values({ boardId, title, position: (last ?? -1) + 1 })
    .returning()
  return row!
}

export async function updateItem(db: Runner, id: number, changes: Partial<typeof kanbanItems.$inferInsert>) {
  const [row] = await db.update(kanbanItems).set(changes).where(eq(kanbanItems.id, id)).returning()
  return row
}

/** Appends one comment in the statement itself, so two comments written at once both stay. */
export async function appendComment(db: Runner, id: number, comment: KanbanComment) {
  const [row] = await db
    .update(kanbanItems)
    .set({ comments: sql`${kanbanItems.comments} || ${JSON.stringify([comment])}::jsonb` })
    .where(eq(kanbanItems.id, id))
    .returning()
  return row
}

export async function deleteItem(db: Runner, id: number) {
  const rows = await db.delete(kanbanItems).where(eq(kanbanItems.id, id)).returning({ id: kanbanItems.id })
  return rows.length > 0
}

export const itemsById = (tx: Tx, ids: readonly number[]) =>
  ids.length
    ? tx
        .select({ id: kanbanItems.id, boardId: kanbanItems.boardId })
        .from(kanbanItems)
        .where(inArray(kanbanItems.id, [...ids]))
    : Promise.resolve([])

/** The board's items other than `ids`, in their order. */
export async function otherItemsOf(tx: Tx, boardId: number, ids: readonly number[]) {
  const rows = await tx
    .select({ id: kanbanItems.id })
    .from(kanbanItems)
    .where(
      ids.length
        ? and(eq(kanbanItems.boardId, boardId), notInArray(kanbanItems.id, [...ids]))
        : eq(kanbanItems.boardId, boardId),
    )
    .orderBy(asc(kanbanItems.position), asc(kanbanItems.id))
  return rows.map((row) => row.id)
}

/** Puts these items on the board at positions 0…n-1 in this order. */
export async function placeItems(tx: Tx, boardId: number, orderedIds: readonly number[]) {
  for (const [position, id] of orderedIds.entries())
    await tx.update(kanbanItems).set({ boardId, position }).where(eq(kanbanItems.id, id))
}

export async function placeBoards(tx: Tx, orderedIds: readonly number[]) {
  for (const [position, id] of orderedIds.entries())
    await tx.update(kanbanBoards).set({ position }).where(eq(kanbanBoards.id, id))
}

export async function usersByIds(db: Runner, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: users.id, name: users.fullName, img: users.avatar })
    .from(users)
    .where(inArray(users.id, [...ids]))
}

const attachmentColumns = {
  itemId: kanbanItemAttachments.itemId,
  uploadId: kanbanItemAttachments.uploadId,
  addedAt: kanbanItemAttachments.addedAt,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
}

/** The files of these items (all items when `itemIds` is absent), oldest first; no file bytes. */
export function attachmentsOf(db: Runner, itemIds?: readonly number[]) {
  if (itemIds && itemIds.length === 0) return Promise.resolve([])
  return db
    .select(attachmentColumns)
    .from(kanbanItemAttachments)
    .innerJoin(uploads, eq(uploads.id, kanbanItemAttachments.uploadId))
    .where(itemIds ? inArray(kanbanItemAttachments.itemId, [...itemIds]) : undefined)
    .orderBy(asc(kanbanItemAttachments.addedAt), asc(kanbanItemAttachments.uploadId))
}
export type AttachmentRow = Awaited<ReturnType<typeof attachmentsOf>>[number]

/** Locks the item's row for the rest of the transaction (two attaches at once count one after the other). */
export async function lockItem(tx: Tx, id: number) {
  const [row] = await tx.select().from(kanbanItems).where(eq(kanbanItems.id, id)).for('update')
  return row
}

export async function attachedUploadIds(db: Runner, itemId: number) {
  const rows = await db
    .select({ uploadId: kanbanItemAttachments.uploadId })
    .from(kanbanItemAttachments)
    .where(eq(kanbanItemAttachments.itemId, itemId))
  return new Set(rows.map((row) => row.uploadId))
}

export async function insertAttachments(
  db: Runner,
  itemId: number,
  uploadIds: readonly string[],
  addedBy: number,
) {
  await db
    .insert(kanbanItemAttachments)
    .values(uploadIds.map((uploadId) => ({ itemId, uploadId, addedBy })))
    .onConflictDoNothing()
}

export async function deleteAttachment(db: Runner, itemId: number, uploadId: string) {
  const rows = await db
    .delete(kanbanItemAttachments)
    .where(and(eq(kanbanItemAttachments.itemId, itemId), eq(kanbanItemAttachments.uploadId, uploadId)))
    .returning({ uploadId: kanbanItemAttachments.uploadId })
  return rows.length > 0
}

/** The file of one item's attachment, with its bytes; undefined when the item holds no such file. */
export async function attachmentFile(db: Runner, itemId: number, uploadId: string) {
  const [row] = await db
    .select({
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      data: uploads.data,
    })
    .from(kanbanItemAttachments)
    .innerJoin(uploads, eq(uploads.id, kanbanItemAttachments.uploadId))
    .where(and(eq(kanbanItemAttachments.itemId, itemId), eq(kanbanItemAttachments.uploadId, uploadId)))
  return row
}
