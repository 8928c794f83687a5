// Contracts of the store's reviews and referrals (spec section 7): list queries (also used by the
// web to hold list state in the URL), answers, the status change and the statistics cards.
import { z } from 'zod'
import { REFERRAL_STATUSES, REVIEW_STATUSES } from '../constants/index.js'
import {
  optionalQueryEnum,
  optionalQueryText,
  pagedAnswer,
  pagedQuery,
  rowCountSchema as count,
} from './common.js'

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

// ---------------------------------------------------------------------------------------------
// Reviews

export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const
export type ReviewSortKey = (typeof REVIEW_SORT_KEYS)[number]
/** The spec's status filter: a status, or 'All' (same as absent). */
export const REVIEW_STATUS_FILTERS = ['All', ...REVIEW_STATUSES] as const
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const
/** Days covered by the statistics' daily series. */
export const REVIEW_STATS_DAYS = 7

export const reviewStatusSchema = z.enum(REVIEW_STATUSES)
export type ReviewStatus = z.infer<typeof reviewStatusSchema>

export const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The product's name. */
  product: z.string(),
  /** The product's brand. */
  companyName: z.string(),
  productImage: z.string().nullable(),
  reviewer: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** The spec's month/day/year text, e.g. 5/28/2025. */
  date: z.string(),
  /** The same day as YYYY-MM-DD, for formatting in the reader's language. */
  reviewDate: isoDay,
  status: reviewStatusSchema,
  /** The spec's `review`: the rating, 1 to 5. */
  review: z.number().int().min(1).max(5),
  head: z.string(),
  para: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

/** q matches the product name, reviewer, email, headline and text (case-insensitive substring). */
export const reviewFilterSchema = z.object({
  q: optionalQueryText,
  status: optionalQueryEnum(REVIEW_STATUS_FILTERS),
})

export const reviewListQuerySchema = pagedQuery(REVIEW_SORT_KEYS).extend(reviewFilterSchema.shape)
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>
export type ReviewListQueryInput = z.input<typeof reviewListQuerySchema>

/** The CSV export takes the list's filters and order, without paging (every matching row). */
export const reviewExportQuerySchema = reviewListQuerySchema.omit({ page: true, itemsPerPage: true })
export type ReviewExportQuery = z.infer<typeof reviewExportQuerySchema>

export const reviewListResponseSchema = pagedAnswer('reviews', reviewSchema)
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>

export const reviewStatusUpdateSchema = z.object({ status: reviewStatusSchema })
export type ReviewStatusUpdate = z.infer<typeof reviewStatusUpdateSchema>

export const reviewStatsSchema = z.object({
  total: count,
  /** Mean rating rounded to two decimals; 0 without reviews. */
  average: z.number().min(0).max(5),
  pending: count,
  published: count,
  /** Share of reviews rated 4 or 5, in percent (one decimal). */
  positivePercent: z.number().min(0).max(100),
  /** One entry per rating, 5 stars first. */
  ratings: z.array(z.object({ rating: z.number().int().min(1).max(5), count })),
  /**
   * REVIEW_STATS_DAYS days ending with the latest day holding a review (never after today): the
   * demo data lies in the past, so "this week" is the data's last week.
   */
  lastDays: z.array(z.object({ date: isoDay, count })),
  /** Reviews in `lastDays` and in the same number of days before them. */
  thisWeek: count,
  previousWeek: count,
  /**
   * thisWeek against previousWeek in percent (one decimal); null when there is nothing to compare
   * with: no review in the days before, or the first review came after they began.
   */
  weekChangePercent: z.number().nullable(),
})
export type ReviewStats = z.infer<typeof reviewStatsSchema>

// ---------------------------------------------------------------------------------------------
// Referrals

export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const
export type ReferralSortKey = (typeof REFERRAL_SORT_KEYS)[number]

export const referralStatusSchema = z.enum(REFERRAL_STATUSES)
export type ReferralStatus = z.infer<typeof referralStatusSchema>

export const referralSchema = z.object({
  id: z.number().int(),
  /** The referring user's name. */
  user: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  referredId: z.number().int(),
  status: referralStatusSchema,
  /** Dollar text, e.g. "$1,234.56" (formatDollars). */
  value: z.string(),
  /** Dollar text. */
  earning: z.string(),
  /** The same amounts as numbers of dollars (charts, sums). */
  valueAmount: z.number(),
  earningAmount: z.number(),
})
export type Referral = z.infer<typeof referralSchema>

/** Beyond the spec: q matches the user's name or email; status is exact. */
export const referralFilterSchema = z.object({
  q: optionalQueryText,
  status: optionalQueryEnum(REFERRAL_STATUSES),
})

export const referralListQuerySchema = pagedQuery(REFERRAL_SORT_KEYS).extend(referralFilterSchema.shape)
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>
export type ReferralListQueryInput = z.input<typeof referralListQuerySchema>

export const referralExportQuerySchema = referralListQuerySchema.omit({ page: true, itemsPerPage: true })
export type ReferralExportQuery = z.infer<typeof referralExportQuerySchema>

export const referralListResponseSchema = pagedAnswer('referrals', referralSchema)
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>

export const referralStatsSchema = z.object({
  /** Sum of every referral's earning that was not rejected, in dollars. */
  totalEarnings: z.number(),
  /** Earnings of Unpaid referrals (owed, not yet paid out). */
  unpaidEarnings: z.number(),
  /** Earnings already paid out. */
  paidEarnings: z.number(),
  /** Referred signups: every referral row. */
  signups: count,
  /** Referrals by status, in REFERRAL_STATUSES order. */
  statuses: z.array(z.object({ status: referralStatusSchema, referrals: count })),
  /** Share of signups that converted into a paid referral, in percent (one decimal). */
  conversionRate: z.number().min(0).max(100),
})
export type ReferralStats = z.infer<typeof referralStatsSchema>
