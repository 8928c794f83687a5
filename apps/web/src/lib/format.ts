// Numbers, money, percentages, sizes, days, months, lists and names in the reader's language
// (Intl), so Arabic gets its digits and French its spaces without any hand-made formatting. The one
// place on the web that builds Intl formatters (eslint.config.js forbids `new Intl.*` elsewhere):
// `useFormat()` for components, `formatFor(locale)` and the name lists for code outside React.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dollarText } from '@aurum/shared'

export type Format = {
  number: (value: number) => string
  /** Dollar text (spec section 9: amounts are dollars): "$" in every language. */
  money: (value: number) => string
  /** A price: whole dollars when whole ("$29"), with its cents when not ("$23.20"). */
  price: (value: number) => string
  /** Chart axes: "$1.2K". */
  compactMoney: (value: number) => string
  /** A change, signed, 0–100: "+17.5 %". */
  percent: (value: number) => string
  /** A part of a whole, unsigned, 0–100, one decimal at most: "33.3 %". */
  share: (value: number) => string
  /** A part of a whole, unsigned, 0–100, whole percent: "33 %". */
  wholeShare: (value: number) => string
  /** A rate as entered, unsigned, 0–100, up to two decimals: "8.25 %", "12.5 %", "33.33 %". */
  rate: (value: number) => string
  /** Two decimals, e.g. an average rating: "3.04". */
  decimal: (value: number) => string
  /** A file's size, 1024 bytes a kilobyte, one decimal at most: "512 byte", "12 kB", "1.4 MB". */
  fileSize: (bytes: number) => string
  /** A calendar day (YYYY-MM-DD, read in UTC so no time zone moves it): "12 Mar 2025". */
  day: (isoDay: string) => string
  /** A calendar day in a sentence: "March 12, 2025". */
  dayLong: (isoDay: string) => string
  /** A calendar day without its year, for a chart's axis: "Mar 12". */
  dayMonth: (isoDay: string) => string
  /**
   * A day in a list (inbox, cards): day and month, plus the year when it is not this year's ("Mar
   * 12", "Dec 30, 2025"). Takes a calendar day (YYYY-MM-DD, in UTC) or a moment (in the reader's
   * time zone).
   */
  shortDate: (iso: string) => string
  /** A calendar day's short weekday: "Mon". */
  weekday: (isoDay: string) => string
  /** A month (YYYY-MM) as a chart label: "Dec 25". */
  month: (month: string) => string
  /** A month (YYYY-MM) without its year: "Dec". */
  monthName: (month: string) => string
  /** A month (YYYY-MM) in a sentence: "December 2025". */
  monthLong: (month: string) => string
  /** A moment (ISO timestamp) as a date in the reader's time zone: "12 Mar 2025". */
  date: (iso: string) => string
  /** A moment as its whole date, weekday first, in the reader's time zone: "Monday, March 12, 2025". */
  dateFull: (iso: string) => string
  /** A moment (ISO timestamp) as date and time in the reader's time zone: "12 Mar 2025, 14:05". */
  dateTime: (iso: string) => string
  /** A moment (ISO timestamp) as a time of day in the reader's time zone: "14:05". */
  time: (iso: string) => string
  /** A time from now in minutes (negative: past), in the largest whole unit: "12 minutes ago", "yesterday". */
  relativeTime: (minutes: number) => string
  /** A length of time given in minutes: "20 min", "17 hr 34 min"; "17 س و34 د" in Arabic. */
  duration: (minutes: number) => string
  /** Several words as one: "read, write and delete". */
  list: (items: readonly string[]) => string
  /** Orders two texts as the reader's language sorts them (for Array.prototype.sort). */
  compare: (a: string, b: string) => number
  /** A currency's code with its name in the reader's language: "EUR · Euro". */
  currency: (code: string) => string
  /** A language's name from its code ("fr" → "francés" in Spanish), or the code. */
  language: (code: string) => string
  /** A region's name from its ISO code, or the fallback when Intl does not know it. */
  country: (code: string, fallback: string) => string
}

const utcDay = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)
const firstOfMonth = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`)
const isCalendarDay = (iso: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso)
const KILOBYTE = 1024
const MEGABYTE = 1024 * 1024

/** Intl.DisplayNames is missing from some runtimes and refuses some locales: names then fall back. */
function displayNames(locale: string, type: Intl.DisplayNamesType): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames(locale, { type, fallback: 'none' })
  } catch {
    return null
  }
}

function nameOf(names: Intl.DisplayNames | null, code: string): string | undefined {
  try {
    return (code && names?.of(code)) || undefined
  } catch {
    return undefined
  }
}

function createFormat(locale: string): Format {
  const number = new Intl.NumberFormat(locale)
  // narrowSymbol: "$" rather than "US$" where the language has it (see dollarText).
  const dollars = (options: Intl.NumberFormatOptions = {}) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      ...options,
    })
  const money = dollars()
  const wholeMoney = dollars({ maximumFractionDigits: 0 })
  const compactMoney = dollars({ notation: 'compact', maximumFractionDigits: 1 })
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  })
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
  const wholeShare = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const size = (unit: string) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 })
  const bytes = size('byte')
  const kilobytes = size('kilobyte')
  const megabytes = size('megabyte')
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const dayLong = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
  const dateFull = new Intl.DateTimeFormat(locale, { dateStyle: 'full' })
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' })
  // Short dates: one pair of formatters for calendar days (UTC) and one for moments (local time).
  const short = (timeZone: string | undefined) => ({
    thisYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }),
    otherYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone }),
    year: new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }),
  })
  const shortDay = short('UTC')
  const shortMoment = short(undefined)
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' })
  const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' })
  const units = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' })
  const conjunction = new Intl.ListFormat(locale, { type: 'conjunction' })
  const collator = new Intl.Collator(locale)
  const currencies = displayNames(locale, 'currency')
  const languages = displayNames(locale, 'language')
  const regions = displayNames(locale, 'region')

  return {
    number: (value) => number.format(value),
    money: (value) => dollarText(money, value),
    price: (value) => dollarText(Number.isInteger(value) ? wholeMoney : money, value),
    compactMoney: (value) => dollarText(compactMoney, value),
    percent: (value) => percent.format(value / 100),
    share: (value) => share.format(value / 100),
    wholeShare: (value) => wholeShare.format(value / 100),
    rate: (value) => rate.format(value / 100),
    decimal: (value) => decimal.format(value),
    fileSize: (value) =>
      value >= MEGABYTE
        ? megabytes.format(value / MEGABYTE)
        : value >= KILOBYTE
          ? kilobytes.format(value / KILOBYTE)
          : bytes.format(Math.max(0, value)),
    day: (isoDay) => day.format(utcDay(isoDay)),
    dayLong: (isoDay) => dayLong.format(utcDay(isoDay)),
    dayMonth: (isoDay) => dayMonth.format(utcDay(isoDay)),
    shortDate: (iso) => {
      const calendarDay = isCalendarDay(iso)
      const formats = calendarDay ? shortDay : shortMoment
      const when = calendarDay ? utcDay(iso) : new Date(iso)
      // "This year" as the same clock reads it: UTC for a calendar day, the reader's zone for a moment.
      const sameYear = formats.year.format(when) === formats.year.format(new Date())
      return (sameYear ? formats.thisYear : formats.otherYear).format(when)
    },
    weekday: (isoDay) => weekday.format(utcDay(isoDay)),
    month: (value) => month.format(firstOfMonth(value)),
    monthName: (value) => monthName.format(firstOfMonth(value)),
    monthLong: (value) => monthLong.format(firstOfMonth(value)),
    date: (iso) => date.format(new Date(iso)),
    dateFull: (iso) => dateFull.format(new Date(iso)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
    relativeTime: (total) => {
      const size = Math.abs(total)
      if (size < 60) return relative.format(Math.round(total), 'minute')
      if (size < 24 * 60) return relative.format(Math.round(total / 60), 'hour')
      return relative.format(Math.round(total / (24 * 60)), 'day')
    },
    duration: (total) => {
      const whole = Math.max(0, Math.round(total))
      if (whole < 60) return minutes.format(whole)
      const parts = [hours.format(Math.floor(whole / 60))]
      if (whole % 60) parts.push(minutes.format(whole % 60))
      return units.format(parts)
    },
    list: (items) => conjunction.format(items),
    compare: (a, b) => collator.compare(a, b),
    currency: (code) => {
      const name = nameOf(currencies, code)
      return name && name !== code ? `${code} · ${name}` : code
    },
    language: (code) => nameOf(languages, code) ?? code,
    country: (code, fallback) => nameOf(regions, code.toUpperCase()) ?? fallback,
  }
}

const formats = new Map<string, Format>()

/** The formatters of one language, built once: for code outside React (tests, chart options, workers). */
/** The reader's time zone (the browser's), or UTC when the browser does not say. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

export function formatFor(locale: string): Format {
  let format = formats.get(locale)
  if (!format) {
    format = createFormat(locale)
    formats.set(locale, format)
  }
  return format
}

/** The twelve short month names, January first: "Jan" … "Dec". */
export function monthNames(locale: string): string[] {
  const format = formatFor(locale)
  return Array.from({ length: 12 }, (_, index) =>
    format.monthName(`2024-${String(index + 1).padStart(2, '0')}`),
  )
}

/** The seven short weekday names, Monday first: "Mon" … "Sun". */
export function weekdayNames(locale: string): string[] {
  const format = formatFor(locale)
  // 1 January 2024 was a Monday.
  return Array.from({ length: 7 }, (_, index) => format.weekday(`2024-01-0${index + 1}`))
}

export type ReaderFormat = Format & {
  /** A city and its country, the country named from its code: "Hamburg، ألمانيا". */
  place: (city: string, country: string, countryCode: string) => string
}

/** The formatters of the shown language; a new object when the language changes. */
export function useFormat(): ReaderFormat {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useMemo(() => {
    const format = formatFor(locale)
    return {
      ...format,
      place: (city, country, countryCode) =>
        i18n.t('app.place', { city, country: format.country(countryCode, country) }),
    }
  }, [i18n, locale])
}
