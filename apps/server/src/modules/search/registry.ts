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
