// What the store's list pages ask for first, started by their routes while the pages' code loads
// (RouteData, lib/route-types.ts). The same queryOptions and the same reading of the URL as the
// pages, so each page finds its answers in the cache (or on their way).
import {
  categoryListQuerySchema,
  customerListQuerySchema,
  orderListQuerySchema,
  productListQuerySchema,
} from '@aurum/shared'
import { parseListParams } from '@/lib/list-params'
import { queryClient } from '@/lib/query-client'
import type { RouteData } from '@/lib/route-types'
import { categoriesQueryOptions, categoryNamesQueryOptions } from './api/categories'
import { customersQueryOptions } from './api/customers'
import { orderStatsQueryOptions, ordersQueryOptions } from './api/orders'
import { productStatsQueryOptions, productsQueryOptions } from './api/products'

export const productListData: RouteData = ({ url }) => {
  void queryClient.prefetchQuery(
    productsQueryOptions(parseListParams(productListQuerySchema, url.searchParams)),
  )
  void queryClient.prefetchQuery(productStatsQueryOptions)
  void queryClient.prefetchQuery(categoryNamesQueryOptions)
}

export const categoryListData: RouteData = ({ url }) => {
  void queryClient.prefetchQuery(
    categoriesQueryOptions(parseListParams(categoryListQuerySchema, url.searchParams)),
  )
}

export const orderListData: RouteData = ({ url }) => {
  void queryClient.prefetchQuery(ordersQueryOptions(parseListParams(orderListQuerySchema, url.searchParams)))
  void queryClient.prefetchQuery(orderStatsQueryOptions)
}

export const customerListData: RouteData = ({ url }) => {
  void queryClient.prefetchQuery(
    customersQueryOptions(parseListParams(customerListQuerySchema, url.searchParams)),
  )
}
