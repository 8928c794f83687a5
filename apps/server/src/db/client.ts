// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL through node-postgres
// when a URL is given. Both run the same migrations and the same Drizzle queries.
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { type DataDirLock, lockDataDir } from './data-dir-lock.js'
import { prepareReads } from './pglite-prepared.js'
import * as schema from './schema/index.js'

type Schema = typeof schema
/** The common face of both drivers; repos only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** The database inside a transaction (what `db.transaction`'s callback receives). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DatabaseKind = 'pglite' | 'postgres'

export type Database = {
  db: Db
  kind: DatabaseKind
  close: () => Promise<void>
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` starts from. */
  dumpDataDir?: () => Promise<Blob>
  /**
   * LISTEN on a channel; returns the call that stops listening. On PostgreSQL over a connection of
   * its own (reconnecting after a drop), so events cross API servers; on PGlite within the one
   * process (what the database itself raises, e.g. from a trigger).
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>
}

export type DatabaseOptions =
  | {
      kind: 'pglite'
      dataDir?: string
      /** A `dumpDataDir()` tarball to start from instead of an empty database (tests copy one seed). */
      loadDataDir?: Blob
    }
  | { kind: 'postgres'; url: string; poolSize?: number }

// Resolved from src/db and from dist/db alike: the SQL files stay in src, where drizzle-kit writes them.
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations')

/** Any fixed number shared by every Aurum server: the key of the session lock taken to migrate. */
const MIGRATION_LOCK_KEY = 7_261_121

/**
 * Applies the migrations while holding a session-level advisory lock, on the lock's own
 * connection: servers started at the same moment on one database (a rolling deploy, a scaled
 * service) migrate one after the other instead of racing on `CREATE EXTENSION` and the journal.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect()
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migratePg(drizzlePg(connection, { schema }), { migrationsFolder })
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    connection.release()
  }
}

/**
 * Where PGlite keeps its files under DATA_DIR: the `pgdata` folder, since initdb only starts in an
 * empty folder and DATA_DIR holds the lock file. Data directories made before the lock existed
 * hold the files at their top (PG_VERSION there) and stay as they are.
 */
function postgresFilesOf(dataDir: string): string {
  return existsSync(path.join(dataDir, 'PG_VERSION')) ? dataDir : path.join(dataDir, 'pgdata')
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A dropped idle connection must not bring the process down.
    pool.on('error', () => undefined)
    try {
      await migrateUnderLock(pool)
    } catch (error) {
      await pool.end()
      throw error
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      listen: (channel, onPayload) => listenOn(options.url, channel, onPayload),
    }
  }
  let lock: DataDirLock | undefined
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    lock = await lockDataDir(options.dataDir)
  }
  try {
    const pgData = options.dataDir ? postgresFilesOf(options.dataDir) : undefined
    const client = await PGlite.create({
      dataDir: pgData,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm, btree_gin },
    })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    await migratePglite(db as never, { migrationsFolder })
    prepareReads(client)
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close()
        lock?.release()
      },
      listen: async (channel, onPayload) => {
        const unlisten = await client.listen(channel, onPayload)
        return async () => {
          // A closed database has nothing left to stop.
          if (!client.closed) await unlisten()
        }
      },
      dumpDataDir: async () => {
        // A checkpoint first: a copy then starts without replaying the seed's write-ahead log.
        await client.exec('checkpoint')
        return client.dumpDataDir('none')
      },
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}

/** A LISTEN connection that comes back after a drop (a restarted database, a network cut). */
async function listenOn(url: string, channel: string, onPayload: (payload: string) => void) {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    next.on('error', () => {
      void next.end().catch(() => undefined)
      if (!stopped && client === next) retry = setTimeout(() => void connect().catch(() => undefined), 1000)
    })
    client = next
    try {
      await next.connect()
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`)
    } catch {
      void next.end().catch(() => undefined)
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), 1000)
    }
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
  }
}
