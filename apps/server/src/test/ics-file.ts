// iCalendar files for tests: a VCALENDAR around VEVENTs written as their content lines.

/** An iCalendar file of these VEVENTs (each a list of content lines), with optional other components. */
export function icsFile(events: string[][], extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    ...extra,
    ...events.flatMap((lines) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
}
