import { beforeAll, describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { KANBAN_BOARDS, kanbanItemSchema, kanbanStateSchema, type KanbanState } from '@aurum/shared'
import { kanbanBoards, kanbanItems, users } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

let adminId: number

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  adminId = (await api.db.select().from(users).where(eq(users.email, 'admin@demo.com')))[0]!.id
})

const call = (method: string, path: string, body?: unknown, token = tokens.admin) =>
  api.request(`/api/apps/kanban${path}`, { method, token, ...(body === undefined ? {} : { body }) })

async function state(): Promise<KanbanState> {
  const answer = await call('GET', '')
  expect(answer.status).toBe(200)
  return kanbanStateSchema.parse(answer.json)
}

/** The stored order, read plainly: board → item ids by position. */
async function storedOrder() {
  const boards = await api.db
    .select()
    .from(kanbanBoards)
    .orderBy(asc(kanbanBoards.position), asc(kanbanBoards.id))
  const items = await api.db.select().from(kanbanItems)
  return boards.map((board) => ({
    id: board.id,
    title: board.title,
    items: items
      .filter((item) => item.boardId === board.id)
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ id: item.id, position: item.position })),
  }))
}

const boardIdOf = async (title: string) => (await state()).boards.find((board) => board.title === title)!.id

describe('kanban access', () => {
  it('refuses visitors and the client role', async () => {
    expect((await api.request('/api/apps/kanban')).status).toBe(401)
    expect((await call('GET', '', undefined, tokens.client)).status).toBe(403)
    expect((await call('POST', '/board/add', { title: 'X' }, tokens.client)).status).toBe(403)
    expect((await call('PUT', '/item/state-update', { boardId: 1, ids: [] }, tokens.client)).status).toBe(403)
  })
})

describe('GET /api/apps/kanban', () => {
  it('answers the seeded boards in order with their items ids, as stored', async () => {
    const answer = await state()
    expect(answer.boards.map((board) => board.title)).toEqual([...KANBAN_BOARDS])
    const stored = await storedOrder()
    expect(answer.boards.map((board) => board.itemsIds)).toEqual(
      stored.map((board) => board.items.map((i) => i.id)),
    )
    const rows = await api.db.select().from(kanbanItems)
    expect(answer.items).toHaveLength(rows.length)
    for (const item of answer.items) {
      const row = rows.find((candidate) => candidate.id === item.id)!
      expect(item.commentsCount).toBe(row.comments.length)
      expect(item.members.map((member) => member.id)).toEqual(row.memberUserIds)
      expect(item.boardId).toBe(row.boardId)
    }
  })
})

describe('boards', () => {
  it('adds a board at the end (201) and refuses a duplicate title, case aside', async () => {
    const answer = await call('POST', '/board/add', { title: 'Backlog' })
    expect(answer.status).toBe(201)
    expect(answer.json).toMatchObject({ title: 'Backlog', itemsIds: [] })
    expect((await state()).boards.at(-1)!.title).toBe('Backlog')
    for (const title of ['Backlog', 'in progress', '  DONE ']) {
      const duplicate = await call('POST', '/board/add', { title })
      expect(duplicate.status, title).toBe(400)
      expect(duplicate.json.codes.title[0].code).toBe('kanban.duplicateBoard')
    }
    expect((await call('POST', '/board/add', { title: '' })).status).toBe(400)
    expect((await call('POST', '/board/add', {})).status).toBe(400)
  })

  it('renames a board; a title of another board is refused; an unknown board is a 404', async () => {
    const id = await boardIdOf('Backlog')
    const renamed = await call('PUT', '/board/rename', { boardId: id, newName: 'Icebox' })
    expect(renamed.status).toBe(200)
    expect((await api.db.select().from(kanbanBoards).where(eq(kanbanBoards.id, id)))[0]!.title).toBe('Icebox')
    const taken = await call('PUT', '/board/rename', { boardId: id, newName: 'Done' })
    expect(taken.status).toBe(400)
    expect(taken.json.codes.newName[0].code).toBe('kanban.duplicateBoard')
    expect((await call('PUT', '/board/rename', { boardId: id, newName: 'icebox' })).status).toBe(200)
    expect((await call('PUT', '/board/rename', { boardId: 999_999, newName: 'Nope' })).status).toBe(404)
  })

  it('reorders boards; boards left out follow in their order', async () => {
    const before = (await state()).boards.map((board) => board.id)
    const wanted = [before[2]!, before[0]!]
    const answer = await call('PUT', '/board/state-update', { ids: wanted })
    expect(answer.status).toBe(200)
    const after = (await storedOrder()).map((board) => board.id)
    expect(after).toEqual([...wanted, ...before.filter((id) => !wanted.includes(id))])
    expect((await call('PUT', '/board/state-update', { ids: [before[0], before[0]] })).status).toBe(400)
    expect((await call('PUT', '/board/state-update', { ids: [999_999] })).status).toBe(400)
    await call('PUT', '/board/state-update', { ids: before })
  })
})

describe('items', () => {
  let itemId: number

  it('adds an item at the end of its board: title and board required', async () => {
    const board = await boardIdOf('In Review')
    const answer = await call('POST', '/item/add', {
      itemTitle: 'Write the release notes',
      boardId: board,
      boardName: 'In Review',
    })
    expect(answer.status).toBe(201)
    const item = kanbanItemSchema.parse(answer.json)
    itemId = item.id
    expect(item).toMatchObject({ title: 'Write the release notes', boardId: board, commentsCount: 0 })
    expect((await state()).boards.find((b) => b.id === board)!.itemsIds.at(-1)).toBe(item.id)
    for (const body of [{ boardId: board }, { itemTitle: 'x' }, { itemTitle: '  ', boardId: board }]) {
      expect((await call('POST', '/item/add', body)).status, JSON.stringify(body)).toBe(400)
    }
    const unknownBoard = await call('POST', '/item/add', { itemTitle: 'x', boardId: 999_999 })
    expect(unknownBoard.status).toBe(400)
    expect(unknownBoard.json.codes.boardId[0].code).toBe('kanban.boardNotFound')
  })

  it('updates the fields given: title, due date, labels, members (Aurum users)', async () => {
    const answer = await call('PUT', '/item/update', {
      item: {
        id: itemId,
        title: 'Release notes',
        dueDate: '2026-12-01',
        labels: ['Docs', 'Docs', 'UX'],
        members: [adminId],
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      title: 'Release notes',
      dueDate: '2026-12-01',
      labels: ['Docs', 'UX'],
    })
    expect(answer.json.members.map((member: { id: number }) => member.id)).toEqual([adminId])
    const [row] = await api.db.select().from(kanbanItems).where(eq(kanbanItems.id, itemId))
    expect(row).toMatchObject({ title: 'Release notes', dueDate: '2026-12-01', memberUserIds: [adminId] })
    const partial = await call('PUT', '/item/update', { item: { id: itemId, dueDate: null } })
    expect(partial.json).toMatchObject({ title: 'Release notes', dueDate: null })
    const ghost = await call('PUT', '/item/update', { item: { id: itemId, members: [999_999] } })
    expect(ghost.status).toBe(400)
    expect(ghost.json.codes['item.members'][0].code).toBe('kanban.memberNotFound')
    expect((await call('PUT', '/item/update', { item: { id: itemId, dueDate: '01/12/2026' } })).status).toBe(
      400,
    )
    expect((await call('PUT', '/item/update', { item: { id: 999_999, title: 'x' } })).status).toBe(404)
  })

  it('stores comments with their author and time', async () => {
    const answer = await call('POST', `/item/${itemId}/comments`, { text: 'Draft is in the wiki' })
    expect(answer.status).toBe(201)
    const [row] = await api.db.select().from(kanbanItems).where(eq(kanbanItems.id, itemId))
    expect(row!.comments).toHaveLength(1)
    expect(row!.comments[0]).toMatchObject({
      text: 'Draft is in the wiki',
      authorId: adminId,
      author: 'John Doe',
    })
    expect(Date.now() - Date.parse(row!.comments[0]!.createdAt)).toBeLessThan(60_000)
    expect(answer.json.commentsCount).toBe(1)
    expect((await call('POST', `/item/${itemId}/comments`, { text: ' ' })).status).toBe(400)
    expect((await call('POST', '/item/999999/comments', { text: 'x' })).status).toBe(404)
  })

  it('deletes an item (its board closes the gap); an unknown one is a 404', async () => {
    const board = (await api.db.select().from(kanbanItems).where(eq(kanbanItems.id, itemId)))[0]!.boardId
    expect((await call('DELETE', `/item/${itemId}`)).status).toBe(204)
    expect((await call('DELETE', `/item/${itemId}`)).status).toBe(404)
    const positions = (await storedOrder()).find((b) => b.id === board)!.items.map((i) => i.position)
    expect(positions).toEqual(positions.map((_, index) => index))
  })
})

describe('moves', () => {
  it('reorders within a board and moves across boards; both boards stay contiguous', async () => {
    const before = await state()
    const [first, second] = before.boards
    const reversed = [...first!.itemsIds].reverse()
    expect((await call('PUT', '/item/state-update', { boardId: first!.id, ids: reversed })).status).toBe(200)
    expect((await state()).boards[0]!.itemsIds).toEqual(reversed)
    // The first card of board 1 goes to the top of board 2.
    const moved = reversed[0]!
    const answer = await call('PUT', '/item/state-update', {
      boardId: second!.id,
      ids: [moved, ...second!.itemsIds],
    })
    expect(answer.status).toBe(200)
    const stored = await storedOrder()
    expect(stored[0]!.items.map((i) => i.id)).toEqual(reversed.slice(1))
    expect(stored[1]!.items.map((i) => i.id)).toEqual([moved, ...second!.itemsIds])
    for (const board of stored)
      expect(board.items.map((i) => i.position)).toEqual(board.items.map((_, index) => index))
    // A client that does not know of a card on the board keeps it (after the given ones).
    const partial = await call('PUT', '/item/state-update', {
      boardId: second!.id,
      ids: [second!.itemsIds[0]],
    })
    expect(partial.status).toBe(200)
    expect((await storedOrder())[1]!.items.map((i) => i.id).sort()).toEqual(
      [moved, ...second!.itemsIds].sort(),
    )
  })

  it('refuses unknown boards and items, and an id given twice', async () => {
    const { boards } = await state()
    expect((await call('PUT', '/item/state-update', { boardId: 999_999, ids: [] })).status).toBe(404)
    expect((await call('PUT', '/item/state-update', { boardId: boards[0]!.id, ids: [999_999] })).status).toBe(
      400,
    )
    const twice = await call('PUT', '/item/state-update', { boardId: boards[0]!.id, ids: [1, 1] })
    expect(twice.status).toBe(400)
    expect(twice.json.codes.ids[0].code).toBe('kanban.duplicateIds')
  })

  it('20 concurrent moves between two boards end with every card exactly once', async () => {
    const { boards, items } = await state()
    const [a, b] = [boards[0]!, boards[1]!]
    const cards = [...a.itemsIds, ...b.itemsIds]
    expect(cards.length).toBeGreaterThanOrEqual(4)
    // Each client read the same state and moves one card to the top of the other board.
    const moves = Array.from({ length: 20 }, (_, index) => {
      const card = cards[index % cards.length]!
      const from = a.itemsIds.includes(card) ? a : b
      const to = from === a ? b : a
      return call('PUT', '/item/state-update', { boardId: to.id, ids: [card, ...to.itemsIds] })
    })
    const answers = await Promise.all(moves)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const stored = await storedOrder()
    const everywhere = stored.flatMap((board) => board.items.map((item) => item.id))
    expect(everywhere.sort((x, y) => x - y)).toEqual(items.map((item) => item.id).sort((x, y) => x - y))
    expect(new Set(everywhere).size).toBe(everywhere.length)
    for (const board of stored)
      expect(board.items.map((i) => i.position)).toEqual(board.items.map((_, index) => index))
    const onTwo = stored.slice(0, 2).flatMap((board) => board.items.map((item) => item.id))
    expect(onTwo.sort((x, y) => x - y)).toEqual([...cards].sort((x, y) => x - y))
  })

  it('deleting a board deletes its items', async () => {
    const { boards } = await state()
    const last = boards.at(-1)!
    expect((await call('DELETE', `/board/${last.id}`)).status).toBe(204)
    expect(await api.db.select().from(kanbanItems).where(eq(kanbanItems.boardId, last.id))).toEqual([])
    expect((await call('DELETE', `/board/${last.id}`)).status).toBe(404)
  })
})

describe('GET /api/apps/kanban read again after any write', () => {
  it('shows a change made outside the API (another server, a script) on the next read', async () => {
    const before = await state()
    expect(await state()).toEqual(before)
    const item = before.items[0]!
    await api.db.update(kanbanItems).set({ title: 'Renamed by a script' }).where(eq(kanbanItems.id, item.id))
    const after = await state()
    expect(after.items.find((entry) => entry.id === item.id)?.title).toBe('Renamed by a script')
    await api.db.update(kanbanItems).set({ title: item.title }).where(eq(kanbanItems.id, item.id))
  })
})
