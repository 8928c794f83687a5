import { describe, expect, it } from 'vitest'
import { staticMediaQueryList } from '@/test/match-media'
import { expectShowcasePage } from '@/test/showcase'
import { monthNames, weekdayNames } from '@/lib/format'
import { chartRoutes } from './routes'

describe('chart galleries', () => {
  // jsdom has no matchMedia; the charts ask it whether the reader wants reduced motion.
  window.matchMedia ??= (query: string) => staticMediaQueryList(query, false)

  it.each(chartRoutes.map((route) => [route.path, route] as const))(
    '%s shows its title and each chart with its code toggle',
    async (_path, route) => expectShowcasePage(route, 6),
  )

  it('names months and weekdays in the reader’s language, Monday first', () => {
    expect(monthNames('en')[0]).toBe('Jan')
    expect(monthNames('fr')[1]).toMatch(/^févr/)
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
  })
})
