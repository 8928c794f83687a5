// A write survives closing the database and opening it again (PGlite on disk, or PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openTestDatabase, usesPostgres } from '../test/test-database.js'
import { openDatabase } from './client.js'
import { roles, users } from './schema/index.js'
import { seedIfEmpty } from './seed/index.js'

const dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-durability-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('durability', () => {
  it('keeps a write across close and reopen, and does not seed twice', async () => {
    const first = await openTestDatabase({ dataDir })
    expect(await seedIfEmpty(first.db)).toBe(true)
    await first.db.insert(users).values({
      fullName: 'Durable Person',
      username: 'durable',
      email: 'durable@example.com',
      role: 'editor',
      currentPlan: 'team',
      status: 'active',
    })
    const roleCount = (await first.db.select().from(roles)).length
    // Close the connection (PGlite flushes to disk) without dropping the PostgreSQL database.
    const reopen = usesPostgres
      ? async () => {
          const url = (first as { url?: string }).url!
          await openDatabase({ kind: 'postgres', url }).then((db) => db.close()) // a second pool works while the first is open
          return openDatabase({ kind: 'postgres', url })
        }
      : async () => openDatabase({ kind: 'pglite', dataDir })
    if (!usesPostgres) await first.close()
    const second = await reopen()
    try {
      const [found] = await second.db.select().from(users).where(eq(users.email, 'durable@example.com'))
      expect(found?.fullName).toBe('Durable Person')
      expect(await seedIfEmpty(second.db)).toBe(false)
      expect((await second.db.select().from(roles)).length).toBe(roleCount)
    } finally {
      await second.close()
      if (usesPostgres) await first.close()
    }
  })
})
