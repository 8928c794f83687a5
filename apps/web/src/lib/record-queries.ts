// The query keys and the paged-list query of a kind of record (products, orders, invoices…): the
// same in every area, so a list, its figures and one record are cached and refreshed alike.
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiCall, type QueryValue } from './api-client'

/**
 * Keys under `root`: all of the kind (what a change refreshes), its lists, one page of a list, the
 * figures of its cards, one record.
 */
export function recordKeys<Query>(root: QueryKey) {
  return {
    all: root,
    lists: () => [...root, 'list'] as const,
    list: (query: Query) => [...root, 'list', query] as const,
    stats: () => [...root, 'stats'] as const,
    detail: (id: number) => [...root, 'detail', id] as const,
  }
}

/**
 * One page of a list: GET `path` with the page's parameters, the answer checked by `schema`, and
 * the page on screen kept while the next one loads (no flash of an empty table).
 */
export function pagedListQuery<Query extends Record<string, QueryValue>, Answer>(
  keyOf: (query: Query) => QueryKey,
  path: string,
  schema: ZodType<Answer>,
) {
  return (query: Query) =>
    queryOptions({
      queryKey: keyOf(query),
      queryFn: ({ signal }) => apiCall(schema, path, { query, signal }),
      placeholderData: keepPreviousData,
    })
}
