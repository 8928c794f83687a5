// What the dashboards need first, started by their routes while the pages' code loads (RouteData,
// lib/route-types.ts): the figures, and the chart library, which the page would otherwise request
// only once the figures are in and its first chart renders.
import { queryClient } from '@/lib/query-client'
import type { RouteData } from '@/lib/route-types'
import { analyticsQuerySchema } from '@aurum/shared'
import {
  academyDashboardQueryOptions,
  analyticsDashboardQueryOptions,
  crmDashboardQueryOptions,
  ecommerceDashboardQueryOptions,
  logisticsDashboardQueryOptions,
} from './api'
import { loadChartLibrary } from '@/components/apex-chart'

export const crmDashboardData: RouteData = () => {
  void queryClient.prefetchQuery(crmDashboardQueryOptions)
  void loadChartLibrary()
}

export const ecommerceDashboardData: RouteData = () => {
  void queryClient.prefetchQuery(ecommerceDashboardQueryOptions)
  void loadChartLibrary()
}

export const academyDashboardData: RouteData = () => {
  void queryClient.prefetchQuery(academyDashboardQueryOptions)
  void loadChartLibrary()
}

export const logisticsDashboardData: RouteData = () => {
  void queryClient.prefetchQuery(logisticsDashboardQueryOptions)
  void loadChartLibrary()
}

export const analyticsDashboardData: RouteData = ({ url }) => {
  const { period } = analyticsQuerySchema.catch({ period: '30d' }).parse(Object.fromEntries(url.searchParams))
  void queryClient.prefetchQuery(analyticsDashboardQueryOptions(period))
  void loadChartLibrary()
}
