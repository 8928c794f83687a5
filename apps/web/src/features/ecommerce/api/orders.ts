// Calls of the order screens (/api/apps/ecommerce/orders*): the list, its cards, one order, the
// status step and deletion. Answers are checked with the shared schemas. A change refreshes every
// order list (also a customer's), the customers (their counts and totals) and the dashboards.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  orderDetailSchema,
  orderListResponseSchema,
  orderStatsSchema,
  type OrderDetail,
  type OrderListQuery,
  type OrderStatus,
} from '@aurum/shared'
import { apiCall, apiFetch, ApiError } from '@/lib/api-client'
import { mutationMeta, type MutationMeta } from '@/lib/query-client'
import { pagedListQuery, recordKeys } from '@/lib/record-queries'
import { queryRoots } from '@/lib/query-keys'

export const ORDERS_PATH = '/api/apps/ecommerce/orders'

export const orderKeys = {
  ...recordKeys<OrderListQuery>(queryRoots.orders),
  /** One customer's orders (customer details); under `all` so an order change refreshes it. */
  ofCustomer: (customerId: number, query: OrderListQuery) =>
    [...orderKeys.all, 'customer', customerId, query] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
}

export const ordersQueryOptions = pagedListQuery(orderKeys.list, ORDERS_PATH, orderListResponseSchema)

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query))
}

export const orderStatsQueryOptions = queryOptions({
  queryKey: orderKeys.stats(),
  queryFn: async ({ signal }) => apiCall(orderStatsSchema, `${ORDERS_PATH}/stats`, { signal }),
})

export function useOrderStats() {
  return useQuery(orderStatsQueryOptions)
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) => apiCall(orderDetailSchema, `${ORDERS_PATH}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    // A missing order stays missing: do not retry a 404.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  })
}

/** What an order change moves: every order list (a customer's too), the customers' counts and totals, the dashboards. */
const ORDERS_CHANGED = [orderKeys.all, queryRoots.customers, queryRoots.dashboards]

type StatusStep = { id: number; status: OrderStatus }

/** The details page names the order in its snackbars. */
export function useAdvanceOrderStatus(feedback: MutationMeta<OrderDetail, StatusStep> = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: StatusStep) =>
      apiCall(orderDetailSchema, `${ORDERS_PATH}/${id}/status`, { method: 'PUT', body: { status } }),
    // A 409 means someone else moved it: show what the order is now.
    meta: mutationMeta<OrderDetail, StatusStep>({
      ...feedback,
      invalidates: ORDERS_CHANGED,
      invalidatesOnError: true,
    }),
    onSuccess: (order) => client.setQueryData(orderKeys.detail(order.id), order),
  })
}

export function useDeleteOrder(feedback: MutationMeta<void, number> = {}) {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${ORDERS_PATH}/${id}`, { method: 'DELETE' }),
    meta: mutationMeta<void, number>({
      ...feedback,
      // The deleted order's own details are left alone: read again, they would 404 on the way out.
      invalidates: (_answer, deletedId) => [
        {
          queryKey: orderKeys.all,
          predicate: (query) => query.queryKey[2] !== 'detail' || query.queryKey[3] !== deletedId,
        },
        { queryKey: queryRoots.customers },
        { queryKey: queryRoots.dashboards },
      ],
    }),
  })
}
