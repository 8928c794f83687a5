// Seeds the demo database once per server test run (vitest globalSetup); every test file then
// starts from its own copy (openSeededTestDatabase): a PGlite data-directory dump loaded into a new
// in-memory instance, or a PostgreSQL database created from a template. Both are removed at the
// end. PGlite also gets a dump of the migrated, empty database: its initdb and migrations took
// longer than the seed.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.js'
import { seedIfEmpty } from '../db/seed/index.js'
import { adminQuery, TEST_NOW, withDatabaseName } from './test-database.js'

let cleanUp: (() => Promise<void>) | undefined

export async function setup(project: TestProject): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    // One per run (others may share this PostgreSQL server); CREATE DATABASE … TEMPLATE needs it
    // to have no connection left, so the pool is closed before any test file copies it.
    const template = `aurum_test_template_${Date.now()}_${randomBytes(4).toString('hex')}`
    await adminQuery(adminUrl, `create database "${template}"`)
    cleanUp = () => adminQuery(adminUrl, `drop database if exists "${template}" with (force)`)
    const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(adminUrl, template) })
    try {
      await seedIfEmpty(database.db, TEST_NOW)
    } finally {
      await database.close()
    }
    project.provide('seededDatabase', { kind: 'postgres', template })
    return
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'aurum-test-seed-'))
  cleanUp = () => rm(folder, { recursive: true, force: true })
  const database = await openDatabase({ kind: 'pglite' })
  try {
    const dump = async (name: string) => {
      const file = path.join(folder, `${name}.tar`)
      await writeFile(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()))
      return file
    }
    const emptyFile = await dump('empty')
    await seedIfEmpty(database.db, TEST_NOW)
    project.provide('seededDatabase', { kind: 'pglite', emptyFile, seededFile: await dump('seeded') })
  } finally {
    await database.close()
  }
}

export async function teardown(): Promise<void> {
  await cleanUp?.()
}
