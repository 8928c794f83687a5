// The server search behind the autocomplete and combobox examples: the sales of
// GET /api/pages/datatable whose product, brand or buyer matches what the user types. The text is
// asked for once the user pauses (SALES_SEARCH_DEBOUNCE_MS); a request that a newer text supersedes
// is aborted (TanStack Query aborts the signal of a query nobody observes any more).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { salesListResponseSchema, type SaleDetail } from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

const SALES_SEARCH_PATH = '/api/pages/datatable'
export const SALES_SEARCH_DEBOUNCE_MS = 250
/** Options shown at once: a search box lists the best few, not a page of a table. */
const SALES_SEARCH_LIMIT = 10

/** `value`, once it has stopped changing for `delay` ms. */
function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

const salesSearchKey = (q: string) => ['sales', 'search', q] as const

export type SalesSearch = {
  /** The sales matching the last text asked for ([] before any). */
  sales: SaleDetail[]
  /** True while the user is typing or the answer is on its way. */
  loading: boolean
  /** The text the shown sales answer ('' until the user types). */
  searched: string
}

export function useSalesSearch(text: string): SalesSearch {
  const wanted = text.trim()
  const q = useDebouncedValue(wanted, SALES_SEARCH_DEBOUNCE_MS)
  const query = useQuery({
    queryKey: salesSearchKey(q),
    queryFn: async ({ signal }) =>
      (
        await apiCall(salesListResponseSchema, SALES_SEARCH_PATH, {
          query: { q, itemsPerPage: SALES_SEARCH_LIMIT },
          signal,
        })
      ).salesDetails,
    enabled: q !== '',
    staleTime: 60_000,
    // The previous options stay while the next answer comes, instead of a blink of "no results".
    placeholderData: keepPreviousData,
  })
  const pending = wanted !== q || query.isFetching
  return {
    sales: wanted === '' ? [] : (query.data ?? []),
    loading: wanted !== '' && pending,
    searched: q,
  }
}

/** The distinct values of `key` among `sales`, in the server's order. */
export function distinctBy<T>(
  sales: SaleDetail[],
  key: (sale: SaleDetail) => string,
  pick: (sale: SaleDetail) => T,
): T[] {
  const seen = new Map<string, T>()
  for (const sale of sales) if (!seen.has(key(sale))) seen.set(key(sale), pick(sale))
  return [...seen.values()]
}
