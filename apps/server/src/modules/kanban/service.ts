// Rules of the kanban app: one shared set of boards for the team (the Kanban ability). Board titles
// are unique (case aside); an item needs a title and a board; moves and reorders are one
// transaction each under the boards' row locks (see repo.ts).
import {
  KANBAN_ATTACHMENTS_MAX,
  KANBAN_MESSAGES,
  type KanbanAttachment,
  type KanbanBoard,
  type KanbanItem,
  type KanbanItemUpdate,
  type KanbanState,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { readUntilWrite } from '../../db/read-until-write.js'
import { badRequest, notFound } from '../../http/errors.js'
import * as uploadsService from '../media/uploads-service.js'
import * as kanbanRepo from './repo.js'

export type KanbanDeps = { db: Db }
type Author = { id: number; fullName: string }

async function membersOf(db: kanbanRepo.Runner, rows: readonly kanbanRepo.ItemRow[]) {
  const ids = [...new Set(rows.flatMap((row) => row.memberUserIds))]
  return new Map((await kanbanRepo.usersByIds(db, ids)).map((user) => [user.id, user]))
}

// A card's files are downloaded through this route, which checks the bearer token (the web
// fetches it with the token into a blob), not through a signed media address: the whole team may
// read the boards, and no card shows its files inline. The media store refuses them unsigned.
const attachmentUrl = (itemId: number, uploadId: string) =>
  `/api/apps/kanban/item/${itemId}/attachments/${uploadId}`

function toAttachment(row: kanbanRepo.AttachmentRow): KanbanAttachment {
  return {
    id: row.uploadId,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    url: attachmentUrl(row.itemId, row.uploadId),
    addedAt: row.addedAt.toISOString(),
  }
}

/** Attachment rows by item id. */
function filesByItem(rows: readonly kanbanRepo.AttachmentRow[]) {
  const byItem = new Map<number, KanbanAttachment[]>()
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), toAttachment(row)])
  return byItem
}

function toItem(
  row: kanbanRepo.ItemRow,
  members: Map<number, { id: number; name: string; img: string | null }>,
  files: Map<number, KanbanAttachment[]>,
) {
  const attached = files.get(row.id) ?? []
  return {
    id: row.id,
    boardId: row.boardId,
    title: row.title,
    dueDate: row.dueDate,
    labels: row.labels,
    members: row.memberUserIds.flatMap((id) => {
      const member = members.get(id)
      return member ? [member] : []
    }),
    comments: row.comments.map((comment) => ({ ...comment, authorId: comment.authorId ?? null })),
    commentsCount: row.comments.length,
    attachments: attached.length,
    files: attached,
    image: row.image,
  } satisfies KanbanItem
}

async function itemAnswer(db: kanbanRepo.Runner, row: kanbanRepo.ItemRow): Promise<KanbanItem> {
  return toItem(row, await membersOf(db, [row]), filesByItem(await kanbanRepo.attachmentsOf(db, [row.id])))
}

/** The boards as the whole team sees them, until the database's write position moves. */
const stateCache = readUntilWrite<KanbanState>(1)

/**
 * The boards and every card: the same for everyone who may read the kanban, so read again only
 * after a write (a card moved, a comment, a member's new name: anything) — six statements, a
 * transaction's worth, become one cheap one on most visits.
 */
export function getState(db: Db): Promise<KanbanState> {
  return stateCache(db, 'state', () => readState(db))
}

async function readState(db: Db): Promise<KanbanState> {
  // One snapshot: boards and items read in one transaction.
  return db.transaction(async (tx) => {
    const boards = await kanbanRepo.listBoards(tx)
    const items = await kanbanRepo.listItems(tx)
    const members = await membersOf(tx, items)
    const files = filesByItem(await kanbanRepo.attachmentsOf(tx))
    return {
      boards: boards.map((board) => ({
        id: board.id,
        title: board.title,
        itemsIds: items.filter((item) => item.boardId === board.id).map((item) => item.id),
      })),
      items: items.map((item) => toItem(item, members, files)),
    }
  })
}

const duplicateBoard = (field: string) => badRequest({ [field]: [KANBAN_MESSAGES.duplicateBoard] })

export async function addBoard(db: Db, title: string): Promise<KanbanBoard> {
  return db.transaction(async (tx) => {
    await kanbanRepo.lockBoards(tx)
    if (await kanbanRepo.boardTitleTaken(tx, title)) throw duplicateBoard('title')
    const row = await kanbanRepo.insertBoard(tx, title)
    return { id: row.id, title: row.title, itemsIds: [] }
  })
}

export async function renameBoard(db: Db, boardId: number, newName: string) {
  return db.transaction(async (tx) => {
    await kanbanRepo.lockBoards(tx)
    if (!(await kanbanRepo.findBoard(tx, boardId))) throw notFound(KANBAN_MESSAGES.boardNotFound)
    if (await kanbanRepo.boardTitleTaken(tx, newName, boardId)) throw duplicateBoard('newName')
    const row = (await kanbanRepo.renameBoard(tx, boardId, newName))!
    return { id: row.id, title: row.title }
  })
}

export async function deleteBoard(db: Db, boardId: number) {
  await db.transaction(async (tx) => {
    await kanbanRepo.lockBoards(tx)
    if (!(await kanbanRepo.deleteBoard(tx, boardId))) throw notFound(KANBAN_MESSAGES.boardNotFound)
  })
}

export async function addItem(db: Db, boardId: number, title: string) {
  return db.transaction(async (tx) => {
    await kanbanRepo.lockBoards(tx)
    if (!(await kanbanRepo.findBoard(tx, boardId)))
      throw badRequest({ boardId: [KANBAN_MESSAGES.boardNotFound] })
    return itemAnswer(tx, await kanbanRepo.insertItem(tx, boardId, title))
  })
}

async function checkedMembers(db: Db, ids: readonly number[]) {
  const distinct = [...new Set(ids)]
  const known = new Set((await kanbanRepo.usersByIds(db, distinct)).map((user) => user.id))
  if (distinct.some((id) => !known.has(id)))
    throw badRequest({ 'item.members': [KANBAN_MESSAGES.memberNotFound] })
  return distinct
}

export async function updateItem(db: Db, { item }: KanbanItemUpdate) {
  const changes: Parameters<typeof kanbanRepo.updateItem>[2] = {}
  if (item.title !== undefined) changes.title = item.title
  if (item.dueDate !== undefined) changes.dueDate = item.dueDate
  if (item.labels !== undefined) changes.labels = [...new Set(item.labels)]
  if (item.image !== undefined) changes.image = item.image
  if (item.members !== undefined) changes.memberUserIds = await checkedMembers(db, item.members)
  const row =
    Object.keys(changes).length > 0
      ? await kanbanRepo.updateItem(db, item.id, changes)
      : await kanbanRepo.findItem(db, item.id)
  if (!row) throw notFound(KANBAN_MESSAGES.itemNotFound)
  return itemAnswer(db, row)
}

export async function addComment(db: Db, author: Author, itemId: number, text: string) {
  const row = await kanbanRepo.appendComment(db, itemId, {
    text,
    authorId: author.id,
    author: author.fullName,
    createdAt: new Date().toISOString(),
  })
  if (!row) throw notFound(KANBAN_MESSAGES.itemNotFound)
  return itemAnswer(db, row)
}

export async function deleteItem(db: Db, itemId: number) {
  await db.transaction(async (tx) => {
    await kanbanRepo.lockBoards(tx)
    const row = await kanbanRepo.findItem(tx, itemId)
    if (!row) throw notFound(KANBAN_MESSAGES.itemNotFound)
    await kanbanRepo.deleteItem(tx, itemId)
    // The board's order closes the gap.
    await kanbanRepo.placeItems(tx, row.boardId, await kanbanRepo.otherItemsOf(tx, row.boardId, []))
  })
}

/**
 * The board's order after a move: `ids` first (items of other boards move here), then the board's
 * items `ids` leaves out; the boards the moved items left close their gaps. Answers every board.
 */
export async function setItemOrder(db: Db, boardId: number, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const boards = await kanbanRepo.lockBoards(tx)
    if (!boards.some((board) => board.id === boardId)) throw notFound(KANBAN_MESSAGES.boardNotFound)
    const moving = await kanbanRepo.itemsById(tx, ids)
    if (moving.length !== ids.length) throw badRequest({ ids: [KANBAN_MESSAGES.itemNotFound] })
    const rest = await kanbanRepo.otherItemsOf(tx, boardId, ids)
    await kanbanRepo.placeItems(tx, boardId, [...ids, ...rest])
    const left = new Set(moving.map((item) => item.boardId).filter((id) => id !== boardId))
    for (const source of [...left].sort((a, b) => a - b))
      await kanbanRepo.placeItems(tx, source, await kanbanRepo.otherItemsOf(tx, source, []))
  })
  return getState(db)
}

export async function setBoardOrder(db: Db, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    const boards = await kanbanRepo.lockBoards(tx)
    const known = new Set(boards.map((board) => board.id))
    if (ids.some((id) => !known.has(id))) throw badRequest({ ids: [KANBAN_MESSAGES.boardNotFound] })
    const given = new Set(ids)
    const rest = boards
      .filter((board) => !given.has(board.id))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((board) => board.id)
    await kanbanRepo.placeBoards(tx, [...ids, ...rest])
  })
  return getState(db)
}

/**
 * Attaches files the caller uploaded (another user's upload, or an unknown id, is refused as the
 * wizards do); a file already on the card stays once. Under the item's lock, so two attaches at
 * once cannot pass the limit together.
 */
export async function addAttachments(db: Db, userId: number, itemId: number, uploadIds: readonly string[]) {
  const distinct = [...new Set(uploadIds)]
  const owned = await Promise.all(distinct.map((id) => uploadsService.uploadOwnedBy(db, id, userId)))
  const unknown = distinct.flatMap((id, index) => (owned[index] ? [] : [uploadIds.indexOf(id)]))
  if (unknown.length)
    throw badRequest(
      Object.fromEntries(
        unknown.map((index) => [`uploadIds.${index}`, [KANBAN_MESSAGES.attachmentNotFound]]),
      ),
    )
  return db.transaction(async (tx) => {
    const row = await kanbanRepo.lockItem(tx, itemId)
    if (!row) throw notFound(KANBAN_MESSAGES.itemNotFound)
    const attached = await kanbanRepo.attachedUploadIds(tx, itemId)
    const after = new Set([...attached, ...distinct])
    if (after.size > KANBAN_ATTACHMENTS_MAX)
      throw badRequest({
        uploadIds: [
          { code: KANBAN_MESSAGES.tooManyAttachments, params: { maximum: KANBAN_ATTACHMENTS_MAX } },
        ],
      })
    await kanbanRepo.insertAttachments(tx, itemId, distinct, userId)
    return itemAnswer(tx, row)
  })
}

export async function removeAttachment(db: Db, itemId: number, uploadId: string) {
  const row = await kanbanRepo.findItem(db, itemId)
  if (!row) throw notFound(KANBAN_MESSAGES.itemNotFound)
  if (!(await kanbanRepo.deleteAttachment(db, itemId, uploadId)))
    throw notFound(KANBAN_MESSAGES.fileNotAttached)
  return itemAnswer(db, row)
}

/** The file of an item's attachment, for whoever may read the boards; 404 when not attached. */
export async function attachmentFile(db: Db, itemId: number, uploadId: string) {
  const file = await kanbanRepo.attachmentFile(db, itemId, uploadId)
  if (!file) throw notFound(KANBAN_MESSAGES.fileNotAttached)
  return file
}
