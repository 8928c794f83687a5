// One server per embedded data directory. PGlite has no lock of its own: two processes on one
// DATA_DIR both serve, hand out the same ids, and a kill -9 while both write leaves files that
// never open again. The lock is a file created exclusively (O_EXCL), naming its holder; a holder
// that is gone (killed, crashed) leaves a stale file that the next server takes over.
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const LOCK_FILE_NAME = 'aurum.lock'
/** The holder touches the file this often; another machine sees it as stale after STALE_AFTER_MS. */
const HEARTBEAT_MS = 10_000
const STALE_AFTER_MS = 3 * HEARTBEAT_MS

type LockHolder = {
  pid: number
  /** Kernel start time of the process (Linux), so a reused pid is not taken for the holder. */
  processStart: string | null
  host: string
  startedAt: string
  /** Unique per acquisition: tells this lock apart from one taken over in between. */
  token: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `Another Aurum server (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}) is using ` +
        `DATA_DIR ${dataDir}. Stop it, or give this server another DATA_DIR (or DATABASE_URL). ` +
        `If no such server runs, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    )
    this.name = 'DataDirLockedError'
  }
}

export type DataDirLock = { release: () => void }

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count from its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

function touchedRecently(file: string): boolean {
  try {
    return Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS
  } catch {
    return false
  }
}

function isAlive(file: string, holder: LockHolder): boolean {
  // Another machine's (or container's) process cannot be looked up: its heartbeat tells.
  if (holder.host !== os.hostname()) return touchedRecently(file)
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A pid reused by another process since (a restarted container's pid 1, say) has another start.
  const start = processStartOf(holder.pid)
  return !holder.processStart || !start || start === holder.processStart
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder
  } catch {
    return null
  }
}

function tryCreate(file: string, holder: LockHolder): boolean {
  let descriptor: number
  try {
    descriptor = openSync(file, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(descriptor, JSON.stringify(holder))
  } finally {
    closeSync(descriptor)
  }
  return true
}

/**
 * Moves a stale lock aside, atomically. If another server took the lock over between our read and
 * our rename, what we moved is its fresh lock: it is put back (link fails if yet another exists).
 */
function removeStale(file: string, stale: LockHolder | null): void {
  const aside = `${file}.${randomBytes(6).toString('hex')}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const moved = readHolder(aside)
  if (moved && moved.token !== stale?.token) {
    try {
      linkSync(aside, file)
    } catch {
      // A third server holds the lock now; it will be found on the next attempt.
    }
  }
  unlinkSync(aside)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Takes the lock of `dataDir` for the life of this process, or throws DataDirLockedError. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE_NAME)
  const mine: LockHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  }
  let unreadable = 0
  for (let attempt = 0; attempt < 40; attempt++) {
    if (tryCreate(file, mine)) {
      const heartbeat = setInterval(() => {
        try {
          const now = new Date()
          utimesSync(file, now, now)
        } catch {
          // The file is gone (deleted by hand): nothing to keep fresh.
        }
      }, HEARTBEAT_MS)
      heartbeat.unref()
      let released = false
      const release = () => {
        if (released) return
        released = true
        clearInterval(heartbeat)
        process.off('exit', release)
        if (readHolder(file)?.token === mine.token) unlinkSync(file)
      }
      process.on('exit', release)
      return { release }
    }
    const holder = readHolder(file)
    if (!holder) {
      // Another server is between creating and writing it; a file still empty after a second
      // was left by a process killed at that moment.
      if (++unreadable < 20) {
        await sleep(50)
        continue
      }
      removeStale(file, null)
      continue
    }
    if (isAlive(file, holder)) throw new DataDirLockedError(dataDir, holder)
    removeStale(file, holder)
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing hands`)
}
