// i18next setup (spec section 9): es by default, en as fallback, fr and ar (right-to-left). Each
// area keeps `locales/<lang>.json` keyed by its own name; the bundles of one language are loaded
// on demand and deep-merged into the default namespace.
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '@aurum/shared'

export type Direction = 'ltr' | 'rtl'
export type LocaleBundle = Record<string, unknown>
/** Loads every area's bundle for one language. */
export type LocaleLoader = (language: LanguageCode) => Promise<LocaleBundle[]>

export const i18n: I18n = i18next.createInstance()

let loader: LocaleLoader = async () => []
const loaded = new Set<LanguageCode>()

export function directionOf(language: string): Direction {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr'
}

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.some((entry) => entry.code === value)
}

async function ensureLoaded(language: LanguageCode): Promise<void> {
  if (loaded.has(language)) return
  const bundles = await loader(language)
  for (const bundle of bundles) i18n.addResourceBundle(language, 'translation', bundle, true, true)
  loaded.add(language)
}

/** Sets `<html lang>` and `dir` (spec section 4: the language change sets the right-to-left flag). */
export function applyDocumentLanguage(language: LanguageCode): void {
  document.documentElement.lang = language
  document.documentElement.dir = directionOf(language)
}

export async function initI18n(language: LanguageCode, loadLocales: LocaleLoader): Promise<I18n> {
  loader = loadLocales
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES.map((entry) => entry.code),
    defaultNS: 'translation',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
  // The fallback's strings are not fetched up front: every language carries every key (a unit test
  // checks it), so English is only downloaded when chosen.
  await ensureLoaded(language)
  applyDocumentLanguage(language)
  return i18n
}

export async function changeLanguage(language: LanguageCode): Promise<void> {
  await ensureLoaded(language)
  await i18n.changeLanguage(language)
  applyDocumentLanguage(language)
}

export { DEFAULT_LANGUAGE }
