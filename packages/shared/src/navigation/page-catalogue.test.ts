import { describe, expect, it } from 'vitest'
import { SEARCH_CATEGORIES } from './catalogue.js'
import { PAGE_CATALOGUE } from './page-catalogue.js'

// page-catalogue.json is generated from the web app's routes (a web test keeps it up to date); here
// only what the server relies on.
describe('PAGE_CATALOGUE', () => {
  it("has spec section 2's six search groups, in order, with their English names", () => {
    expect(PAGE_CATALOGUE.map((group) => group.category)).toEqual([...SEARCH_CATEGORIES])
    expect(PAGE_CATALOGUE.map((group) => group.title.en)).toEqual([
      'Dashboards',
      'Front Pages',
      'Apps & Pages',
      'User Interface',
      'Forms & Tables',
      'Chart & Misc',
    ])
  })

  it('lists each page once', () => {
    const urls = PAGE_CATALOGUE.flatMap((group) => group.children.map((child) => child.url))
    expect(urls.length).toBeGreaterThan(0)
    expect(new Set(urls).size).toBe(urls.length)
  })
})
