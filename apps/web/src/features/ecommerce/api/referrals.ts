// Calls of the referrals screen (/api/apps/ecommerce/referrals*): the list and its summary, checked
// with the shared schemas.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { referralListResponseSchema, referralStatsSchema, type ReferralListQuery } from '@aurum/shared'
import { apiFetch } from '@/lib/api-client'

export const REFERRALS_PATH = '/api/apps/ecommerce/referrals'

const referralKeys = {
  all: ['ecommerce', 'referrals'] as const,
  list: (query: ReferralListQuery) => [...referralKeys.all, 'list', query] as const,
  stats: () => [...referralKeys.all, 'stats'] as const,
}

const referralsQueryOptions = (query: ReferralListQuery) =>
  queryOptions({
    queryKey: referralKeys.list(query),
    queryFn: async ({ signal }) =>
      referralListResponseSchema.parse(await apiFetch<unknown>(REFERRALS_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })

export function useReferrals(query: ReferralListQuery) {
  return useQuery(referralsQueryOptions(query))
}

export function useReferralStats() {
  return useQuery({
    queryKey: referralKeys.stats(),
    queryFn: async ({ signal }) =>
      referralStatsSchema.parse(await apiFetch<unknown>(`${REFERRALS_PATH}/stats`, { signal })),
  })
}
