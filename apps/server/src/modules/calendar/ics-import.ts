// Reads an iCalendar file (RFC 5545, parsed by ical.js) into the events Aurum would store: all-day
// events as their days, times with a TZID converted by that zone (an IANA name through Intl, or the
// file's own VTIMEZONE), floating times in the importer's zone. A repeating event whose occurrences
// Aurum's own daily, weekly or monthly repeat gives exactly (checked by expanding both) stays one
// series, its EXDATEs and moved occurrences (RECURRENCE-ID) left out of it; any other (every second
// Tuesday, or 09:00 in a zone that changes its clocks) is added as its occurrences, one event each.
// Pure: no database; the service decides what is new.
import { createHash } from 'node:crypto'
import ICAL from 'ical.js'
import {
  CALENDAR_IMPORT_MAX_EVENTS,
  CALENDAR_MAX_OCCURRENCES,
  CALENDAR_MESSAGES,
  CALENDAR_TITLE_MAX,
  type CalendarRecurrence,
  type ErrorIssue,
} from '@aurum/shared'
import { occurrenceStarts } from './recurrence.js'

type Component = InstanceType<typeof ICAL.Component>
type Recur = InstanceType<typeof ICAL.Recur>
type Time = InstanceType<typeof ICAL.Time>

const DAY_MS = 86_400_000
const YEAR_MS = 365 * DAY_MS

/** What an imported event is stored as (the service adds the owner and the calendar). */
export type ImportedEvent = {
  uid: string
  /** '' for the file's event (or series) as a whole; the occurrence's start (ISO) for one occurrence. */
  recurrenceId: string
  title: string
  url: string
  location: string
  description: string
  allDay: boolean
  startAt: Date
  endAt: Date
  recurrence: CalendarRecurrence
  recurrenceUntil: Date | null
  excludedStarts: string[]
}

type IcsNote = { uid: string; title: string; reason: ErrorIssue }

export type IcsReading = { events: ImportedEvent[]; skipped: IcsNote[]; expanded: IcsNote[] }

/** The file cannot be read at all: the import answers 400 with this reason. */
export class IcsUnreadable extends Error {
  constructor(readonly reason: ErrorIssue) {
    super(reason.code)
  }
}

/** A repeat rule that would take too long to expand (ical.js can loop on rules that never match). */
class RuleTooComplex extends Error {}

// ical.js's RecurIterator retries candidates until its BY* rules match, with no bound for some
// rules (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 never matches and never returns), including inside a
// VTIMEZONE's rules, and some rules cost a millisecond an occurrence. Every retry passes through
// check_contracting_rules: while a file is read, a rule that runs past its deadline is stopped
// there. Reading is synchronous, so the deadline belongs to one file at a time; outside, none.
let deadline = Number.POSITIVE_INFINITY
let retries = 0
const iteratorPrototype = ICAL.RecurIterator.prototype as unknown as { check_contracting_rules(): boolean }
const checkContractingRules = iteratorPrototype.check_contracting_rules
iteratorPrototype.check_contracting_rules = function guarded(this: unknown) {
  if ((++retries & 255) === 0 && performance.now() > deadline) throw new RuleTooComplex()
  return checkContractingRules.call(this)
}
/** The time one UID's rules may take to follow, and the time a whole file's may. */
const RULE_MS = 1000
const FILE_MS = 4000
/** The most occurrences of one rule followed (a longer finite rule is kept with its UNTIL, if any). */
const OCCURRENCES_FOLLOWED = 5000

// --- Times -----------------------------------------------------------------------------------

// Keyed by the name in lower case, as Intl reads it: the cache stays as small as Intl's list of
// zones, whatever names files write (an unknown name is not kept).
const zoneFormats = new Map<string, Intl.DateTimeFormat>()
/** A formatter writing instants in an IANA zone, or null when Intl does not know the name. */
function zoneFormat(name: string): Intl.DateTimeFormat | null {
  const key = name.toLowerCase()
  let format = zoneFormats.get(key)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone: name,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      })
    } catch {
      return null
    }
    zoneFormats.set(key, format)
  }
  return format
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(format: Intl.DateTimeFormat, instant: number): number {
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(new Date(instant))) parts[part.type] = Number(part.value)
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return wall - (instant - (((instant % 1000) + 1000) % 1000))
}

/** The instant a wall-clock time (its fields read as UTC) has in an IANA zone; a time in a gap moves forward. */
function instantInZone(wall: number, format: Intl.DateTimeFormat): number {
  const first = wall - zoneOffset(format, wall)
  return wall - zoneOffset(format, first)
}

/** The wall-clock time (fields as UTC) of an instant in an IANA zone. */
const wallInZone = (instant: number, format: Intl.DateTimeFormat) => instant + zoneOffset(format, instant)

const wallOf = (time: Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)

/** Where a time's wall clock is: UTC, a zone (Intl's or the file's VTIMEZONE), or the importer's zone. */
type Clock =
  | { kind: 'utc' }
  | { kind: 'intl'; format: Intl.DateTimeFormat }
  | { kind: 'vtimezone'; zone: NonNullable<Time['zone']> }

function clockOf(time: Time, floating: Intl.DateTimeFormat): Clock {
  const zone = time.zone
  if (zone === ICAL.Timezone.utcTimezone) return { kind: 'utc' }
  // A TZID defined by the file's VTIMEZONE gives a zone; one it does not define stays a name.
  const name =
    zone && zone !== ICAL.Timezone.localTimezone ? zone.tzid : (time as Time & { timezone?: string }).timezone
  if (name) {
    const format = zoneFormat(name)
    // An IANA name is read with Intl's rules, the file's VTIMEZONE serves the others (Windows names).
    if (format) return { kind: 'intl', format }
    if (zone && zone !== ICAL.Timezone.localTimezone) return { kind: 'vtimezone', zone }
  }
  return { kind: 'intl', format: floating }
}

function instantOn(clock: Clock, time: Time): number {
  const wall = wallOf(time)
  if (clock.kind === 'utc') return wall
  if (clock.kind === 'intl') return instantInZone(wall, clock.format)
  return wall - clock.zone.utcOffset(time) * 1000
}

/** A wall-clock time (fields as UTC) → the floating ICAL.Time that ical.js iterates on. */
function floatingTime(wall: number, isDate: boolean): Time {
  const date = new Date(wall)
  return ICAL.Time.fromData({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: isDate ? 0 : date.getUTCHours(),
    minute: isDate ? 0 : date.getUTCMinutes(),
    second: isDate ? 0 : date.getUTCSeconds(),
    isDate,
  })
}

const utcMidnight = (time: Time) => Date.UTC(time.year, time.month - 1, time.day)

/** Years Aurum (and PostgreSQL's timestamps) take from a file; others are a mistake or an attack. */
const sensibleInstant = (instant: number) =>
  Number.isFinite(instant) && instant >= Date.UTC(1900, 0, 1) && instant < Date.UTC(2200, 0, 1)

// --- Text ------------------------------------------------------------------------------------

const textOf = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name)
  return typeof value === 'string' ? value.trim() : ''
}
/** textOf for an event that may not be readable at all. */
function safeText(component: Component, name: string): string {
  try {
    return textOf(component, name)
  } catch {
    return ''
  }
}

/** At most `max` characters (whole code points), an ellipsis marking a cut. */
function clip(text: string, max: number): string {
  const points = Array.from(text)
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`
}

/** An http(s) URL a browser can open, or ''. */
function linkOf(component: Component): string {
  const value = textOf(component, 'url')
  if (value.length > 2000 || !URL.canParse(value)) return ''
  return /^https?:$/.test(new URL(value).protocol) ? value : ''
}

/** A UID for an event without one (RFC 5545 requires it): the same for the same event on each import. */
function fallbackUid(event: Component): string {
  const digest = createHash('sha256')
  for (const name of ['dtstart', 'dtend', 'summary', 'rrule'])
    digest.update(`${name}:${String(event.getFirstProperty(name)?.toICALString() ?? '')}\n`)
  return `${digest.digest('hex').slice(0, 32)}@import.aurum`
}

// --- Events ----------------------------------------------------------------------------------

type Context = { floating: Intl.DateTimeFormat; now: number }

type Timing = { allDay: boolean; clock: Clock; start: Time; startAt: number; endAt: number }

/**
 * DTEND on its own clock, or DTSTART plus DURATION (or an all-day event's one day, RFC 5545 3.6.1)
 * on DTSTART's. Not ICAL.Event's endDate: making an ICAL.Event reads every VEVENT of the file, for
 * each event, and a clone of DTSTART forgets a TZID the file does not define.
 */
function endOf(event: Component, start: Time, startClock: Clock, context: Context) {
  const end = event.getFirstPropertyValue('dtend')
  if (end instanceof ICAL.Time) return { end, clock: clockOf(end, context.floating) }
  const time = start.clone()
  const duration = event.getFirstPropertyValue('duration')
  if (duration instanceof ICAL.Duration) time.addDuration(duration)
  else if (time.isDate) time.adjust(1, 0, 0, 0)
  return { end: time, clock: startClock }
}

/** When the event starts and ends, or why it cannot be read. */
function timingOf(event: Component, context: Context): Timing | ErrorIssue {
  const start = event.getFirstPropertyValue('dtstart')
  if (!(start instanceof ICAL.Time)) return { code: CALENDAR_MESSAGES.importNoStart }
  const allDay = start.isDate
  const clock = clockOf(start, context.floating)
  const { end, clock: endClock } = endOf(event, start, clock, context)
  const startAt = allDay ? utcMidnight(start) : instantOn(clock, start)
  let endAt = allDay ? utcMidnight(end) : end.isDate ? startAt : instantOn(endClock, end)
  if (!sensibleInstant(startAt) || !sensibleInstant(endAt)) return { code: CALENDAR_MESSAGES.importBadTime }
  // All day: at least its start day. Otherwise at least an instant (a reader's DTEND before DTSTART).
  if (allDay && endAt <= startAt) endAt = startAt + DAY_MS
  if (!allDay && endAt < startAt) endAt = startAt
  return { allDay, clock, start, startAt, endAt }
}

/** An EXDATE's or RECURRENCE-ID's instant, on the event's terms (a day at UTC midnight when all day). */
function occurrenceInstant(time: Time, timing: Timing, context: Context): number {
  if (timing.allDay) return utcMidnight(time)
  // A day alone for a timed event: that day at the series' time of day.
  if (time.isDate) {
    const timeOfDay = ((wallOf(timing.start) % DAY_MS) + DAY_MS) % DAY_MS
    return instantOn(timing.clock, floatingTime(utcMidnight(time) + timeOfDay, false))
  }
  return instantOn(clockOf(time, context.floating), time)
}

const propertyTimes = (event: Component, name: string) =>
  event
    .getAllProperties(name)
    .flatMap((property) => property.getValues() as unknown[])
    .filter((value): value is Time => value instanceof ICAL.Time)

/** An instant's wall-clock time (fields as UTC) on a clock. */
function wallOn(clock: Clock, instant: number): number {
  if (clock.kind === 'utc') return instant
  if (clock.kind === 'intl') return wallInZone(instant, clock.format)
  return instant + clock.zone.utcOffset(floatingTime(instant, false)) * 1000
}

type FollowedRule = {
  /** The occurrences' starts, first to last. */
  starts: number[]
  /** Whether they are all of them (a finite rule followed to its end). */
  complete: boolean
  /** The rule's UNTIL as the last start it allows, on the series' terms; null without one. */
  until: number | null
}

/**
 * The file's occurrences of a repeating event: a finite rule's all (up to OCCURRENCES_FOLLOWED),
 * an endless one's until `horizon`.
 */
function followRule(rule: Recur, timing: Timing, horizon: number): FollowedRule {
  const recur = rule.clone()
  // ical.js iterates on wall-clock times here, so UNTIL is moved to DTSTART's wall clock: a UTC
  // instant (as RFC 5545 has it when DTSTART has a zone) converted, a day taken as a whole day.
  let until: number | null = null
  if (recur.until) {
    const written = recur.until
    const wall = timing.allDay
      ? utcMidnight(written)
      : written.isDate
        ? utcMidnight(written) + DAY_MS - 1000
        : written.zone === ICAL.Timezone.utcTimezone
          ? wallOn(timing.clock, wallOf(written))
          : wallOf(written)
    recur.until = floatingTime(wall, timing.allDay)
    until = timing.allDay ? wall : instantOn(timing.clock, recur.until)
  }
  const last = recur.isFinite() ? Number.POSITIVE_INFINITY : horizon
  const iterator = recur.iterator(floatingTime(wallOf(timing.start), timing.allDay))
  const starts: number[] = []
  for (;;) {
    const next = iterator.next()
    if (!next) return { starts, complete: true, until }
    const instant = timing.allDay ? utcMidnight(next) : instantOn(timing.clock, next)
    if (!sensibleInstant(instant) || instant > last || starts.length >= OCCURRENCES_FOLLOWED)
      return { starts, complete: false, until }
    starts.push(instant)
  }
}

const FREQUENCIES: Partial<Record<string, CalendarRecurrence>> = {
  DAILY: 'daily',
  WEEKLY: 'weekly',
  MONTHLY: 'monthly',
}

/**
 * Aurum's repeat that gives exactly the file's occurrences, or null. Compared over the first
 * CALENDAR_MAX_OCCURRENCES occurrences (more than a year of days: any clock change shows).
 */
function sameSeries(
  rule: Recur,
  timing: Timing,
  file: FollowedRule,
): { recurrence: CalendarRecurrence; until: number | null } | null {
  const recurrence = FREQUENCIES[rule.freq]
  if (!recurrence || file.starts.length === 0) return null
  const until = file.complete ? file.starts.at(-1)! : file.until
  const compared = file.starts.slice(0, CALENDAR_MAX_OCCURRENCES)
  const aurum = occurrenceStarts(
    {
      startAt: new Date(timing.startAt),
      endAt: new Date(timing.endAt),
      recurrence,
      recurrenceUntil: until === null ? null : new Date(until),
    },
    // Those overlapping this range start from the first to the last compared, and no others.
    { start: new Date(timing.startAt - 1), end: new Date(compared.at(-1)! + 1) },
  ).map((start) => start.getTime())
  const same = aurum.length === compared.length && aurum.every((start, index) => start === compared[index])
  return same ? { recurrence, until } : null
}

/** The first year a VTIMEZONE's repeating rule is read from. */
const ZONE_RULES_FROM = 1970

/**
 * Outlook's VTIMEZONEs start their yearly rules in 1601, and ical.js expands every year from there
 * before it converts a time (most of a second). A rule is read from 1970 instead (its month, day
 * and time kept): the offsets since then are the same.
 */
function recentZoneRules(calendar: Component) {
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    for (const rule of [...zone.getAllSubcomponents('standard'), ...zone.getAllSubcomponents('daylight')]) {
      const start = rule.getFirstProperty('dtstart')
      const value = start?.getFirstValue()
      if (
        !start ||
        !(value instanceof ICAL.Time) ||
        value.year >= ZONE_RULES_FROM ||
        !rule.hasProperty('rrule')
      )
        continue
      const moved = value.clone()
      moved.year = ZONE_RULES_FROM
      moved.day = Math.min(moved.day, 28)
      start.setValue(moved)
    }
}

type Group = { master?: Component; instances: Component[] }

// What ical.js reads in a time that grows faster than the file, or that adds up past a second
// within 2 MB: refused before parsing (RFC 5545 files stay far below each).
const MAX_PARAMETERS_PER_LINE = 100
const MAX_LISTED_DATES = 10_000
const MAX_ZONES = 100

const unreadable = (detail: string) =>
  new IcsUnreadable({ code: CALENDAR_MESSAGES.importUnreadable, params: { detail } })

/** Refuses a file that holds too many parameters on a line, EXDATE or RDATE values, or VTIMEZONEs. */
function checkShape(text: string) {
  let listedDates = 0
  let zones = 0
  // Unfolded: a line break followed by a space or a tab continues the line.
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    let parameters = 0
    let quoted = false
    let valueAt = line.length
    for (let at = 0; at < line.length; at += 1) {
      const char = line[at]
      if (char === '"') quoted = !quoted
      else if (quoted) continue
      else if (char === ';') parameters += 1
      else if (char === ':') {
        valueAt = at
        break
      }
    }
    if (parameters > MAX_PARAMETERS_PER_LINE)
      throw unreadable(`a line has more than ${MAX_PARAMETERS_PER_LINE} parameters`)
    const name = /^[A-Za-z0-9-]*/.exec(line)![0].toUpperCase()
    if (name === 'EXDATE' || name === 'RDATE') listedDates += line.slice(valueAt).split(',').length
    else if (
      name === 'BEGIN' &&
      line
        .slice(valueAt + 1)
        .trim()
        .toUpperCase() === 'VTIMEZONE'
    )
      zones += 1
  }
  if (listedDates > MAX_LISTED_DATES)
    throw unreadable(`more than ${MAX_LISTED_DATES} EXDATE and RDATE values`)
  if (zones > MAX_ZONES) throw unreadable(`more than ${MAX_ZONES} VTIMEZONEs`)
}

export function readIcs(text: string, options: { timeZone: string; now?: Date }): IcsReading {
  checkShape(text)
  let roots: unknown
  try {
    roots = ICAL.parse(text)
  } catch (error) {
    throw unreadable(clip(error instanceof Error ? error.message : String(error), 200))
  }
  // One root component is answered as itself, several as a list of them.
  const list = (Array.isArray(roots) && Array.isArray(roots[0]) ? roots : [roots]) as unknown[]
  const calendars = list
    .map((root) => new ICAL.Component(root as unknown[]))
    .filter((component) => component.name === 'vcalendar')
  if (calendars.length === 0) throw new IcsUnreadable({ code: CALENDAR_MESSAGES.importNoCalendar })

  for (const calendar of calendars) recentZoneRules(calendar)

  const context: Context = {
    floating: zoneFormat(options.timeZone) ?? zoneFormat('UTC')!,
    now: (options.now ?? new Date()).getTime(),
  }
  // Too many events is refused before they are read (a repeating one's occurrences count after).
  const tooMany = new IcsUnreadable({
    code: CALENDAR_MESSAGES.importTooManyEvents,
    params: { limit: CALENDAR_IMPORT_MAX_EVENTS },
  })
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'))
  if (vevents.length > CALENDAR_IMPORT_MAX_EVENTS) throw tooMany

  const reading: IcsReading = { events: [], skipped: [], expanded: [] }
  const groups = new Map<string, Group>()
  for (const event of vevents) {
    const uid = textOf(event, 'uid') || fallbackUid(event)
    const group = groups.get(uid) ?? { instances: [] }
    groups.set(uid, group)
    if (event.hasProperty('recurrence-id')) group.instances.push(event)
    else if (group.master)
      reading.skipped.push({
        uid,
        title: textOf(event, 'summary'),
        reason: { code: CALENDAR_MESSAGES.importDuplicateUid },
      })
    else group.master = event
  }

  const fileDeadline = performance.now() + FILE_MS
  try {
    for (const [uid, group] of groups) {
      deadline = Math.min(fileDeadline, performance.now() + RULE_MS)
      // Each UID is read on its own: one that ical.js cannot read (a value it throws on, a rule too
      // long to follow) is skipped whole, and the others are still imported.
      const own: IcsReading = { events: [], skipped: [], expanded: [] }
      try {
        readGroup(uid, group, context, own)
      } catch {
        const event = group.master ?? group.instances[0]!
        own.events = []
        own.expanded = []
        own.skipped = [
          { uid, title: safeText(event, 'summary'), reason: { code: CALENDAR_MESSAGES.importBadEvent } },
        ]
      }
      reading.events.push(...own.events)
      reading.skipped.push(...own.skipped)
      reading.expanded.push(...own.expanded)
    }
  } finally {
    deadline = Number.POSITIVE_INFINITY
  }
  if (reading.events.length > CALENDAR_IMPORT_MAX_EVENTS) throw tooMany
  const byUid = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  reading.events.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || byUid(a.uid, b.uid))
  return reading
}

function textFields(event: Component) {
  return {
    title: clip(textOf(event, 'summary') || 'Untitled', CALENDAR_TITLE_MAX),
    url: linkOf(event),
    location: clip(textOf(event, 'location'), 300),
    description: clip(textOf(event, 'description'), 5000),
  }
}

const cancelled = (event: Component) => textOf(event, 'status').toUpperCase() === 'CANCELLED'

/** One UID of the file: its event or series, and the occurrences it moved or changed. */
function readGroup(uid: string, group: Group, context: Context, reading: IcsReading) {
  const skip = (event: Component, reason: ErrorIssue) =>
    reading.skipped.push({ uid, title: textOf(event, 'summary'), reason })
  const single = (event: Component, timing: Timing, recurrenceId: string): ImportedEvent => ({
    uid,
    recurrenceId,
    ...textFields(event),
    allDay: timing.allDay,
    startAt: new Date(timing.startAt),
    endAt: new Date(timing.endAt),
    recurrence: 'none',
    recurrenceUntil: null,
    excludedStarts: [],
  })

  const master = group.master
  const masterTiming = master ? timingOf(master, context) : null
  if (master && masterTiming && !('startAt' in masterTiming)) skip(master, masterTiming)
  const series = masterTiming && 'startAt' in masterTiming ? masterTiming : null

  // The occurrences the file changes on their own: each an event, keyed by its start in the series
  // (read on the series' terms; without the series, on the occurrence's own).
  const moved = new Set<number>()
  for (const instance of group.instances) {
    const recurrenceId = instance.getFirstPropertyValue('recurrence-id')
    const timing = timingOf(instance, context)
    const terms = series ?? ('startAt' in timing ? timing : null)
    const at =
      terms && recurrenceId instanceof ICAL.Time
        ? occurrenceInstant(recurrenceId, terms, context)
        : Number.NaN
    if (!sensibleInstant(at)) {
      skip(instance, 'startAt' in timing ? { code: CALENDAR_MESSAGES.importBadTime } : timing)
      continue
    }
    if (moved.has(at)) {
      skip(instance, { code: CALENDAR_MESSAGES.importDuplicateUid })
      continue
    }
    moved.add(at)
    if (cancelled(instance)) continue
    if (!('startAt' in timing)) skip(instance, timing)
    else reading.events.push(single(instance, timing, new Date(at).toISOString()))
  }

  if (!master || !series || cancelled(master)) return
  const rules = master
    .getAllProperties('rrule')
    .flatMap((property) =>
      (property.getValues() as unknown[]).filter((value): value is Recur => value instanceof ICAL.Recur),
    )
  const extraDates = propertyTimes(master, 'rdate')
  if (rules.length === 0 && extraDates.length === 0) {
    reading.events.push(single(master, series, ''))
    return
  }

  const excluded = new Set([
    ...propertyTimes(master, 'exdate').map((time) => occurrenceInstant(time, series, context)),
    ...moved,
  ])
  // Far enough to see a year of the rule from today (and from its start, for one in the future).
  const horizon = Math.max(series.startAt, context.now) + YEAR_MS
  let file: FollowedRule
  try {
    file = rules[0]
      ? followRule(rules[0], series, horizon)
      : { starts: [series.startAt], complete: true, until: null }
  } catch (error) {
    if (!(error instanceof RuleTooComplex)) throw error
    skip(master, { code: CALENDAR_MESSAGES.importRuleTooComplex })
    return
  }

  const kept = rules.length === 1 && extraDates.length === 0 ? sameSeries(rules[0]!, series, file) : null
  if (kept) {
    reading.events.push({
      ...single(master, series, ''),
      recurrence: kept.recurrence,
      recurrenceUntil: kept.until === null ? null : new Date(kept.until),
      excludedStarts: [...excluded].sort((a, b) => a - b).map((at) => new Date(at).toISOString()),
    })
    return
  }

  // Added one by one: all of a finite rule's occurrences (up to the limit), or those of the year
  // before and the year after today.
  const extras = extraDates.map((time) => occurrenceInstant(time, series, context))
  const all = [...new Set([...file.starts, ...extras])]
    .sort((a, b) => a - b)
    .filter((at) => !excluded.has(at))
  const windowed =
    file.complete && all.length <= CALENDAR_MAX_OCCURRENCES
      ? all
      : all.filter((at) => at >= context.now - YEAR_MS && at <= context.now + YEAR_MS)
  const occurrences = windowed.slice(0, CALENDAR_MAX_OCCURRENCES)
  if (occurrences.length === 0) {
    skip(master, { code: CALENDAR_MESSAGES.importNotInRange })
    return
  }
  const duration = series.endAt - series.startAt
  for (const at of occurrences)
    reading.events.push(
      single(master, { ...series, startAt: at, endAt: at + duration }, new Date(at).toISOString()),
    )
  const title = textFields(master).title
  const last = new Date(occurrences.at(-1)!).toISOString().slice(0, 10)
  reading.expanded.push({
    uid,
    title,
    reason:
      occurrences.length === all.length && file.complete
        ? { code: CALENDAR_MESSAGES.importExpanded, params: { count: occurrences.length } }
        : { code: CALENDAR_MESSAGES.importExpandedUntil, params: { count: occurrences.length, until: last } },
  })
}
