// One's calendar as an iCalendar file (RFC 5545): each event visible to the user, repeating ones with
// their RRULE, text escaped and long lines folded.
import type { CalendarEvent } from '@aurum/shared'

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '')
const day = (iso: string) => iso.slice(0, 10).replace(/-/g, '')

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarIcs(events: readonly CalendarEvent[], now = new Date()): string {
  const stamp = utc(now.toISOString())
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Aurum//Calendar//EN', 'CALSCALE:GREGORIAN']
  for (const event of events) {
    const props = event.extendedProps
    lines.push('BEGIN:VEVENT', `UID:event-${event.id}@aurum`, `DTSTAMP:${stamp}`)
    if (event.allDay)
      lines.push(`DTSTART;VALUE=DATE:${day(event.start)}`, `DTEND;VALUE=DATE:${day(event.end)}`)
    else lines.push(`DTSTART:${utc(event.start)}`, `DTEND:${utc(event.end)}`)
    if (props.recurrence !== 'none')
      lines.push(
        `RRULE:FREQ=${props.recurrence.toUpperCase()}${props.recurrenceUntil ? `;UNTIL=${utc(props.recurrenceUntil)}` : ''}`,
        ...props.excludedStarts.map((start) =>
          event.allDay ? `EXDATE;VALUE=DATE:${day(start)}` : `EXDATE:${utc(start)}`,
        ),
      )
    lines.push(`SUMMARY:${escapeText(event.title)}`, `CATEGORIES:${escapeText(props.calendar)}`)
    if (props.location) lines.push(`LOCATION:${escapeText(props.location)}`)
    if (props.description) lines.push(`DESCRIPTION:${escapeText(props.description)}`)
    if (event.url) lines.push(`URL:${event.url}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}
