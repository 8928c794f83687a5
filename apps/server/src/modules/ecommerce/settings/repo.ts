// SQL of the store settings: the store's one row, read whole and written one section at a time.
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.js'
import { storeSettings } from '#server/db/schema/index.js'

export type StoreSettingsRow = typeof storeSettings.$inferSelect
/** The jsonb section columns, each replaced whole by a save. */
export type StoreSettingsSectionValues = Pick<
  typeof storeSettings.$inferInsert,
  'details' | 'payments' | 'checkout' | 'notifications'
>

/** The first store by id: the demo has exactly one (see service.ts). */
const theStoreId = sql`(select ${storeSettings.id} from ${storeSettings} order by ${storeSettings.id} limit 1)`

export async function findStoreSettings(db: Db): Promise<StoreSettingsRow | undefined> {
  const [row] = await db.select().from(storeSettings).orderBy(asc(storeSettings.id)).limit(1)
  return row
}

/** The details section alone (the order number format, read with every list of orders). */
export async function findStoreDetails(db: Db): Promise<StoreSettingsRow['details'] | undefined> {
  const [row] = await db
    .select({ details: storeSettings.details })
    .from(storeSettings)
    .orderBy(asc(storeSettings.id))
    .limit(1)
  return row?.details
}

export async function updateStoreSettings(
  db: Db,
  values: Partial<StoreSettingsSectionValues>,
): Promise<StoreSettingsRow | undefined> {
  const [row] = await db
    .update(storeSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(storeSettings.id, theStoreId))
    .returning()
  return row
}
