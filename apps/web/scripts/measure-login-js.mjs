// Measures the JavaScript a first visit to /login downloads (issue 3: at most 200 KB gzip), from
// the build's manifest: the entry and everything it imports statically, plus the lazy chunks the
// route fetches (blank layout, login page, the strings of the frame and of the auth area in the
// visitor's language) and, for a right-to-left language, the style plugin. The same files as a
// browser loads (bench/login-js.mjs checks that against a running server); exits 1 over the limit.
// `npm run size:login` builds and runs it; alone, after `npm run build -w @aurum/web`:
//   node apps/web/scripts/measure-login-js.mjs
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const LIMIT_KB = 200

const lazyFor = (language) => [
  /^src\/app\/layouts\/blank-layout\.tsx$/,
  /^src\/features\/auth\/pages\/login-page\.tsx$/,
  new RegExp(`^src/app/locales/${language}\\.json$`),
  new RegExp(`^src/features/auth/locales/${language}\\.json$`),
]
const VISITS = [
  { name: 'fresh profile (es, default)', lazy: lazyFor('es') },
  { name: 'Arabic stored (ar, right-to-left)', lazy: [...lazyFor('ar'), /stylis-plugin-rtl\//] },
]

function measure({ name, lazy }) {
  const wanted = new Set()
  const add = (key) => {
    if (wanted.has(key)) return
    wanted.add(key)
    for (const imported of manifest[key].imports ?? []) add(imported)
  }
  add(Object.keys(manifest).find((key) => manifest[key].isEntry))
  for (const pattern of lazy) {
    const keys = Object.keys(manifest).filter((key) => pattern.test(key))
    if (keys.length !== 1) throw new Error(`${pattern} matches ${keys.length} manifest entries, not 1`)
    add(keys[0])
  }

  const rows = [...wanted]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => [gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, file])
    .sort((a, b) => b[0] - a[0])
  const totalKb = rows.reduce((sum, [size]) => sum + size, 0) / 1024
  console.log(`\n${name}: ${rows.length} JavaScript files`)
  for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
  console.log(`/login initial JavaScript: ${totalKb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB)`)
  return totalKb
}

const totals = VISITS.map(measure)
if (totals.some((totalKb) => totalKb > LIMIT_KB)) process.exitCode = 1
