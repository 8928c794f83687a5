// Numbers, money, percentages, days, months and countries in the reader's language (Intl), so
// Arabic gets its digits and French its spaces without any hand-made formatting. One hook for
// every page: dashboards, the store, the profile.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dollarText } from '@aurum/shared'

export type Format = {
  number: (value: number) => string
  /** Dollar text (spec section 9: amounts are dollars): "$" in every language. */
  money: (value: number) => string
  /** Whole dollars (plan prices): "$29". */
  wholeMoney: (value: number) => string
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
  /** A calendar day (YYYY-MM-DD, read in UTC so no time zone moves it): "12 Mar 2025". */
  day: (isoDay: string) => string
  /** A calendar day without its year, for a chart's axis: "Mar 12". */
  dayMonth: (isoDay: string) => string
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
  /** A moment (ISO timestamp) as date and time in the reader's time zone: "12 Mar 2025, 14:05". */
  dateTime: (iso: string) => string
  /** A moment (ISO timestamp) as a time of day in the reader's time zone: "14:05". */
  time: (iso: string) => string
  /** A length of time given in minutes: "20 min", "17 hr 34 min"; "17 س و34 د" in Arabic. */
  duration: (minutes: number) => string
  /** A currency's code with its name in the reader's language: "EUR · Euro". */
  currency: (code: string) => string
  /** A language's name from its code ("fr" → "francés" in Spanish), or the code. */
  language: (code: string) => string
  /** A region's name from its ISO code, or the fallback when Intl does not know it. */
  country: (code: string, fallback: string) => string
  /** A city and its country, the country named from its code: "Hamburg، ألمانيا". */
  place: (city: string, country: string, countryCode: string) => string
}

const utcDay = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`)
const firstOfMonth = (month: string) => new Date(`${month.slice(0, 7)}-01T00:00:00Z`)

export function useFormat(): Format {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale)
    // narrowSymbol: "$" rather than "US$" where the language has it (see dollarText).
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    })
    const wholeMoney = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    })
    const compactMoney = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      maximumFractionDigits: 1,
    })
    const percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    })
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    const wholeShare = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' })
    const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
    const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' })
    const hours = new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short' })
    const minutes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' })
    const units = new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' })
    let currencies: Intl.DisplayNames | null = null
    try {
      currencies = new Intl.DisplayNames(locale, { type: 'currency' })
    } catch {
      currencies = null
    }
    let languages: Intl.DisplayNames | null = null
    try {
      languages = new Intl.DisplayNames(locale, { type: 'language' })
    } catch {
      languages = null
    }
    let regions: Intl.DisplayNames | null = null
    try {
      regions = new Intl.DisplayNames(locale, { type: 'region' })
    } catch {
      regions = null
    }
    const countryOf = (code: string, fallback: string) => {
      try {
        return (code && regions?.of(code.toUpperCase())) || fallback
      } catch {
        return fallback
      }
    }
    return {
      number: (value) => number.format(value),
      money: (value) => dollarText(money, value),
      wholeMoney: (value) => dollarText(wholeMoney, value),
      compactMoney: (value) => dollarText(compactMoney, value),
      percent: (value) => percent.format(value / 100),
      share: (value) => share.format(value / 100),
      wholeShare: (value) => wholeShare.format(value / 100),
      // Percent points to a fraction without the float's noise (8.25 / 100 = 0.08249999…).
      rate: (value) => rate.format(Math.round(value * 100) / 10_000),
      decimal: (value) => decimal.format(value),
      day: (isoDay) => day.format(utcDay(isoDay)),
      dayMonth: (isoDay) => dayMonth.format(utcDay(isoDay)),
      weekday: (isoDay) => weekday.format(utcDay(isoDay)),
      month: (value) => month.format(firstOfMonth(value)),
      monthName: (value) => monthName.format(firstOfMonth(value)),
      monthLong: (value) => monthLong.format(firstOfMonth(value)),
      date: (iso) => date.format(new Date(iso)),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
      duration: (total) => {
        const whole = Math.max(0, Math.round(total))
        if (whole < 60) return minutes.format(whole)
        const parts = [hours.format(Math.floor(whole / 60))]
        if (whole % 60) parts.push(minutes.format(whole % 60))
        return units.format(parts)
      },
      currency: (code) => {
        try {
          const name = currencies?.of(code)
          return name && name !== code ? `${code} · ${name}` : code
        } catch {
          return code
        }
      },
      language: (code) => {
        try {
          return languages?.of(code) ?? code
        } catch {
          return code
        }
      },
      country: countryOf,
      place: (city, country, countryCode) =>
        i18n.t('app.place', { city, country: countryOf(countryCode, country) }),
    }
  }, [i18n, locale])
}
