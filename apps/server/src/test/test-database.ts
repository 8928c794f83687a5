// A fresh, migrated database for one test file: in-process PGlite by default, or a throw-away
// PostgreSQL database (created here, dropped on close) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../db/client.js'

export const usesPostgres = Boolean(process.env.TEST_DATABASE_URL)

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

export async function openTestDatabase(options: { dataDir?: string } = {}): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) return openDatabase({ kind: 'pglite', dataDir: options.dataDir })
  const name = `aurum_test_${Date.now()}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = withDatabaseName(adminUrl, name)
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 })
  return {
    ...database,
    url,
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists "${name}" with (force)`)
      await dropper.end()
    },
  }
}
