// Rules of the global search: the shared page catalogue (spec section 7), searched with the
// caller's ability so that only pages they may open are offered; and the records of every
// registered provider the caller may read, a group per kind.
import {
  PAGE_CATALOGUE,
  searchCatalogue,
  type AppAbility,
  type RecordSearchQuery,
  type RecordSearchResponse,
  type SearchQuery,
  type SearchResultGroup,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import type { SearchRegistry } from './registry.js'

/** Records per group: enough to pick from, few enough to read at a glance. */
const RECORDS_PER_KIND = 5

export function searchPages(query: SearchQuery, ability: AppAbility): SearchResultGroup[] {
  return searchCatalogue(PAGE_CATALOGUE, query, (action, subject) => ability.can(action, subject))
}

export async function searchRecords(
  db: Db,
  registry: SearchRegistry,
  query: RecordSearchQuery,
  ability: AppAbility,
): Promise<RecordSearchResponse> {
  const allowed = registry.providers.filter(
    ({ requires }) => requires === null || ability.can(requires.action, requires.subject),
  )
  const groups = await Promise.all(
    allowed.map(async (provider) => ({
      kind: provider.kind,
      title: provider.title[query.lang],
      items: await provider.search(db, query.q, RECORDS_PER_KIND, query.lang),
    })),
  )
  return { groups: groups.filter((group) => group.items.length > 0) }
}
