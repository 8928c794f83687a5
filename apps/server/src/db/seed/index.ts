// Fills an empty database with the demo data, once: the first API server to start takes a lock,
// checks for existing roles, and seeds every area in order inside one transaction.
import { sql } from 'drizzle-orm'
import type { Db } from '../client.js'
import { roles } from '../schema/index.js'
import { createSeedContext } from './context.js'
import { seedAcademy } from './academy.js'
import { seedCalendar } from './calendar.js'
import { seedChat } from './chat.js'
import { seedContent } from './content.js'
import { seedEcommerce } from './ecommerce.js'
import { seedEmail } from './email.js'
import { seedInvoices } from './invoices.js'
import { seedKanban } from './kanban.js'
import { seedLogistics } from './logistics.js'
import { seedNotifications } from './notifications.js'
import { seedProfile } from './profile.js'
import { seedSales } from './sales.js'
import { seedUsers } from './users.js'

const SEED_LOCK_KEY = 7_261_122

/** Areas in dependency order (users first: others reference them). */
const AREA_SEEDERS = [
  seedUsers,
  seedEcommerce,
  seedEmail,
  seedChat,
  seedCalendar,
  seedKanban,
  seedInvoices,
  seedAcademy,
  seedLogistics,
  seedContent,
  seedProfile,
  seedSales,
  seedNotifications,
]

export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const existing = await tx.select({ id: roles.id }).from(roles).limit(1)
    if (existing.length > 0) return false
    const context = createSeedContext(tx as unknown as Db, now)
    for (const seedArea of AREA_SEEDERS) await seedArea(context)
    return true
  })
}
