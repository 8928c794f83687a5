// One's calendar as an iCalendar file (RFC 5545): a VEVENT per event visible to the user. An all-day
// event's DTSTART, DTEND, EXDATE and RRULE's UNTIL are DATE values (its days, as stored); any other
// event's are UTC DATE-TIMEs. Text is escaped and stripped of control characters, lines end in CRLF
// and are folded at 75 octets. An imported event keeps its file's UID (and, for one occurrence of the
// file's series kept as an event of its own, its RECURRENCE-ID), so other calendars recognise it.
import type { CalendarRecurrence } from '@aurum/shared'

export type IcsEvent = {
  uid: string
  /** The start this event had in its file's series (RECURRENCE-ID); null for a whole event. */
  recurrenceId: Date | null
  title: string
  url: string
  calendar: string
  location: string
  description: string
  allDay: boolean
  /** As stored: instants, at UTC midnight of its days for an all-day event. */
  start: Date
  end: Date
  recurrence: CalendarRecurrence
  recurrenceUntil: Date | null
  /** The occurrences the series leaves out (their starts). */
  excludedStarts: Date[]
}

/** TEXT (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Control characters other than the tab are not allowed in TEXT.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  )
}

const utcDateTime = (time: Date) =>
  time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
const date = (time: Date) => time.toISOString().slice(0, 10).replace(/-/g, '')

/** A DATE for an all-day event, a UTC DATE-TIME otherwise: the value and the parameter it needs. */
function timeProperty(name: string, time: Date, allDay: boolean): string {
  return allDay ? `${name};VALUE=DATE:${date(time)}` : `${name}:${utcDateTime(time)}`
}

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  for (const char of line) {
    const bytes = Buffer.byteLength(char)
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (currentBytes + bytes > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
      currentBytes = 0
    }
    current += char
    currentBytes += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const instanceKey = (uid: string, start: Date) => `${uid}\n${start.getTime()}`

export function calendarIcs(events: readonly IcsEvent[], now = new Date()): string {
  const stamp = utcDateTime(now)
  // A series' occurrence that the file also has as an instance of its own (same UID, RECURRENCE-ID)
  // is that instance, not an EXDATE: a reader would otherwise drop the instance with it.
  const instances = new Set(
    events.flatMap((event) => (event.recurrenceId ? [instanceKey(event.uid, event.recurrenceId)] : [])),
  )
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aurum//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'X-WR-CALNAME:Aurum',
  ]
  for (const event of events) {
    const { allDay } = event
    lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${stamp}`)
    if (event.recurrenceId) lines.push(timeProperty('RECURRENCE-ID', event.recurrenceId, allDay))
    lines.push(timeProperty('DTSTART', event.start, allDay), timeProperty('DTEND', event.end, allDay))
    if (event.recurrence !== 'none') {
      // UNTIL has DTSTART's value type: a DATE for an all-day event, a UTC DATE-TIME otherwise.
      const until = event.recurrenceUntil
        ? `;UNTIL=${allDay ? date(event.recurrenceUntil) : utcDateTime(event.recurrenceUntil)}`
        : ''
      lines.push(`RRULE:FREQ=${event.recurrence.toUpperCase()}${until}`)
      for (const start of event.excludedStarts)
        if (!instances.has(instanceKey(event.uid, start))) lines.push(timeProperty('EXDATE', start, allDay))
    }
    lines.push(`SUMMARY:${escapeText(event.title)}`, `CATEGORIES:${escapeText(event.calendar)}`)
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`)
    // A URI, not TEXT: not escaped (the schema accepts only URLs, which hold no line break).
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
