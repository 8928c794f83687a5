// Measures the JavaScript a first visit to /login downloads (issue item 13: at most 200 KB gzip):
// the entry chunk and everything it imports statically, plus the lazy chunks that route needs
// (blank layout, login page, the default language's strings).
// Run after `npm run build -w @aurum/web`: node apps/web/scripts/measure-login-js.mjs
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
const LIMIT_KB = 200

const wanted = new Set()
function add(key) {
  if (wanted.has(key)) return
  wanted.add(key)
  for (const imported of manifest[key].imports ?? []) add(imported)
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
add(entry)
const lazyNeeded = [
  /layouts\/blank-layout\.tsx$/,
  /features\/auth\/pages\/login-page\.tsx$/,
  /locales\/es\.json$/,
]
for (const key of Object.keys(manifest)) if (lazyNeeded.some((pattern) => pattern.test(key))) add(key)

let total = 0
const rows = []
for (const key of wanted) {
  const file = manifest[key].file
  if (!file.endsWith('.js')) continue
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
  total += size
  rows.push([size, file])
}
rows.sort((a, b) => b[0] - a[0])
for (const [size, file] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`)
const totalKb = total / 1024
console.log(`/login initial JavaScript: ${totalKb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB)`)
if (totalKb > LIMIT_KB) process.exitCode = 1
