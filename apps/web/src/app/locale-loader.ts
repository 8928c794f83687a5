// Finds every area's `locales/<lang>.json` (features and the app frame) at build time; each file is
// its own chunk, fetched only when its language is needed.
import type { LanguageCode } from '@aurum/shared'
import type { LocaleBundle, LocaleLoader } from '../i18n'

const modules = import.meta.glob<LocaleBundle>(['./**/locales/*.json', '../features/*/locales/*.json'], {
  import: 'default',
})

export const loadLocales: LocaleLoader = (language: LanguageCode) =>
  Promise.all(
    Object.entries(modules)
      .filter(([path]) => path.endsWith(`/locales/${language}.json`))
      .map(([, load]) => load()),
  )
