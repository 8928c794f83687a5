// Several API servers started at the same moment on one new PostgreSQL database (a rolling deploy,
// a scaled service) all come up: migrations run one server at a time, and the demo data once.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { usesPostgres } from '../test/test-database.js'
import { openDatabase, type Database } from './client.js'
import { seedIfEmpty } from './seed/index.js'

const adminUrl = process.env.TEST_DATABASE_URL
const name = `aurum_migrate_${Date.now()}_${randomBytes(4).toString('hex')}`
const opened: Database[] = []

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()))
  if (usesPostgres) await admin(`drop database if exists "${name}" with (force)`)
})

describe.runIf(usesPostgres)('three servers starting together on a new database', () => {
  it('all migrate and open, and the demo data is seeded once', async () => {
    await admin(`create database "${name}"`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    // A pool of one: the migration must run on the connection that holds the lock, not wait for another.
    const starts = [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 }))
    const outcomes = await Promise.allSettled(starts)
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') opened.push(outcome.value)
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok')),
    ).toEqual(['ok', 'ok', 'ok'])
    const seeded = await Promise.all(opened.map((database) => seedIfEmpty(database.db)))
    expect(seeded.filter(Boolean)).toHaveLength(1)
  })
})
