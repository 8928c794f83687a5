// Realtime delivery benchmark: CLIENTS WebSocket clients on /api/realtime (tabs of one user), and
// one chat message per second posted to that user through the API for SECONDS seconds. Records
// the delivery latency (from just before the POST to each socket's receipt) and the server's RSS.
// Usage: start a built server, then
//   BASE_URL=http://127.0.0.1:3310 SERVER_PID=<pid> CLIENTS=1000 SECONDS=20 node bench/chat-realtime.mjs
import { readFileSync } from 'node:fs'
import WebSocket from 'ws'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3310'
const CLIENTS = Number(process.env.CLIENTS ?? 1000)
const SECONDS = Number(process.env.SECONDS ?? 20)
const SERVER_PID = process.env.SERVER_PID

const rssMb = () => {
  if (!SERVER_PID) return null
  const status = readFileSync(`/proc/${SERVER_PID}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function call(path, { token, body } = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

const admin = await call('/api/auth/login', { body: { email: 'admin@demo.com', password: 'admin' } })
const handle = `bench${Date.now().toString(36)}`
const recipient = await call('/api/apps/users', {
  token: admin.accessToken,
  body: {
    fullName: `Bench ${handle}`,
    username: handle,
    email: `${handle}@aurum.example`,
    role: 'admin',
    currentPlan: 'team',
    status: 'active',
    password: `Pw-${handle}-secret`,
  },
})
const login = await call('/api/auth/login', {
  body: { email: `${handle}@aurum.example`, password: `Pw-${handle}-secret` },
})
const recipientId = recipient.id ?? login.userData.id

const sentAt = new Map()
const latencies = []
let received = 0
const rssBefore = rssMb()
const wsUrl = `${BASE_URL.replace(/^http/, 'ws')}/api/realtime`
const sockets = []
const connectStarted = Date.now()
for (let start = 0; start < CLIENTS; start += 100) {
  await Promise.all(
    Array.from(
      { length: Math.min(100, CLIENTS - start) },
      () =>
        new Promise((resolve, reject) => {
          const ws = new WebSocket(wsUrl)
          sockets.push(ws)
          ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: login.accessToken })))
          ws.on('error', reject)
          ws.on('message', (data) => {
            const event = JSON.parse(String(data))
            if (event.type === 'ready') resolve()
            if (event.type === 'chat.message' && sentAt.has(event.message.message)) {
              latencies.push(performance.now() - sentAt.get(event.message.message))
              received += 1
            }
          })
        }),
    ),
  )
}
const connectMs = Date.now() - connectStarted
const rssConnected = rssMb()

for (let second = 0; second < SECONDS; second += 1) {
  const text = `bench message ${second}`
  sentAt.set(text, performance.now())
  await call(`/api/apps/chat/chats/${recipientId}`, { token: admin.accessToken, body: { message: text } })
  await new Promise((resolve) => setTimeout(resolve, 1000))
}
await new Promise((resolve) => setTimeout(resolve, 2000))
const rssAfter = rssMb()
for (const ws of sockets) ws.close()

latencies.sort((a, b) => a - b)
const at = (share) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]?.toFixed(1)
console.log(
  JSON.stringify(
    {
      clients: CLIENTS,
      messages: SECONDS,
      expected: CLIENTS * SECONDS,
      received,
      connectMs,
      latencyMs: { p50: at(0.5), p99: at(0.99), max: latencies.at(-1)?.toFixed(1) },
      serverRssMb: { before: rssBefore, connected: rssConnected, after: rssAfter },
    },
    null,
    2,
  ),
)
