// The global search of spec section 7 over the page catalogue: case-insensitive title match, at
// most 5 children per group, and when more than one group matches, groups with more than 3
// children drop their first 3. Only pages the caller may open are searched.
import { z } from 'zod'
import type { Action, Subject } from '../abilities/index.js'
import {
  LANGUAGES,
  SEARCH_MAX_CHILDREN,
  SEARCH_TRIM_WHEN_SEVERAL_GROUPS,
  type LanguageCode,
} from '../constants/index.js'
import { SEARCH_CATEGORIES, type CatalogueGroup } from './catalogue.js'

export const searchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  lang: z.enum(LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]]).default('es'),
})
export type SearchQuery = z.infer<typeof searchQuerySchema>

export const searchResultItemSchema = z.object({ url: z.string(), icon: z.string(), title: z.string() })
export type SearchResultItem = z.infer<typeof searchResultItemSchema>

export const searchResultGroupSchema = z.object({
  title: z.string(),
  category: z.enum(SEARCH_CATEGORIES),
  children: z.array(searchResultItemSchema),
})
export type SearchResultGroup = z.infer<typeof searchResultGroupSchema>
export const searchResponseSchema = z.array(searchResultGroupSchema)

/** Whether the caller may open a page; a page naming no ability is open to any logged-in user. */
export type PageAccessCheck = (action: Action, subject: Subject) => boolean

export function searchCatalogue(
  catalogue: readonly CatalogueGroup[],
  { q, lang }: SearchQuery,
  can: PageAccessCheck,
): SearchResultGroup[] {
  const needle = q.toLowerCase()
  const groups: SearchResultGroup[] = []
  for (const group of catalogue) {
    const matching = group.children
      .filter((child) => !child.action || !child.subject || can(child.action, child.subject))
      .filter((child) => child.title[lang].toLowerCase().includes(needle))
      .slice(0, SEARCH_MAX_CHILDREN)
      .map((child) => ({ url: child.url, icon: child.icon, title: child.title[lang] }))
    if (matching.length > 0)
      groups.push({ title: group.title[lang], category: group.category, children: matching })
  }
  if (groups.length > 1) {
    for (const group of groups) {
      if (group.children.length > SEARCH_TRIM_WHEN_SEVERAL_GROUPS)
        group.children = group.children.slice(SEARCH_TRIM_WHEN_SEVERAL_GROUPS)
    }
  }
  return groups
}
