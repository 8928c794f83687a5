// The Node HTTP server of the app, with clocks on how slowly a request may arrive, so that a client
// sending a byte every few seconds (slowloris) cannot hold connections and memory for ever:
// - headers: all of them within REQUEST_HEADERS_TIMEOUT_SECONDS (20 s; Node's own check, 408);
// - body: REQUEST_BODY_TIMEOUT_SECONDS (30 s) whatever its pace, after which it must have kept up
//   an average of REQUEST_BODY_MIN_RATE bytes a second (8 KB/s, i.e. 64 kbit/s) since its headers.
//   A body behind that pace gets a 408 and its connection is closed. A fixed total would have to
//   choose between cutting tricklers early and cutting a 10 MB attachment on a slow link: at the
//   minimum pace that attachment takes 21 minutes and is never cut, while a byte every 2 s is cut
//   after 30 s.
import type { IncomingMessage, Server } from 'node:http'
import { serve, type ServerType } from '@hono/node-server'
import { COMMON_MESSAGES } from '@aurum/shared'
import { messageBody } from './errors.js'

export type RequestClocks = {
  headersTimeoutMs: number
  /** A body's time, whatever its pace. */
  bodyGraceMs: number
  /** Past bodyGraceMs, the average pace a body must keep since its headers. */
  bodyMinBytesPerSecond: number
}

const DEFAULT_REQUEST_CLOCKS: RequestClocks = {
  headersTimeoutMs: 20_000,
  bodyGraceMs: 30_000,
  bodyMinBytesPerSecond: 8 * 1024,
}

function timeoutResponse(): string {
  const body = JSON.stringify(messageBody(COMMON_MESSAGES.requestTimeout))
  return (
    'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  )
}

/**
 * Watches one request's body: the deadline moves on as bytes arrive (bodyGraceMs plus one second
 * per bodyMinBytesPerSecond received). Progress is read from the socket, not the request stream,
 * so the app's own reading is untouched; while the app leaves a full buffer unread, the pause is
 * the server's, not the client's, and is not held against it.
 */
function watchBody(request: IncomingMessage, clocks: RequestClocks) {
  const socket = request.socket
  const startedAt = Date.now()
  const bytesAtStart = socket.bytesRead
  let excusedMs = 0
  let lastCheck = startedAt
  const check = () => {
    if (request.complete || socket.destroyed) return
    const now = Date.now()
    if (request.readableLength >= request.readableHighWaterMark) excusedMs += now - lastCheck
    lastCheck = now
    const received = socket.bytesRead - bytesAtStart
    const deadline =
      startedAt + excusedMs + clocks.bodyGraceMs + (received / clocks.bodyMinBytesPerSecond) * 1000
    if (now < deadline) {
      setTimeout(check, Math.min(deadline - now, clocks.bodyGraceMs)).unref()
      return
    }
    // Written on the socket itself: the app may still answer later, into a closed connection.
    socket.end(timeoutResponse(), () => socket.destroy())
  }
  setTimeout(check, clocks.bodyGraceMs).unref()
}

/** How long an idle kept-alive connection stays open: past a balancer's 60 s idle timeout. */
const IDLE_CONNECTION_MS = 65_000

/** Serves `fetch` on host:port with the request clocks; `onListening` gets the bound port. */
export function serveWithClocks(
  options: { fetch: Parameters<typeof serve>[0]['fetch']; port: number; hostname: string },
  clocks: RequestClocks = DEFAULT_REQUEST_CLOCKS,
  onListening?: (port: number) => void,
): Server {
  const server: ServerType = serve(
    {
      ...options,
      serverOptions: {
        headersTimeout: clocks.headersTimeoutMs,
        // The body has its own clock (watchBody); Node's total one (300 s) would cut slow uploads.
        requestTimeout: 0,
        // An idle kept-alive connection stays open longer than a client keeps it in its pool (Node's
        // fetch and agent: 4–5 s; load balancers: 60 s). With Node's default of 5 s the server
        // closed sockets the client was just reusing: ECONNRESET on a login in CI.
        keepAliveTimeout: IDLE_CONNECTION_MS,
        // How often Node looks for headers past their time (its default, 30 s, would let them run
        // up to 50 s).
        connectionsCheckingInterval: Math.min(1000, clocks.headersTimeoutMs),
      },
    },
    (info) => onListening?.(info.port),
  )
  // serve() without http2 options starts a node:http server.
  const httpServer = server as Server
  httpServer.on('request', (request: IncomingMessage) => {
    if (!request.complete) watchBody(request, clocks)
  })
  return httpServer
}
