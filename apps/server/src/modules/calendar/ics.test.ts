import { describe, expect, it } from 'vitest'
import ical, { type VEvent } from 'node-ical'
import { calendarIcs, fold, type IcsEvent } from './ics.js'

const timed: IcsEvent = {
  uid: 'event-7@aurum',
  recurrenceId: null,
  url: '',
  title: 'Review; budget, Q3',
  calendar: 'Business',
  location: '',
  description: `Line one\r\nLine two\u0007\n${'é'.repeat(60)}`,
  allDay: false,
  start: new Date('2026-05-04T09:00:00.000Z'),
  end: new Date('2026-05-04T10:00:00.000Z'),
  recurrence: 'weekly',
  recurrenceUntil: new Date('2026-06-01T09:00:00.000Z'),
  excludedStarts: [new Date('2026-05-11T09:00:00.000Z')],
}

const allDay: IcsEvent = {
  ...timed,
  uid: 'event-8@aurum',
  title: 'Office closed',
  description: '',
  allDay: true,
  start: new Date('2026-12-28T00:00:00.000Z'),
  end: new Date('2026-12-29T00:00:00.000Z'),
  recurrenceUntil: new Date('2027-01-25T00:00:00.000Z'),
  excludedStarts: [new Date('2027-01-04T00:00:00.000Z')],
}

const STAMP = new Date('2026-05-01T00:00:00.000Z')
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '')
const linesOf = (text: string, uid: string) => {
  const block = unfold(text)
    .split('BEGIN:VEVENT')
    .find((part) => part.includes(`UID:${uid}\r\n`))!
  return block.split('\r\n')
}

describe('calendarIcs', () => {
  const text = calendarIcs([timed, allDay], STAMP)

  it('writes CRLF lines folded at 75 octets, with DTSTAMP and UID in each event', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2)
    expect(text.match(/^DTSTAMP:20260501T000000Z$/gm)).toHaveLength(2)
    expect(unfold(text)).toMatch(/^VERSION:2\.0\r$/m)
  })

  it('escapes text and drops control characters', () => {
    const lines = linesOf(text, 'event-7@aurum')
    expect(lines).toContain('SUMMARY:Review\\; budget\\, Q3')
    expect(lines).toContain(`DESCRIPTION:Line one\\nLine two\\n${'é'.repeat(60)}`)
  })

  it('writes a timed event in UTC: DTSTART, UNTIL and EXDATE all DATE-TIMEs', () => {
    const lines = linesOf(text, 'event-7@aurum')
    expect(lines).toContain('DTSTART:20260504T090000Z')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20260601T090000Z')
    expect(lines).toContain('EXDATE:20260511T090000Z')
  })

  it('writes an all-day event as DATEs: DTSTART, DTEND, EXDATE and UNTIL alike', () => {
    const lines = linesOf(text, 'event-8@aurum')
    expect(lines).toContain('DTSTART;VALUE=DATE:20261228')
    expect(lines).toContain('DTEND;VALUE=DATE:20261229')
    expect(lines).toContain('RRULE:FREQ=WEEKLY;UNTIL=20270125')
    expect(lines).toContain('EXDATE;VALUE=DATE:20270104')
  })

  it('reads back the same in another parser (node-ical): days, times, repeats and left-out occurrences', () => {
    const parsed = ical.sync.parseICS(text)
    const review = parsed['event-7@aurum'] as VEvent
    const closed = parsed['event-8@aurum'] as VEvent
    expect(review.summary).toBe('Review; budget, Q3')
    expect(review.start.toISOString()).toBe('2026-05-04T09:00:00.000Z')
    expect(review.datetype).toBe('date-time')
    expect(closed.datetype).toBe('date')
    expect(closed.start.dateOnly).toBe(true)
    expect(closed.start.toISOString().slice(0, 10)).toBe('2026-12-28')
    expect(closed.end!.toISOString().slice(0, 10)).toBe('2026-12-29')
    const occurrences = (event: VEvent) =>
      event
        .rrule!.between(new Date('2026-01-01'), new Date('2028-01-01'), true)
        .map((start: Date) => start.toISOString())
        .filter(
          (start: string) =>
            !Object.values(event.exdate ?? {}).some((left: Date) => left.toISOString() === start),
        )
    expect(occurrences(review)).toEqual([
      '2026-05-04T09:00:00.000Z',
      '2026-05-18T09:00:00.000Z',
      '2026-05-25T09:00:00.000Z',
      '2026-06-01T09:00:00.000Z',
    ])
    // The last all-day occurrence is the UNTIL day itself.
    expect(occurrences(closed).map((start: string) => start.slice(0, 10))).toEqual([
      '2026-12-28',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ])
  })

  it('keeps an imported event’s UID, and writes its moved occurrence with RECURRENCE-ID instead of an EXDATE', () => {
    const series: IcsEvent = {
      ...timed,
      uid: 'abc,def@example.com',
      recurrence: 'daily',
      recurrenceUntil: null,
      excludedStarts: [new Date('2026-05-06T09:00:00.000Z'), new Date('2026-05-07T09:00:00.000Z')],
    }
    const moved: IcsEvent = {
      ...series,
      recurrenceId: new Date('2026-05-06T09:00:00.000Z'),
      title: 'Moved',
      start: new Date('2026-05-06T14:00:00.000Z'),
      end: new Date('2026-05-06T15:00:00.000Z'),
      recurrence: 'none',
      excludedStarts: [],
    }
    const lines = unfold(calendarIcs([series, moved], STAMP)).split('\r\n')
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:abc\\,def@example.com',
      'UID:abc\\,def@example.com',
    ])
    expect(lines).toContain('RECURRENCE-ID:20260506T090000Z')
    expect(lines.filter((line) => line.startsWith('EXDATE'))).toEqual(['EXDATE:20260507T090000Z'])
  })

  it('folds inside no character', () => {
    const line = `DESCRIPTION:${'日本'.repeat(40)}`
    const folded = fold(line)
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })
})
