// The global search of spec section 7 over the page catalogue: case- and accent-insensitive title
// match in the reader's language or in English, at
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

/** Lower case without accents, so "publicas" finds "Páginas públicas". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Whether the caller may open a page; a page naming no ability is open to any logged-in user. */
export type PageAccessCheck = (action: Action, subject: Subject) => boolean

export function searchCatalogue(
  catalogue: readonly CatalogueGroup[],
  { q, lang }: SearchQuery,
  can: PageAccessCheck,
): SearchResultGroup[] {
  const needle = foldForSearch(q)
  const groups: SearchResultGroup[] = []
  for (const group of catalogue) {
    const matching = group.children
      .filter((child) => !child.action || !child.subject || can(child.action, child.subject))
      // The reader's language first; English too, the words people know from other software.
      .filter(
        (child) =>
          foldForSearch(child.title[lang]).includes(needle) || foldForSearch(child.title.en).includes(needle),
      )
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

/** The records half of the global search (beyond the spec): one group per kind of record. */
export const recordSearchQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  lang: z.enum(LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]]).default('es'),
})
export type RecordSearchQuery = z.infer<typeof recordSearchQuerySchema>

export const recordSearchItemSchema = z.object({
  /** The record's own key within its kind. */
  id: z.string(),
  title: z.string(),
  /** A second line: brand, customer, email… (data, not interface words). */
  subtitle: z.string(),
  url: z.string(),
  /** A nav icon name (NavIcon) for the group. */
  icon: z.string(),
  avatar: z.string().nullable(),
})
export type RecordSearchItem = z.infer<typeof recordSearchItemSchema>

export const recordSearchGroupSchema = z.object({
  kind: z.string(),
  /** The group's title in the requested language. */
  title: z.string(),
  items: z.array(recordSearchItemSchema),
})
export type RecordSearchGroup = z.infer<typeof recordSearchGroupSchema>
export const recordSearchResponseSchema = z.object({ groups: z.array(recordSearchGroupSchema) })
export type RecordSearchResponse = z.infer<typeof recordSearchResponseSchema>
