// Finds every area's `locales/<lang>.json` (features and the app frame) at build time; each file is
// its own chunk, fetched only when its area and language are needed. A large area may split its
// strings by part (`locales/<lang>.<part>.json`, e.g. `en.products.json`); the parts are merged.
import type { LanguageCode } from '@aurum/shared'
import { FRAME_AREA, type LocaleBundle, type LocaleLoader } from '../i18n'

const modules = import.meta.glob<LocaleBundle>(['./**/locales/*.json', '../features/*/locales/*.json'], {
  import: 'default',
})

/** The folder holding `locales/` names the area (`features/auth` → auth); `app/locales` is the frame's. */
export function localeAreaOf(path: string): string {
  const folder = path.slice(0, path.lastIndexOf('/locales/')).split('/').pop()
  return !folder || folder === '.' ? FRAME_AREA : folder
}

/** `…/locales/en.json` or a part of it, `…/locales/en.products.json`. */
export function isLocaleFileOf(path: string, language: LanguageCode): boolean {
  const file = path.slice(path.lastIndexOf('/locales/') + '/locales/'.length)
  return file === `${language}.json` || (file.startsWith(`${language}.`) && /^[a-z]{2}\.[a-z0-9-]+\.json$/.test(file))
}

export const loadLocales: LocaleLoader = (language: LanguageCode, area: string) =>
  Promise.all(
    Object.entries(modules)
      .filter(([path]) => isLocaleFileOf(path, language) && localeAreaOf(path) === area)
      .map(([, load]) => load()),
  )
