import { describe, expect, it } from 'vitest'
import { periodChange } from './period-change.js'

const previousFrom = new Date('2025-01-01T00:00:00Z')

describe('periodChange', () => {
  it('gives the change in percent, one decimal, when the records cover the period before', () => {
    const covered = { previousFrom, recordsSince: new Date('2024-06-01T00:00:00Z') }
    expect(periodChange(150, 100, covered)).toEqual({ current: 150, previous: 100, changePercent: 50 })
    expect(periodChange(2, 3, covered).changePercent).toBe(-33.3)
    expect(periodChange(0, 40, covered).changePercent).toBe(-100)
    // Records that begin the very moment the period before does cover it.
    expect(periodChange(5, 4, { previousFrom, recordsSince: previousFrom }).changePercent).toBe(25)
  })

  it('gives none when the period before holds nothing', () => {
    expect(periodChange(34_311, 0).changePercent).toBeNull()
    expect(periodChange(0, 0).changePercent).toBeNull()
  })

  it('gives none when the records begin inside the period before (it holds part of it only)', () => {
    // The analytics year against a year before that held the store's first day only: not +34,311.5 %.
    const opened = { previousFrom, recordsSince: new Date('2025-12-31T09:00:00Z') }
    expect(periodChange(198_719.51, 577.48, opened)).toEqual({
      current: 198_719.51,
      previous: 577.48,
      changePercent: null,
    })
    expect(periodChange(3, 1, { previousFrom, recordsSince: null }).changePercent).toBeNull()
  })

  it('rounds the figures to cents', () => {
    expect(periodChange(1 / 3, 2 / 3)).toEqual({ current: 0.33, previous: 0.67, changePercent: -50 })
  })
})
