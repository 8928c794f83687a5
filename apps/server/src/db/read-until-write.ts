// Figures that cost several aggregates (the CRM and analytics dashboards) are read again only after
// the database has changed: PostgreSQL's write-ahead-log position moves with every committed change
// to any table, from any server, and only then, so two equal readings mean nothing changed between
// them. Reading it is one cheap statement instead of the figures' aggregates on every visit.
import { sql } from 'drizzle-orm'
import type { Db } from './client.js'

export async function writePosition(db: Db): Promise<string> {
  const [row] = await db
    .select({ position: sql<string>`pg_current_wal_lsn()::text` })
    .from(sql`(values (1)) as one (x)`)
  if (!row) throw new Error('the write position statement returned no row')
  return row.position
}

/**
 * A cache of values per database and key (e.g. a period and the day it ends), each kept until the
 * write position moves. The position is read before the value, so a write landing while the value
 * is read leaves a newer value under an older position: the next call reads it again. Keys of days
 * gone by are dropped once more than `keep` are held.
 */
export function readUntilWrite<Value>(keep = 16) {
  const cache = new WeakMap<Db, Map<string, { position: string; value: Value }>>()
  return async (db: Db, key: string, read: () => Promise<Value>): Promise<Value> => {
    const position = await writePosition(db)
    let entries = cache.get(db)
    const cached = entries?.get(key)
    if (cached && cached.position === position) return cached.value
    const value = await read()
    if (!entries) cache.set(db, (entries = new Map()))
    entries.delete(key)
    entries.set(key, { position, value })
    // A Map iterates in insertion order: the first key is the one written longest ago.
    if (entries.size > keep) entries.delete(entries.keys().next().value!)
    return value
  }
}
