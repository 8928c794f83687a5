// The dashboards' figures (CRM, e-commerce), checked against the shared contract on arrival.
import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  crmDashboardSchema,
  ecommerceDashboardSchema,
  type CrmDashboard,
  type EcommerceDashboard,
} from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

export const dashboardKeys = {
  all: ['dashboards'] as const,
  crm: () => [...dashboardKeys.all, 'crm'] as const,
  ecommerce: () => [...dashboardKeys.all, 'ecommerce'] as const,
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

export const ecommerceDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.ecommerce(),
  queryFn: async ({ signal }): Promise<EcommerceDashboard> =>
    ecommerceDashboardSchema.parse(await apiFetch<unknown>('/api/dashboards/ecommerce', { signal })),
  staleTime: 60_000,
})

export function useEcommerceDashboard() {
  return useQuery(ecommerceDashboardQueryOptions)
}
