// Rules of the global search (spec section 7): the shared catalogue, searched with the caller's
// ability so that only pages they may open are offered.
import {
  PAGE_CATALOGUE,
  searchCatalogue,
  type AppAbility,
  type SearchQuery,
  type SearchResultGroup,
} from '@aurum/shared'

export function searchPages(query: SearchQuery, ability: AppAbility): SearchResultGroup[] {
  return searchCatalogue(PAGE_CATALOGUE, query, (action, subject) => ability.can(action, subject))
}
