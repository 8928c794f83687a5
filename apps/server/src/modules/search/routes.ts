// HTTP of /api/app-bar/search (spec section 7): the navbar's page search.
import { fieldErrorsSchema, searchQuerySchema, searchResponseSchema } from '@aurum/shared'
import { ApiRouter } from '../../http/api-router.js'
import * as searchService from './service.js'

export function createSearchRouter() {
  return new ApiRouter().get(
    {
      path: '/app-bar/search',
      summary:
        'Search the pages by title (case-insensitive) in a language: at most 5 per group; when several groups match, groups with more than 3 drop their first 3. Only pages the caller may open.',
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
}
