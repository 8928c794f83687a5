// The record search's providers: each area that has records worth finding registers one (a kind,
// its group title in the four languages, the ability a reader needs, and a search over its own
// repo). The search asks only the providers whose ability the caller holds, so permission
// filtering happens here, on the server, before any SQL runs.
import type { Action, LanguageCode, RecordSearchItem, Subject } from '@aurum/shared'
import type { Db } from '../../db/client.js'

export type SearchProvider = {
  /** A stable name of the kind of record: 'products', 'orders'… (the group's key). */
  kind: string
  /** The group's title in each language. */
  title: Record<LanguageCode, string>
  /**
   * What the caller must be allowed to do to see these records at all; null for public content,
   * which every signed-in user's search finds.
   */
  requires: { action: Action; subject: Subject } | null
  /**
   * At most `limit` records matching `term` (already trimmed, not empty), best first, their texts in
   * `lang` where the records are translated.
   */
  search: (db: Db, term: string, limit: number, lang: LanguageCode) => Promise<RecordSearchItem[]>
}

/** One record as a search hit: its key, its two lines, where it opens and its picture (if any). */
export type SearchHit = Omit<RecordSearchItem, 'id' | 'icon' | 'avatar'> & {
  id: string | number
  avatar?: string | null
}

/**
 * A provider from the area's own search (usually its list's first page for `q`) and how one of its
 * rows reads as a hit; every hit of the group carries the group's icon.
 */
export function searchProvider<Row>(
  spec: Omit<SearchProvider, 'search'> & {
    icon: string
    rows: (db: Db, term: string, limit: number, lang: LanguageCode) => Promise<Row[]>
    hit: (row: Row) => SearchHit
  },
): SearchProvider {
  const { kind, title, requires, icon } = spec
  return {
    kind,
    title,
    requires,
    async search(db, term, limit, lang) {
      const rows = await spec.rows(db, term, limit, lang)
      return rows.map((row) => {
        const hit = spec.hit(row)
        const { title, subtitle, url } = hit
        return { id: String(hit.id), title, subtitle, url, icon, avatar: hit.avatar ?? null }
      })
    },
  }
}

/** The first page of a list's query searching `term`: what a list-backed provider reads. */
export const firstPageQuery = <Q>(schema: { parse: (input: unknown) => Q }, term: string, limit: number) =>
  schema.parse({ q: term, itemsPerPage: limit })

export class SearchRegistry {
  readonly #providers = new Map<string, SearchProvider>()

  /** Adds (or replaces) the provider of a kind; the order of registration is the order of the groups. */
  register(provider: SearchProvider): this {
    this.#providers.set(provider.kind, provider)
    return this
  }

  get providers(): SearchProvider[] {
    return [...this.#providers.values()]
  }
}
