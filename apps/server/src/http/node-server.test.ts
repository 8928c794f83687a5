// Issue 32, point 7: a request that trickles in is cut off. Short clocks here (the shipped ones are
// 20 s for headers, and 30 s then 8 KB/s for a body); the client really sends a byte every 2 s.
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'
import { serveWithClocks } from './node-server.js'

let api: TestApp
let server: Server
let port: number

const clocks = { headersTimeoutMs: 3000, bodyGraceMs: 3000, bodyMinBytesPerSecond: 1024 }

beforeAll(async () => {
  api = await createTestApp()
  await new Promise<void>((listening) => {
    server = serveWithClocks({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, clocks, () =>
      listening(),
    )
  })
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((closed) => server.close(closed))
  await api.close()
})

/**
 * Opens a raw connection, writes `head`, then `drip()` every `everyMs` until the server closes the
 * connection or `giveUpMs` passes; answers what came back and when the connection ended.
 */
function trickle(head: string, drip: () => string, everyMs: number, giveUpMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number | null }>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    const started = Date.now()
    let answer = ''
    const dripping = setInterval(() => {
      if (!socket.destroyed) socket.write(drip())
    }, everyMs)
    const giveUp = setTimeout(() => {
      clearInterval(dripping)
      socket.destroy()
      resolve({ answer, closedAfterMs: null })
    }, giveUpMs)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      clearInterval(dripping)
      clearTimeout(giveUp)
      resolve({ answer, closedAfterMs: Date.now() - started })
    })
    socket.write(head)
  })
}

describe('a request that trickles in', () => {
  it('is cut off with 408 when its body sends a byte every 2 s', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{'
    const { answer, closedAfterMs } = await trickle(head, () => ' ', 2000, 20_000)
    expect(closedAfterMs).not.toBeNull()
    expect(closedAfterMs!).toBeGreaterThanOrEqual(clocks.bodyGraceMs)
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(answer).toContain('"code":"common.requestTimeout"')
  })

  it('is cut off with 408 when its headers do', async () => {
    let header = 0
    const { answer, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      () => `X-Slow-${++header}: 1\r\n`,
      1000,
      20_000,
    )
    expect(closedAfterMs).not.toBeNull()
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('is not cut off while it keeps the minimum pace, however long it takes', async () => {
    // 20 KB at ~2 KB every 200 ms: 10 KB/s against the 1 KB/s minimum, past the 3 s grace.
    const filler = ' '.repeat(2048)
    const length = filler.length * 10 + 2
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${length}\r\nConnection: close\r\n\r\n`
    let sent = 0
    const { answer, closedAfterMs } = await trickle(
      head,
      () => (++sent < 10 ? filler : sent === 10 ? `${filler}{}` : ''),
      400,
      30_000,
    )
    expect(closedAfterMs).not.toBeNull()
    expect(closedAfterMs!).toBeGreaterThan(clocks.bodyGraceMs)
    // The body arrived whole and was judged by the route: fields missing, not a timeout.
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
  })
})

describe('a kept-alive connection', () => {
  it('still answers a second request sent 6 s after the first (Node closes idle ones after 5 s by default)', async () => {
    const request = 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'
    const socket = connect(port, '127.0.0.1')
    socket.setEncoding('utf8')
    let received = ''
    let closed = false
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('close', () => (closed = true))
    socket.on('error', () => undefined)
    const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0
    const until = async (done: () => boolean) => {
      while (!done() && !closed) await new Promise((tick) => setTimeout(tick, 50))
    }
    socket.write(request)
    await until(() => answers() === 1)
    await new Promise((idle) => setTimeout(idle, 6000))
    expect(closed).toBe(false)
    socket.write(request)
    await until(() => answers() === 2)
    socket.destroy()
    expect(answers()).toBe(2)
  }, 30_000)
})
