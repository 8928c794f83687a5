// The CRM dashboard's figures, checked against the shared contract on arrival.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { crmDashboardSchema, type CrmDashboard } from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

export const dashboardKeys = {
  all: ['dashboards'] as const,
  crm: () => [...dashboardKeys.all, 'crm'] as const,
}

export const crmDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.crm(),
  queryFn: async ({ signal }): Promise<CrmDashboard> =>
    crmDashboardSchema.parse(await apiFetch<unknown>('/api/dashboards/crm', { signal })),
  staleTime: 60_000,
})

export function useCrmDashboard() {
  return useQuery(crmDashboardQueryOptions)
}
