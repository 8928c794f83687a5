// SQL of the reviews module: the filtered, sorted, paged list (joined to the reviewed product), its
// count, the statistics aggregates, the status change and the delete.
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { ReviewExportQuery, ReviewStatus } from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { products, reviews } from '../../../db/schema/index.js'
import { orderByColumns, searchColumns } from '../../../db/sql-helpers.js'

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

const sortColumns = {
  product: products.productName,
  reviewer: reviews.reviewer,
  date: reviews.reviewDate,
  status: reviews.status,
} as const

type ReviewFilter = Pick<ReviewExportQuery, 'q' | 'status'>

function listFilter(filter: ReviewFilter): SQL | undefined {
  return and(
    searchColumns(filter.q, [products.productName, reviews.reviewer, reviews.email, reviews.head, reviews.para]),
    filter.status && filter.status !== 'All' ? eq(reviews.status, filter.status) : undefined,
  )
}

/** Rows `offset … offset + limit` of the list in its order (the list page and the CSV batches). */
export function selectReviews(db: Db, query: ReviewExportQuery, offset: number, limit: number) {
  const sortKey = query.sortBy ? sortColumns[query.sortBy] : reviews.id
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(listFilter(query))
    .orderBy(...orderByColumns(sortKey, query.orderBy, reviews.id))
    .limit(limit)
    .offset(offset)
}

export async function countReviews(db: Db, filter: ReviewFilter): Promise<number> {
  const base = db.select({ total: count() }).from(reviews)
  // The join is only needed when the search may match the product name.
  const [row] = filter.q
    ? await base.innerJoin(products, eq(products.id, reviews.productId)).where(listFilter(filter))
    : await base.where(listFilter(filter))
  return row?.total ?? 0
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number]

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
  const rows = await db.update(reviews).set({ status }).where(eq(reviews.id, id)).returning({ id: reviews.id })
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
  const [row] = await db.select({ latest: sql<string | null>`max(${reviews.reviewDate})::text` }).from(reviews)
  return row?.latest ?? null
}

/** Reviews per day over `[from, to]` (YYYY-MM-DD, inclusive); days without a review are absent. */
export function reviewsPerDay(db: Db, from: string, to: string) {
  return db
    .select({ date: sql<string>`${reviews.reviewDate}::text`, reviews: count() })
    .from(reviews)
    .where(and(gte(reviews.reviewDate, from), lte(reviews.reviewDate, to)))
    .groupBy(reviews.reviewDate)
}
