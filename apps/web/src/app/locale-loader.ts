// Finds the locale files at build time; each is its own chunk, fetched only when its area and
// language are needed (locale-files.ts says which files an area takes). A large area may split its
// strings by part (`locales/<lang>.<part>.json`, e.g. `en.products.json`); the parts are merged.
// The entry names only the files a visitor's first page needs (the frame's and the auth area's);
// every other area's are listed by area-locales.ts, which comes with the signed-in frame, so
// /login's JavaScript does not grow with the areas.
import type { LanguageCode } from '@aurum/shared'
import { DEFAULT_LAYOUT_AREA, FRAME_AREA, type LocaleBundle, type LocaleLoader } from '../i18n'
import { belongsToArea } from './locale-files'

/** The areas whose strings the entry can fetch by itself. */
const VISITOR_AREAS = new Set([FRAME_AREA, 'auth', 'front-pages'])

// The nav parts are listed by navigation/nav-titles.ts instead, with the default layout.
const visitorModules = import.meta.glob<LocaleBundle>(
  [
    './locales/*.json',
    '../features/auth/locales/*.json',
    '../features/front-pages/locales/*.json',
    '!**/*.nav.json',
  ],
  { import: 'default' },
)

export const loadLocales: LocaleLoader = async (language: LanguageCode, area: string) => {
  const navTitles =
    area === DEFAULT_LAYOUT_AREA
      ? import('./navigation/nav-titles').then((module) => module.loadNavTitles(language))
      : []
  const modules = VISITOR_AREAS.has(area)
    ? visitorModules
    : (await import('./area-locales')).areaLocaleModules
  const own = await Promise.all(
    Object.entries(modules)
      .filter(([path]) => belongsToArea(path, language, area))
      .map(([, load]) => load()),
  )
  return [...own, ...(await navTitles)]
}
