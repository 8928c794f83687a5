// HTTP of the global search: /api/app-bar/search (spec section 7), the navbar's page search, and
// /api/search/records, the records the caller may read (products, orders, customers, users…).
import {
  fieldErrorsSchema,
  recordSearchQuerySchema,
  recordSearchResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import type { SearchRegistry } from './registry.js'
import * as searchService from './service.js'

export type SearchRouterDeps = { db: Db; registry: SearchRegistry }

export function createSearchRouter({ db, registry }: SearchRouterDeps) {
  return new ApiRouter()
    .get(
      {
        path: '/app-bar/search',
        summary:
          'Search the pages by title (case- and accent-insensitive) in a language or in English: at most 5 per group; when several groups match, groups with more than 3 drop their first 3. Only pages the caller may open.',
        tags: ['search'],
        access: 'authenticated',
        query: searchQuerySchema,
        responses: {
          200: { description: 'Matching groups of pages', schema: searchResponseSchema },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      (c, { query, auth }) => c.json(searchService.searchPages(query, auth.ability)),
    )
    .get(
      {
        path: '/search/records',
        summary:
          'Search records by name or number: a group per kind (products, orders, customers, users, categories…), at most 5 each, only kinds the caller may read.',
        tags: ['search'],
        access: 'authenticated',
        query: recordSearchQuerySchema,
        responses: {
          200: { description: 'Matching records, a group per kind', schema: recordSearchResponseSchema },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      async (c, { query, auth }) =>
        c.json(await searchService.searchRecords(db, registry, query, auth.ability)),
    )
}
