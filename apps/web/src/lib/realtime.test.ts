import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RealtimeEvent } from '@aurum/shared'
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
  onclose: (() => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.opened.push(this)
  }
  send(text: string) {
    this.sent.push(JSON.parse(text))
  }
  close() {
    this.readyState = 3
    this.onclose?.()
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

  it('does not connect without a session', () => {
    clearSession()
    const connection = createRealtimeConnection()
    connection.start()
    expect(FakeSocket.opened).toHaveLength(0)
  })
})
