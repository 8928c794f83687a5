// Every area's menu and search titles (`features/<area>/locales/<lang>.nav.json`), fetched with the
// default layout so the menu can name every page without loading the areas' other strings. The
// build puts one language's parts in one chunk (vite.config.ts), so this is one request.
import type { LanguageCode } from '@aurum/shared'
import { DEFAULT_LAYOUT_AREA, type LocaleBundle } from '@/i18n'
import { belongsToArea } from '../locale-files'

const navParts = import.meta.glob<LocaleBundle>('../../features/*/locales/*.nav.json', { import: 'default' })

export function loadNavTitles(language: LanguageCode): Promise<LocaleBundle[]> {
  return Promise.all(
    Object.entries(navParts)
      .filter(([path]) => belongsToArea(path, language, DEFAULT_LAYOUT_AREA))
      .map(([, load]) => load()),
  )
}
