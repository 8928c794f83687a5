// `npm run seed -- [--users N] [--orders N] [--customers N] [--products N] [--invoices N] [--emails N]`:
// migrates and seeds the demo data if the database is empty, then appends the requested volumes.
// Uses DATABASE_URL when set, the embedded database under DATA_DIR otherwise.
import { parseArgs } from 'node:util'
import { openDatabase } from '../client.js'
import { parseEnv } from '../../env.js'
import { seedIfEmpty } from './index.js'
import { VOLUME_SEEDERS } from './volume-seeders.js'

const { values } = parseArgs({
  options: Object.fromEntries(Object.keys(VOLUME_SEEDERS).map((name) => [name, { type: 'string' as const }])),
  strict: true,
})

const env = parseEnv()
const database = await openDatabase(
  env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR },
)
const log = (message: string) => console.log(`[seed] ${message}`)
try {
  if (await seedIfEmpty(database.db)) log('demo data seeded')
  for (const [name, seed] of Object.entries(VOLUME_SEEDERS)) {
    const raw = values[name]
    if (raw === undefined) continue
    const count = Number(raw)
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`--${name} needs a positive whole number, got "${raw}"`)
    const started = Date.now()
    await seed(database.db, count, log)
    log(`${name}: ${count} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  // Fresh statistics so the planner sees the new volume at once.
  await database.db.execute('analyze')
} finally {
  await database.close()
}
