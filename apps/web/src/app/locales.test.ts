import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT_AREA, FRAME_AREA } from '../i18n'
import { belongsToArea, isLocaleFileOf, localeAreaOf } from './locale-files'
import { featureRoutes } from './routes'

// Every area's strings exist in all four languages with the same keys (the fallback language is
// not downloaded up front, so a missing key would show as its name).
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const LANGS = ['es', 'en', 'fr', 'ar']

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return []
    const full = path.join(dir, entry.name)
    return entry.name === 'locales' ? [full] : localeFolders(full)
  })
}

// Plural forms differ by language (Arabic has six), so `key_one`, `key_few`… count as `key`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('locale bundles', () => {
  const folders = localeFolders(src)
  it('exist', () => expect(folders.length).toBeGreaterThan(0))
  // Each part (`en.json`, `en.products.json`…) separately: its four languages share its keys.
  const parts = folders.flatMap((folder) =>
    [
      ...new Set(
        readdirSync(folder)
          .filter((file) => file.endsWith('.json'))
          .map((file) => file.slice(2)),
      ),
    ].map((suffix) => ({ folder, suffix })),
  )
  for (const { folder, suffix } of parts) {
    it(`${path.relative(src, folder)}/*${suffix} has the same keys in ${LANGS.join(', ')}`, () => {
      const [reference, ...others] = LANGS.map((lang) =>
        [...new Set(keysOf(JSON.parse(readFileSync(path.join(folder, `${lang}${suffix}`), 'utf8'))))].sort(),
      )
      for (const keys of others) expect(keys).toEqual(reference)
    })
  }
  it('accepts a language file and its parts, nothing else', () => {
    expect(isLocaleFileOf('../features/ecommerce/locales/en.json', 'en')).toBe(true)
    expect(isLocaleFileOf('../features/ecommerce/locales/en.products.json', 'en')).toBe(true)
    expect(isLocaleFileOf('../features/ecommerce/locales/es.products.json', 'en')).toBe(false)
    expect(isLocaleFileOf('../features/ecommerce/locales/ar.json', 'en')).toBe(false)
  })
})

describe('nav parts', () => {
  // An area's menu and search titles load with the default layout, so the menu has them all while
  // the areas' other strings (and /login) stay as they were.
  it('load with the default layout, not with their area', () => {
    expect(belongsToArea('../features/users/locales/en.nav.json', 'en', DEFAULT_LAYOUT_AREA)).toBe(true)
    expect(belongsToArea('../features/users/locales/en.nav.json', 'en', 'users')).toBe(false)
    expect(belongsToArea('../features/users/locales/es.nav.json', 'en', DEFAULT_LAYOUT_AREA)).toBe(false)
    expect(belongsToArea('./layouts/locales/en.json', 'en', DEFAULT_LAYOUT_AREA)).toBe(true)
    expect(belongsToArea('../features/users/locales/en.json', 'en', 'users')).toBe(true)
    expect(belongsToArea('../features/users/locales/en.json', 'en', DEFAULT_LAYOUT_AREA)).toBe(false)
    expect(belongsToArea('../features/ecommerce/locales/en.products.json', 'en', 'ecommerce')).toBe(true)
  })
})

describe('locale areas', () => {
  it('name the folder holding locales/, the frame for app/locales', () => {
    expect(localeAreaOf('./locales/es.json')).toBe(FRAME_AREA)
    expect(localeAreaOf('./layouts/locales/es.json')).toBe(DEFAULT_LAYOUT_AREA)
    expect(localeAreaOf('./dashboards/locales/ar.json')).toBe('dashboards')
    expect(localeAreaOf('../features/auth/locales/fr.json')).toBe('auth')
  })
  // Strings are fetched with the pages of their area: a folder no route names would never load.
  it('each have pages in the route registry, or are the frame or the default layout', () => {
    const folders = localeFolders(src).map((folder) =>
      localeAreaOf(`./${path.relative(src, folder)}/es.json`),
    )
    const loaded = new Set([FRAME_AREA, DEFAULT_LAYOUT_AREA, ...featureRoutes.map((route) => route.area)])
    for (const area of folders) expect(loaded).toContain(area)
    expect(featureRoutes.every((route) => route.area)).toBe(true)
  })
})
