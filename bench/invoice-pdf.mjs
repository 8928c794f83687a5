// Invoice PDF benchmark (issue 19): the time of GET /api/apps/invoice/{id}/pdf per invoice, one
// request at a time (as a person downloads) and with CONCURRENCY in flight, in each language.
// Usage: start a built server (demo data), then
//   BASE_URL=http://127.0.0.1:3310 COUNT=40 CONCURRENCY=4 node bench/invoice-pdf.mjs
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3310'
const COUNT = Number(process.env.COUNT ?? 40)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4)

async function json(path, init) {
  const response = await fetch(`${BASE_URL}${path}`, init)
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return response.json()
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const login = await json('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
})
const headers = { authorization: `Bearer ${login.accessToken}` }
const list = await json(`/api/apps/invoice?itemsPerPage=${COUNT}`, { headers })
const ids = list.invoices.map((invoice) => invoice.id)

/** One PDF: its time in ms and its size in bytes. */
async function pdf(id, language) {
  const started = performance.now()
  const response = await fetch(`${BASE_URL}/api/apps/invoice/${id}/pdf?lang=${language}`, { headers })
  const bytes = (await response.arrayBuffer()).byteLength
  if (response.status !== 200) throw new Error(`invoice ${id}: ${response.status}`)
  return { ms: performance.now() - started, bytes }
}

await pdf(ids[0], 'en') // warm-up: the fonts are read once per process
const rows = []
for (const language of ['en', 'fr', 'ar']) {
  const serial = []
  for (const id of ids) serial.push(await pdf(id, language))
  const parallel = []
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) parallel.push(await pdf(ids[next++], language))
    }),
  )
  const wall = performance.now() - started
  const times = serial.map((result) => result.ms).sort((a, b) => a - b)
  rows.push({
    language,
    invoices: ids.length,
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    kb: Math.round(serial.reduce((sum, result) => sum + result.bytes, 0) / serial.length / 1024),
    perSecond: Math.round((parallel.length / wall) * 1000 * 10) / 10,
  })
}
console.log(`| language | invoices | one at a time p50 ms | p99 ms | size KB | PDFs/s with ${CONCURRENCY} in flight |`)
console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
for (const row of rows)
  console.log(`| ${row.language} | ${row.invoices} | ${row.p50} | ${row.p99} | ${row.kb} | ${row.perSecond} |`)
