// One server per embedded data directory: a second opener is refused while the first lives, and a
// lock left by a killed process is taken over.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './client.js'
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js'

const folders: string[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function newDataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), 'aurum-lock-'))
  folders.push(folder)
  return folder
}

function processStartOf(pid: number): string | null {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
}

/** A live process that is not this one, as another server would be. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  children.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  return child as ChildProcess & { pid: number }
}

function writeLock(dataDir: string, pid: number, processStart: string | null, host = os.hostname()) {
  const holder = { pid, processStart, host, startedAt: new Date().toISOString(), token: 'someone-else' }
  writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(holder))
}

describe('the data directory lock', () => {
  it('refuses a second database on the same DATA_DIR while the first is open, then allows it once closed', async () => {
    const dataDir = newDataDir()
    const first = await openDatabase({ kind: 'pglite', dataDir })
    const refused = await openDatabase({ kind: 'pglite', dataDir }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(DataDirLockedError)
    expect((refused as Error).message).toMatch(/Another Aurum server \(pid \d+ .*\) is using DATA_DIR/)
    await first.close()
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false)
    const second = await openDatabase({ kind: 'pglite', dataDir })
    await second.close()
  })

  it('opens a data directory made before the lock, with the database files at its top', async () => {
    const dataDir = newDataDir()
    const legacy = await PGlite.create({ dataDir })
    await legacy.exec('create table kept (note text); insert into kept values ($$from before$$)')
    await legacy.close()
    const database = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const { rows } = (await database.db.execute(sql`select note from kept`)) as unknown as {
        rows: unknown[]
      }
      expect(rows).toEqual([{ note: 'from before' }])
      expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false)
    } finally {
      await database.close()
    }
  })

  it('refuses while another live process holds it, and takes it over once that process is killed', async () => {
    const dataDir = newDataDir()
    const holder = await otherProcess()
    writeLock(dataDir, holder.pid, processStartOf(holder.pid))
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError)
    holder.kill('SIGKILL')
    await new Promise((resolve) => holder.once('exit', resolve))
    const lock = await lockDataDir(dataDir)
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })

  it('takes over a lock whose pid now belongs to a different process (pid reuse)', async () => {
    const dataDir = newDataDir()
    const unrelated = await otherProcess()
    writeLock(dataDir, unrelated.pid, '1') // started at another moment than the live process of that pid
    const lock = await lockDataDir(dataDir)
    lock.release()
  })

  it("trusts another machine's lock only while its heartbeat is fresh", async () => {
    const dataDir = newDataDir()
    writeLock(dataDir, 1, null, 'another-host')
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError)
    const { utimesSync } = await import('node:fs')
    const longAgo = new Date(Date.now() - 60_000)
    utimesSync(path.join(dataDir, LOCK_FILE_NAME), longAgo, longAgo)
    const lock = await lockDataDir(dataDir)
    lock.release()
  })

  it('lets exactly one of several processes racing for a stale lock win', async () => {
    const dataDir = newDataDir()
    const gone = await otherProcess()
    gone.kill('SIGKILL')
    await new Promise((resolve) => gone.once('exit', resolve))
    writeLock(dataDir, gone.pid, null)
    const script = path.join(dataDir, 'take.mts')
    writeFileSync(
      script,
      `import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))}
try { await lockDataDir(process.argv[2]); console.log('won'); setTimeout(() => process.exit(0), 1500) }
catch (error) { console.log(error.name); process.exit(0) }`,
    )
    const race = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.on('exit', () => resolve(output.trim()))
      })
    const outcomes = await Promise.all([race(), race(), race(), race()])
    expect(outcomes.sort()).toEqual(['DataDirLockedError', 'DataDirLockedError', 'DataDirLockedError', 'won'])
  })
})
