import { describe, expect, it } from 'vitest'
import { occurrenceStarts, type Repeating } from './recurrence.js'

const at = (iso: string) => new Date(iso)
const event = (recurrence: Repeating['recurrence'], until: string | null = null): Repeating => ({
  startAt: at('2026-01-31T09:00:00.000Z'),
  endAt: at('2026-01-31T10:30:00.000Z'),
  recurrence,
  recurrenceUntil: until ? at(until) : null,
})
const iso = (dates: Date[]) => dates.map((date) => date.toISOString())

describe('occurrences in a range', () => {
  it('daily: every day overlapping the range, until the end date', () => {
    const range = { start: at('2026-02-10T00:00:00.000Z'), end: at('2026-02-13T00:00:00.000Z') }
    expect(iso(occurrenceStarts(event('daily'), range))).toEqual([
      '2026-02-10T09:00:00.000Z',
      '2026-02-11T09:00:00.000Z',
      '2026-02-12T09:00:00.000Z',
    ])
    expect(iso(occurrenceStarts(event('daily', '2026-02-11T09:00:00.000Z'), range))).toEqual([
      '2026-02-10T09:00:00.000Z',
      '2026-02-11T09:00:00.000Z',
    ])
  })

  it('weekly: the same weekday; an occurrence running into the range counts', () => {
    const range = { start: at('2026-02-01T00:00:00.000Z'), end: at('2026-03-01T00:00:00.000Z') }
    expect(iso(occurrenceStarts(event('weekly'), range))).toEqual([
      '2026-02-07T09:00:00.000Z',
      '2026-02-14T09:00:00.000Z',
      '2026-02-21T09:00:00.000Z',
      '2026-02-28T09:00:00.000Z',
    ])
    const inside = { start: at('2026-02-07T10:00:00.000Z'), end: at('2026-02-07T11:00:00.000Z') }
    expect(iso(occurrenceStarts(event('weekly'), inside))).toEqual(['2026-02-07T09:00:00.000Z'])
  })

  it('monthly: the same day of the month; months without it have none', () => {
    const range = { start: at('2026-01-01T00:00:00.000Z'), end: at('2026-06-01T00:00:00.000Z') }
    expect(iso(occurrenceStarts(event('monthly'), range))).toEqual([
      '2026-01-31T09:00:00.000Z',
      '2026-03-31T09:00:00.000Z',
      '2026-05-31T09:00:00.000Z',
    ])
  })

  it('none before the first start, and at most the cap', () => {
    const before = { start: at('2025-01-01T00:00:00.000Z'), end: at('2026-01-31T09:00:00.000Z') }
    expect(occurrenceStarts(event('daily'), before)).toEqual([])
    const long = { start: at('2026-01-01T00:00:00.000Z'), end: at('2030-01-01T00:00:00.000Z') }
    expect(occurrenceStarts(event('daily'), long)).toHaveLength(500)
  })
})
