// GET /api/app-bar/search in the current language (spec section 7), and the record search.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  recordSearchResponseSchema,
  searchResponseSchema,
  type LanguageCode,
  type RecordSearchGroup,
  type SearchResultGroup,
} from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

const searchKeys = {
  all: ['app-bar-search'] as const,
  query: (q: string, lang: LanguageCode) => [...searchKeys.all, lang, q] as const,
}

export function useAppBarSearch(q: string, lang: LanguageCode) {
  return useQuery({
    queryKey: searchKeys.query(q, lang),
    queryFn: async ({ signal }): Promise<SearchResultGroup[]> =>
      apiCall(searchResponseSchema, '/api/app-bar/search', { query: { q, lang }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

/** GET /api/search/records: the records the caller may read, a group per kind (server-filtered). */
export function useRecordSearch(q: string, lang: LanguageCode) {
  return useQuery({
    queryKey: [...searchKeys.all, 'records', lang, q] as const,
    queryFn: async ({ signal }): Promise<RecordSearchGroup[]> =>
      (await apiCall(recordSearchResponseSchema, '/api/search/records', { query: { q, lang }, signal }))
        .groups,
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    // Records change (a new order): fresher than the page catalogue.
    staleTime: 30_000,
  })
}
