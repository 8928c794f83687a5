// The figures the statistics, widget and gamification cards show: the CRM dashboard's
// (GET /api/dashboards/crm), under the same cache key, so a dashboard visit and these cards share
// one answer and refresh together when orders or invoices change.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { crmDashboardSchema, type CrmDashboard } from '@aurum/shared'
import { apiCall } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const crmFiguresQuery = queryOptions({
  queryKey: [...queryRoots.dashboards, 'crm'] as const,
  queryFn: async ({ signal }): Promise<CrmDashboard> =>
    apiCall(crmDashboardSchema, '/api/dashboards/crm', { signal }),
  staleTime: 60_000,
})

export function useCrmFigures() {
  return useQuery(crmFiguresQuery)
}
