// Every area's locale files but the visitor's (locale-loader.ts has those): the default layout's
// and each feature's. Kept apart from the entry so that /login does not carry a name per area and
// language; the build puts it beside the route registry (vite.config.ts), which the router fetches
// for every page but the visitor's first ones.
import type { LocaleBundle } from '../i18n'

export const areaLocaleModules = import.meta.glob<LocaleBundle>(
  [
    './**/locales/*.json',
    '../features/*/locales/*.json',
    '!./locales/*.json',
    '!../features/auth/locales/*.json',
    '!../features/front-pages/locales/*.json',
    '!**/*.nav.json',
  ],
  { import: 'default' },
)
