// The WebSocket endpoint /api/realtime on the Node server's upgrade event. A socket says who it is
// in its first message ({ type: 'auth', token }: a token never travels in the URL, where logs and
// proxies keep it); until then it hears nothing, and after 10 seconds without it, it is closed.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { realtimeClientMessageSchema, type RealtimeClientMessage, type RealtimeEvent } from '@aurum/shared'
import { WebSocketServer, type WebSocket } from 'ws'
import type { AuthContext } from '../../auth/types.js'
import type { Logger } from '../../logger.js'
import type { RealtimeHub } from './hub.js'

export const REALTIME_PATH = '/api/realtime'
const AUTH_TIMEOUT_MS = 10_000
const HEARTBEAT_MS = 30_000

export type RealtimeSocketDeps = {
  hub: RealtimeHub
  logger: Logger
  resolveToken: (token: string) => Promise<AuthContext | null>
  /** What the browser says after auth (typing, delivered): handled by the areas. */
  onClientMessage: (
    auth: AuthContext,
    message: Exclude<RealtimeClientMessage, { type: 'auth' | 'ping' }>,
  ) => Promise<void>
  /** Called once a socket is authenticated (e.g. to send the unread count). */
  onConnected?: (auth: AuthContext, send: (event: RealtimeEvent) => void) => Promise<void>
  /** Called when an authenticated socket closes. */
  onDisconnected?: (auth: AuthContext) => Promise<void>
  /** Whether this socket's user may hear the event (a role without the chat hears none of it). */
  mayReceive?: (auth: AuthContext, event: RealtimeEvent) => boolean
}

type HttpServerLike = Pick<Server, 'on'>

export function attachRealtime(server: HttpServerLike, deps: RealtimeSocketDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== REALTIME_PATH) {
      socket.destroy()
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => handle(ws))
  })

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate()
        continue
      }
      alive.set(ws, false)
      ws.ping()
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  function handle(ws: WebSocket) {
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    let auth: AuthContext | null = null
    let disconnect: (() => void) | undefined
    const send = (event: RealtimeEvent, text?: string) => {
      if (ws.readyState !== ws.OPEN) return
      if (auth && deps.mayReceive && !deps.mayReceive(auth, event)) return
      ws.send(text ?? JSON.stringify(event))
    }
    const authTimer = setTimeout(() => ws.close(4401, 'auth required'), AUTH_TIMEOUT_MS)

    ws.on('message', (data) => {
      void (async () => {
        let message: RealtimeClientMessage
        try {
          const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(String(data)))
          if (!parsed.success) return
          message = parsed.data
        } catch {
          return
        }
        if (message.type === 'auth') {
          if (auth) return
          const resolved = await deps.resolveToken(message.token)
          if (!resolved) {
            ws.close(4401, 'invalid token')
            return
          }
          clearTimeout(authTimer)
          auth = resolved
          if (ws.readyState !== ws.OPEN) return
          disconnect = deps.hub.connect(resolved.user.id, send)
          send({ type: 'ready', userId: resolved.user.id })
          await deps.onConnected?.(resolved, send)
          return
        }
        if (!auth || message.type === 'ping') return
        await deps.onClientMessage(auth, message)
      })().catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime: message not handled'))
    })
    ws.on('close', () => {
      clearTimeout(authTimer)
      if (!disconnect || !auth) return
      disconnect()
      deps
        .onDisconnected?.(auth)
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime: close not handled'))
    })
    ws.on('error', () => ws.terminate())
  }

  return {
    close: () => {
      clearInterval(heartbeat)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    },
  }
}
