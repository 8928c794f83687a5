import { describe, expect, it } from 'vitest'
import { monthAxis } from './month-axis'

const format = {
  month: (month: string) => `${month}:short-year`,
  monthName: (month: string) => `${month}:name`,
  monthLong: (month: string) => `${month}:long`,
}

describe('monthAxis', () => {
  const months = ['2025-11', '2025-12', '2026-01', '2026-02'].map((month) => ({ month }))

  it('puts the year on the earliest month and on January only', () => {
    expect(monthAxis(months, format).xaxis?.categories).toEqual([
      '2025-11:short-year',
      '2025-12:name',
      '2026-01:short-year',
      '2026-02:name',
    ])
  })

  it('finds the earliest month in a right-to-left (reversed) order too, and names the hovered month in full', () => {
    const reversed = [...months].reverse()
    const axis = monthAxis(reversed, format)
    expect(axis.xaxis?.categories).toEqual([
      '2026-02:name',
      '2026-01:short-year',
      '2025-12:name',
      '2025-11:short-year',
    ])
    const title = axis.tooltipTitle as {
      formatter: (value: number, context?: { dataPointIndex?: number }) => string
    }
    expect(title.formatter(0, { dataPointIndex: 1 })).toBe('2026-01:long')
    expect(title.formatter(0, {})).toBe('')
  })
})
