// Databases for one test file: a copy of the run's seeded demo database (seeded once by
// global-setup.ts), or a migrated, empty one. In-process PGlite by default, or a throw-away
// PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/client.js'
import { seedIfEmpty } from '../db/seed/index.js'

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL)

/** Seed time for tests: fixed, so relative demo data (calendar) is the same on every run and copy. */
export const TEST_NOW = new Date('2026-11-15T10:00:00Z')

/**
 * What global-setup.ts made for the run: PGlite data-directory dumps (migrated and empty, and
 * seeded), or the name of a seeded PostgreSQL template database.
 */
export type SeededDatabase =
  { kind: 'pglite'; emptyFile: string; seededFile: string } | { kind: 'postgres'; template: string }

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase?: SeededDatabase
  }
}

export type TestDatabase = Database & { url?: string }

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

/** Runs one statement on the server's maintenance connection (create and drop database). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** A PostgreSQL database of its own (a copy of `template` if given), dropped on close. */
async function openThrowAwayPostgres(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = `aurum_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`)
  const url = withDatabaseName(adminUrl, name)
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
  return {
    ...database,
    url,
    close: async () => {
      await database.close()
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}

/** PGlite started from one of the run's dumps: no initdb, no migrations to apply (~5× quicker). */
async function openPgliteCopy(file: string): Promise<TestDatabase> {
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await readFile(file)]) })
}

/**
 * A migrated, empty database (durability and error tests seed or break it themselves); with a
 * `dataDir`, an embedded one on disk, created there.
 */
export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) return openThrowAwayPostgres(adminUrl)
  const prepared = inject('seededDatabase')
  if (!options.dataDir && prepared?.kind === 'pglite') return openPgliteCopy(prepared.emptyFile)
  return openDatabase({ kind: 'pglite', dataDir: options.dataDir })
}

/**
 * A database holding the demo data as seeded at TEST_NOW, the file's own to change: a copy of the
 * run's seed (seeding took most of a test file's time when every file did it). Without the global
 * setup (a config that lacks it), it seeds one itself.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const prepared = inject('seededDatabase')
  const adminUrl = process.env.TEST_DATABASE_URL
  if (prepared?.kind === 'postgres' && adminUrl) return openThrowAwayPostgres(adminUrl, prepared.template)
  if (prepared?.kind === 'pglite' && !adminUrl) return openPgliteCopy(prepared.seededFile)
  const database = await openTestDatabase()
  await seedIfEmpty(database.db, TEST_NOW)
  return database
}
