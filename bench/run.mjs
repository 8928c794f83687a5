// `npm run bench`: load-tests the API on loopback with autocannon, at volume, on PGlite and on
// PostgreSQL. Prepares each database once (1,000,000 users, and 1,000,000 each of products,
// customers and orders, by default; cached in bench/out and in the PostgreSQL database
// `aurum_bench`), starts the built server, measures each endpoint for a fixed time with 10
// connections, and records req/s, p50, p99 and the server's resident memory.
//
//   npm run bench -- [--kinds pglite,postgres] [--groups users,products,ecommerce] [--users 1000000]
//                    [--products 1000000] [--customers 1000000] [--orders 1000000]
//                    [--duration 15] [--connections 10] [--only <regex on scenario names>] [--no-build]
// The products group needs only the products table (quicker to fill than the whole store).
// `--groups screens` measures each screen's data (dashboards, kanban, chat, the mailbox, the first
// page of a list) on the demo data instead, beside a static file (issue 34.4 and 34.5).
// Every scenario is measured right after a pass of `/api/health` of the same length, and its row
// gives that pass's req/s and the ratio to it: a ratio holds on a noisy machine, req/s alone not.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(root, 'bench/out')
mkdirSync(outDir, { recursive: true })

const { values } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'pglite,postgres' },
    users: { type: 'string', default: '1000000' },
    products: { type: 'string', default: '1000000' },
    customers: { type: 'string', default: '1000000' },
    orders: { type: 'string', default: '1000000' },
    // Messages in all mailboxes; one in ten is the admin's (100,000 of 1,000,000).
    emails: { type: 'string', default: '1000000' },
    // Which lists to measure (and so which tables to fill): users, ecommerce.
    groups: { type: 'string', default: 'users,products,ecommerce' },
    only: { type: 'string' },
    // Measure the server as last built (apps/server/dist) instead of building it first.
    'no-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432' },
    // The PostgreSQL database filled and measured (a branch with its own migrations uses its own).
    'pg-db': { type: 'string', default: 'aurum_bench' },
    invoices: { type: 'string', default: '1000000' },
    port: { type: 'string', default: '3457' },
  },
})
const userCount = Number(values.users)
const groups = new Set(values.groups.split(','))
/** Rows each measured group needs, by table (= `npm run seed` option); tables fill in this order. */
const VOLUMES = {
  users: { users: userCount },
  products: { products: Number(values.products) },
  ecommerce: {
    customers: Number(values.customers),
    products: Number(values.products),
    orders: Number(values.orders),
  },
}
VOLUMES.email = { emails: Number(values.emails) }
VOLUMES.invoices = { invoices: Number(values.invoices) }
const volumes = Object.assign({}, ...[...groups].map((group) => VOLUMES[group] ?? {}))
const duration = Number(values.duration)
const connections = Number(values.connections)
const PORT = Number(values.port)

/** The lists under test; each scenario cycles through several realistic queries. */
const SCENARIOS = [
  { name: 'GET /api/health', paths: ['/api/health'] },
  {
    group: 'users',
    // Name searches as a person types them (5+ letters): each matches a few hundred to a few
    // thousand of the million rows.
    name: 'GET /api/apps/users (q name + role + sortBy + page)',
    paths: [
      '/api/apps/users?q=johnson&role=editor&sortBy=user&orderBy=asc&page=2',
      '/api/apps/users?q=smith&role=admin&sortBy=email&orderBy=desc&page=1',
      '/api/apps/users?q=martin&role=author&sortBy=plan&page=3',
      '/api/apps/users?q=walker&role=maintainer&sortBy=status&orderBy=desc&page=1',
      '/api/apps/users?q=annie&role=subscriber&sortBy=user&page=1',
    ],
  },
  {
    group: 'users',
    // The worst case: three-letter terms that match ~5% of the table, so the count rechecks
    // tens of thousands of rows.
    name: 'GET /api/apps/users (q 3 letters + role + sortBy + page)',
    paths: [
      '/api/apps/users?q=mar&role=author&sortBy=plan&page=3',
      '/api/apps/users?q=ann&role=subscriber&sortBy=user&page=5',
    ],
  },
  {
    group: 'users',
    name: 'GET /api/apps/users (first page, no filter)',
    paths: ['/api/apps/users?page=1&itemsPerPage=10'],
  },
  // E-commerce lists at volume (generated names: "Ergonomic Steel Chair", "Jane Johnson").
  {
    group: 'products',
    name: 'GET /api/apps/ecommerce/products (first page, no filter)',
    paths: ['/api/apps/ecommerce/products?page=1&itemsPerPage=10'],
  },
  {
    group: 'products',
    // Every (category, status) pair has rows at volume. Prices follow the category, so a cheap
    // category sorted by price, dearest first, is the case an index on price alone handles worst.
    name: 'GET /api/apps/ecommerce/products (category/status + sortBy + page 10-50)',
    paths: [
      '/api/apps/ecommerce/products?category=Accessories&status=Published&sortBy=price&orderBy=desc&page=50',
      '/api/apps/ecommerce/products?category=Office&sortBy=qty&page=20',
      '/api/apps/ecommerce/products?status=Scheduled&sortBy=product&page=10',
    ],
  },
  {
    group: 'products',
    // Two words as typed into the search box: each matches a few thousand of the million names.
    name: 'GET /api/apps/ecommerce/products (q two words + sortBy)',
    paths: [
      '/api/apps/ecommerce/products?q=ergonomic%20steel&sortBy=price',
      '/api/apps/ecommerce/products?q=rustic%20wooden&sortBy=product&orderBy=desc',
      '/api/apps/ecommerce/products?q=handmade%20cotton&category=Games',
    ],
  },
  {
    group: 'products',
    // Issue 12's two searches: a two-word term of a few thousand matches, alone.
    name: 'GET /api/apps/ecommerce/products (q=ergonomic steel)',
    paths: ['/api/apps/ecommerce/products?q=ergonomic%20steel'],
  },
  {
    group: 'products',
    // One common word: tens of thousands of matches, whose exact count cost over a second.
    name: 'GET /api/apps/ecommerce/products (q=steel, more than 10,000 matches)',
    paths: [
      '/api/apps/ecommerce/products?q=steel',
      '/api/apps/ecommerce/products?q=steel&sortBy=price&orderBy=desc',
    ],
  },
  {
    group: 'ecommerce',
    name: 'GET /api/apps/ecommerce/orders (first page, newest first)',
    paths: ['/api/apps/ecommerce/orders?page=1&itemsPerPage=10'],
  },
  {
    group: 'ecommerce',
    name: 'GET /api/apps/ecommerce/orders (status + sortBy + page 20-50)',
    paths: [
      '/api/apps/ecommerce/orders?status=Delivered&sortBy=spent&orderBy=desc&page=20',
      '/api/apps/ecommerce/orders?status=Dispatched&sortBy=date&page=50',
      '/api/apps/ecommerce/orders?sortBy=customers&page=30',
      '/api/apps/ecommerce/orders?sortBy=order&orderBy=desc&page=25',
    ],
  },
  {
    group: 'ecommerce',
    // A customer's name or email, or part of an order number.
    name: 'GET /api/apps/ecommerce/orders (q customer or number + sortBy)',
    paths: [
      '/api/apps/ecommerce/orders?q=johnson',
      '/api/apps/ecommerce/orders?q=walker&status=Delivered&sortBy=spent&orderBy=desc',
      '/api/apps/ecommerce/orders?q=123456',
      '/api/apps/ecommerce/orders?q=brown&sortBy=date',
    ],
  },
  {
    group: 'ecommerce',
    name: 'GET /api/apps/ecommerce/customers (first page, no filter)',
    paths: ['/api/apps/ecommerce/customers?page=1&itemsPerPage=10'],
  },
  {
    group: 'ecommerce',
    name: 'GET /api/apps/ecommerce/customers (sortBy + page 5-100)',
    paths: [
      '/api/apps/ecommerce/customers?sortBy=totalSpent&orderBy=desc&page=20',
      '/api/apps/ecommerce/customers?sortBy=customer&page=100',
      '/api/apps/ecommerce/customers?sortBy=orders&orderBy=desc&page=5',
      '/api/apps/ecommerce/customers?sortBy=country&page=50',
    ],
  },
  {
    group: 'ecommerce',
    name: 'GET /api/apps/ecommerce/customers (q name + sortBy)',
    paths: [
      '/api/apps/ecommerce/customers?q=johnson',
      '/api/apps/ecommerce/customers?q=walker&sortBy=totalSpent&orderBy=desc',
      '/api/apps/ecommerce/customers?q=brown&sortBy=customer',
    ],
  },
  {
    group: 'ecommerce',
    // Each category's product count and earnings (over every order line), sorted by either.
    name: 'GET /api/apps/ecommerce/categories (sortBy products/earnings)',
    paths: [
      '/api/apps/ecommerce/categories?sortBy=earnings&orderBy=desc',
      '/api/apps/ecommerce/categories?sortBy=products',
      '/api/apps/ecommerce/categories',
    ],
  },
  // The store's first screen: cards and charts over every order, line, product and customer.
  { group: 'ecommerce', name: 'GET /api/dashboards/ecommerce', paths: ['/api/dashboards/ecommerce'] },
  // The admin's mailbox of 100,000 messages among 1,000,000: each filter's first page and a deeper
  // page of the inbox (the list loads page by page as it scrolls), with the counts of emailsMeta.
  {
    group: 'email',
    name: 'GET /api/apps/email (inbox, pages 1 and 5)',
    paths: ['/api/apps/email', '/api/apps/email?filter=inbox&page=5'],
  },
  ...['sent', 'draft', 'spam', 'starred', 'trashed'].map((filter) => ({
    group: 'email',
    name: `GET /api/apps/email?filter=${filter}`,
    paths: [`/api/apps/email?filter=${filter}`],
  })),
  {
    group: 'email',
    name: 'GET /api/apps/email?label=… (each label)',
    paths: ['personal', 'company', 'important', 'private'].map((label) => `/api/apps/email?label=${label}`),
  },
  {
    group: 'email',
    name: 'GET /api/apps/email?q=… (search, separate target)',
    paths: [
      '/api/apps/email?q=quarterly',
      '/api/apps/email?q=Sofia',
      '/api/apps/email?filter=sent&q=invoice',
    ],
  },
  // Issue 19's invoice list at 1,000,000 invoices: the spec's filters, sorts and pages.
  {
    group: 'invoices',
    name: 'GET /api/apps/invoice (first page, newest first)',
    paths: ['/api/apps/invoice?page=1&itemsPerPage=10'],
  },
  {
    group: 'invoices',
    name: 'GET /api/apps/invoice (status + sortBy + page 5-50)',
    paths: [
      '/api/apps/invoice?status=Paid&sortBy=total&orderBy=desc&page=20',
      '/api/apps/invoice?status=Past%20Due&sortBy=date&page=50',
      '/api/apps/invoice?sortBy=balance&page=30',
      '/api/apps/invoice?sortBy=client&orderBy=desc&page=5',
      '/api/apps/invoice?sortBy=id&page=25',
    ],
  },
  {
    group: 'invoices',
    name: 'GET /api/apps/invoice (selectedDateRange of a month + sortBy)',
    paths: [
      '/api/apps/invoice?selectedDateRange=2025-03-01%20to%202025-03-31&sortBy=date&orderBy=desc',
      '/api/apps/invoice?selectedDateRange=2025-07-01%20to%202025-07-31&status=Sent',
    ],
  },
  {
    group: 'invoices',
    name: 'GET /api/apps/invoice (q client or number, search target)',
    paths: [
      '/api/apps/invoice?q=johnson',
      '/api/apps/invoice?q=walker&status=Paid',
      '/api/apps/invoice?q=123456',
    ],
  },
  { group: 'invoices', name: 'GET /api/apps/invoice/stats', paths: ['/api/apps/invoice/stats'] },
  // Each screen's data as its page asks for it, on the demo data (issue 34.4: each at 0.35 or more
  // of /api/health), and a static file for the floor of what the server answers.
  { group: 'screens', name: 'GET /favicon.svg (a static file)', paths: ['/favicon.svg'] },
  ...[
    ['the analytics dashboard', '/api/dashboards/analytics?period=30d'],
    ['the CRM dashboard', '/api/dashboards/crm'],
    ['kanban', '/api/apps/kanban'],
    ['chat contacts', '/api/apps/chat/chats-and-contacts'],
    ['the mailbox', '/api/apps/email?filter=inbox&page=1'],
    ['products, first page', '/api/apps/ecommerce/products?page=1'],
    ['invoices, first page', '/api/apps/invoice?page=1'],
  ].map(([screen, address]) => ({ group: 'screens', name: `GET ${address} (${screen})`, paths: [address] })),
]
  .filter((scenario) => !scenario.group || groups.has(scenario.group))
  .filter((scenario) => !values.only || new RegExp(values.only, 'i').test(scenario.name))

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

/** Rows in `table` (0 when the database is new), on PostgreSQL. */
async function countRows(url, table) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(`select count(*)::int as n from ${table}`)
    return rows[0].n
  } catch {
    return 0
  } finally {
    await client.end()
  }
}

/** PGlite cannot be read while no server holds it: each table's seeded volume is noted in a file. */
const pgliteMarker = (dataDir, table) => path.join(dataDir, `aurum-bench-${table}.txt`)

/** Only the screens group: measured on the demo data that a first start seeds, not at volume. */
const onDemoData = [...groups].every((group) => group === 'screens')

async function prepare(kind) {
  if (onDemoData) return prepareDemo(kind)
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: `${values['pg-url']}/postgres` })
    await admin.connect()
    const database = values['pg-db']
    if (!/^[a-z_][a-z0-9_]*$/.test(database))
      throw new Error(`--pg-db: not a plain database name: ${database}`)
    const exists = await admin.query(`select 1 from pg_database where datname = $1`, [database])
    if (!exists.rowCount) await admin.query(`create database ${database}`)
    await admin.end()
    const url = `${values['pg-url']}/${database}`
    const missing = []
    for (const [table, wanted] of Object.entries(volumes)) {
      const have = await countRows(url, table)
      if (have < wanted) missing.push(`--${table}`, String(wanted - have))
    }
    if (missing.length) run('npm', ['run', 'seed', '--', ...missing], { DATABASE_URL: url })
    return { DATABASE_URL: url }
  }
  const dataDir = path.join(outDir, `pglite-${userCount}`)
  const missing = []
  for (const [table, wanted] of Object.entries(volumes)) {
    const marker = pgliteMarker(dataDir, table)
    const have = existsSync(marker) ? Number(readFileSync(marker, 'utf8')) : 0
    if (have < wanted) missing.push([table, wanted - have, wanted])
  }
  if (missing.length) {
    run('npm', ['run', 'seed', '--', ...missing.flatMap(([table, count]) => [`--${table}`, String(count)])], {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    })
    for (const [table, , wanted] of missing) writeFileSync(pgliteMarker(dataDir, table), String(wanted))
  }
  return { DATA_DIR: dataDir, DATABASE_URL: '' }
}

/** A database of the demo data alone: the server seeds it on its first start, as `npm start` does. */
async function prepareDemo(kind) {
  if (kind === 'pglite') return { DATA_DIR: path.join(outDir, 'pglite-demo'), DATABASE_URL: '' }
  const database = `${values['pg-db']}_demo`
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`--pg-db: not a plain database name: ${database}`)
  const admin = new pg.Client({ connectionString: `${values['pg-url']}/postgres` })
  await admin.connect()
  const exists = await admin.query(`select 1 from pg_database where datname = $1`, [database])
  if (!exists.rowCount) await admin.query(`create database ${database}`)
  await admin.end()
  return { DATABASE_URL: `${values['pg-url']}/${database}` }
}

function residentMemoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)
  } catch {
    return null
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not start')
}

function load(paths, token) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${PORT}`,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}` },
        requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

async function measure(kind) {
  const env = await prepare(kind)
  const server = spawn(process.execPath, ['apps/server/dist/index.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_POOL_SIZE: '10',
    },
  })
  try {
    await waitForServer()
    const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    }).then((response) => response.json())
    const rows = []
    for (const scenario of SCENARIOS) {
      await load(scenario.paths, login.accessToken) // warm-up pass, not recorded
      // The machine's pace of the moment, measured just before: the ratio is what compares.
      const health = await load(['/api/health'], login.accessToken)
      const result = await load(scenario.paths, login.accessToken)
      const row = {
        database: kind,
        scenario: scenario.name,
        requestsPerSecond: Math.round(result.requests.average),
        healthPerSecond: Math.round(health.requests.average),
        ratio: (result.requests.average / health.requests.average).toFixed(2),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        serverRssMb: residentMemoryMb(server.pid),
      }
      console.log(row)
      rows.push(row)
    }
    return rows
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

if (!values['no-build']) {
  run('npm', ['run', 'build', '-w', '@aurum/shared'])
  run('npm', ['run', 'build', '-w', '@aurum/server'])
}
const results = []
for (const kind of values.kinds.split(',')) results.push(...(await measure(kind)))

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
const table = [
  `Run ${new Date().toISOString()} — ${
    onDemoData
      ? 'the demo data'
      : Object.entries(volumes)
          .map(([table, count]) => `${count.toLocaleString('en')} ${table}`)
          .join(', ')
  }, ${connections} connections, ${duration} s per scenario, ${machine}`,
  '',
  '| database | scenario | req/s | /api/health just before | ratio | p50 ms | p99 ms | errors | server RSS MB |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (row) =>
      `| ${row.database} | ${row.scenario} | ${row.requestsPerSecond} | ${row.healthPerSecond} | ${row.ratio} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.serverRssMb} |`,
  ),
].join('\n')
writeFileSync(path.join(outDir, 'last-run.md'), `${table}\n`)
console.log(`\n${table}\n\n(also in bench/out/last-run.md; copy the figures into bench/RESULTS.md)`)
