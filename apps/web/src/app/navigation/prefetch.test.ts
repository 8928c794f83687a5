import { afterEach, describe, expect, it } from 'vitest'
import { byVisits, connectionIsConstrained, recordPageVisit } from './prefetch'

describe('idle prefetch', () => {
  afterEach(() => localStorage.clear())

  it('warms the pages this browser opened most first, then the rest in menu order', () => {
    const menu = ['/dashboards/crm', '/apps/email', '/apps/user/list', '/apps/invoice/list']
    expect(byVisits(menu, {})).toEqual(menu)
    recordPageVisit('/apps/invoice/list')
    recordPageVisit('/apps/invoice/list')
    recordPageVisit('/apps/user/view/7')
    // A page's own path and the menu's link to it count as one page; unknown paths not at all.
    recordPageVisit('/apps/user/list')
    recordPageVisit('/no/such/page')
    const visits = JSON.parse(localStorage.getItem('aurum-page-visits') ?? '{}') as Record<string, number>
    expect(visits['/apps/invoice/list']).toBe(2)
    expect(Object.keys(visits)).not.toContain('/no/such/page')
    expect(byVisits(menu, visits)).toEqual([
      '/apps/invoice/list',
      '/apps/user/list',
      '/dashboards/crm',
      '/apps/email',
    ])
  })

  it('warms nothing on Save-Data or a 2g/3g connection', () => {
    expect(connectionIsConstrained({ saveData: true, effectiveType: '4g' })).toBe(true)
    expect(connectionIsConstrained({ effectiveType: '3g' })).toBe(true)
    expect(connectionIsConstrained({ effectiveType: 'slow-2g' })).toBe(true)
    expect(connectionIsConstrained({ effectiveType: '4g' })).toBe(false)
    expect(connectionIsConstrained(undefined)).toBe(false)
  })
})
