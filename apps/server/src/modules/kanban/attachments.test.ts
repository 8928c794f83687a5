// Kanban attachments: files uploaded through the media store, linked to a card by the uploader,
// downloaded only through the kanban (the Kanban read ability), removed, and gone with their card.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { KANBAN_ATTACHMENTS_MAX, kanbanItemSchema, kanbanStateSchema } from '@aurum/shared'
import { kanbanItemAttachments, uploads } from '../../db/schema/index.js'
import { addSignedInUser, useTestAppWithLogins } from '../../test/test-app.js'

let otherToken: string
let boardId: number

const OTHER = { email: 'kanban.other@aurum.example', password: 'other-password' }

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

beforeAll(async () => {
  const created = await addSignedInUser(signedIn, {
    fullName: 'Omar Other',
    username: 'omarother',
    email: OTHER.email,
    password: OTHER.password,
    country: 'EG',
    contact: '+20 2 0000 0000',
  })
  otherToken = created.token
  const state = kanbanStateSchema.parse((await api.request('/api/apps/kanban', { token: tokens.admin })).json)
  boardId = state.boards[0]!.id
})

const call = (method: string, path: string, body?: unknown, token: string | null = tokens.admin) =>
  api.request(`/api/apps/kanban${path}`, { method, token, ...(body === undefined ? {} : { body }) })

async function upload(text: string, name = 'notes.txt', token: string | null = tokens.admin) {
  const form = new FormData()
  form.append('file', new Blob([text], { type: 'text/plain' }), name)
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return api.app.request('/api/apps/kanban/uploads', { method: 'POST', body: form, headers })
}
async function uploadedId(text: string, name?: string, token?: string) {
  const answer = await upload(text, name, token)
  expect(answer.status).toBe(201)
  return ((await answer.json()) as { id: string }).id
}
async function newItem(title: string) {
  const answer = await call('POST', '/item/add', { itemTitle: title, boardId })
  expect(answer.status).toBe(201)
  return kanbanItemSchema.parse(answer.json)
}

describe('POST /api/apps/kanban/uploads', () => {
  it('stores the file in the media store for a kanban user; 401 visitor, 403 client, 400 not a file', async () => {
    const answer = await upload('hello board', 'plan.txt')
    expect(answer.status).toBe(201)
    const body = (await answer.json()) as { id: string; fileName: string; byteSize: number }
    expect(body).toMatchObject({ fileName: 'plan.txt', byteSize: 11 })
    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, body.id))
    expect(row?.contentType).toBe('text/plain')
    expect((await upload('x', 'x.txt', null)).status).toBe(401)
    expect((await upload('x', 'x.txt', tokens.client)).status).toBe(403)
    const binary = new FormData()
    binary.append('file', new Blob([new Uint8Array([0x4d, 0x5a, 0x00, 0x01])]), 'tool.exe')
    const refused = await api.app.request('/api/apps/kanban/uploads', {
      method: 'POST',
      body: binary,
      headers: { authorization: `Bearer ${tokens.admin}` },
    })
    expect(refused.status).toBe(400)
  })
})

describe('attachments of a card', () => {
  it('attaches own uploads, lists them with name and size, counts them, and keeps a repeat once', async () => {
    const item = await newItem('Card with files')
    const first = await uploadedId('first file', 'first.txt')
    const second = await uploadedId('second file!', 'second.txt')
    const answer = await call('POST', `/item/${item.id}/attachments`, { uploadIds: [first, second, first] })
    expect(answer.status).toBe(201)
    const saved = kanbanItemSchema.parse(answer.json)
    expect(saved.attachments).toBe(2)
    expect(saved.files.map((file) => [file.id, file.fileName, file.byteSize])).toEqual(
      expect.arrayContaining([
        [first, 'first.txt', 10],
        [second, 'second.txt', 12],
      ]),
    )
    expect(saved.files[0]!.url).toBe(`/api/apps/kanban/item/${item.id}/attachments/${saved.files[0]!.id}`)
    const again = kanbanItemSchema.parse(
      (await call('POST', `/item/${item.id}/attachments`, { uploadIds: [first] })).json,
    )
    expect(again.attachments).toBe(2)
    // The board's state answers the same files.
    const state = kanbanStateSchema.parse((await call('GET', '')).json)
    expect(state.items.find((entry) => entry.id === item.id)?.files).toHaveLength(2)
  })

  it("refuses an unknown upload id or another user's upload (400), an unknown card (404), bad ids (400)", async () => {
    const item = await newItem('Card refusing files')
    const theirs = await uploadedId('not yours', 'theirs.txt', otherToken)
    const mine = await uploadedId('mine', 'mine.txt')
    const refused = await call('POST', `/item/${item.id}/attachments`, { uploadIds: [mine, theirs] })
    expect(refused.status).toBe(400)
    expect(refused.json.codes['uploadIds.1']).toEqual([{ code: 'kanban.attachmentNotFound' }])
    const unknown = await call('POST', `/item/${item.id}/attachments`, { uploadIds: ['A'.repeat(24)] })
    expect(unknown.status).toBe(400)
    expect((await call('POST', `/item/${item.id}/attachments`, { uploadIds: ['../etc'] })).status).toBe(400)
    expect((await call('POST', `/item/${item.id}/attachments`, { uploadIds: [] })).status).toBe(400)
    expect((await call('POST', '/item/999999/attachments', { uploadIds: [mine] })).status).toBe(404)
    // Nothing was linked by the refused calls.
    expect(
      await api.db.select().from(kanbanItemAttachments).where(eq(kanbanItemAttachments.itemId, item.id)),
    ).toEqual([])
    expect(
      (await call('POST', `/item/${item.id}/attachments`, { uploadIds: [mine] }, tokens.client)).status,
    ).toBe(403)
    expect((await call('POST', `/item/${item.id}/attachments`, { uploadIds: [mine] }, null)).status).toBe(401)
  })

  it(`holds at most ${KANBAN_ATTACHMENTS_MAX} files`, async () => {
    const item = await newItem('Card full of files')
    const ids = []
    for (let index = 0; index < KANBAN_ATTACHMENTS_MAX; index += 1)
      ids.push(await uploadedId(`file ${index}`))
    expect((await call('POST', `/item/${item.id}/attachments`, { uploadIds: ids })).status).toBe(201)
    const extra = await call('POST', `/item/${item.id}/attachments`, {
      uploadIds: [await uploadedId('one more')],
    })
    expect(extra.status).toBe(400)
    expect(extra.json.codes.uploadIds).toEqual([
      { code: 'kanban.tooManyAttachments', params: { maximum: KANBAN_ATTACHMENTS_MAX } },
    ])
  })

  it('downloads a file of the card for any kanban user, as an attachment; never for the client role or a visitor', async () => {
    const item = await newItem('Card to download from')
    const id = await uploadedId('the content', 'résumé notes.txt')
    await call('POST', `/item/${item.id}/attachments`, { uploadIds: [id] })
    const path = `/item/${item.id}/attachments/${id}`
    const answer = await call('GET', path, undefined, otherToken)
    expect(answer.status).toBe(200)
    expect(answer.text).toBe('the content')
    expect(answer.headers.get('content-type')).toContain('text/plain')
    expect(answer.headers.get('content-disposition')).toContain(
      'attachment; filename="r_sum_ notes.txt"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9%20notes.txt',
    )
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await call('GET', path, undefined, tokens.client)).status).toBe(403)
    expect((await call('GET', path, undefined, null)).status).toBe(401)
    // A file not attached to this card is not served through it.
    const other = await newItem('Another card')
    expect((await call('GET', `/item/${other.id}/attachments/${id}`)).status).toBe(404)
    expect((await call('GET', `/item/${item.id}/attachments/${'B'.repeat(24)}`)).status).toBe(404)
    expect((await call('GET', `/item/${item.id}/attachments/bad!id`)).status).toBe(400)
  })

  it('removes a file from the card (404 when it holds none such), and deleting the card drops its links', async () => {
    const item = await newItem('Card losing files')
    const keep = await uploadedId('keep me', 'keep.txt')
    const drop = await uploadedId('drop me', 'drop.txt')
    await call('POST', `/item/${item.id}/attachments`, { uploadIds: [keep, drop] })
    const removed = await call('DELETE', `/item/${item.id}/attachments/${drop}`)
    expect(removed.status).toBe(200)
    expect(kanbanItemSchema.parse(removed.json).files.map((file) => file.id)).toEqual([keep])
    expect((await call('DELETE', `/item/${item.id}/attachments/${drop}`)).status).toBe(404)
    expect(
      (await call('DELETE', `/item/${item.id}/attachments/${keep}`, undefined, tokens.client)).status,
    ).toBe(403)
    expect((await call('DELETE', `/item/${item.id}`)).status).toBe(204)
    expect(
      await api.db.select().from(kanbanItemAttachments).where(eq(kanbanItemAttachments.itemId, item.id)),
    ).toEqual([])
    expect((await call('GET', `/item/${item.id}/attachments/${keep}`)).status).toBe(404)
  })
})
