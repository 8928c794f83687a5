import { describe, expect, it } from 'vitest'
import { CALENDAR_MESSAGES } from '@aurum/shared'
import { icsFile } from '../../test/ics-file.js'
import { IcsUnreadable, readIcs } from './ics-import.js'

const NOW = new Date('2026-05-01T00:00:00.000Z')

const read = (text: string, timeZone = 'UTC') => readIcs(text, { timeZone, now: NOW })
const iso = (events: { startAt: Date }[]) => events.map((event) => event.startAt.toISOString())

describe('readIcs', () => {
  it('reads an all-day event as its days, whatever the zone of the importer', () => {
    const file = icsFile([
      ['UID:day@test', 'DTSTART;VALUE=DATE:20261228', 'DTEND;VALUE=DATE:20261230', 'SUMMARY:Holidays'],
      ['UID:one@test', 'DTSTART;VALUE=DATE:20261231', 'SUMMARY:New Year’s Eve'],
    ])
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles']) {
      const [holidays, eve] = read(file, zone).events
      expect(holidays).toMatchObject({ uid: 'day@test', allDay: true, title: 'Holidays' })
      expect(holidays!.startAt.toISOString()).toBe('2026-12-28T00:00:00.000Z')
      expect(holidays!.endAt.toISOString()).toBe('2026-12-30T00:00:00.000Z')
      // Without DTEND, an all-day event is its one day.
      expect(eve!.endAt.toISOString()).toBe('2027-01-01T00:00:00.000Z')
    }
  })

  it('converts TZID times by their zone, UTC times as they are and floating times in the importer’s zone', () => {
    const file = icsFile([
      [
        'UID:paris@test',
        'DTSTART;TZID=Europe/Paris:20260706T090000',
        'DTEND;TZID=Europe/Paris:20260706T100000',
      ],
      ['UID:utc@test', 'DTSTART:20260706T090000Z', 'DURATION:PT30M'],
      ['UID:floating@test', 'DTSTART:20260706T090000', 'DTEND:20260706T093000'],
      // DURATION keeps DTSTART's zone, one the file does not define included.
      ['UID:tokyo@test', 'DTSTART;TZID=Asia/Tokyo:20260706T090000', 'DURATION:PT30M'],
    ])
    const events = read(file, 'America/New_York').events
    const byUid = Object.fromEntries(events.map((event) => [event.uid, event]))
    expect(byUid['paris@test']!.startAt.toISOString()).toBe('2026-07-06T07:00:00.000Z')
    expect(byUid['paris@test']!.endAt.toISOString()).toBe('2026-07-06T08:00:00.000Z')
    expect(byUid['utc@test']!.endAt.toISOString()).toBe('2026-07-06T09:30:00.000Z')
    expect(byUid['floating@test']!.startAt.toISOString()).toBe('2026-07-06T13:00:00.000Z')
    expect(byUid['tokyo@test']!.startAt.toISOString()).toBe('2026-07-06T00:00:00.000Z')
    expect(byUid['tokyo@test']!.endAt.toISOString()).toBe('2026-07-06T00:30:00.000Z')
  })

  it('reads a TZID the file defines by its VTIMEZONE (a Windows name Intl does not know)', () => {
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16011028T030000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010325T020000',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
    ]
    const file = icsFile(
      [
        ['UID:summer@test', 'DTSTART;TZID=W. Europe Standard Time:20260706T090000', 'DURATION:PT1H'],
        ['UID:winter@test', 'DTSTART;TZID=W. Europe Standard Time:20261207T090000', 'DURATION:PT1H'],
      ],
      zone,
    )
    expect(iso(read(file).events)).toEqual(['2026-07-06T07:00:00.000Z', '2026-12-07T08:00:00.000Z'])
  })

  it('keeps a weekly UTC series as one series with its UNTIL and EXDATEs', () => {
    const file = icsFile([
      [
        'UID:weekly@test',
        'DTSTART:20260504T090000Z',
        'DTEND:20260504T100000Z',
        'RRULE:FREQ=WEEKLY;UNTIL=20260601T090000Z',
        'EXDATE:20260511T090000Z',
        'SUMMARY:Review',
      ],
    ])
    const { events, expanded } = read(file)
    expect(expanded).toEqual([])
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      recurrence: 'weekly',
      recurrenceId: '',
      excludedStarts: ['2026-05-11T09:00:00.000Z'],
    })
    expect(events[0]!.recurrenceUntil!.toISOString()).toBe('2026-06-01T09:00:00.000Z')
  })

  it('keeps an all-day yearly-free series: a monthly all-day rule with COUNT ends on its last day', () => {
    const file = icsFile([
      [
        'UID:rent@test',
        'DTSTART;VALUE=DATE:20260131',
        'RRULE:FREQ=MONTHLY;COUNT=3',
        'EXDATE;VALUE=DATE:20260331',
      ],
    ])
    const [rent] = read(file).events
    // January, March and May: months without a 31st have no occurrence, as in Aurum.
    expect(rent).toMatchObject({
      allDay: true,
      recurrence: 'monthly',
      excludedStarts: ['2026-03-31T00:00:00.000Z'],
    })
    expect(rent!.recurrenceUntil!.toISOString()).toBe('2026-05-31T00:00:00.000Z')
  })

  it('adds a series at a zone’s wall-clock time across a clock change as its occurrences, UNTIL read in the zone', () => {
    const file = icsFile([
      [
        'UID:standup@test',
        'DTSTART;TZID=Europe/Paris:20260316T090000',
        'DTEND;TZID=Europe/Paris:20260316T091500',
        // 07:00Z is 09:00 in Paris after the change of 29 March: the 6 April is the last one.
        'RRULE:FREQ=WEEKLY;UNTIL=20260406T070000Z',
        'EXDATE;TZID=Europe/Paris:20260323T090000',
        'SUMMARY:Stand-up',
      ],
    ])
    const { events, expanded } = read(file)
    expect(iso(events)).toEqual([
      '2026-03-16T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ])
    expect(events.map((event) => event.recurrenceId)).toEqual(iso(events))
    expect(events.every((event) => event.recurrence === 'none' && event.uid === 'standup@test')).toBe(true)
    expect(expanded).toEqual([
      {
        uid: 'standup@test',
        title: 'Stand-up',
        reason: { code: CALENDAR_MESSAGES.importExpanded, params: { count: 3 } },
      },
    ])
  })

  it('adds every other week’s occurrences one by one, and an endless one for the year around today', () => {
    const file = icsFile([
      ['UID:fortnight@test', 'DTSTART:20260105T090000Z', 'RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4'],
      ['UID:gym@test', 'DTSTART:20200106T180000Z', 'DURATION:PT1H', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TH'],
    ])
    const { events, expanded } = read(file)
    const fortnight = events.filter((event) => event.uid === 'fortnight@test')
    expect(iso(fortnight)).toEqual([
      '2026-01-05T09:00:00.000Z',
      '2026-01-19T09:00:00.000Z',
      '2026-02-02T09:00:00.000Z',
      '2026-02-16T09:00:00.000Z',
    ])
    const gym = events.filter((event) => event.uid === 'gym@test')
    expect(gym.length).toBeGreaterThan(200)
    for (const event of gym) {
      expect(Math.abs(event.startAt.getTime() - NOW.getTime())).toBeLessThanOrEqual(365 * 86_400_000)
      expect([1, 4]).toContain(event.startAt.getUTCDay())
    }
    expect(expanded.map((note) => note.reason.code)).toEqual([
      CALENDAR_MESSAGES.importExpanded,
      CALENDAR_MESSAGES.importExpandedUntil,
    ])
  })

  it('keeps an occurrence moved by RECURRENCE-ID as an event of its own, left out of the series', () => {
    const file = icsFile([
      [
        'UID:series@test',
        'DTSTART:20260504T090000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY;COUNT=5',
        'SUMMARY:Daily',
      ],
      [
        'UID:series@test',
        'RECURRENCE-ID:20260506T090000Z',
        'DTSTART:20260506T140000Z',
        'DURATION:PT1H',
        'SUMMARY:Daily (moved)',
      ],
      ['UID:series@test', 'RECURRENCE-ID:20260507T090000Z', 'DTSTART:20260507T090000Z', 'STATUS:CANCELLED'],
      // The same occurrence twice: the second is not read.
      ['UID:series@test', 'RECURRENCE-ID:20260506T090000Z', 'DTSTART:20260506T160000Z'],
    ])
    const { events, skipped } = read(file)
    expect(skipped.map((note) => note.reason.code)).toEqual([CALENDAR_MESSAGES.importDuplicateUid])
    expect(events).toHaveLength(2)
    const [series, moved] = events
    expect(series).toMatchObject({
      recurrence: 'daily',
      excludedStarts: ['2026-05-06T09:00:00.000Z', '2026-05-07T09:00:00.000Z'],
    })
    expect(moved).toMatchObject({ title: 'Daily (moved)', recurrenceId: '2026-05-06T09:00:00.000Z' })
    expect(moved!.startAt.toISOString()).toBe('2026-05-06T14:00:00.000Z')
  })

  it('refuses what is not an iCalendar file, and skips the events it cannot read', () => {
    expect(() => read('hello')).toThrow(IcsUnreadable)
    expect(() => read('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n')).toThrow(IcsUnreadable)
    const { events, skipped } = read(
      icsFile([
        ['UID:nostart@test', 'SUMMARY:No start'],
        ['UID:far@test', 'DTSTART:99990101T000000Z', 'SUMMARY:Far'],
        ['UID:twice@test', 'DTSTART:20260101T000000Z'],
        ['UID:twice@test', 'DTSTART:20260102T000000Z'],
        ['UID:never@test', 'DTSTART:20260101T090000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'],
      ]),
    )
    expect(events.map((event) => event.uid)).toEqual(['twice@test'])
    expect(Object.fromEntries(skipped.map((note) => [note.uid, note.reason.code]))).toEqual({
      'nostart@test': CALENDAR_MESSAGES.importNoStart,
      'far@test': CALENDAR_MESSAGES.importBadTime,
      'twice@test': CALENDAR_MESSAGES.importDuplicateUid,
      'never@test': CALENDAR_MESSAGES.importRuleTooComplex,
    })
  })

  it('refuses, before parsing, what ical.js would read slowly: many parameters, listed dates or zones', () => {
    const refusal = (text: string) => {
      try {
        read(text)
      } catch (error) {
        if (error instanceof IcsUnreadable) return error.reason.params?.detail
      }
      return undefined
    }
    const event = (line: string) => icsFile([['UID:a@test', 'DTSTART:20270101T090000Z', line]])
    expect(refusal(event(`X-P${';A=B'.repeat(101)}:x`))).toMatch(/parameters/)
    // Semicolons inside a quoted value are not parameters; the line is read.
    expect(refusal(event(`X-P;ALTREP="${';'.repeat(500)}":x`))).toBeUndefined()
    const dates = Array.from({ length: 10_001 }, () => '20270102T090000Z').join(',')
    expect(refusal(event(`RRULE:FREQ=DAILY\r\nEXDATE:${dates}`))).toMatch(/EXDATE/)
    const zones = Array.from({ length: 101 }, (_, index) => [
      'BEGIN:VTIMEZONE',
      `TZID:Zone ${index}`,
      'END:VTIMEZONE',
    ]).flat()
    expect(refusal(icsFile([], zones))).toMatch(/VTIMEZONE/)
    // Components nested without end: ical.js's own refusal.
    expect(refusal(`BEGIN:VCALENDAR\r\n${'BEGIN:VX\r\n'.repeat(1000)}END:VCALENDAR\r\n`)).toBeTruthy()
  })

  it('gives an event without a UID the same UID on every reading', () => {
    const file = icsFile([['DTSTART:20260101T090000Z', 'SUMMARY:No UID']])
    const [first] = read(file).events
    const [second] = read(file).events
    expect(first!.uid).toMatch(/@import\.aurum$/)
    expect(second!.uid).toBe(first!.uid)
  })
})
