// Calls of the product screens (/api/apps/ecommerce/products*) and the image upload
// (/api/media/uploads). Answers are checked with the shared schemas; a change refreshes every
// product list, the stats cards, the categories (their counts) and the dashboards.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  productDetailSchema,
  productListResponseSchema,
  productStatsSchema,
  uploadResponseSchema,
  type ProductCreate,
  type ProductDetail,
  type ProductListQuery,
  type UploadResponse,
} from '@aurum/shared'
import { ApiError, apiCall, apiFetch } from '@/lib/api-client'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { mutationMeta } from '@/lib/query-client'
import { pagedListQuery, recordKeys } from '@/lib/record-queries'
import { queryRoots } from '@/lib/query-keys'

export const PRODUCTS_PATH = '/api/apps/ecommerce/products'
const UPLOADS_PATH = '/api/media/uploads'

const productKeys = {
  ...recordKeys<ProductListQuery>(queryRoots.products),
}

export const productsQueryOptions = pagedListQuery(productKeys.list, PRODUCTS_PATH, productListResponseSchema)

export function useProducts(query: ProductListQuery) {
  return useQuery(productsQueryOptions(query))
}

export const productStatsQueryOptions = queryOptions({
  queryKey: productKeys.stats(),
  queryFn: async ({ signal }) => apiCall(productStatsSchema, `${PRODUCTS_PATH}/stats`, { signal }),
})

export function useProductStats() {
  return useQuery(productStatsQueryOptions)
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: async ({ signal }) => apiCall(productDetailSchema, `${PRODUCTS_PATH}/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  })
}

/** What a product change moves: the products, the categories' counts and the dashboards. */
const PRODUCTS_CHANGED = [productKeys.all, queryRoots.categories, queryRoots.dashboards]

export function useCreateProduct() {
  return useMutation({
    mutationFn: async (product: ProductCreate) =>
      apiCall(productDetailSchema, PRODUCTS_PATH, { method: 'POST', body: product }),
    meta: mutationMeta<ProductDetail, ProductCreate>({
      invalidates: PRODUCTS_CHANGED,
      success: (saved) => ({ key: 'ecommerce.products.form.created', params: { name: saved.productName } }),
    }),
  })
}

export function useUpdateProduct() {
  return useMutation({
    mutationFn: async ({ id, product }: { id: number; product: ProductCreate }) =>
      apiCall(productDetailSchema, `${PRODUCTS_PATH}/${id}`, { method: 'PUT', body: product }),
    meta: mutationMeta<ProductDetail, { id: number; product: ProductCreate }>({
      invalidates: PRODUCTS_CHANGED,
      success: (saved) => ({ key: 'ecommerce.products.form.saved', params: { name: saved.productName } }),
    }),
  })
}

/** Deletes each product; resolves with the ids that could not be deleted (a 404 counts as deleted). */
export function useDeleteProducts() {
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
    meta: { invalidates: PRODUCTS_CHANGED, invalidatesOnError: true },
  })
}

/** Sends one image as multipart/form-data (apiFetch speaks JSON only). */
async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  return uploadResponseSchema.parse(await uploadWithProgress(UPLOADS_PATH, file, { signal }))
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) })
}
