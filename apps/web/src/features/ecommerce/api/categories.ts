// Calls of the category screen (/api/apps/ecommerce/categories*) and the category choices of the
// product form and filters. A change refreshes the categories and the products (a rename moves them).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  categoryListResponseSchema,
  categoryNamesResponseSchema,
  categorySchema,
  type CategoryCreate,
  type CategoryListQuery,
} from '@aurum/shared'
import { apiFetch } from '../../../lib/api-client'

export const CATEGORIES_PATH = '/api/apps/ecommerce/categories'

export const categoryKeys = {
  all: ['ecommerce', 'categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (query: CategoryListQuery) => [...categoryKeys.lists(), query] as const,
  names: () => [...categoryKeys.all, 'names'] as const,
}

const productsKey = ['ecommerce', 'products'] as const

export const categoriesQueryOptions = (query: CategoryListQuery) =>
  queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: async ({ signal }) =>
      categoryListResponseSchema.parse(await apiFetch<unknown>(CATEGORIES_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })

export function useCategories(query: CategoryListQuery) {
  return useQuery(categoriesQueryOptions(query))
}

/** Every category name, A to Z, for the product form and filters (however many: not paged). */
export function useCategoryNames() {
  return useQuery({
    queryKey: categoryKeys.names(),
    queryFn: async ({ signal }) =>
      categoryNamesResponseSchema.parse(await apiFetch<unknown>(`${CATEGORIES_PATH}/names`, { signal }))
        .names,
    staleTime: 60_000,
  })
}

function useInvalidateCategories() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: categoryKeys.all }),
      client.invalidateQueries({ queryKey: productsKey }),
    ])
}

export function useSaveCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({
    mutationFn: async ({ id, category }: { id?: number; category: CategoryCreate }) =>
      categorySchema.parse(
        await apiFetch<unknown>(id ? `${CATEGORIES_PATH}/${id}` : CATEGORIES_PATH, {
          method: id ? 'PUT' : 'POST',
          body: category,
        }),
      ),
    onSuccess: invalidate,
  })
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCategories()
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${CATEGORIES_PATH}/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  })
}
