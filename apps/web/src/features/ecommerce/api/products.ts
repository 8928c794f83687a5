// Calls of the product screens (/api/apps/ecommerce/products*) and the image upload
// (/api/media/uploads). Answers are checked with the shared schemas; a change refreshes every
// product list, the stats cards, the categories (their counts) and the dashboards.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  productDetailSchema,
  productListResponseSchema,
  productStatsSchema,
  uploadResponseSchema,
  type ProductCreate,
  type ProductListQuery,
  type UploadResponse,
} from '@aurum/shared'
import { ApiError, apiFetch } from '../../../lib/api-client'
import { clearSession, getSession } from '../../../lib/session'

export const PRODUCTS_PATH = '/api/apps/ecommerce/products'
export const UPLOADS_PATH = '/api/media/uploads'

export const productKeys = {
  all: ['ecommerce', 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: ProductListQuery) => [...productKeys.lists(), query] as const,
  stats: () => [...productKeys.all, 'stats'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
}

/** Category lists show product counts (api/categories.ts uses the same key). */
const categoriesKey = ['ecommerce', 'categories'] as const
/** The dashboards' query keys start with this (app/dashboards/api.ts); a feature cannot import app/. */
const dashboardsKey = ['dashboards'] as const

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: async ({ signal }) =>
      productListResponseSchema.parse(await apiFetch<unknown>(PRODUCTS_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query))
}

export function useProductStats() {
  return useQuery({
    queryKey: productKeys.stats(),
    queryFn: async ({ signal }) =>
      productStatsSchema.parse(await apiFetch<unknown>(`${PRODUCTS_PATH}/stats`, { signal })),
  })
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) =>
      productDetailSchema.parse(await apiFetch<unknown>(`${PRODUCTS_PATH}/${id}`, { signal })),
    enabled: Number.isInteger(id) && id > 0,
  })
}

function useInvalidateProducts() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: productKeys.all }),
      client.invalidateQueries({ queryKey: categoriesKey }),
      client.invalidateQueries({ queryKey: dashboardsKey }),
    ])
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: async (product: ProductCreate) =>
      productDetailSchema.parse(await apiFetch<unknown>(PRODUCTS_PATH, { method: 'POST', body: product })),
    onSuccess: invalidate,
  })
}

export function useUpdateProduct() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: async ({ id, product }: { id: number; product: ProductCreate }) =>
      productDetailSchema.parse(
        await apiFetch<unknown>(`${PRODUCTS_PATH}/${id}`, { method: 'PUT', body: product }),
      ),
    onSuccess: invalidate,
  })
}

/** Deletes each product; resolves with the ids that could not be deleted (a 404 counts as deleted). */
export function useDeleteProducts() {
  const invalidate = useInvalidateProducts()
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const outcomes = await Promise.allSettled(
        ids.map((id) => apiFetch<void>(`${PRODUCTS_PATH}/${id}`, { method: 'DELETE' })),
      )
      return ids.filter((_, index) => {
        const outcome = outcomes[index]!
        return (
          outcome.status === 'rejected' &&
          !(outcome.reason instanceof ApiError && outcome.reason.status === 404)
        )
      })
    },
    // Some may be gone even when others failed: the lists must stop showing them.
    onSettled: invalidate,
  })
}

/** Sends one image as multipart/form-data (apiFetch speaks JSON only). */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.append('file', file)
  const { accessToken } = getSession()
  const response = await fetch(UPLOADS_PATH, {
    method: 'POST',
    headers: accessToken
      ? { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: form,
    signal,
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  if (!response.ok) {
    if (response.status === 401 && accessToken) clearSession()
    throw new ApiError(response.status, body)
  }
  return uploadResponseSchema.parse(body)
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) })
}
