import { describe, expect, it } from 'vitest'
import { filterNavigation, flattenLinks } from './filter-navigation'
import type { NavEntry } from './nav-items'

const menu: NavEntry[] = [
  {
    kind: 'group',
    titleKey: 'g1',
    icon: 'dashboard',
    children: [
      { kind: 'link', titleKey: 'a', to: '/a' },
      { kind: 'link', titleKey: 'b', to: '/b' },
    ],
  },
  { kind: 'heading', titleKey: 'h1' },
  {
    kind: 'group',
    titleKey: 'g2',
    icon: 'users',
    children: [
      {
        kind: 'group',
        titleKey: 'g2.inner',
        icon: 'alert',
        children: [{ kind: 'link', titleKey: 'c', to: '/c' }],
      },
    ],
  },
  { kind: 'heading', titleKey: 'h2' },
  { kind: 'link', titleKey: 'd', to: '/d' },
]

describe('filterNavigation', () => {
  it('keeps only allowed links and the groups that still have one', () => {
    const result = filterNavigation(menu, (link) => link.to === '/b' || link.to === '/d')
    expect(result.map((entry) => entry.titleKey)).toEqual(['g1', 'h2', 'd'])
    expect(flattenLinks(result).map((link) => link.to)).toEqual(['/b', '/d'])
  })

  it('hides a group whose nested children are all hidden, and its heading', () => {
    const result = filterNavigation(menu, (link) => link.to === '/a')
    expect(result.map((entry) => entry.titleKey)).toEqual(['g1'])
  })

  it('keeps nested groups with an allowed child', () => {
    const result = filterNavigation(menu, (link) => link.to === '/c')
    expect(result.map((entry) => entry.titleKey)).toEqual(['h1', 'g2'])
  })
})
