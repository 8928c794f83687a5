// GET /api/app-bar/search in the current language (spec section 7).
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { searchResponseSchema, type LanguageCode, type SearchResultGroup } from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

export const searchKeys = {
  all: ['app-bar-search'] as const,
  query: (q: string, lang: LanguageCode) => [...searchKeys.all, lang, q] as const,
}

export function useAppBarSearch(q: string, lang: LanguageCode) {
  return useQuery({
    queryKey: searchKeys.query(q, lang),
    queryFn: async ({ signal }): Promise<SearchResultGroup[]> =>
      searchResponseSchema.parse(
        await apiFetch<unknown>('/api/app-bar/search', { query: { q, lang }, signal }),
      ),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
