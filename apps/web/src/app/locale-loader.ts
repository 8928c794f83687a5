// Finds every area's `locales/<lang>.json` (features and the app frame) at build time; each file is
// its own chunk, fetched only when its area and language are needed.
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

export const loadLocales: LocaleLoader = (language: LanguageCode, area: string) =>
  Promise.all(
    Object.entries(modules)
      .filter(([path]) => path.endsWith(`/locales/${language}.json`) && localeAreaOf(path) === area)
      .map(([, load]) => load()),
  )
