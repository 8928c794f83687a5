// The JavaScript a first visit to /login downloads, measured in a browser (issue 13: at most 190 KB
// gzip, as apps/web/scripts/measure-login-js.mjs checks). Starts nothing: point it at a running
// Aurum (`PORT=3210 DATA_DIR=/tmp/aurum-budget npm start`). Opens /login in Debian's Chromium with a
// fresh profile, once with no stored settings (Spanish, the default) and once with Arabic stored
// (right-to-left: its style plugin and strings), waits for the network to go idle, and sums every
// JavaScript response: gzip -9 of its body (the figure the build-time check computes) and the
// bytes actually transferred. Exits 1 when a visit is over the limit.
//
//   node bench/login-js.mjs [base URL, default http://127.0.0.1:3000]
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs'

// Playwright is a dependency of the e2e workspace; its Chromium is the system one.
const { chromium } = createRequire(new URL('../e2e/package.json', import.meta.url))('@playwright/test')

const LIMIT_KB = 190
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const VISITS = [
  { name: 'fresh profile (es, default)', localStorage: [] },
  // Stored as the app stores it (lib/storage.ts): `aurum-` prefix, JSON value.
  { name: 'Arabic stored (ar, right-to-left)', localStorage: [{ name: 'aurum-language', value: '"ar"' }] },
]

const kb = (bytes) => (bytes / 1024).toFixed(1)

async function visit(browser, { name, localStorage }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: base, localStorage }] },
  })
  const page = await context.newPage()
  const scripts = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (response.request().resourceType() === 'script' || type.includes('javascript')) scripts.push(response)
  })
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' })
  // The form is on screen: the page's own chunks have run, not just the entry.
  await page.locator('form input[name="email"]').waitFor()
  await page.waitForLoadState('networkidle')

  const rows = []
  for (const response of scripts) {
    const body = await response.body()
    const sizes = await response.request().sizes()
    rows.push({
      file: new URL(response.url()).pathname,
      gzip: gzipSync(body, { level: 9 }).length,
      transferred: sizes.responseBodySize + sizes.responseHeadersSize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    })
  }
  await context.close()
  rows.sort((a, b) => b.gzip - a.gzip)
  const gzip = rows.reduce((sum, row) => sum + row.gzip, 0)
  const transferred = rows.reduce((sum, row) => sum + row.transferred, 0)
  console.log(`\n${name}: ${rows.length} JavaScript files`)
  console.log('  gzip -9 KB  transferred KB  file')
  for (const row of rows)
    console.log(
      `  ${kb(row.gzip).padStart(9)}  ${kb(row.transferred).padStart(14)}  ${row.file} (${row.encoding})`,
    )
  console.log(`  total ${kb(gzip)} KB gzip -9, ${kb(transferred)} KB transferred (limit ${LIMIT_KB} KB gzip)`)
  return gzip / 1024
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
let over = false
try {
  for (const scenario of VISITS) if ((await visit(browser, scenario)) > LIMIT_KB) over = true
} finally {
  await browser.close()
}
if (over) process.exitCode = 1
