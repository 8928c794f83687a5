// `npm start`: builds whatever is missing or older than its sources, then serves Aurum (API and
// web app) on PORT with the embedded database unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Newest modification time of a file, or under a folder (skipping dependencies and outputs). */
function newest(source) {
  if (!statSync(source).isDirectory()) return statSync(source).mtimeMs
  let latest = 0
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(source, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

function outdated(output, ...sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((source) => newest(source) > built)
}

/** Builds one part, saying what and how long it took (a first start builds all three: 1–3 minutes). */
function run(args, what) {
  const started = Date.now()
  console.log(`Aurum: building ${what} (it changed or was never built)…`)
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  console.log(`Aurum: ${what} built in ${Math.round((Date.now() - started) / 1000)} s.`)
}

const shared = path.join(root, 'packages/shared')
const server = path.join(root, 'apps/server')
const web = path.join(root, 'apps/web')

if (outdated(path.join(shared, 'dist/index.js'), path.join(shared, 'src')))
  run(['run', 'build', '-w', '@aurum/shared'], 'the shared package')
if (outdated(path.join(server, 'dist/index.js'), path.join(server, 'src'), path.join(shared, 'src'))) {
  run(['run', 'build', '-w', '@aurum/server'], 'the API server')
}
// The build also reads index.html and copies public/ (boot.js): a change there needs one too.
const webSources = ['src', 'index.html', 'public'].map((source) => path.join(web, source))
if (outdated(path.join(web, 'dist/index.html'), ...webSources, path.join(shared, 'src'))) {
  run(['run', 'build', '-w', '@aurum/web'], 'the web app (about a minute on two cores)')
}

const child = spawn(process.execPath, [path.join(server, 'dist/index.js')], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
