// What the users list asks for first, started by its route while the page's code loads (RouteData,
// lib/route-types.ts): the same queryOptions and reading of the URL as the page.
import { userListQuerySchema } from '@aurum/shared'
import { parseListParams } from '@/lib/list-params'
import { queryClient } from '@/lib/query-client'
import type { RouteData } from '@/lib/route-types'
import { roleListQueryOptions, userStatsQueryOptions, usersQueryOptions } from './api'

export const userListData: RouteData = ({ url }) => {
  void queryClient.prefetchQuery(usersQueryOptions(parseListParams(userListQuerySchema, url.searchParams)))
  void queryClient.prefetchQuery(userStatsQueryOptions)
  void queryClient.prefetchQuery(roleListQueryOptions)
}
