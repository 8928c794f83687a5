import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from '@aurum/shared'
import { calendarIcs } from './ics.js'

const event: CalendarEvent = {
  id: 7,
  url: '',
  title: 'Review; budget, Q3',
  start: '2026-05-04T09:00:00.000Z',
  end: '2026-05-04T10:00:00.000Z',
  allDay: false,
  extendedProps: {
    calendar: 'Business',
    location: '',
    description: `Line one\n${'é'.repeat(60)}`,
    guests: [],
    ownerId: 1,
    recurrence: 'weekly',
    recurrenceUntil: '2026-06-01T09:00:00.000Z',
    occurrence: null,
    excludedStarts: ['2026-05-11T09:00:00.000Z'],
    isPublic: false,
  },
}

describe('calendarIcs', () => {
  it('escapes text, writes the RRULE with the left-out occurrences and folds lines at 75 octets', () => {
    const text = calendarIcs([event], new Date('2026-05-01T00:00:00.000Z'))
    const lines = text.split('\r\n')
    expect(lines).toContain('SUMMARY:Review\\; budget\\, Q3')
    expect(lines).toContain('DTSTART:20260504T090000Z')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260601T090000Z')
    expect(lines).toContain('EXDATE:20260511T090000Z')
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    // Unfolded, the description is whole.
    const unfolded = text.replace(/\r\n /g, '')
    expect(unfolded).toContain(`DESCRIPTION:Line one\\n${'é'.repeat(60)}`)
  })
})
