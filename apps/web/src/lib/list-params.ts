// A list's query (q, filters, page, itemsPerPage, sortBy, orderBy) held in the URL, parsed by the
// same shared zod schema the server validates with: reload and a shared link keep the list as it was.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { z } from 'zod'

type QueryObjectSchema = z.ZodObject<z.ZodRawShape>

/** Each field that parses is kept; a field that does not (a hand-edited URL) falls back to its default. */
export function parseListParams<S extends QueryObjectSchema>(
  schema: S,
  search: URLSearchParams,
): z.output<S> {
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

/**
 * The last search a list wrote and the router has not rendered yet. react-router's
 * setSearchParams builds on the URL of the last render and does not queue writes
 * (remix-run/react-router#14528), so a filter picked while the previous one is still being
 * applied would silently drop it. Writes build on this instead, while it is fresh and on the same
 * page; the render that shows it clears it.
 */
let unrendered: { pathname: string; search: string; at: number } | null = null
const UNRENDERED_TTL_MS = 2000

function latestSearch(): URLSearchParams {
  const { pathname, search } = window.location
  if (unrendered && unrendered.pathname === pathname && Date.now() - unrendered.at < UNRENDERED_TTL_MS)
    return new URLSearchParams(unrendered.search)
  return new URLSearchParams(search)
}

export function useListParams<S extends QueryObjectSchema>(schema: S) {
  const [search, setSearch] = useSearchParams()
  const params = useMemo(() => parseListParams(schema, search), [schema, search])
  const rendered = search.toString()
  useEffect(() => {
    if (unrendered?.search === rendered) unrendered = null
  }, [rendered])
  const setParams = useCallback(
    (patch: ListParamsPatch) => {
      const next = applyListParamsPatch(latestSearch(), patch)
      unrendered = { pathname: window.location.pathname, search: next.toString(), at: Date.now() }
      setSearch(next, { replace: true })
    },
    [setSearch],
  )
  return { params, setParams }
}

/**
 * The same list state held by the component instead of the URL, for a list inside another page
 * (a customer's orders): the page's URL stays its own, and the patch rules are the same.
 */
export function useLocalListParams<S extends QueryObjectSchema>(schema: S) {
  const [search, setSearch] = useState(() => new URLSearchParams())
  const params = useMemo(() => parseListParams(schema, search), [schema, search])
  const setParams = useCallback(
    (patch: ListParamsPatch) => setSearch((current) => applyListParamsPatch(current, patch)),
    [],
  )
  return { params, setParams }
}
