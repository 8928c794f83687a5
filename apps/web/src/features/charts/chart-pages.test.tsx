import { screen } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { monthNames, weekdayNames } from '../../lib/format'
import { chartRoutes } from './routes'

describe('chart galleries', () => {
  // jsdom has no matchMedia; the charts ask it whether the reader wants reduced motion.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList

  it.each(chartRoutes.map((route) => [route.path, route] as const))(
    '%s shows its title and each chart with its code toggle',
    async (_path, route) => {
      const { Component } = await route.lazy()
      await renderWithProviders(createElement(Component))
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('')
      expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(6)
    },
  )

  it('names months and weekdays in the reader’s language, Monday first', () => {
    expect(monthNames('en')[0]).toBe('Jan')
    expect(monthNames('fr')[1]).toMatch(/^févr/)
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
  })
})
