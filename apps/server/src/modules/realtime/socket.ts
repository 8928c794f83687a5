// The WebSocket endpoint /api/realtime on the Node server's upgrade event. A socket says who it is
// in its first message ({ type: 'auth', token }: a token never travels in the URL, where logs and
// proxies keep it); until then it hears nothing, and after 10 seconds without it, it is closed.
// A socket's session is read again whenever the hub says it may have changed (a session ended, a
// user suspended, deleted or given other abilities: migration 0058's triggers, on every server) and
// once a minute regardless, in case a signal was missed (the LISTEN connection dropped) or the
// session simply expired. Meanwhile what it hears waits; then a session that no longer resolves is
// closed with 4401, and a live one hears only what its current abilities allow.
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import {
  REALTIME_CLOSE_UNAUTHORIZED,
  realtimeClientMessageSchema,
  type RealtimeClientMessage,
  type RealtimeEvent,
} from '@aurum/shared'
import { WebSocketServer, type WebSocket } from 'ws'
import type { AuthContext } from '../../auth/types.js'
import type { Logger } from '../../logger.js'
import type { RealtimeHub } from './hub.js'

const REALTIME_PATH = '/api/realtime'
const AUTH_TIMEOUT_MS = 10_000
const HEARTBEAT_MS = 30_000
/** The safety net's period; signals (the usual way) arrive within milliseconds. */
const REVALIDATE_EVERY_MS = 60_000
/** Sessions read in one query by a re-check of many sockets. */
const SESSIONS_PER_QUERY = 1000
/**
 * Events one socket may hold while its session is read again (milliseconds); past them it is
 * closed with 1013 and reconnects, catching up by REST as after any drop.
 */
const MAX_HELD_EVENTS = 500

type SessionRef = { sessionId: string; userId: number }

export type RealtimeSocketDeps = {
  hub: RealtimeHub
  logger: Logger
  resolveToken: (token: string) => Promise<AuthContext | null>
  /** The live ones among these sessions, by session id, with the abilities their users hold now. */
  resolveSessions: (sessions: SessionRef[]) => Promise<Map<string, AuthContext>>
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
  /** The safety net's period (REVALIDATE_EVERY_MS unless a test wants it sooner). */
  revalidateEveryMs?: number
}

type HttpServerLike = Pick<Server, 'on'>

/**
 * Sessions asked for in one turn of the event loop (a signal for everyone, the periodic sweep) are
 * read together: one query per thousand, not one per socket.
 */
function batchedSessionReader(resolveSessions: RealtimeSocketDeps['resolveSessions']) {
  type Request = {
    session: SessionRef
    resolve: (auth: AuthContext | null) => void
    reject: (error: unknown) => void
  }
  let queued: Request[] = []
  const flush = async () => {
    const batch = queued
    queued = []
    for (let start = 0; start < batch.length; start += SESSIONS_PER_QUERY) {
      const chunk = batch.slice(start, start + SESSIONS_PER_QUERY)
      try {
        const live = await resolveSessions(chunk.map((request) => request.session))
        for (const request of chunk) request.resolve(live.get(request.session.sessionId) ?? null)
      } catch (error) {
        for (const request of chunk) request.reject(error)
      }
    }
  }
  return (session: SessionRef) =>
    new Promise<AuthContext | null>((resolve, reject) => {
      if (queued.length === 0) queueMicrotask(() => void flush())
      queued.push({ session, resolve, reject })
    })
}

export function attachRealtime(server: HttpServerLike, deps: RealtimeSocketDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
  const alive = new WeakMap<WebSocket, boolean>()
  const readSession = batchedSessionReader(deps.resolveSessions)
  /** The re-check of each signed-in socket on this server, for the periodic sweep. */
  const signedIn = new Set<() => void>()

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

  const sweep = setInterval(() => {
    for (const revalidate of signedIn) revalidate()
  }, deps.revalidateEveryMs ?? REVALIDATE_EVERY_MS)
  sweep.unref()

  function handle(ws: WebSocket) {
    alive.set(ws, true)
    ws.on('pong', () => alive.set(ws, true))
    let auth: AuthContext | null = null
    let unregister: (() => void) | undefined
    /** Events heard while the session is read again, delivered (or not) once it is known. */
    let held: { event: RealtimeEvent; text: string | undefined }[] | null = null
    let recheck: Promise<void> | null = null
    let recheckAgain = false

    const deliver = (event: RealtimeEvent, text?: string) => {
      if (ws.readyState !== ws.OPEN) return
      if (auth && deps.mayReceive && !deps.mayReceive(auth, event)) return
      ws.send(text ?? JSON.stringify(event))
    }
    const end = (code: number, reason: string) => {
      held = null
      // Off the hub at once: a peer slow to finish the closing handshake hears nothing meanwhile.
      unregister?.()
      ws.close(code, reason)
    }
    const send = (event: RealtimeEvent, text?: string) => {
      if (!held) deliver(event, text)
      else if (held.length < MAX_HELD_EVENTS) held.push({ event, text })
      else end(1013, 'try again later')
    }
    const revalidate = () => {
      if (!auth || ws.readyState !== ws.OPEN) return
      const session = { sessionId: auth.sessionId, userId: auth.user.id }
      held ??= []
      // A read already under way may predate the change just signalled: it reads once more.
      if (recheck) {
        recheckAgain = true
        return
      }
      recheck = (async () => {
        try {
          do {
            recheckAgain = false
            const current = await readSession(session)
            if (!current) {
              end(REALTIME_CLOSE_UNAUTHORIZED, 'session ended')
              return
            }
            auth = current
          } while (recheckAgain)
        } catch (error) {
          deps.logger.warn({ err: error }, 'realtime: session not read again')
          end(1011, 'session not checked')
          return
        }
        const release = held ?? []
        held = null
        for (const { event, text } of release) deliver(event, text)
      })().finally(() => {
        recheck = null
      })
    }
    const authTimer = setTimeout(
      () => ws.close(REALTIME_CLOSE_UNAUTHORIZED, 'auth required'),
      AUTH_TIMEOUT_MS,
    )

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
          const signalsBefore = deps.hub.revalidations()
          const resolved = await deps.resolveToken(message.token)
          if (!resolved) {
            ws.close(REALTIME_CLOSE_UNAUTHORIZED, 'invalid token')
            return
          }
          clearTimeout(authTimer)
          auth = resolved
          if (ws.readyState !== ws.OPEN) return
          unregister = deps.hub.connect(resolved.user.id, { send, revalidate })
          signedIn.add(revalidate)
          // A signal heard between the read above and joining the hub was not for this socket yet.
          if (deps.hub.revalidations() !== signalsBefore) revalidate()
          send({ type: 'ready', userId: resolved.user.id })
          await deps.onConnected?.(resolved, send)
          return
        }
        if (!auth || message.type === 'ping') return
        // Nothing the browser says is acted on with abilities that are being read again.
        if (recheck) await recheck
        if (ws.readyState !== ws.OPEN) return
        await deps.onClientMessage(auth, message)
      })().catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime: message not handled'))
    })
    ws.on('close', () => {
      clearTimeout(authTimer)
      if (!unregister || !auth) return
      unregister()
      signedIn.delete(revalidate)
      deps
        .onDisconnected?.(auth)
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'realtime: close not handled'))
    })
    ws.on('error', () => ws.terminate())
  }

  return {
    close: () => {
      clearInterval(heartbeat)
      clearInterval(sweep)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    },
  }
}
