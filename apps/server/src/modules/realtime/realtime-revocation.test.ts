// Revocation reaches open sockets (issue 32, point 1). Each test opens a real socket, ends its
// session or narrows its user's abilities through the ordinary route (or a script's SQL), and checks
// that the socket is closed with 4401, or stays open hearing nothing its user may no longer hear,
// while a control socket keeps hearing. Before the fix every one of these sockets went on receiving
// chat text, typing, presence and board events until it closed by itself.
import { REALTIME_CLOSE_UNAUTHORIZED, type RealtimeEvent } from '@aurum/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { openDatabase } from '../../db/client.js'
import { notifications, sessions, users } from '../../db/schema/index.js'
import { createLogger } from '../../logger.js'
import { connect, listen, type Listening, type TestSocket } from '../../test/realtime-sockets.js'
import { createTestAppWithLogins, type SignedInRequest, type TestApp } from '../../test/test-app.js'
import { usesPostgres } from '../../test/test-database.js'

/**
 * The issue asks for a second; a busy two-core test machine gets room. A socket that is never
 * closed (the behaviour before the fix) fails either way.
 */
const CLOSED_WITHIN_MS = 5000

let api: TestApp
let admin: SignedInRequest
let adminToken: string
let adminId: number
let server: Listening
const resetLinks: string[] = []

beforeAll(async () => {
  ;({ api, admin, adminToken } = await createTestAppWithLogins({
    onPasswordResetLink: (link) => resetLinks.push(link),
  }))
  adminId = (await admin('/api/auth/me')).json.userData.id
  server = await listen(api)
})
afterAll(async () => {
  await server.close()
  await api.close()
})

let created = 0
/** A new user (through the users page's route) who can sign in, as many times as a test wants. */
async function newUser(role = 'admin') {
  created += 1
  const email = `revoked.${created}.${Date.now()}@example.com`
  const password = 'revoked-pass-1'
  const answer = await admin('/api/apps/users', {
    method: 'POST',
    body: {
      fullName: `Revoked ${created}`,
      username: `revoked.${created}.${Date.now()}`,
      email,
      role,
      currentPlan: 'basic',
      status: 'active',
      password,
    },
  })
  expect(answer.status).toBe(201)
  return { id: answer.json.id as number, email, login: () => api.login({ email, password }) }
}

let markers = 900_000
/**
 * Publishes a typing event (chat text, typing and presence are checked alike) to these users, as
 * any server would; answers a test for it.
 */
async function publishMarker(hub: TestApp['hub'], to: number[]) {
  markers += 1
  const contactId = markers
  await hub.publish(to, { type: 'chat.typing', contactId, typing: true })
  return (event: RealtimeEvent) => event.type === 'chat.typing' && event.contactId === contactId
}

/**
 * The socket was closed as unauthorized, and heard nothing published once its session had ended:
 * `published` is sent to it and to `control` right after the revocation's answer, before the close.
 */
async function expectRevoked(socket: TestSocket, control: TestSocket, hub: TestApp['hub'] = api.hub) {
  const published = await publishMarker(hub, [...new Set([socketUserId(socket), socketUserId(control)])])
  expect(await socket.closedWithin(CLOSED_WITHIN_MS)).toBe(REALTIME_CLOSE_UNAUTHORIZED)
  await control.next(published, CLOSED_WITHIN_MS)
  expect(socket.events.some(published)).toBe(false)
  expect(control.ws.readyState).toBe(control.ws.OPEN)
}

function socketUserId(socket: TestSocket): number {
  const ready = socket.events.find((event) => event.type === 'ready')
  if (ready?.type !== 'ready') throw new Error('the socket never signed in')
  return ready.userId
}

describe('a socket whose session ends is closed with 4401', () => {
  it('on logout: that session only, the same user’s other session keeps hearing', async () => {
    const user = await newUser()
    const [leaving, staying] = [await user.login(), await user.login()]
    const socket = await connect(server.url, leaving)
    const otherTab = await connect(server.url, staying)
    expect((await api.request('/api/auth/logout', { method: 'POST', token: leaving })).status).toBe(204)
    await expectRevoked(socket, otherTab)
    otherTab.close()
  })

  it('on a password reset: every session of the account', async () => {
    const user = await newUser()
    const socket = await connect(server.url, await user.login())
    const control = await connect(server.url, adminToken)
    await api.request('/api/auth/forgot-password', { method: 'POST', body: { email: user.email } })
    const token = new URL(resetLinks.at(-1)!).searchParams.get('token')!
    const reset = await api.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'brand-new-pass-2' },
    })
    expect(reset.status).toBe(204)
    await expectRevoked(socket, control)
    control.close()
  })

  it('on "sign out all my other devices": the others, not the asking one', async () => {
    const user = await newUser()
    const [other, asking] = [await user.login(), await user.login()]
    const socket = await connect(server.url, other)
    const askingTab = await connect(server.url, asking)
    const ended = await api.request('/api/account/sessions', { method: 'DELETE', token: asking })
    expect(ended.status).toBe(200)
    await expectRevoked(socket, askingTab)
    askingTab.close()
  })

  it('when an administrator suspends the user', async () => {
    const user = await newUser()
    const socket = await connect(server.url, await user.login())
    const control = await connect(server.url, adminToken)
    const suspended = await admin(`/api/apps/users/${user.id}/status`, {
      method: 'PATCH',
      body: { status: 'inactive' },
    })
    expect(suspended.status).toBe(200)
    await expectRevoked(socket, control)
    control.close()
  })

  it('when the user is made inactive by any other path (a script), sessions untouched', async () => {
    const user = await newUser()
    const socket = await connect(server.url, await user.login())
    const control = await connect(server.url, adminToken)
    await api.db.update(users).set({ status: 'inactive' }).where(eq(users.id, user.id))
    await expectRevoked(socket, control)
    control.close()
  })

  it('when an administrator deletes the user', async () => {
    const user = await newUser()
    const socket = await connect(server.url, await user.login())
    const control = await connect(server.url, adminToken)
    expect((await admin(`/api/apps/users/${user.id}`, { method: 'DELETE' })).status).toBeLessThan(300)
    await expectRevoked(socket, control)
    control.close()
  })

  it('when its session expires, at the next periodic re-check (no write tells of an expiry)', async () => {
    const sweeping = await listen(api, { revalidateEveryMs: 200, sharesHub: true })
    try {
      const user = await newUser()
      const token = await user.login()
      const socket = await connect(sweeping.url, token)
      const control = await connect(sweeping.url, adminToken)
      const claims = await api.tokens.read(token)
      await api.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.id, claims!.sessionId))
      expect(await socket.closedWithin(CLOSED_WITHIN_MS)).toBe(REALTIME_CLOSE_UNAUTHORIZED)
      // Still open, and still hearing, after several sweeps.
      await new Promise((resolve) => setTimeout(resolve, 500))
      await control.next(await publishMarker(api.hub, [adminId]))
      control.close()
    } finally {
      await sweeping.close()
    }
  })
})

/**
 * Events that reach the sockets after those before them: a notification of the user's own, raised
 * by the database's trigger on the same channel as the rest. Once a socket hears it, it has heard
 * (or been spared) everything published before.
 */
async function fence(socket: TestSocket, userId: number) {
  const before = socket.events.length
  await api.db.insert(notifications).values({ userId, kind: 'roleChanged', params: { role: 'fence' } })
  await socket.next(
    (event) => event.type === 'notifications.changed' && socket.events.indexOf(event) >= before,
    CLOSED_WITHIN_MS,
  )
}

const FULL = ['read', 'update', 'create', 'delete']

describe('a socket whose user loses a subject stays open and hears none of it', () => {
  it('a role losing Chat, then Kanban: no chat text, typing, presence or board event', async () => {
    const roleName = `rt-staff-${Date.now()}`
    const role = await admin('/api/apps/roles', {
      method: 'POST',
      body: { name: roleName, permissions: { Chat: FULL, Kanban: FULL } },
    })
    expect(role.status).toBe(201)
    const user = await newUser(roleName)
    const socket = await connect(server.url, await user.login())
    const control = await connect(server.url, adminToken)
    const boardEvent = (event: RealtimeEvent) => event.type === 'kanban.changed'
    const changeBoards = async () => {
      const added = await admin('/api/apps/kanban/board/add', {
        method: 'POST',
        body: { title: `Revocation ${Date.now()}` },
      })
      expect(added.status).toBeLessThan(300)
    }
    // Presence is told to everyone: a status chosen only after the change marks the event.
    const adminPresence = (status: 'away' | 'busy') => async () => {
      const answer = await admin('/api/apps/chat/profile', { method: 'PATCH', body: { status } })
      expect(answer.status).toBeLessThan(300)
      return (event: RealtimeEvent) =>
        event.type === 'chat.presence' && event.userId === adminId && event.status === status
    }

    // While the role has them, the socket hears both.
    await socket.next(await publishMarker(api.hub, [user.id]))
    await changeBoards()
    await socket.next(boardEvent)

    const withoutChat = await admin(`/api/apps/roles/${role.json.id}`, {
      method: 'PUT',
      body: { name: roleName, permissions: { Kanban: FULL } },
    })
    expect(withoutChat.status).toBe(200)
    const typing = await publishMarker(api.hub, [user.id, adminId])
    const away = await adminPresence('away')()
    // A board change after everything already heard: Kanban is still the role's.
    await fence(socket, user.id)
    const boardsBefore = socket.events.filter(boardEvent).length
    await changeBoards()
    await socket.next((e) => boardEvent(e) && socket.events.filter(boardEvent).length > boardsBefore)
    await fence(socket, user.id)
    await control.next(typing)
    await control.next(away)
    expect(socket.events.some(typing)).toBe(false)
    expect(socket.events.some(away)).toBe(false)

    const withNothing = await admin(`/api/apps/roles/${role.json.id}`, {
      method: 'PUT',
      body: { name: roleName, permissions: { AclDemo: ['read'] } },
    })
    expect(withNothing.status).toBe(200)
    // The last board change came before the last fence: none of its events is still on the way.
    const afterBoards = socket.events.length
    const controlBoards = control.events.filter(boardEvent).length
    await changeBoards()
    const busy = await adminPresence('busy')()
    await fence(socket, user.id)
    await control.next((e) => boardEvent(e) && control.events.filter(boardEvent).length > controlBoards)
    await control.next(busy)
    expect(socket.events.slice(afterBoards).some(boardEvent)).toBe(false)
    expect(socket.events.some(busy)).toBe(false)
    expect(socket.ws.readyState).toBe(socket.ws.OPEN)
    await admin('/api/apps/chat/profile', { method: 'PATCH', body: { status: 'online' } })
    socket.close()
    control.close()
  })

  it('a user moved to a role without the chat', async () => {
    const user = await newUser()
    const socket = await connect(server.url, await user.login())
    const control = await connect(server.url, adminToken)
    const detail = (await admin(`/api/apps/users/${user.id}`)).json
    const { fullName, username, email, company, country, contact, currentPlan, status, taxId, language } =
      detail
    const moved = await admin(`/api/apps/users/${user.id}`, {
      method: 'PUT',
      body: {
        fullName,
        username,
        email,
        company,
        country,
        contact,
        currentPlan,
        status,
        taxId,
        language,
        role: 'client',
      },
    })
    expect(moved.status).toBe(200)
    const typing = await publishMarker(api.hub, [user.id, adminId])
    await fence(socket, user.id)
    await control.next(typing)
    expect(socket.events.some(typing)).toBe(false)
    socket.close()
    control.close()
  })
})

describe.runIf(usesPostgres)('revocation across API servers on one PostgreSQL', () => {
  it('a suspension and a role change made through one server reach the sockets of another', async () => {
    const url = api.database.url
    if (!url) throw new Error('a PostgreSQL test database has a URL')
    const secondDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    const second = createApp({ database: secondDatabase, tokens: api.tokens, logger: createLogger('silent') })
    const secondServer = await listen(second)
    try {
      const suspended = await newUser()
      const moved = await newUser()
      const suspendedSocket = await connect(secondServer.url, await suspended.login())
      const movedSocket = await connect(secondServer.url, await moved.login())
      const control = await connect(secondServer.url, adminToken)

      // Through the first server's route; the socket lives on the second.
      const answer = await admin(`/api/apps/users/${suspended.id}/status`, {
        method: 'PATCH',
        body: { status: 'inactive' },
      })
      expect(answer.status).toBe(200)
      await expectRevoked(suspendedSocket, control, second.hub)

      await api.db.update(users).set({ role: 'client' }).where(eq(users.id, moved.id))
      // Published by the first server: NOTIFY carries it after the role change.
      const typing = await publishMarker(api.hub, [moved.id, adminId])
      await fence(movedSocket, moved.id)
      await control.next(typing)
      expect(movedSocket.events.some(typing)).toBe(false)
      movedSocket.close()
      control.close()
    } finally {
      await secondServer.close()
      await secondDatabase.close()
    }
  })
})
