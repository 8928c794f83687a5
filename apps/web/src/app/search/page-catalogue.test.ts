import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, SEARCH_CATEGORIES, type LanguageCode } from '@aurum/shared'
import type { LocaleBundle } from '@/i18n'
import type { AppRoute, RouteMeta } from '@/lib/route-types'
import { menuPlacements } from '../navigation/build-menu'
import { featureRoutes } from '../routes'
import { REGENERATE_CATALOGUE, buildPageCatalogue, formatPageCatalogue } from './page-catalogue'
import { PAGE_CATALOGUE_FILE, layoutLocaleBundles, readLayoutStrings } from './read-layout-strings'

const strings = readLayoutStrings()

describe('the committed page catalogue', () => {
  it(`is what the routes and locale files give (else run \`${REGENERATE_CATALOGUE}\`)`, () => {
    const committed = readFileSync(PAGE_CATALOGUE_FILE, 'utf8')
    const generated = formatPageCatalogue(buildPageCatalogue(featureRoutes, strings))
    expect(
      JSON.parse(committed),
      `page-catalogue.json is out of date: run \`${REGENERATE_CATALOGUE}\``,
    ).toEqual(JSON.parse(generated))
    expect(committed, `page-catalogue.json is not as generated: run \`${REGENERATE_CATALOGUE}\``).toBe(
      generated,
    )
  })
})

const page = (path: string, meta: RouteMeta): AppRoute => ({
  path,
  lazy: () => Promise.resolve({ Component: () => null }),
  meta,
})
/** Group titles and one page title (`page.title`), in every language or in English only. */
function stringsWith(languages: readonly LanguageCode[]): Record<LanguageCode, LocaleBundle> {
  const bundle = (code: LanguageCode): LocaleBundle => ({
    app: {
      search: { groups: Object.fromEntries(SEARCH_CATEGORIES.map((group) => [group, `${group} ${code}`])) },
    },
    page: languages.includes(code) ? { title: `Page ${code}` } : {},
  })
  return { es: bundle('es'), en: bundle('en'), fr: bundle('fr'), ar: bundle('ar') }
}
const allLanguages = LANGUAGES.map(({ code }) => code)

describe('buildPageCatalogue', () => {
  it('lists each searchable page under its group, in registration order, titled in four languages', () => {
    const catalogue = buildPageCatalogue(
      [
        page('/b', {
          titleKey: 'page.title',
          icon: 'mail',
          search: 'appsPages',
          action: 'read',
          subject: 'User',
        }),
        page('/hidden', { titleKey: 'page.title', icon: 'mail' }),
        page('/a/:tab', { titleKey: 'page.title', icon: 'key', href: '/a/first', search: 'appsPages' }),
      ],
      stringsWith(allLanguages),
    )
    expect(catalogue.map((group) => group.category)).toEqual([...SEARCH_CATEGORIES])
    expect(catalogue.find((group) => group.category === 'appsPages')).toEqual({
      category: 'appsPages',
      title: { es: 'appsPages es', en: 'appsPages en', fr: 'appsPages fr', ar: 'appsPages ar' },
      children: [
        {
          url: '/b',
          icon: 'mail',
          title: expect.objectContaining({ en: 'Page en' }),
          action: 'read',
          subject: 'User',
        },
        { url: '/a/first', icon: 'key', title: expect.objectContaining({ en: 'Page en' }) },
      ],
    })
  })

  it('refuses a page whose title is missing in a language, or whose address has parameters', () => {
    const searchable: RouteMeta = { titleKey: 'page.title', icon: 'mail', search: 'dashboards' }
    expect(() => buildPageCatalogue([page('/p', searchable)], stringsWith(['en']))).toThrow(
      '"page.title" has no es text',
    )
    expect(() => buildPageCatalogue([page('/p/:id', searchable)], stringsWith(allLanguages))).toThrow(
      '/p/:id',
    )
  })
})

describe('route meta titles', () => {
  const keysIn = (routes: readonly AppRoute[]) =>
    routes.flatMap((route) => [
      ...(route.meta.titleKey ? [route.meta.titleKey] : []),
      ...menuPlacements(route.meta).flatMap((placement) => (placement.titleKey ? [placement.titleKey] : [])),
      ...(route.meta.shortcut?.titleKey ? [route.meta.shortcut.titleKey] : []),
    ])

  it('are in the strings the default layout loads, in every language', () => {
    const keys = keysIn(featureRoutes)
    expect(keys.length).toBeGreaterThan(0)
    for (const { code } of LANGUAGES)
      for (const key of keys) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as LocaleBundle)?.[part], strings[code])
        expect([code, key, typeof value]).toEqual([code, key, 'string'])
      }
  })

  it('are declared once: no nav key sits in two files the default layout loads', () => {
    const owners = new Map<string, string[]>()
    for (const { file, bundle } of layoutLocaleBundles('en'))
      for (const key of Object.keys(bundle.nav ?? {})) owners.set(key, [...(owners.get(key) ?? []), file])
    expect(owners.size).toBeGreaterThan(0)
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([])
  })

  it('are the only strings of the nav parts', () => {
    const parts = layoutLocaleBundles('en').filter(({ file }) => file.endsWith('.nav.json'))
    expect(parts.length).toBeGreaterThan(0)
    for (const { file, bundle } of parts) expect([file, Object.keys(bundle)]).toEqual([file, ['nav']])
  })
})
