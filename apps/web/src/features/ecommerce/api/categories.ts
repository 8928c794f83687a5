// Calls of the category screen (/api/apps/ecommerce/categories*) and the category choices of the
// product form and filters. A change refreshes the categories and the products (a rename moves them).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  categoryListResponseSchema,
  categoryNamesResponseSchema,
  categorySchema,
  type Category,
  type CategoryCreate,
  type CategoryListQuery,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'
import { pagedListQuery, recordKeys } from '@/lib/record-queries'
import { queryRoots } from '@/lib/query-keys'

export const CATEGORIES_PATH = '/api/apps/ecommerce/categories'

const categoryKeys = {
  ...recordKeys<CategoryListQuery>(queryRoots.categories),
  names: () => [...categoryKeys.all, 'names'] as const,
}

export const categoriesQueryOptions = pagedListQuery(
  categoryKeys.list,
  CATEGORIES_PATH,
  categoryListResponseSchema,
)

export function useCategories(query: CategoryListQuery) {
  return useQuery(categoriesQueryOptions(query))
}

/** Every category name, A to Z, for the product form and filters (however many: not paged). */
export const categoryNamesQueryOptions = queryOptions({
  queryKey: categoryKeys.names(),
  queryFn: async ({ signal }) =>
    (await apiCall(categoryNamesResponseSchema, `${CATEGORIES_PATH}/names`, { signal })).names,
  staleTime: 60_000,
})

export function useCategoryNames() {
  return useQuery(categoryNamesQueryOptions)
}

/** A category change moves the categories and the products (a rename moves them along). */
const CATEGORIES_CHANGED = [categoryKeys.all, queryRoots.products]

type CategorySave = { id?: number; category: CategoryCreate }

export function useSaveCategory() {
  return useMutation({
    mutationFn: async ({ id, category }: CategorySave) =>
      apiCall(categorySchema, id ? `${CATEGORIES_PATH}/${id}` : CATEGORIES_PATH, {
        method: id ? 'PUT' : 'POST',
        body: category,
      }),
    meta: mutationMeta<Category, CategorySave>({
      invalidates: CATEGORIES_CHANGED,
      success: (saved, { id }) => ({
        key: id ? 'ecommerce.categories.form.saved' : 'ecommerce.categories.form.created',
        params: { name: saved.name },
      }),
    }),
  })
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${CATEGORIES_PATH}/${id}`, { method: 'DELETE' }),
    meta: { invalidates: CATEGORIES_CHANGED, invalidatesOnError: true },
  })
}
