// `npm run bench:web`: what a first visit costs in the browser (issue 13). Starts a fresh
// `npm start` (its own temporary DATA_DIR and port, so the demo data is the seed's), then, in
// Debian's Chromium with an empty cache each time:
//   - per route (login as a visitor; the CRM dashboard, product list and user list as the admin,
//     opened by their address): JavaScript transferred (as served: br or gzip) and its gzip -9
//     size, every request, time to content, and layout shift (PerformanceObserver layout-shift
//     entries, with the elements that moved), on a desktop and on a phone-sized screen;
//   - the first navigation after login: log in through the form, let the dashboard settle (the idle
//     prefetch), then open the product list from the menu: JavaScript fetched for it, when its data
//     request starts, and when its rows show, counted from the click;
//   - Lighthouse on /login and the landing page (the npm package, Chromium started by chrome-launcher),
//     mobile and desktop: performance, and accessibility.
// Bytes and request counts are deterministic; timings are repeated (--runs) and reported as median
// and range, since the machine is shared. Writes a dated section into bench/RESULTS.md.
//
//   npm run bench:web -- [--runs 3] [--lighthouse-runs 3] [--no-lighthouse] [--port 3291]
//                        [--root <checkout to start, default this one>] [--label text] [--dry-run]
/* global window, document, addEventListener -- the functions given to the page run in the browser */
import { spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: repoRoot },
    port: { type: 'string', default: '3291' },
    runs: { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    label: { type: 'string', default: '' },
    'dry-run': { type: 'boolean', default: false },
  },
})
const root = path.resolve(values.root)
const PORT = Number(values.port)
const base = `http://127.0.0.1:${PORT}`
const RUNS = Number(values.runs)
const LIGHTHOUSE_RUNS = Number(values['lighthouse-runs'])
const ADMIN = { email: 'admin@demo.com', password: 'admin' }
const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
}

// Checks run in the page each animation frame: the time (performance.now()) of the first frame
// in which the route's content is on screen, or false before.
const CONTENT = {
  form: () => Boolean(document.querySelector('form input[name="email"]')) && performance.now(),
  hero: () => Boolean(document.querySelector('main h1')) && performance.now(),
  // Every chart drawn (the figures exist only once the data is in).
  charts: () => {
    const figures = document.querySelectorAll('main figure')
    const drawn =
      figures.length > 0 && [...figures].every((figure) => figure.querySelector('.apexcharts-canvas'))
    return drawn && performance.now()
  },
  rows: () =>
    Boolean(document.querySelector('main table tbody tr:not([aria-hidden]) td')) && performance.now(),
}

const ROUTES = [
  { name: 'login', path: '/login', content: 'form', signedIn: false },
  { name: 'landing page', path: '/front-pages/landing-page', content: 'hero', signedIn: false },
  { name: 'CRM dashboard', path: '/dashboards/crm', content: 'charts', signedIn: true },
  { name: 'product list', path: '/apps/ecommerce/product/list', content: 'rows', signedIn: true },
  { name: 'user list', path: '/apps/user/list', content: 'rows', signedIn: true },
]

// Records layout shifts from the first paint on, with a description of each element that moved.
function observeLayoutShifts() {
  window.__layoutShifts = []
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return String(node?.nodeName ?? '?')
    const id = node.id ? `#${node.id}` : ''
    const classes = [...node.classList]
      .filter((name) => !/^css-/.test(name))
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('')
    return `${node.tagName.toLowerCase()}${id}${classes}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      window.__layoutShifts.push({
        value: entry.value,
        at: entry.startTime,
        sources: entry.sources.map((source) => describe(source.node)),
      })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  // The moment of the last click, to time a navigation from it.
  addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true })
}

/** CLS as Chromium defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cumulativeLayoutShift(shifts) {
  let worst = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of shifts) {
    if (shift.at - previous > 1000 || shift.at - windowStart > 5000) {
      current = 0
      windowStart = shift.at
    }
    current += shift.value
    previous = shift.at
    worst = Math.max(worst, current)
  }
  return worst
}

function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurum-bench-web-'))
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every run signs in from 127.0.0.1.
      LOGIN_MAX_FAILURES: '1000',
    },
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const ready = (async () => {
    const deadline = Date.now() + 300_000
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${stderr}`)
      try {
        if ((await fetch(`${base}/api/health`)).ok) return
      } catch {
        // Not listening yet (it may be building).
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    throw new Error(`no answer on ${base} after 300 s:\n${stderr}`)
  })()
  return { ready, stop }
}

async function signInState() {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (answer.status !== 201) throw new Error(`login failed: ${answer.status}`)
  const session = await answer.json()
  return ['userData', 'accessToken', 'userAbilityRules'].map((key) => ({
    name: `aurum-${key}`,
    value: JSON.stringify(session[key]),
  }))
}

/** Every response of a page, with its transferred size; JavaScript bodies also gzip -9'd. */
function recordResponses(page) {
  const records = []
  const started = new Map()
  page.on('request', (request) => started.set(request, Date.now()))
  page.on('requestfinished', async (request) => {
    const record = {
      url: request.url(),
      type: request.resourceType(),
      at: started.get(request) ?? Date.now(),
      transferred: 0,
      gzip: 0,
    }
    records.push(record)
    try {
      const sizes = await request.sizes()
      record.transferred = sizes.responseBodySize + sizes.responseHeadersSize
      const response = await request.response()
      record.encoding = response?.headers()['content-encoding'] ?? 'identity'
      if (record.type === 'script') record.gzip = gzipSync(await response.body(), { level: 9 }).length
    } catch {
      // A body the page no longer holds: counted as a request without its size.
    }
  })
  page.on('requestfailed', (request) =>
    records.push({
      url: request.url(),
      type: 'failed',
      at: started.get(request) ?? Date.now(),
      transferred: 0,
    }),
  )
  return records
}

/**
 * Splits a page's requests at the moment the app began warming the next pages' code (the
 * `aurum:idle-prefetch` performance mark, app/navigation/prefetch.ts): before it, what the page
 * needed; after it, prefetching for later clicks.
 */
async function splitAtPrefetch(page, records) {
  const epochOfMark = await page.evaluate(() => {
    const mark = performance.getEntriesByName('aurum:idle-prefetch')[0]
    return mark ? performance.timeOrigin + mark.startTime : null
  })
  if (epochOfMark === null) return { own: records, warmed: [] }
  return {
    own: records.filter((record) => record.at < epochOfMark),
    warmed: records.filter((record) => record.at >= epochOfMark),
  }
}

const sum = (rows, key) => rows.reduce((total, row) => total + (row[key] ?? 0), 0)
const scripts = (records) => records.filter((record) => record.type === 'script')

async function waitForContent(page, content) {
  const handle = await page.waitForFunction(CONTENT[content], undefined, { polling: 'raf', timeout: 60_000 })
  return handle.jsonValue()
}

async function settle(page) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  await page.waitForLoadState('networkidle')
}

async function measureRoute(browser, route, viewport, localStorage) {
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: base, localStorage }] },
  })
  await context.addInitScript(observeLayoutShifts)
  const page = await context.newPage()
  const records = recordResponses(page)
  await page.goto(`${base}${route.path}`)
  const contentAt = await waitForContent(page, route.content)
  await settle(page)
  const shifts = await page.evaluate(() => window.__layoutShifts)
  const { own, warmed } = await splitAtPrefetch(page, records)
  await context.close()
  const js = scripts(own)
  return {
    contentAt,
    requests: own.length,
    jsFiles: js.length,
    jsTransferred: sum(js, 'transferred'),
    jsGzip: sum(js, 'gzip'),
    allTransferred: sum(own, 'transferred'),
    encodings: [...new Set(js.map((record) => record.encoding))].join('/'),
    warmedRequests: warmed.length,
    warmedJsTransferred: sum(scripts(warmed), 'transferred'),
    cls: cumulativeLayoutShift(shifts),
    shifts,
  }
}

/** Log in through the form, let the dashboard settle, then open the product list from the menu. */
async function measureNavigation(browser) {
  const context = await browser.newContext({
    ...VIEWPORTS.desktop,
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [] }] },
  })
  await context.addInitScript(observeLayoutShifts)
  const page = await context.newPage()
  const records = recordResponses(page)
  await page.goto(`${base}/login`)
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL('**/dashboards/crm')
  const loginClickAt = await page.evaluate(() => window.__clickAt)
  const dashboardAt = (await waitForContent(page, 'charts')) - loginClickAt
  await settle(page)
  const { own: upToDashboard, warmed: warmedAfterLogin } = await splitAtPrefetch(page, records)

  await page.locator('[aria-controls="nav-group-nav-ecommerce"]').click()
  const link = page.locator('a[href="/apps/ecommerce/product/list"]')
  await link.hover()
  await page.waitForTimeout(150)
  const before = records.length
  await link.click()
  const clickAt = await page.evaluate(() => window.__clickAt)
  const rowsAt = (await waitForContent(page, 'rows')) - clickAt
  // What the navigation needed: the requests made until its rows showed (idle warming of other
  // pages resumes after it and is not counted).
  const rowsEpoch = await page.evaluate((at) => performance.timeOrigin + at, rowsAt + clickAt)
  await settle(page)
  const dataRequestAt = await page.evaluate((clicked) => {
    const entry = performance
      .getEntriesByType('resource')
      .find(
        (resource) => resource.name.includes('/api/apps/ecommerce/products?') && resource.startTime > clicked,
      )
    return entry ? entry.startTime - clicked : null
  }, clickAt)
  const shifts = await page.evaluate(() => window.__layoutShifts)
  await context.close()
  const navigation = records.slice(before).filter((record) => record.at <= rowsEpoch)
  return {
    dashboardAt,
    dashboardJsGzip: sum(scripts(upToDashboard), 'gzip'),
    dashboardJsTransferred: sum(scripts(upToDashboard), 'transferred'),
    warmedJsTransferred: sum(scripts(warmedAfterLogin), 'transferred'),
    warmedRequests: warmedAfterLogin.length,
    jsTransferred: sum(scripts(navigation), 'transferred'),
    jsGzip: sum(scripts(navigation), 'gzip'),
    jsFiles: scripts(navigation).length,
    requests: navigation.length,
    dataRequestAt,
    rowsAt,
    cls: cumulativeLayoutShift(shifts),
    shifts,
  }
}

/** The pages Lighthouse scores: the visitor's first screens. */
const LIGHTHOUSE_PATHS = ['/login', '/front-pages/landing-page']

async function runLighthouse(formFactor, pagePath) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  })
  try {
    const scores = []
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      const result = await lighthouse(
        `${base}${pagePath}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      )
      const { audits, categories } = result.lhr
      scores.push({
        score: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        cls: audits['cumulative-layout-shift'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        si: audits['speed-index'].numericValue,
      })
    }
    return scores
  } finally {
    await chrome.kill()
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const kb = (bytes) => (bytes / 1024).toFixed(1)
const ms = (values) =>
  values.length > 1
    ? `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
    : String(Math.round(values[0]))
const same = (values) => (new Set(values).size === 1 ? String(values[0]) : values.join('/'))
const clsText = (values) => same(values.map((value) => value.toFixed(3)))

function table(header, rows) {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`]
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`)
  return lines.join('\n')
}

let chromiumVersion = ''
const loadBefore = os.loadavg()
const server = startServer()
const stopAll = () => server.stop()
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})
let browser
try {
  await server.ready
  const session = await signInState()
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  chromiumVersion = browser.version()
  const routeRows = []
  const shiftNotes = []
  for (const route of ROUTES) {
    for (const viewport of Object.keys(VIEWPORTS)) {
      const runs = []
      for (let run = 0; run < RUNS; run++)
        runs.push(await measureRoute(browser, route, viewport, route.signedIn ? session : []))
      const first = runs[0]
      console.log(
        `${route.name} (${viewport}): ${kb(first.jsGzip)} KB gzip -9 / ${kb(first.jsTransferred)} KB transferred ` +
          `(${first.encodings}) in ${first.jsFiles} files, ${first.requests} requests, content at ` +
          `${ms(runs.map((r) => r.contentAt))} ms, CLS ${clsText(runs.map((r) => r.cls))}; then warmed ` +
          `${kb(first.warmedJsTransferred)} KB of JS in ${first.warmedRequests} requests`,
      )
      routeRows.push([
        `${route.name} (\`${route.path}\`)`,
        viewport,
        same(runs.map((r) => kb(r.jsGzip))),
        `${same(runs.map((r) => kb(r.jsTransferred)))} (${first.encodings})`,
        same(runs.map((r) => r.jsFiles)),
        same(runs.map((r) => r.requests)),
        ms(runs.map((r) => r.contentAt)),
        clsText(runs.map((r) => r.cls)),
        `${same(runs.map((r) => kb(r.warmedJsTransferred)))} KB, ${same(runs.map((r) => r.warmedRequests))}`,
      ])
      runs.forEach((run, index) => {
        for (const shift of run.shifts)
          shiftNotes.push(
            `- ${route.name}, ${viewport}, run ${index + 1}: ${shift.value.toFixed(4)} at ${Math.round(shift.at)} ms — ${shift.sources.join(', ')}`,
          )
      })
    }
  }

  const navigations = []
  for (let run = 0; run < RUNS; run++) navigations.push(await measureNavigation(browser))
  navigations.forEach((run, index) => {
    for (const shift of run.shifts)
      shiftNotes.push(
        `- login, then the product list, run ${index + 1}: ${shift.value.toFixed(4)} at ${Math.round(shift.at)} ms — ${shift.sources.join(', ')}`,
      )
  })
  const nav = navigations[0]
  console.log(
    `after login: dashboard at ${ms(navigations.map((n) => n.dashboardAt))} ms from the click, ` +
      `${kb(nav.dashboardJsGzip)} KB gzip JS up to it, then ${kb(nav.warmedJsTransferred)} KB warmed; ` +
      `product list from the menu: ` +
      `${kb(nav.jsGzip)} KB gzip JS in ${nav.jsFiles} files, ${nav.requests} requests, data request at ` +
      `${ms(navigations.map((n) => n.dataRequestAt))} ms, rows at ${ms(navigations.map((n) => n.rowsAt))} ms`,
  )
  await browser.close()
  browser = undefined

  const lighthouseRows = []
  if (!values['no-lighthouse']) {
    for (const pagePath of LIGHTHOUSE_PATHS)
      for (const formFactor of ['mobile', 'desktop']) {
        const scores = await runLighthouse(formFactor, pagePath)
        console.log(
          `Lighthouse ${pagePath} ${formFactor}: ${scores.map((s) => `${s.score} (CLS ${s.cls.toFixed(3)})`).join(', ')}`,
        )
        lighthouseRows.push([
          `\`${pagePath}\` ${formFactor}`,
          `${median(scores.map((s) => s.score))} (${scores.map((s) => s.score).join(', ')})`,
          String(Math.min(...scores.map((s) => s.accessibility))),
          clsText(scores.map((s) => s.cls)),
          ms(scores.map((s) => s.fcp)),
          ms(scores.map((s) => s.lcp)),
          ms(scores.map((s) => s.tbt)),
          ms(scores.map((s) => s.si)),
        ])
      }
  }
  const loadAfter = os.loadavg()

  const date = new Date().toISOString().slice(0, 10)
  const section = [
    `## ${date} — issue 13, first load in the browser (bench/web.mjs)${values.label ? `: ${values.label}` : ''}`,
    '',
    `\`npm run bench:web\`: a fresh \`npm start\` on loopback, Chromium ${browserVersion()} with an empty cache for`,
    `every visit; ${RUNS} runs per row (timings: median (range); bytes and requests are the same every run`,
    `unless shown with slashes). Load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before,`,
    `${loadAfter.map((l) => l.toFixed(1)).join(' ')} after, on ${os.cpus().length} cores.`,
    '',
    table(
      [
        'route (opened by address)',
        'screen',
        'JS KB gzip -9',
        'JS KB transferred',
        'JS files',
        'requests',
        'content ms',
        'CLS',
        'then warmed (JS, requests)',
      ],
      routeRows,
    ),
    '',
    shiftNotes.length
      ? 'Layout shifts (every run; the element that moved):\n\n' + shiftNotes.join('\n')
      : 'No layout shift on any route or in the login flow.',
    '',
    'After logging in through the form (fresh cache), then opening the product list from the menu:',
    '',
    table(
      ['figure', 'value'],
      [
        ['dashboard drawn, ms from the login click', ms(navigations.map((n) => n.dashboardAt))],
        [
          'JavaScript of /login and the dashboard (KB gzip -9 / transferred)',
          `${kb(nav.dashboardJsGzip)} / ${kb(nav.dashboardJsTransferred)}`,
        ],
        [
          'then warmed while idle (JS KB transferred, requests)',
          `${kb(nav.warmedJsTransferred)}, ${nav.warmedRequests}`,
        ],
        [
          'product list: JavaScript fetched from the click to its rows (KB gzip -9 / transferred, files)',
          `${same(navigations.map((n) => kb(n.jsGzip)))} / ${kb(nav.jsTransferred)}, ${nav.jsFiles}`,
        ],
        ['product list: requests from the click to its rows', same(navigations.map((n) => n.requests))],
        [
          'product list: data request starts, ms after the click',
          ms(navigations.map((n) => n.dataRequestAt ?? NaN)),
        ],
        ['product list: rows on screen, ms after the click', ms(navigations.map((n) => n.rowsAt))],
        ['layout shift during the flow (CLS)', clsText(navigations.map((n) => n.cls))],
      ],
    ),
    '',
    ...(lighthouseRows.length
      ? [
          `Lighthouse ${lighthouseVersion()} (${LIGHTHOUSE_RUNS} runs each; performance and accessibility, default`,
          'throttling of each mode: mobile simulates a slow 4G phone with 4× CPU slowdown):',
          '',
          table(
            [
              'page and mode',
              'performance median (runs)',
              'accessibility (lowest)',
              'CLS',
              'FCP ms',
              'LCP ms',
              'TBT ms',
              'Speed Index ms',
            ],
            lighthouseRows,
          ),
          '',
        ]
      : []),
  ].join('\n')
  console.log(`\n${section}`)
  if (!values['dry-run']) appendFileSync(path.join(here, 'RESULTS.md'), `\n${section}`)
} finally {
  if (browser) await browser.close()
  stopAll()
}

function browserVersion() {
  return chromiumVersion
}

function lighthouseVersion() {
  return createRequire(import.meta.url)('lighthouse/package.json').version
}
