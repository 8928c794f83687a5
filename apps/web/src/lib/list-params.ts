// A list's query (q, filters, page, itemsPerPage, sortBy, orderBy) held in the URL, parsed by the
// same shared zod schema the server validates with: reload and a shared link keep the list as it was.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'

type QueryObjectSchema = z.ZodObject<z.ZodRawShape>

/** Each field that parses is kept; a field that does not (a hand-edited URL) falls back to its default. */
export function parseListParams<S extends QueryObjectSchema>(schema: S, search: URLSearchParams): z.output<S> {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    raw[key] = values.length === 1 ? values[0]! : values
  }
  const whole = schema.safeParse(raw)
  if (whole.success) return whole.data
  const valid: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const field = schema.shape[key] as z.ZodType | undefined
    if (field?.safeParse(value).success) valid[key] = value
  }
  return schema.parse(valid)
}

export type ListParamsPatch = Record<string, string | number | boolean | readonly string[] | null | undefined>

/**
 * Writes the patch into the URL (replace, not push, for typing in a search box). A change of
 * anything but the page sends the list back to page 1, as a new filter makes old pages meaningless.
 */
export function applyListParamsPatch(search: URLSearchParams, patch: ListParamsPatch): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const [key, value] of Object.entries(patch)) {
    next.delete(key)
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) next.append(key, String(item))
    else next.set(key, String(value))
  }
  if (!('page' in patch)) next.delete('page')
  return next
}

export function useListParams<S extends QueryObjectSchema>(schema: S) {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => parseListParams(schema, search), [schema, search])
  const setParams = useCallback(
    (patch: ListParamsPatch) => setSearch((current) => applyListParamsPatch(current, patch), { replace: true }),
    [setSearch],
  )
  return { params, setParams }
}
