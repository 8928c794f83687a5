// The global search's page catalogue, built from the registered routes: every page whose meta names
// a search group, under that group, in registration order, with its title (meta.titleKey) in the
// four languages from the strings the default layout loads. The server cannot import the web app's
// routes, so scripts/generate-page-catalogue.ts writes this into packages/shared as JSON, and a
// test fails while the committed file differs.
import {
  LANGUAGES,
  SEARCH_CATEGORIES,
  type CatalogueEntry,
  type CatalogueGroup,
  type LanguageCode,
  type LocalizedText,
  type SearchCategory,
} from '@aurum/shared'
import type { LocaleBundle } from '@/i18n'
import { pageAddress, type MenuRoute } from '../navigation/build-menu'

/** The command that rewrites packages/shared/src/navigation/page-catalogue.json. */
export const REGENERATE_CATALOGUE = 'npm run catalogue -w @aurum/web'

/** The i18n key of a search group's title (spec section 2's six groups, in the default layout's strings). */
const searchGroupTitleKey = (category: SearchCategory) => `app.search.groups.${category}`

function textAt(bundle: LocaleBundle, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as LocaleBundle)[part] : undefined),
      bundle,
    )
}

export function buildPageCatalogue(
  routes: readonly MenuRoute[],
  strings: Record<LanguageCode, LocaleBundle>,
): CatalogueGroup[] {
  const localized = (key: string, owner: string): LocalizedText =>
    Object.fromEntries(
      LANGUAGES.map(({ code }) => {
        const text = textAt(strings[code], key)
        if (typeof text !== 'string' || !text)
          throw new Error(`${owner}: "${key}" has no ${code} text in the strings the default layout loads`)
        return [code, text]
      }),
    ) as LocalizedText

  const entryOf = (route: MenuRoute): CatalogueEntry => {
    const { titleKey, icon, action, subject } = route.meta
    const url = pageAddress(route)
    if (!titleKey || !icon) throw new Error(`${route.path} is searchable without a titleKey and an icon`)
    if (/[:*]/.test(url)) throw new Error(`${route.path} is searchable: give it an href without parameters`)
    return { url, icon, title: localized(titleKey, url), ...(action && subject ? { action, subject } : {}) }
  }

  return SEARCH_CATEGORIES.map((category) => ({
    category,
    title: localized(searchGroupTitleKey(category), category),
    children: routes.filter((route) => route.meta.search === category).map(entryOf),
  }))
}

/** The file's text: two-space JSON, as Prettier leaves it. */
export function formatPageCatalogue(catalogue: CatalogueGroup[]): string {
  return `${JSON.stringify(catalogue, null, 2)}\n`
}
