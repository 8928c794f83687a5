// /api/realtime: authentication by the first message, a message pushed to every tab of the
// recipient, typing and receipts, catching up after a reconnect, and (on PostgreSQL) a message
// posted through one API server reaching a socket of another within a second.
import type { RealtimeEvent } from '@aurum/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createApp } from '../../app.js'
import { openDatabase } from '../../db/client.js'
import { notifications } from '../../db/schema/index.js'
import { createLogger } from '../../logger.js'
import { connect, listen, type Listening } from '../../test/realtime-sockets.js'
import { ADMIN, insertSignedInUser, userIdByEmail, useTestAppWithLogins } from '../../test/test-app.js'
import { usesPostgres } from '../../test/test-database.js'

let adminId: number
let zoeId: number
let zoeToken: string
let server: Listening

const { api, admin, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  adminId = await userIdByEmail(api, ADMIN.email)
  ;({ id: zoeId, token: zoeToken } = await insertSignedInUser(api, {
    fullName: 'Zoe Realtime',
    username: 'zoert',
    email: 'zoe.rt@demo.com',
    password: 'zoe-secret',
    role: 'admin',
  }))
  server = await listen(api)
})
// Vitest runs afterAll hooks last-registered first: the sockets close before the app's database.
afterAll(() => server.close())

describe('/api/realtime', () => {
  it('refuses a socket without a valid token in its first message', async () => {
    const ws = new WebSocket(server.url)
    await new Promise((resolve) => ws.once('open', resolve))
    ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }))
    const code = await new Promise<number>((resolve) => ws.once('close', (closeCode) => resolve(closeCode)))
    expect(code).toBe(4401)
  })

  it('pushes a new message, the unread count and receipts to every tab', async () => {
    const zoeTab1 = await connect(server.url, zoeToken)
    const zoeTab2 = await connect(server.url, zoeToken)
    const adminTab = await connect(server.url, tokens.admin)
    const sent = await admin(`/api/apps/chat/chats/${zoeId}`, {
      method: 'POST',
      body: { message: 'Realtime hello' },
    })
    expect(sent.status).toBe(201)
    const isHello = (event: RealtimeEvent) =>
      event.type === 'chat.message' && event.message.message === 'Realtime hello'
    for (const tab of [zoeTab1, zoeTab2]) {
      const event = await tab.next(isHello)
      expect(event).toMatchObject({ contactId: adminId })
      await tab.next((e) => e.type === 'chat.unread' && e.unread === 1)
    }
    // The sender's own tab hears it too.
    await adminTab.next(isHello)

    // Zoe's tab acknowledges delivery, then typing, then opens the chat: the admin hears each.
    zoeTab1.ws.send(JSON.stringify({ type: 'delivered', contactId: adminId, upToId: sent.json.msg.id }))
    await adminTab.next(
      (e) => e.type === 'chat.receipt' && e.contactId === zoeId && e.isDelivered && !e.isSeen,
    )
    zoeTab1.ws.send(JSON.stringify({ type: 'typing', contactId: adminId, typing: true }))
    await adminTab.next((e) => e.type === 'chat.typing' && e.contactId === zoeId && e.typing)
    await api.request(`/api/apps/chat/chats/${adminId}`, { token: zoeToken })
    await adminTab.next((e) => e.type === 'chat.receipt' && e.contactId === zoeId && e.isSeen)
    await zoeTab2.next((e) => e.type === 'chat.unread' && e.unread === 0)
    for (const tab of [zoeTab1, zoeTab2, adminTab]) tab.close()
  })

  it('tells nothing of the chat to a role without it', async () => {
    const clientTab = await connect(server.url, tokens.client)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(clientTab.events.some((event) => event.type === 'chat.unread')).toBe(false)
    clientTab.close()
  })

  it('catches up after a reconnect: the messages after the last one it has', async () => {
    const tab = await connect(server.url, zoeToken)
    const first = await admin(`/api/apps/chat/chats/${zoeId}`, {
      method: 'POST',
      body: { message: 'before the cut' },
    })
    await tab.next((e) => e.type === 'chat.message' && e.message.id === first.json.msg.id)
    tab.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const missed = ['missed one', 'missed two']
    for (const message of missed)
      await admin(`/api/apps/chat/chats/${zoeId}`, { method: 'POST', body: { message } })
    const back = await connect(server.url, zoeToken)
    expect(back.events.some((e) => e.type === 'chat.message')).toBe(false)
    const caughtUp = await api.request(`/api/apps/chat/chats/${adminId}?after=${first.json.msg.id}`, {
      token: zoeToken,
    })
    expect(caughtUp.json.chat.messages.map((m: { message: string }) => m.message)).toEqual(missed)
    back.close()
  })
})

describe('presence from connections', () => {
  it('shows a user present while any tab of theirs is open, with the status they chose', async () => {
    const { id: inesId, token: inesToken } = await insertSignedInUser(api, {
      fullName: 'Ines Presence',
      username: 'inespresence',
      email: 'ines.presence@demo.com',
      password: 'ines-secret',
      role: 'admin',
    })
    const statusOfInes = async () => {
      const list = await admin(`/api/apps/chat/chats-and-contacts?q=Ines`)
      return list.json.contacts.find((contact: { id: number }) => contact.id === inesId)?.status
    }
    const isInes = (status: string) => (e: RealtimeEvent) =>
      e.type === 'chat.presence' && e.userId === inesId && e.status === status

    expect(await statusOfInes()).toBe('offline')
    const watcher = await connect(server.url, tokens.admin)
    const tab1 = await connect(server.url, inesToken)
    await watcher.next(isInes('online'))
    expect(await statusOfInes()).toBe('online')

    // She chooses "busy": others see it while she is here; a second tab announces nothing new.
    await api.request('/api/apps/chat/profile', {
      method: 'PATCH',
      token: inesToken,
      body: { status: 'busy' },
    })
    await watcher.next(isInes('busy'))
    const tab2 = await connect(server.url, inesToken)
    tab1.close()
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(watcher.events.filter(isInes('offline'))).toEqual([])
    expect(await statusOfInes()).toBe('busy')

    // Her last tab closes: offline for everyone, in the list too.
    tab2.close()
    await watcher.next(isInes('offline'))
    expect(await statusOfInes()).toBe('offline')
    // Her next arrival shows the status she chose, not "online".
    const tab3 = await connect(server.url, inesToken)
    const back = watcher.events.length
    await watcher.next((e) => isInes('busy')(e) && watcher.events.indexOf(e) >= back)
    tab3.close()
    watcher.close()
  })

  it('keeps presence from the client role, which has no chat', async () => {
    const clientTab = await connect(server.url, tokens.client)
    const adminTab = await connect(server.url, tokens.admin)
    await api.request('/api/apps/chat/profile', {
      method: 'PATCH',
      token: tokens.admin,
      body: { status: 'away' },
    })
    await adminTab.next((e) => e.type === 'chat.presence' && e.userId === adminId && e.status === 'away')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(clientTab.events.some((e) => e.type.startsWith('chat.'))).toBe(false)
    await api.request('/api/apps/chat/profile', {
      method: 'PATCH',
      token: tokens.admin,
      body: { status: 'online' },
    })
    clientTab.close()
    adminTab.close()
  })
})

describe('notifications over the socket', () => {
  it('tells the recipient (and only them) when their notifications are written or read', async () => {
    const zoeTab = await connect(server.url, zoeToken)
    const adminTab = await connect(server.url, tokens.admin)
    const changed = (e: RealtimeEvent) => e.type === 'notifications.changed'
    // Written by anything (here straight into the table): the trigger tells the hub after the commit.
    await api.db
      .insert(notifications)
      .values({ userId: zoeId, kind: 'roleChanged', params: { role: 'admin' } })
    await zoeTab.next(changed)
    // Read in one tab: the others hear it too.
    const before = zoeTab.events.filter(changed).length
    const read = await api.request('/api/notifications/read-all', { method: 'POST', token: zoeToken })
    expect(read.status).toBe(204)
    await zoeTab.next((e) => changed(e) && zoeTab.events.filter(changed).length > before)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(adminTab.events.some(changed)).toBe(false)
    zoeTab.close()
    adminTab.close()
  })
})

describe('kanban over the socket', () => {
  it('tells whoever may read the boards that they changed, and nobody else', async () => {
    const adminTab = await connect(server.url, tokens.admin)
    const clientTab = await connect(server.url, tokens.client)
    const added = await admin('/api/apps/kanban/board/add', {
      method: 'POST',
      body: { title: `Realtime ${Date.now()}` },
    })
    expect(added.status).toBeLessThan(300)
    await adminTab.next((e) => e.type === 'kanban.changed')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(clientTab.events.some((e) => e.type === 'kanban.changed')).toBe(false)
    adminTab.close()
    clientTab.close()
  })
})

describe('calendar over the socket', () => {
  it("tells an event's owner and guests (before and after a change) that their events changed", async () => {
    const adminTab = await connect(server.url, tokens.admin)
    const zoeTab = await connect(server.url, zoeToken)
    const clientTab = await connect(server.url, tokens.client)
    const changed = (e: RealtimeEvent) => e.type === 'calendar.changed'
    const heardSince = (tab: { events: RealtimeEvent[] }, from: number) =>
      tab.events.slice(from).some(changed)
    // Zoe plans a meeting with the admin as a guest: both hear it; the client role hears nothing.
    const created = await api.request('/api/apps/calendar', {
      method: 'POST',
      token: zoeToken,
      body: {
        title: 'Planning',
        start: '2026-12-01T09:00:00.000Z',
        end: '2026-12-01T10:00:00.000Z',
        extendedProps: { calendar: 'Business', guests: [adminId] },
      },
    })
    expect(created.status).toBe(201)
    await adminTab.next(changed)
    await zoeTab.next(changed)
    // She takes the admin off the guests: the admin still hears it (the row before the change).
    const adminSeen = adminTab.events.length
    const updated = await api.request(`/api/apps/calendar/${created.json.id}`, {
      method: 'PUT',
      token: zoeToken,
      body: { extendedProps: { calendar: 'Business', guests: [] } },
    })
    expect(updated.status).toBe(201)
    await adminTab.next((e) => changed(e) && adminTab.events.indexOf(e) >= adminSeen)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heardSince(clientTab, 0)).toBe(false)
    for (const tab of [adminTab, zoeTab, clientTab]) tab.close()
  })
})

describe.runIf(usesPostgres)('two API servers on one PostgreSQL', () => {
  it('delivers a message posted through one server to a socket of the other within a second', async () => {
    const url = api.database.url
    if (!url) throw new Error('a PostgreSQL test database has a URL')
    const secondDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    const second = createApp({ database: secondDatabase, tokens: api.tokens, logger: createLogger('silent') })
    const secondServer = await listen(second)
    try {
      const tab = await connect(secondServer.url, zoeToken)
      const started = Date.now()
      const sent = await admin(`/api/apps/chat/chats/${zoeId}`, {
        method: 'POST',
        body: { message: 'across servers' },
      })
      expect(sent.status).toBe(201)
      await tab.next((e) => e.type === 'chat.message' && e.message.id === sent.json.msg.id, 1000)
      expect(Date.now() - started).toBeLessThan(1000)
      // A notification written through the first server's database connection reaches it too.
      await api.db
        .insert(notifications)
        .values({ userId: zoeId, kind: 'roleChanged', params: { role: 'admin' } })
      await tab.next((e) => e.type === 'notifications.changed', 1000)
      tab.close()
    } finally {
      await secondServer.close()
      await secondDatabase.close()
    }
  })
})
