// Axis labels of the chart gallery in the reader's language (Intl, not strings to translate).
const MONDAY_2024 = Date.UTC(2024, 0, 1) // 1 January 2024 was a Monday

export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2024, month, 1))))
}

export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(MONDAY_2024 + day * 86_400_000)))
}
