// Building blocks every list and error answer shares.
import { z } from 'zod'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants/index.js'
import { COMMON_MESSAGES } from '../errors/common.js'

/** The parameters of an error code, e.g. `{ maximum: 120 }`. */
export const messageParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))

/** One reason as a code of the message tables (errors/) and its parameters. */
export const errorIssueSchema = z.object({ code: z.string(), params: messageParamsSchema.optional() })

/**
 * The body of every 400 (and of a 409 naming fields): `errors` in spec section 8's login error
 * shape, `{ field: [English reason] }`, and `codes` beside it, `{ field: [{ code, params }] }`.
 */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
  codes: z.record(z.string(), z.array(errorIssueSchema)),
})
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

/** The body of every other error: `{ message, code, params? }`, the English text beside the code. */
export const messageSchema = z.object({
  message: z.string(),
  code: z.string(),
  params: messageParamsSchema.optional(),
})

/** The largest value of a PostgreSQL `integer` (serial ids, counts): anything above is no row of ours. */
export const INT4_MAX = 2_147_483_647

/** A row id in a path or body: a positive whole number within the id column's range. */
export const idSchema = z.coerce.number().int().positive().max(INT4_MAX, COMMON_MESSAGES.noSuchId)

export const idParamSchema = z.object({ id: idSchema })

/**
 * A search counts its matches exactly up to this many; past it, the list answers this number with
 * `totalIsLowerBound: true` ("10,000+"), so a common term never counts a million rows.
 */
export const SEARCH_TOTAL_CAP = 10_000

/** Beside every list's total: true when the total is SEARCH_TOTAL_CAP and more rows match. */
export const totalIsLowerBoundSchema = z.boolean()

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
    // Its error is zod's own (validation.invalid_value), which names the allowed values.
    z.enum(values).optional(),
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

/** How many rows a list holds: a whole number, never negative. */
export const rowCountSchema = z.number().int().nonnegative()

/**
 * One page of a list as the server answers it: the page's rows under the list's own name, how many
 * rows match in all (`total`: `rowCountSchema` unless the list declared it a plain integer), and
 * whether that total is SEARCH_TOTAL_CAP with more beyond it.
 */
export function pagedAnswer<const Key extends string, Row extends z.ZodType>(
  key: Key,
  row: Row,
  total: z.ZodNumber = rowCountSchema,
) {
  // zod types a computed key as a string index; the cast names the one key the object has.
  const rows = { [key]: z.array(row) } as { [K in Key]: z.ZodArray<Row> }
  return z.object({ ...rows, total, totalIsLowerBound: totalIsLowerBoundSchema })
}
