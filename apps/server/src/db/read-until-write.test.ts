// The cache of costly figures: read once while nothing is written, again after any committed write
// (from this connection or another), per key, and no more than `keep` keys.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../test/test-database.js'
import { readUntilWrite, writePosition } from './read-until-write.js'

let database: TestDatabase

beforeAll(async () => {
  database = await openTestDatabase()
  await database.db.execute(sql`create table cache_probe (id serial primary key, note text)`)
})

afterAll(async () => {
  await database.close()
})

describe('readUntilWrite', () => {
  it('reads again only after a write moved the position', async () => {
    const { db } = database
    const cached = readUntilWrite<number>()
    let reads = 0
    const read = async () => ++reads
    expect(await cached(db, 'a', read)).toBe(1)
    expect(await cached(db, 'a', read)).toBe(1)
    // A read-only statement does not move the position.
    await db.execute(sql`select count(*) from cache_probe`)
    expect(await cached(db, 'a', read)).toBe(1)
    const before = await writePosition(db)
    await db.execute(sql`insert into cache_probe (note) values ('written')`)
    expect(await writePosition(db)).not.toBe(before)
    expect(await cached(db, 'a', read)).toBe(2)
    expect(await cached(db, 'a', read)).toBe(2)
    expect(reads).toBe(2)
  })

  it('keeps one value per key, and no more than `keep` keys', async () => {
    const { db } = database
    const cached = readUntilWrite<string>(2)
    const reads: string[] = []
    const read = (key: string) => async () => {
      reads.push(key)
      return `${key}!`
    }
    expect(await cached(db, '7d', read('7d'))).toBe('7d!')
    expect(await cached(db, '30d', read('30d'))).toBe('30d!')
    expect(await cached(db, '7d', read('7d'))).toBe('7d!')
    expect(reads).toEqual(['7d', '30d'])
    // A third key drops the one written longest ago (7d), which is read again after it.
    await cached(db, '90d', read('90d'))
    await cached(db, '30d', read('30d'))
    await cached(db, '7d', read('7d'))
    expect(reads).toEqual(['7d', '30d', '90d', '7d'])
  })
})
