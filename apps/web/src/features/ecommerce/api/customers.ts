// Calls of the customer screens (/api/apps/ecommerce/customers*): the list, one customer, its
// orders and addresses, the edit and the settings. Answers are checked with the shared schemas. An
// edit refreshes the customers and the orders (which show the customer's name and email).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  customerAddressesResponseSchema,
  customerDetailSchema,
  customerListResponseSchema,
  orderListResponseSchema,
  type CustomerDetail,
  type CustomerListQuery,
  type CustomerSettingsUpdate,
  type CustomerUpdate,
  type OrderListQuery,
} from '@aurum/shared'
import { apiCall, ApiError } from '@/lib/api-client'
import { mutationMeta, type MutationMeta } from '@/lib/query-client'
import { pagedListQuery, recordKeys } from '@/lib/record-queries'
import { queryRoots } from '@/lib/query-keys'
import { withSearchLanguage } from '@/lib/search-language'
import { orderKeys } from './orders'

export const CUSTOMERS_PATH = '/api/apps/ecommerce/customers'

const customerKeys = {
  ...recordKeys<CustomerListQuery>(queryRoots.customers),
  addresses: (customerId: number) => [...customerKeys.all, 'addresses', customerId] as const,
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404
const retryUnlessMissing = (count: number, error: unknown) => count < 2 && !notFound(error)

const customerPageQuery = pagedListQuery(customerKeys.list, CUSTOMERS_PATH, customerListResponseSchema)

/** A page of customers, searched in the reader's language. */
export const customersQueryOptions = (query: CustomerListQuery) =>
  customerPageQuery(withSearchLanguage(query))

export function useCustomers(query: CustomerListQuery) {
  return useQuery(customersQueryOptions(query))
}

export function useCustomer(customerId: number) {
  return useQuery({
    queryKey: customerKeys.detail(customerId),
    queryFn: async ({ signal }) =>
      apiCall(customerDetailSchema, `${CUSTOMERS_PATH}/${customerId}`, { signal }),
    enabled: Number.isInteger(customerId) && customerId > 0,
    retry: retryUnlessMissing,
  })
}

export function useCustomerOrders(customerId: number, query: OrderListQuery) {
  return useQuery({
    queryKey: orderKeys.ofCustomer(customerId, query),
    queryFn: async ({ signal }) =>
      apiCall(orderListResponseSchema, `${CUSTOMERS_PATH}/${customerId}/orders`, { query, signal }),
    placeholderData: keepPreviousData,
    retry: retryUnlessMissing,
  })
}

export function useCustomerAddresses(customerId: number) {
  return useQuery({
    queryKey: customerKeys.addresses(customerId),
    queryFn: async ({ signal }) =>
      apiCall(customerAddressesResponseSchema, `${CUSTOMERS_PATH}/${customerId}/addresses`, { signal }),
    retry: retryUnlessMissing,
  })
}

type CustomerSave<Body> = { customerId: number; body: Body }

function useSaveCustomer<Body>(
  path: (customerId: number) => string,
  meta: MutationMeta<CustomerDetail, CustomerSave<Body>>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ customerId, body }: CustomerSave<Body>) =>
      apiCall(customerDetailSchema, path(customerId), { method: 'PUT', body }),
    meta: mutationMeta(meta),
    onSuccess: (customer: CustomerDetail) =>
      client.setQueryData(customerKeys.detail(customer.customerId), customer),
  })
}

/** The edit dialog; the orders show the customer's name and email, so they are refreshed too. */
export function useUpdateCustomer() {
  return useSaveCustomer<CustomerUpdate>((customerId) => `${CUSTOMERS_PATH}/${customerId}`, {
    invalidates: [customerKeys.lists(), orderKeys.all],
    success: (customer) => ({ key: 'ecommerce.customers.edit.done', params: { name: customer.customer } }),
  })
}

/** The notifications and two-step settings, each tab with its own snackbars. */
export function useUpdateCustomerSettings(
  feedback: MutationMeta<CustomerDetail, CustomerSave<CustomerSettingsUpdate>> = {},
) {
  return useSaveCustomer<CustomerSettingsUpdate>((customerId) => `${CUSTOMERS_PATH}/${customerId}/settings`, {
    ...feedback,
    invalidates: [customerKeys.lists()],
  })
}
