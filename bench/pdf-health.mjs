// Does drawing PDFs stall the server? (issue 32, point 7.) Starts a built server on a fresh
// embedded database (demo data), creates one invoice of 100 lines, then measures GET /api/health
// one request after another: alone, and while ten PDFs of that invoice are asked for at once.
// Usage: node bench/pdf-health.mjs [path to the server's dist/index.js]
//   (default apps/server/dist/index.js: `npm run build -w @aurum/server` first). PORT (3322),
//   ROUNDS (3: the ten PDFs are asked for this many times, one burst after the other),
//   PROBE_GAP_MS (10: the pause between two health requests).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverFile = path.resolve(process.argv[2] ?? path.join(root, 'apps/server/dist/index.js'))
const PORT = Number(process.env.PORT ?? 3322)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const PROBE_GAP_MS = Number(process.env.PROBE_GAP_MS ?? 10)
const BASE = `http://127.0.0.1:${PORT}`

const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-pdf-health-'))
const server = spawn(process.execPath, [serverFile], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

async function waitForServer() {
  const started = Date.now()
  while (Date.now() - started < 300_000) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start in 5 minutes')
}

async function json(pathname, init = {}) {
  const response = await fetch(`${BASE}${pathname}`, init)
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
  return response.json()
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    n: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1)),
  }
}

/**
 * /api/health every PROBE_GAP_MS (10) until `until` resolves; each one's time in ms. The gap keeps
 * the probe from taking a core of its own on a two-core machine.
 */
async function probeHealth(until) {
  const times = []
  let done = false
  void until.then(() => (done = true))
  while (!done) {
    const started = performance.now()
    await (await fetch(`${BASE}/api/health`)).arrayBuffer()
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS))
  }
  return times
}

try {
  await waitForServer()
  const { accessToken } = await json('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  })
  const auth = { authorization: `Bearer ${accessToken}` }
  const [client] = await json('/api/apps/invoice/clients', { headers: auth })
  const items = Array.from({ length: 100 }, (_, index) => ({
    item: `Line ${index + 1}: consulting, design and review`,
    description: 'Work described at some length so that each line wraps over two rows of the table',
    cost: 120 + index,
    qty: 1 + (index % 5),
    discount: index % 3 ? 0 : 10,
  }))
  const created = await json('/api/apps/invoice', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: client.id, issuedDate: '2026-11-01', dueDate: '2026-11-30', items }),
  })
  const id = created.invoice.id
  const pdf = async () => {
    const started = performance.now()
    const response = await fetch(`${BASE}/api/apps/invoice/${id}/pdf?lang=en`, { headers: auth })
    const bytes = (await response.arrayBuffer()).byteLength
    if (response.status !== 200) throw new Error(`pdf: ${response.status}`)
    return { ms: performance.now() - started, bytes }
  }
  await pdf() // warm-up: fonts read, workers started
  const single = await pdf()

  const load = () => loadavg()[0].toFixed(1)
  const loadBefore = load()
  let idleDone
  const idle = probeHealth(new Promise((resolve) => (idleDone = resolve)))
  setTimeout(idleDone, 2000)
  const alone = summary(await idle)

  const healthTimes = []
  const pdfTimes = []
  let bytes = 0
  let wall = 0
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now()
    const burst = Promise.all(Array.from({ length: 10 }, pdf))
    healthTimes.push(...(await probeHealth(burst)))
    const results = await burst
    wall += performance.now() - started
    pdfTimes.push(...results.map((result) => result.ms))
    bytes = results[0].bytes
  }
  const during = summary(healthTimes)
  const pdfs = summary(pdfTimes)
  console.log(`server: ${path.relative(root, serverFile)}; load average ${loadBefore} → ${load()}`)
  console.log(`invoice #${id}: 100 lines, ${Math.round(bytes / 1024)} KB as PDF`)
  console.log('| measure | n | p50 ms | p99 ms | max ms |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  console.log(`| /api/health alone | ${alone.n} | ${alone.p50} | ${alone.p99} | ${alone.max} |`)
  console.log(
    `| /api/health during ten PDFs at once (×${ROUNDS}) | ${during.n} | ${during.p50} | ${during.p99} | ${during.max} |`,
  )
  console.log(`| one PDF of the ten | ${pdfs.n} | ${pdfs.p50} | ${pdfs.p99} | ${pdfs.max} |`)
  console.log(
    `one PDF alone: ${Math.round(single.ms)} ms; ten at once: ${Math.round(wall / ROUNDS)} ms a burst on average`,
  )
} finally {
  stop()
}
