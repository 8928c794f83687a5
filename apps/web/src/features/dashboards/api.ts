// The dashboards' figures (CRM, e-commerce, academy, logistics), checked against the shared contract on arrival.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  academyDashboardSchema,
  analyticsDashboardSchema,
  type AnalyticsDashboard,
  type AnalyticsPeriod,
  logisticsDashboardSchema,
  vehicleListResponseSchema,
  type VehicleSortKey,
  type VehicleListResponse,
  type AcademyDashboard,
  type LogisticsDashboard,
  crmDashboardSchema,
  ecommerceDashboardSchema,
  type CrmDashboard,
  type EcommerceDashboard,
} from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

const dashboardKeys = {
  all: ['dashboards'] as const,
  crm: () => [...dashboardKeys.all, 'crm'] as const,
  ecommerce: () => [...dashboardKeys.all, 'ecommerce'] as const,
  academy: () => [...dashboardKeys.all, 'academy'] as const,
  logistics: () => [...dashboardKeys.all, 'logistics'] as const,
  analytics: (period: AnalyticsPeriod) => [...dashboardKeys.all, 'analytics', period] as const,
}

export const crmDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.crm(),
  queryFn: async ({ signal }): Promise<CrmDashboard> =>
    apiCall(crmDashboardSchema, '/api/dashboards/crm', { signal }),
  staleTime: 60_000,
})

export function useCrmDashboard() {
  return useQuery(crmDashboardQueryOptions)
}

export const ecommerceDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.ecommerce(),
  queryFn: async ({ signal }): Promise<EcommerceDashboard> =>
    apiCall(ecommerceDashboardSchema, '/api/dashboards/ecommerce', { signal }),
  staleTime: 60_000,
})

export function useEcommerceDashboard() {
  return useQuery(ecommerceDashboardQueryOptions)
}

export const academyDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.academy(),
  queryFn: async ({ signal }): Promise<AcademyDashboard> =>
    apiCall(academyDashboardSchema, '/api/dashboards/academy', { signal }),
})

export function useAcademyDashboard() {
  return useQuery(academyDashboardQueryOptions)
}

export const logisticsDashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.logistics(),
  queryFn: async ({ signal }): Promise<LogisticsDashboard> =>
    apiCall(logisticsDashboardSchema, '/api/dashboards/logistics', { signal }),
  staleTime: 30_000,
})

export function useLogisticsDashboard() {
  return useQuery(logisticsDashboardQueryOptions)
}

/** One page of the fleet for the logistics dashboard's table (the same call as the fleet page). */
export type DashboardVehiclesQuery = {
  page: number
  itemsPerPage: number
  sortBy?: VehicleSortKey
  orderBy: 'asc' | 'desc'
}

export function useDashboardVehicles(query: DashboardVehiclesQuery) {
  return useQuery({
    queryKey: [...dashboardKeys.logistics(), 'vehicles', query] as const,
    queryFn: async ({ signal }): Promise<VehicleListResponse> =>
      apiCall(vehicleListResponseSchema, '/api/apps/logistics/vehicles', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  })
}

export const analyticsDashboardQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: dashboardKeys.analytics(period),
    queryFn: async ({ signal }): Promise<AnalyticsDashboard> =>
      apiCall(analyticsDashboardSchema, '/api/dashboards/analytics', { query: { period }, signal }),
    placeholderData: keepPreviousData,
  })

export function useAnalyticsDashboard(period: AnalyticsPeriod) {
  return useQuery(analyticsDashboardQueryOptions(period))
}
