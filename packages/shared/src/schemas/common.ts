// Building blocks every list and error answer shares.
import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants/index.js'

/** `{ errors: { field: [reason] } }`: the body of every 400 (spec section 8's login error shape). */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
})
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

export const messageSchema = z.object({ message: z.string() })

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() })

export const orderBySchema = z.enum(['asc', 'desc'])
export type OrderBy = z.infer<typeof orderBySchema>

/** An empty string in a query means "no filter", as the spec's forms send `q=` when cleared. */
export const optionalQueryText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined))

export function optionalQueryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: () => `Must be one of: ${values.join(', ')}` }).optional(),
  )
}

/** page, itemsPerPage, sortBy (from an allow list) and orderBy: the paging part of every list query. */
export function pagedQuery<const S extends readonly [string, ...string[]]>(sortKeys: S) {
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sortBy: optionalQueryEnum(sortKeys),
    orderBy: orderBySchema.default('asc'),
  })
}

export const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'))
