// Calls of the referrals screen (/api/apps/ecommerce/referrals*): the list and its summary, checked
// with the shared schemas.
import { useQuery } from '@tanstack/react-query'
import { referralListResponseSchema, referralStatsSchema, type ReferralListQuery } from '@aurum/shared'
import { apiCall } from '@/lib/api-client'
import { pagedListQuery } from '@/lib/record-queries'

export const REFERRALS_PATH = '/api/apps/ecommerce/referrals'

const referralKeys = {
  all: ['ecommerce', 'referrals'] as const,
  list: (query: ReferralListQuery) => [...referralKeys.all, 'list', query] as const,
  stats: () => [...referralKeys.all, 'stats'] as const,
}

const referralsQueryOptions = pagedListQuery(referralKeys.list, REFERRALS_PATH, referralListResponseSchema)

export function useReferrals(query: ReferralListQuery) {
  return useQuery(referralsQueryOptions(query))
}

export function useReferralStats() {
  return useQuery({
    queryKey: referralKeys.stats(),
    queryFn: async ({ signal }) => apiCall(referralStatsSchema, `${REFERRALS_PATH}/stats`, { signal }),
  })
}
