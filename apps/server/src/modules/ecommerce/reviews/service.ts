// Rules of the reviews module: the spec's answer shape (month/day/year dates, `review` as the
// rating), the statistics' "last week" anchored on the data, publishing and deleting.
import {
  REVIEW_STATS_DAYS,
  type Review,
  type ReviewExportQuery,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewStats,
  type ReviewStatus,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { periodChange } from '#server/lib/period-change.js'
import * as reviewsRepo from './repo.js'

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`)

/** 'YYYY-MM-DD' → the spec's 'M/D/YYYY'. */
function monthDayYear(day: string): string {
  const [year, month, date] = day.split('-')
  return `${Number(month)}/${Number(date)}/${year}`
}

function toReview({ rating, reviewDate, ...row }: reviewsRepo.ReviewRow): Review {
  return {
    ...row,
    review: rating,
    reviewDate,
    date: monthDayYear(reviewDate),
    status: row.status as ReviewStatus,
  }
}

export async function listReviews(db: Db, query: ReviewListQuery): Promise<ReviewListResponse> {
  const { rows, ...total } = await reviewsRepo.selectReviewsPage(db, query)
  return { reviews: rows.map(toReview), ...total }
}

/** The CSV export's batches, in the list's order. */
export async function* exportReviews(
  db: Db,
  query: ReviewExportQuery,
  size: number,
): AsyncGenerator<Review[]> {
  for await (const rows of reviewsRepo.selectReviewBatches(db, query, size)) yield rows.map(toReview)
}

export async function getReview(db: Db, id: number): Promise<Review | undefined> {
  const row = await reviewsRepo.findReview(db, id)
  return row && toReview(row)
}

/** Publishes or unpublishes; undefined when there is no such review. */
export async function setReviewStatus(db: Db, id: number, status: ReviewStatus): Promise<Review | undefined> {
  if (!(await reviewsRepo.updateReviewStatus(db, id, status))) return undefined
  return getReview(db, id)
}

export function deleteReview(db: Db, id: number): Promise<boolean> {
  return reviewsRepo.deleteReview(db, id)
}

/**
 * The days of the statistics' series: REVIEW_STATS_DAYS days ending with the latest day holding
 * a review, but never after today (a review dated in the future does not hide the current week).
 */
export function reviewStatsDays(
  latestReviewDay: string | null,
  now: Date,
): { days: string[]; previousFrom: string } {
  const today = isoDay(now.getTime())
  const end = dayTime(latestReviewDay && latestReviewDay < today ? latestReviewDay : today)
  const days = Array.from({ length: REVIEW_STATS_DAYS }, (_, index) =>
    isoDay(end - (REVIEW_STATS_DAYS - 1 - index) * DAY_MS),
  )
  return { days, previousFrom: isoDay(end - (2 * REVIEW_STATS_DAYS - 1) * DAY_MS) }
}

export async function getReviewStats(db: Db, now = new Date()): Promise<ReviewStats> {
  const [totals, latest, first] = await Promise.all([
    reviewsRepo.reviewTotals(db),
    reviewsRepo.latestReviewDay(db),
    reviewsRepo.firstReviewDay(db),
  ])
  const { days, previousFrom } = reviewStatsDays(latest, now)
  const perDay = new Map(
    (await reviewsRepo.reviewsPerDay(db, previousFrom, days[days.length - 1]!)).map((row) => [
      row.date,
      row.reviews,
    ]),
  )
  const lastDays = days.map((date) => ({ date, count: perDay.get(date) ?? 0 }))
  const thisWeek = lastDays.reduce((sum, day) => sum + day.count, 0)
  const previousWeek = [...perDay.values()].reduce((sum, reviews) => sum + reviews, 0) - thisWeek
  return {
    total: totals.total,
    average: totals.average,
    pending: totals.pending,
    published: totals.published,
    positivePercent: totals.total === 0 ? 0 : Math.round((totals.positive / totals.total) * 1000) / 10,
    ratings: [
      { rating: 5, count: totals.rating5 },
      { rating: 4, count: totals.rating4 },
      { rating: 3, count: totals.rating3 },
      { rating: 2, count: totals.rating2 },
      { rating: 1, count: totals.rating1 },
    ],
    lastDays,
    thisWeek,
    previousWeek,
    weekChangePercent: periodChange(thisWeek, previousWeek, {
      previousFrom: new Date(dayTime(previousFrom)),
      recordsSince: first ? new Date(dayTime(first)) : null,
    }).changePercent,
  }
}
