// SQL of the wizards: drafts per (user, wizard), account submissions, deals and property listings.
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { deals, propertyListings, wizardDrafts, wizardSubmissions } from '../../db/schema/index.js'

export type DraftRow = typeof wizardDrafts.$inferSelect
export type SubmissionRow = typeof wizardSubmissions.$inferSelect
export type DealRow = typeof deals.$inferSelect
export type ListingRow = typeof propertyListings.$inferSelect
/** A transaction of the caller's (the checkout's), or the database. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

export async function selectDraft(db: Db, userId: number, wizard: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(wizardDrafts)
    .where(and(eq(wizardDrafts.userId, userId), eq(wizardDrafts.wizard, wizard)))
  return row
}

export async function upsertDraft(
  db: Db,
  draft: { userId: number; wizard: string; step: number; data: Record<string, unknown> },
): Promise<DraftRow> {
  const [row] = await db
    .insert(wizardDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [wizardDrafts.userId, wizardDrafts.wizard],
      set: { step: draft.step, data: draft.data, updatedAt: sql`now()` },
    })
    .returning()
  return row!
}

export async function deleteDraft(db: Db, userId: number, wizard: string): Promise<void> {
  await db.delete(wizardDrafts).where(and(eq(wizardDrafts.userId, userId), eq(wizardDrafts.wizard, wizard)))
}

export async function insertSubmission(
  db: Db,
  submission: typeof wizardSubmissions.$inferInsert,
): Promise<SubmissionRow> {
  const [row] = await db.insert(wizardSubmissions).values(submission).returning()
  return row!
}

export function selectSubmissions(db: Db, userId: number): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(wizardSubmissions)
    .where(eq(wizardSubmissions.userId, userId))
    .orderBy(desc(wizardSubmissions.id))
    .limit(50)
}

export async function insertDeal(db: Db, deal: typeof deals.$inferInsert): Promise<DealRow> {
  const [row] = await db.insert(deals).values(deal).returning()
  return row!
}

export function selectDeals(db: Db, userId: number): Promise<DealRow[]> {
  return db.select().from(deals).where(eq(deals.userId, userId)).orderBy(desc(deals.id)).limit(50)
}

export async function selectDeal(db: Db, userId: number, id: number): Promise<DealRow | undefined> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, id), eq(deals.userId, userId)))
  return row
}

/** Another deal with this code in any case (the unique index is on lower(code)). */
export async function codeTakenBy(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(sql`lower(${deals.code}) = lower(${code})`, exceptId === null ? undefined : ne(deals.id, exceptId)),
    )
    .limit(1)
  return Boolean(row)
}

export async function updateDeal(
  db: Db,
  userId: number,
  id: number,
  deal: Omit<typeof deals.$inferInsert, 'id' | 'userId' | 'createdAt'>,
): Promise<DealRow | undefined> {
  const [row] = await db
    .update(deals)
    .set(deal)
    .where(and(eq(deals.id, id), eq(deals.userId, userId)))
    .returning()
  return row
}

export async function deleteDeal(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(deals)
    .where(and(eq(deals.id, id), eq(deals.userId, userId)))
    .returning({ id: deals.id })
  return rows.length > 0
}

/**
 * The deal of an offer code, in any case. With `lock`, the row is locked FOR UPDATE until the
 * caller's transaction ends, so two checkouts with one code count its uses one after the other.
 */
export async function selectDealByCode(
  db: DbOrTx,
  code: string,
  { lock }: { lock: boolean },
): Promise<DealRow | undefined> {
  const query = db
    .select()
    .from(deals)
    .where(sql`lower(${deals.code}) = lower(${code})`)
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function insertListing(
  db: Db,
  listing: typeof propertyListings.$inferInsert,
): Promise<ListingRow> {
  const [row] = await db.insert(propertyListings).values(listing).returning()
  return row!
}

export async function selectListing(db: Db, userId: number, id: number): Promise<ListingRow | undefined> {
  const [row] = await db
    .select()
    .from(propertyListings)
    .where(and(eq(propertyListings.id, id), eq(propertyListings.userId, userId)))
  return row
}

export async function updateListing(
  db: Db,
  userId: number,
  id: number,
  listing: Omit<typeof propertyListings.$inferInsert, 'id' | 'userId' | 'createdAt'>,
): Promise<ListingRow | undefined> {
  const [row] = await db
    .update(propertyListings)
    .set(listing)
    .where(and(eq(propertyListings.id, id), eq(propertyListings.userId, userId)))
    .returning()
  return row
}

export async function deleteListing(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(propertyListings)
    .where(and(eq(propertyListings.id, id), eq(propertyListings.userId, userId)))
    .returning({ id: propertyListings.id })
  return rows.length > 0
}

export function selectListings(db: Db, userId: number): Promise<ListingRow[]> {
  return db
    .select()
    .from(propertyListings)
    .where(eq(propertyListings.userId, userId))
    .orderBy(desc(propertyListings.id))
    .limit(50)
}
