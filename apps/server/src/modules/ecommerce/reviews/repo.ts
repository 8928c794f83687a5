// SQL of the reviews module: the list (through the list kit, joined to the reviewed product), the
// statistics aggregates, the status change and the delete.
import { and, count, eq, gte, lte, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { ReviewExportQuery, ReviewListQuery, ReviewSortKey, ReviewStatus } from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { products, reviews } from '#server/db/schema/index.js'
import { defineList, type PickedPage } from '#server/db/list-kit.js'
import { searchColumns } from '#server/db/sql-helpers.js'

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  product: products.productName,
  companyName: products.productBrand,
  productImage: products.image,
  reviewer: reviews.reviewer,
  email: reviews.email,
  avatar: reviews.avatar,
  reviewDate: reviews.reviewDate,
  status: reviews.status,
  rating: reviews.rating,
  head: reviews.head,
  para: reviews.para,
}

type ReviewFilter = Pick<ReviewExportQuery, 'q' | 'status'>

/** The reviewed product: its name is searched and sorted on, and shown. */
const withProduct = <Q extends PgSelect>(select: Q): Q =>
  select.innerJoin(products, eq(products.id, reviews.productId)) as unknown as Q

const reviewList = defineList<ReviewSortKey, ReviewFilter>({
  table: reviews,
  id: reviews.id,
  sorts: {
    product: { column: products.productName, type: 'text' },
    reviewer: { column: reviews.reviewer, type: 'text' },
    date: { column: reviews.reviewDate, type: 'date' },
    status: { column: reviews.status, type: 'text' },
  },
  defaultSort: (orderBy) => ({ column: reviews.id, type: 'integer', orderBy }),
  ties: 'same',
  where: (filter) =>
    and(
      searchColumns(filter.q, [
        products.productName,
        reviews.reviewer,
        reviews.email,
        reviews.head,
        reviews.para,
      ]),
      filter.status && filter.status !== 'All' ? eq(reviews.status, filter.status) : undefined,
    ),
  searches: (filter) => Boolean(filter.q),
  // The product is needed when the search may match its name or the list sorts by it.
  join: (select, sort, filter) =>
    filter.q || sort.column === products.productName ? withProduct(select) : select,
})

const readReviews = (db: Db) => (picked: PickedPage) =>
  db
    .select({ ...reviewColumns, total: picked.total })
    .from(picked)
    .innerJoin(reviews, eq(reviews.id, picked.id))
    .innerJoin(products, eq(products.id, reviews.productId))

export function selectReviewsPage(db: Db, query: ReviewListQuery) {
  return reviewList.page<ReviewRow>(db, query, readReviews(db))
}

/** The CSV export's batches, in the list's order. */
export function selectReviewBatches(db: Db, query: ReviewExportQuery, size: number) {
  return reviewList.batches<ReviewRow>(db, query, readReviews(db), size)
}

export type ReviewRow = SelectResultFields<typeof reviewColumns>

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id))
    .limit(1)
  return row
}

export async function updateReviewStatus(db: Db, id: number, status: ReviewStatus): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ status })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id })
  return rows.length > 0
}

export async function deleteReview(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(reviews).where(eq(reviews.id, id)).returning({ id: reviews.id })
  return rows.length > 0
}

const ratingCount = (rating: number) =>
  sql<number>`count(*) filter (where ${reviews.rating} = ${rating})`.mapWith(Number)

/** Every figure of the statistics cards but the daily series, in one pass over the table. */
export async function reviewTotals(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      average: sql<number>`coalesce(round(avg(${reviews.rating}), 2), 0)::float8`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${reviews.status} = 'Pending')`.mapWith(Number),
      published: sql<number>`count(*) filter (where ${reviews.status} = 'Published')`.mapWith(Number),
      positive: sql<number>`count(*) filter (where ${reviews.rating} >= 4)`.mapWith(Number),
      rating1: ratingCount(1),
      rating2: ratingCount(2),
      rating3: ratingCount(3),
      rating4: ratingCount(4),
      rating5: ratingCount(5),
    })
    .from(reviews)
  return row!
}

/** The latest day holding a review, as YYYY-MM-DD (served by the date index). */
export async function latestReviewDay(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ latest: sql<string | null>`max(${reviews.reviewDate})::text` })
    .from(reviews)
  return row?.latest ?? null
}

/** The day of the first review, or null without reviews (reviews_date_idx finds it). */
export async function firstReviewDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ first: sql<string | null>`min(${reviews.reviewDate})::text` }).from(reviews)
  return row?.first ?? null
}

/** Reviews per day over `[from, to]` (YYYY-MM-DD, inclusive); days without a review are absent. */
export function reviewsPerDay(db: Db, from: string, to: string) {
  return db
    .select({ date: sql<string>`${reviews.reviewDate}::text`, reviews: count() })
    .from(reviews)
    .where(and(gte(reviews.reviewDate, from), lte(reviews.reviewDate, to)))
    .groupBy(reviews.reviewDate)
}
