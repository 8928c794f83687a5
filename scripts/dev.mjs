// `npm run dev`: the API from source (tsx watch; @aurum/shared from its TypeScript source through the
// `source` export condition), restarted on every change to either, and Vite's dev server with hot
// reload, whose /api proxy reaches the API. One command, one Ctrl-C; if either stops, both do.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs')
const vite = path.join(
  path.dirname(require.resolve('vite/package.json', { paths: [path.join(root, 'apps/web')] })),
  'bin/vite.js',
)

// Colours survive the pipes below when the terminal has them.
const env = { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) }

const processes = [
  // The working directory is the root's, as for `npm start`: the same ./data and .env-free defaults.
  { name: 'api', args: [tsx, 'watch', '--conditions=source', 'apps/server/src/index.ts'], cwd: root },
  { name: 'web', args: [vite], cwd: path.join(root, 'apps/web') },
].map(({ name, args, cwd }) => {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = ''
    from.setEncoding('utf8')
    from.on('data', (text) => {
      const lines = (rest + text).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) to.write(`[${name}] ${line}\n`)
    })
    from.on('end', () => rest && to.write(`[${name}] ${rest}\n`))
  }
  return { name, child }
})

let stopping = false
function stopAll(signal) {
  if (stopping) return
  stopping = true
  for (const { child } of processes) if (child.exitCode === null) child.kill(signal)
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal))

let remaining = processes.length
let status = 0
for (const { name, child } of processes) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the other`)
    if (!stopping && code) status = code
    stopAll('SIGTERM')
    if (--remaining === 0) process.exit(status)
  })
}
