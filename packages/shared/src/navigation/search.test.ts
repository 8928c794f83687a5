import { describe, expect, it } from 'vitest'
import type { CatalogueGroup, CatalogueEntry } from './catalogue.js'
import { searchCatalogue } from './search.js'

const entry = (url: string, title: string, extra: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  url,
  icon: 'x',
  title: { en: title, es: `es ${title}`, fr: `fr ${title}`, ar: `ar ${title}` },
  ...extra,
})

function group(category: CatalogueGroup['category'], prefix: string, count: number): CatalogueGroup {
  return {
    category,
    title: { en: category, es: category, fr: category, ar: category },
    children: Array.from({ length: count }, (_, index) =>
      entry(`/${prefix}/${index + 1}`, `${prefix} page ${index + 1}`),
    ),
  }
}

const everything = () => true

describe('searchCatalogue', () => {
  it('matches titles case-insensitively in the requested language', () => {
    const catalogue = [group('dashboards', 'Alpha', 2)]
    const result = searchCatalogue(catalogue, { q: 'ALPHA PAGE 2', lang: 'en' }, everything)
    expect(result).toEqual([
      {
        title: 'dashboards',
        category: 'dashboards',
        children: [{ url: '/Alpha/2', icon: 'x', title: 'Alpha page 2' }],
      },
    ])
    expect(searchCatalogue(catalogue, { q: 'fr alpha', lang: 'fr' }, everything)[0]!.children).toHaveLength(2)
    expect(searchCatalogue(catalogue, { q: 'fr alpha', lang: 'en' }, everything)).toEqual([])
  })

  it('keeps at most 5 children when a single group matches', () => {
    const result = searchCatalogue(
      [group('dashboards', 'Alpha', 8), group('appsPages', 'Beta', 4)],
      { q: 'alpha', lang: 'en' },
      everything,
    )
    expect(result).toHaveLength(1)
    expect(result[0]!.children.map((child) => child.url)).toEqual([
      '/Alpha/1',
      '/Alpha/2',
      '/Alpha/3',
      '/Alpha/4',
      '/Alpha/5',
    ])
  })

  it('drops the first 3 children of groups with more than 3 when several groups match', () => {
    const result = searchCatalogue(
      [group('dashboards', 'Alpha', 8), group('appsPages', 'Alpha', 4), group('chartsMisc', 'Alpha', 3)],
      { q: 'page', lang: 'en' },
      everything,
    )
    // 8 → capped to 5 → first 3 dropped: 4 and 5 stay. 4 → 4th stays. 3 → untouched.
    expect(result.map((found) => found.children.map((child) => child.url))).toEqual([
      ['/Alpha/4', '/Alpha/5'],
      ['/Alpha/4'],
      ['/Alpha/1', '/Alpha/2', '/Alpha/3'],
    ])
  })

  it('only searches the pages the caller may open', () => {
    const catalogue: CatalogueGroup[] = [
      {
        category: 'appsPages',
        title: { en: 'Apps', es: 'Apps', fr: 'Apps', ar: 'Apps' },
        children: [
          entry('/users', 'Users', { action: 'read', subject: 'User' }),
          entry('/acl', 'Access', { action: 'read', subject: 'AclDemo' }),
          entry('/open', 'Open page'),
        ],
      },
    ]
    const clientCan = (action: string, subject: string) => action === 'read' && subject === 'AclDemo'
    const urls = searchCatalogue(catalogue, { q: '', lang: 'en' }, clientCan)[0]!.children.map(
      (child) => child.url,
    )
    expect(urls).toEqual(['/acl', '/open'])
  })
})
