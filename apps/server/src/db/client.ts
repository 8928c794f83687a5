// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL through node-postgres
// when a URL is given. Both run the same migrations and the same Drizzle queries.
import { mkdirSync } from 'node:fs'
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
import * as schema from './schema/index.js'

export type Schema = typeof schema
/** The common face of both drivers; repos only ever see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseKind = 'pglite' | 'postgres'

export type Database = {
  db: Db
  kind: DatabaseKind
  close: () => Promise<void>
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; poolSize?: number }

// Resolved from src/db and from dist/db alike: the SQL files stay in src, where drizzle-kit writes them.
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // A dropped idle connection must not bring the process down.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema }) as unknown as Db
    await migratePg(db as never, { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm, btree_gin } })
  const db = drizzlePglite(client, { schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}
