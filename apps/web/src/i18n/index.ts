// i18next setup (spec section 9): es by default, en as fallback, fr and ar (right-to-left). Each
// area keeps `locales/<lang>.json` keyed by its own name, deep-merged into the default namespace.
// An area's strings are fetched when one of its pages is first opened (the frame's at start, the
// default layout's with it), in the shown language and in each language switched to later: /login
// carries only the frame's and the auth area's strings, however many areas the app grows.
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, LANGUAGES, type LanguageCode } from '@aurum/shared'

export type Direction = 'ltr' | 'rtl'
export type LocaleBundle = Record<string, unknown>
/** Loads one area's bundles (e.g. 'auth', or 'app' for the frame) for one language. */
export type LocaleLoader = (language: LanguageCode, area: string) => Promise<LocaleBundle[]>

export const i18n: I18n = i18next.createInstance()

/** The strings every page may show (loading, errors): `app/locales`, fetched at start. */
export const FRAME_AREA = 'app'
/** The default layout's strings (navigation, navbar, customizer, search): `app/layouts/locales`. */
export const DEFAULT_LAYOUT_AREA = 'layouts'

let loader: LocaleLoader = async () => []
/** Areas whose pages were opened: their strings follow each language change. */
const wantedAreas = new Set<string>([FRAME_AREA])
/** One fetch per language and area, shared by concurrent callers; forgotten when it fails. */
const fetches = new Map<string, Promise<void>>()
/** The language shown, or being switched to. */
let targetLanguage: LanguageCode | undefined

export function directionOf(language: string): Direction {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr'
}

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.some((entry) => entry.code === value)
}

function ensureArea(language: LanguageCode, area: string): Promise<void> {
  const key = `${language}/${area}`
  let request = fetches.get(key)
  if (!request) {
    request = loader(language, area).then((bundles) => {
      for (const bundle of bundles) i18n.addResourceBundle(language, 'translation', bundle, true, true)
    })
    request.catch(() => fetches.delete(key))
    fetches.set(key, request)
  }
  return request
}

async function ensureLoaded(language: LanguageCode): Promise<void> {
  await Promise.all([...wantedAreas].map((area) => ensureArea(language, area)))
}

/** Fetches an area's strings (once) in the language shown and in the one being switched to. */
export async function loadAreaStrings(area: string): Promise<void> {
  wantedAreas.add(area)
  const languages = new Set<LanguageCode>()
  if (targetLanguage) languages.add(targetLanguage)
  if (typeof i18n.language === 'string' && isLanguageCode(i18n.language)) languages.add(i18n.language)
  await Promise.all([...languages].map((language) => ensureArea(language, area)))
}

/** Sets `<html lang>` and `dir` (spec section 4: the language change sets the right-to-left flag). */
function applyDocumentLanguage(language: LanguageCode): void {
  document.documentElement.lang = language
  document.documentElement.dir = directionOf(language)
}

export async function initI18n(language: LanguageCode, loadLocales: LocaleLoader): Promise<I18n> {
  loader = loadLocales
  targetLanguage = language
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
    // No promotional line of i18next's in the reader's console.
    showSupportNotice: false,
  })
  // The fallback's strings are not fetched up front: every language carries every key (a unit test
  // checks it), so English is only downloaded when chosen.
  await ensureLoaded(language)
  applyDocumentLanguage(language)
  return i18n
}

export async function changeLanguage(language: LanguageCode): Promise<void> {
  targetLanguage = language
  await ensureLoaded(language)
  await i18n.changeLanguage(language)
  applyDocumentLanguage(language)
}
