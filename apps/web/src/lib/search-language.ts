// Lists whose search matches country names (users, customers) are told the reader's language, so
// "Alemania" finds Germany in Spanish; a query without a term stays one cache entry for every language.
import type { LanguageCode } from '@aurum/shared'
import { i18n, isLanguageCode } from '../i18n'

export function withSearchLanguage<Q extends { q?: string | undefined }>(
  query: Q,
): Q & { lang?: LanguageCode } {
  const language = i18n.language
  return query.q && isLanguageCode(language) ? { ...query, lang: language } : query
}
