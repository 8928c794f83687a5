// The occurrences of a repeating event inside a range: daily and weekly by fixed steps (UTC), monthly
// on the same day of the month (a month without that day has none, as most calendars do).
import { CALENDAR_MAX_OCCURRENCES, type CalendarRecurrence } from '@aurum/shared'

const DAY_MS = 86_400_000

export type Repeating = {
  startAt: Date
  endAt: Date
  recurrence: CalendarRecurrence
  recurrenceUntil: Date | null
}

function monthlyStart(first: Date, months: number): Date | null {
  const candidate = new Date(
    Date.UTC(
      first.getUTCFullYear(),
      first.getUTCMonth() + months,
      first.getUTCDate(),
      first.getUTCHours(),
      first.getUTCMinutes(),
      first.getUTCSeconds(),
      first.getUTCMilliseconds(),
    ),
  )
  return candidate.getUTCDate() === first.getUTCDate() ? candidate : null
}

/** The starts of the occurrences overlapping [start, end), first to last, at most CALENDAR_MAX_OCCURRENCES. */
export function occurrenceStarts(event: Repeating, range: { start: Date; end: Date }): Date[] {
  const duration = event.endAt.getTime() - event.startAt.getTime()
  const first = event.startAt.getTime()
  const overlaps = (start: number) => start < range.end.getTime() && start + duration > range.start.getTime()
  const ended = (start: number) =>
    start >= range.end.getTime() ||
    (event.recurrenceUntil !== null && start > event.recurrenceUntil.getTime())
  const starts: Date[] = []
  if (event.recurrence === 'none') return overlaps(first) ? [event.startAt] : []
  if (event.recurrence === 'monthly') {
    const from = new Date(range.start.getTime() - duration)
    const skip = Math.max(
      0,
      (from.getUTCFullYear() - event.startAt.getUTCFullYear()) * 12 +
        from.getUTCMonth() -
        event.startAt.getUTCMonth() -
        1,
    )
    for (let months = skip; starts.length < CALENDAR_MAX_OCCURRENCES; months += 1) {
      const start = monthlyStart(event.startAt, months)
      if (!start) continue
      if (ended(start.getTime())) break
      if (overlaps(start.getTime())) starts.push(start)
    }
    return starts
  }
  const step = event.recurrence === 'daily' ? DAY_MS : 7 * DAY_MS
  const skip = Math.max(0, Math.floor((range.start.getTime() - duration - first) / step))
  for (let index = skip; starts.length < CALENDAR_MAX_OCCURRENCES; index += 1) {
    const start = first + index * step
    if (ended(start)) break
    if (overlaps(start)) starts.push(new Date(start))
  }
  return starts
}
