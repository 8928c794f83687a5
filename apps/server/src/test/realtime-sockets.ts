// Real WebSockets on /api/realtime for tests: a test app served on a port of its own, and signed-in
// sockets that record what they hear and how they were closed.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { RealtimeEvent } from '@aurum/shared'
import WebSocket from 'ws'
import type { TestApp } from './test-app.js'

export type Listening = { url: string; close: () => Promise<void> }

/**
 * Serves the app and its realtime endpoint on 127.0.0.1. `sharesHub`: another endpoint of an app
 * already listening (its hub is started and stopped by the first).
 */
export async function listen(
  app: Pick<TestApp, 'app' | 'hub' | 'attachRealtime'>,
  options: { revalidateEveryMs?: number; sharesHub?: boolean } = {},
): Promise<Listening> {
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    )
  })
  const realtime = app.attachRealtime(server, { revalidateEveryMs: options.revalidateEveryMs })
  if (!options.sharesHub) await app.hub.start()
  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}/api/realtime`,
    close: async () => {
      realtime.close()
      if (!options.sharesHub) await app.hub.stop()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type TestSocket = Awaited<ReturnType<typeof connect>>

/** A signed-in socket that records what it hears. */
export async function connect(url: string, token: string) {
  const events: RealtimeEvent[] = []
  const waiters: { test: (event: RealtimeEvent) => boolean; resolve: (event: RealtimeEvent) => void }[] = []
  const ws = new WebSocket(url)
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as RealtimeEvent
    events.push(event)
    for (const waiter of [...waiters])
      if (waiter.test(event)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(event)
      }
  })
  /** The close code, once the socket is closed (by either side). */
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)))
  await new Promise((resolve, reject) => {
    ws.once('open', resolve)
    ws.once('error', reject)
  })
  const next = (test: (event: RealtimeEvent) => boolean, timeoutMs = 2000) =>
    new Promise<RealtimeEvent>((resolve, reject) => {
      const seen = events.find(test)
      if (seen) return resolve(seen)
      const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs)
      waiters.push({ test, resolve: (event) => (clearTimeout(timer), resolve(event)) })
    })
  /** The close code, or an error if the socket is still open after `timeoutMs`. */
  const closedWithin = (timeoutMs: number) =>
    Promise.race([
      closed,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ])
  ws.send(JSON.stringify({ type: 'auth', token }))
  await next((event) => event.type === 'ready')
  return { ws, events, next, closed, closedWithin, close: () => ws.close() }
}
