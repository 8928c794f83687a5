import { describe, expect, it } from 'vitest'
import { PAGE_CATALOGUE } from '@aurum/shared'
import { NAV_ICONS } from '../components/nav-icons'
import { findRegisteredRoute } from './routes'

describe('search catalogue', () => {
  const entries = PAGE_CATALOGUE.flatMap((group) => group.children)

  it('lists only pages registered in the web app', () => {
    expect(entries.length).toBeGreaterThan(0)
    const missing = entries.filter((entry) => !findRegisteredRoute(entry.url)).map((entry) => entry.url)
    expect(missing).toEqual([])
  })

  it('asks for the same ability as the page it opens', () => {
    for (const entry of entries) {
      const meta = findRegisteredRoute(entry.url)!.meta
      expect([entry.url, entry.action, entry.subject]).toEqual([entry.url, meta.action, meta.subject])
    }
  })

  it('names icons the web app knows', () => {
    expect(entries.filter((entry) => !(entry.icon in NAV_ICONS)).map((entry) => entry.icon)).toEqual([])
  })
})
