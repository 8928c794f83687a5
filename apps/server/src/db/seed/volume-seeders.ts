// The volumes `npm run seed` can generate, by option name.
import type { Db } from '../client.js'
import { createSeedContext } from './context.js'
import { seedVolumeCustomers, seedVolumeOrders, seedVolumeProducts } from './ecommerce.js'
import { seedVolumeEmails } from './email.js'
import { seedVolumeInvoices } from './invoices.js'
import { seedVolumeUsers, type VolumeLog } from './volume.js'

type VolumeSeeder = (db: Db, count: number, log: VolumeLog) => Promise<void>

const withContext =
  (seed: (context: ReturnType<typeof createSeedContext>, count: number) => Promise<unknown>): VolumeSeeder =>
  async (db, count) => {
    await seed(createSeedContext(db), count)
  }

export const VOLUME_SEEDERS: Record<string, VolumeSeeder> = {
  users: seedVolumeUsers,
  customers: withContext(seedVolumeCustomers),
  products: withContext(seedVolumeProducts),
  orders: withContext(seedVolumeOrders),
  invoices: withContext(seedVolumeInvoices),
  emails: withContext(seedVolumeEmails),
}
