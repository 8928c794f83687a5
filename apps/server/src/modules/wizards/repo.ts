// SQL of the wizards: drafts per (user, wizard), account submissions, deals and property listings.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { deals, propertyListings, wizardDrafts, wizardSubmissions } from '../../db/schema/index.js'

export type DraftRow = typeof wizardDrafts.$inferSelect
export type SubmissionRow = typeof wizardSubmissions.$inferSelect
export type DealRow = typeof deals.$inferSelect
export type ListingRow = typeof propertyListings.$inferSelect

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

export async function insertListing(
  db: Db,
  listing: typeof propertyListings.$inferInsert,
): Promise<ListingRow> {
  const [row] = await db.insert(propertyListings).values(listing).returning()
  return row!
}

export function selectListings(db: Db, userId: number): Promise<ListingRow[]> {
  return db
    .select()
    .from(propertyListings)
    .where(eq(propertyListings.userId, userId))
    .orderBy(desc(propertyListings.id))
    .limit(50)
}
