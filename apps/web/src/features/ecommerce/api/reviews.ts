// Calls of the reviews screen (/api/apps/ecommerce/reviews*): the list, its statistics, publishing
// and deleting. Answers are checked with the shared schemas; a change refreshes every review list
// and the statistics (and the dashboards, whose review summary it moves).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  reviewListResponseSchema,
  reviewSchema,
  reviewStatsSchema,
  type ReviewListQuery,
  type ReviewStatus,
} from '@aurum/shared'
import { apiFetch } from '../../../lib/api-client'

export const REVIEWS_PATH = '/api/apps/ecommerce/reviews'

export const reviewKeys = {
  all: ['ecommerce', 'reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (query: ReviewListQuery) => [...reviewKeys.lists(), query] as const,
  stats: () => [...reviewKeys.all, 'stats'] as const,
}

/** The dashboards' query keys start with this (app/dashboards/api.ts); a feature cannot import app/. */
const dashboardsKey = ['dashboards'] as const

export const reviewsQueryOptions = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: async ({ signal }) => reviewListResponseSchema.parse(await apiFetch<unknown>(REVIEWS_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })

export function useReviews(query: ReviewListQuery) {
  return useQuery(reviewsQueryOptions(query))
}

export function useReviewStats() {
  return useQuery({
    queryKey: reviewKeys.stats(),
    queryFn: async ({ signal }) => reviewStatsSchema.parse(await apiFetch<unknown>(`${REVIEWS_PATH}/stats`, { signal })),
  })
}

function useInvalidateReviews() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewKeys.all }),
      client.invalidateQueries({ queryKey: dashboardsKey }),
    ])
}

export function useSetReviewStatus() {
  const invalidate = useInvalidateReviews()
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: ReviewStatus }) =>
      reviewSchema.parse(await apiFetch<unknown>(`${REVIEWS_PATH}/${id}/status`, { method: 'PUT', body: { status } })),
    onSuccess: invalidate,
  })
}

export function useDeleteReview() {
  const invalidate = useInvalidateReviews()
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${REVIEWS_PATH}/${id}`, { method: 'DELETE' }),
    // A review already gone (404) is gone either way: the lists must stop showing it.
    onSettled: invalidate,
  })
}
