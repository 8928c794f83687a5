// Calls of the reviews screen (/api/apps/ecommerce/reviews*): the list, its statistics, publishing
// and deleting. Answers are checked with the shared schemas; a change refreshes every review list
// and the statistics (and the dashboards, whose review summary it moves).
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  reviewListResponseSchema,
  reviewSchema,
  reviewStatsSchema,
  type Review,
  type ReviewListQuery,
  type ReviewStatus,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'
import { pagedListQuery } from '@/lib/record-queries'
import { queryRoots } from '@/lib/query-keys'

export const REVIEWS_PATH = '/api/apps/ecommerce/reviews'

const reviewKeys = {
  all: ['ecommerce', 'reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (query: ReviewListQuery) => [...reviewKeys.lists(), query] as const,
  stats: () => [...reviewKeys.all, 'stats'] as const,
}

const reviewsQueryOptions = pagedListQuery(reviewKeys.list, REVIEWS_PATH, reviewListResponseSchema)

export function useReviews(query: ReviewListQuery) {
  return useQuery(reviewsQueryOptions(query))
}

export function useReviewStats() {
  return useQuery({
    queryKey: reviewKeys.stats(),
    queryFn: async ({ signal }) => apiCall(reviewStatsSchema, `${REVIEWS_PATH}/stats`, { signal }),
  })
}

/** A review change moves the lists, the statistics and the dashboards' review summary. */
const REVIEWS_CHANGED = [reviewKeys.all, queryRoots.dashboards]

export function useSetReviewStatus() {
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: ReviewStatus }) =>
      apiCall(reviewSchema, `${REVIEWS_PATH}/${id}/status`, { method: 'PUT', body: { status } }),
    meta: mutationMeta<Review, { id: number; status: ReviewStatus }>({
      invalidates: REVIEWS_CHANGED,
      success: (review) => ({
        key:
          review.status === 'Published'
            ? 'ecommerce.reviews.actions.published'
            : 'ecommerce.reviews.actions.unpublished',
        params: { name: review.reviewer },
      }),
      error: 'common.saveFailed',
    }),
  })
}

export function useDeleteReview() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${REVIEWS_PATH}/${id}`, { method: 'DELETE' }),
    // A review already gone (404) is gone either way: the lists must stop showing it.
    meta: { invalidates: REVIEWS_CHANGED, invalidatesOnError: true },
  })
}
