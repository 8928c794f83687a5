// Calls of the order screens (/api/apps/ecommerce/orders*): the list, its cards, one order, the
// status step and deletion. Answers are checked with the shared schemas. A change refreshes every
// order list (also a customer's), the customers (their counts and totals) and the dashboards.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  orderDetailSchema,
  orderListResponseSchema,
  orderStatsSchema,
  type OrderListQuery,
  type OrderStatus,
} from '@aurum/shared'
import { apiFetch, ApiError } from '../../../lib/api-client'

export const ORDERS_PATH = '/api/apps/ecommerce/orders'

export const orderKeys = {
  all: ['ecommerce', 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  /** One customer's orders (customer details); under `all` so an order change refreshes it. */
  ofCustomer: (customerId: number, query: OrderListQuery) =>
    [...orderKeys.all, 'customer', customerId, query] as const,
  stats: () => [...orderKeys.all, 'stats'] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
}

/** The customers' keys (api/customers.ts) and the dashboards' (app/dashboards/api.ts) start with these. */
const customersKey = ['ecommerce', 'customers'] as const
const dashboardsKey = ['dashboards'] as const

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: async ({ signal }) =>
      orderListResponseSchema.parse(await apiFetch<unknown>(ORDERS_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query))
}

export function useOrderStats() {
  return useQuery({
    queryKey: orderKeys.stats(),
    queryFn: async ({ signal }) =>
      orderStatsSchema.parse(await apiFetch<unknown>(`${ORDERS_PATH}/stats`, { signal })),
  })
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      orderDetailSchema.parse(await apiFetch<unknown>(`${ORDERS_PATH}/${id}`, { signal })),
    enabled: Number.isInteger(id) && id > 0,
    // A missing order stays missing: do not retry a 404.
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  })
}

/** Refreshes what an order change moves; `deletedId`'s details are left alone (they would 404). */
export function useInvalidateOrders() {
  const client = useQueryClient()
  return (deletedId?: number) =>
    Promise.all([
      client.invalidateQueries({
        queryKey: orderKeys.all,
        predicate: (query) =>
          deletedId === undefined || query.queryKey[2] !== 'detail' || query.queryKey[3] !== deletedId,
      }),
      client.invalidateQueries({ queryKey: customersKey }),
      client.invalidateQueries({ queryKey: dashboardsKey }),
    ])
}

export function useAdvanceOrderStatus() {
  const client = useQueryClient()
  const invalidate = useInvalidateOrders()
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: OrderStatus }) =>
      orderDetailSchema.parse(
        await apiFetch<unknown>(`${ORDERS_PATH}/${id}/status`, { method: 'PUT', body: { status } }),
      ),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order)
      return invalidate()
    },
    // A 409 means someone else moved it: show what the order is now.
    onError: () => invalidate(),
  })
}

export function useDeleteOrder() {
  const invalidate = useInvalidateOrders()
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${ORDERS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => invalidate(id),
  })
}
