import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REALTIME_CLOSE_UNAUTHORIZED, type RealtimeEvent } from '@aurum/shared'
import { createRealtimeConnection } from './realtime'
import { clearSession, setSession } from './session'

/** A WebSocket that the test drives: it records what is sent and plays the server's side. */
class FakeSocket {
  static OPEN = 1
  static opened: FakeSocket[] = []
  readyState = 0
  sent: unknown[] = []
  onopen: (() => void) | null = null
  onmessage: ((message: { data: string }) => void) | null = null
  onclose: ((close: { code: number }) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.opened.push(this)
  }
  send(text: string) {
    this.sent.push(JSON.parse(text))
  }
  close(code = 1000) {
    this.readyState = 3
    this.onclose?.({ code })
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.onopen?.()
  }
  hear(event: RealtimeEvent) {
    this.onmessage?.({ data: JSON.stringify(event) })
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeSocket.opened = []
  vi.stubGlobal('WebSocket', FakeSocket)
  setSession({
    accessToken: 'token-1',
    userData: { id: 1, fullName: 'Ana', username: 'ana', email: 'a@b.c', avatar: null, role: 'admin' },
    userAbilityRules: [],
  })
})
afterEach(() => {
  clearSession()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the realtime connection', () => {
  it('signs in by its first message, tells listeners, and reconnects after a drop', () => {
    const connection = createRealtimeConnection()
    const heard: RealtimeEvent[] = []
    connection.subscribe((event) => heard.push(event))
    connection.start()
    const first = FakeSocket.opened[0]!
    expect(first.url).toMatch(/\/api\/realtime$/)
    expect(first.url).not.toContain('token')
    first.open()
    expect(first.sent).toEqual([{ type: 'auth', token: 'token-1' }])
    // Nothing goes out before the server says it is ready.
    expect(connection.send({ type: 'typing', contactId: 2, typing: true })).toBe(false)
    first.hear({ type: 'ready', userId: 1 })
    expect(connection.isConnected()).toBe(true)
    expect(connection.send({ type: 'typing', contactId: 2, typing: true })).toBe(true)
    first.hear({ type: 'chat.unread', unread: 3 })
    expect(heard.map((event) => event.type)).toEqual(['ready', 'chat.unread'])

    first.close()
    expect(connection.isConnected()).toBe(false)
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.opened).toHaveLength(2)
    connection.stop()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.opened).toHaveLength(2)
  })

  it('on a 4401 close asks the server about the session, and stops when it has ended', async () => {
    // As the api-client does on a 401 from GET /api/auth/me.
    const checkSession = vi.fn(async () => clearSession())
    const connection = createRealtimeConnection({ checkSession })
    connection.start()
    const first = FakeSocket.opened[0]!
    first.open()
    first.hear({ type: 'ready', userId: 1 })
    first.close(REALTIME_CLOSE_UNAUTHORIZED)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(checkSession).toHaveBeenCalledTimes(1)
    expect(FakeSocket.opened).toHaveLength(1)
    expect(connection.isConnected()).toBe(false)
  })

  it('after a 4401 close tries again, with the growing pause, only if the server still takes the token', async () => {
    const checkSession = vi.fn(async () => undefined)
    const connection = createRealtimeConnection({ checkSession })
    connection.start()
    FakeSocket.opened[0]!.open()
    FakeSocket.opened[0]!.close(REALTIME_CLOSE_UNAUTHORIZED)
    await vi.advanceTimersByTimeAsync(1000)
    expect(checkSession).toHaveBeenCalledTimes(1)
    expect(FakeSocket.opened).toHaveLength(2)
    // Refused again: the pause grows instead of spinning.
    FakeSocket.opened[1]!.open()
    FakeSocket.opened[1]!.close(REALTIME_CLOSE_UNAUTHORIZED)
    await vi.advanceTimersByTimeAsync(1500)
    expect(FakeSocket.opened).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(FakeSocket.opened).toHaveLength(3)
    connection.stop()
  })

  it('does not connect without a session', () => {
    clearSession()
    const connection = createRealtimeConnection()
    connection.start()
    expect(FakeSocket.opened).toHaveLength(0)
  })
})
