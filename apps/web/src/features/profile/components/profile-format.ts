// Dates, numbers and percentages of the profile in the reader's language (Intl). Stored dates are
// calendar days (YYYY-MM-DD): formatted in UTC so no time zone moves them a day.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type ProfileFormat = {
  date: (isoDay: string) => string
  /** Month and year, for "Joined April 2021". */
  month: (isoDay: string) => string
  number: (value: number) => string
  /** 0–100 → "45 %" in the reader's style. */
  percent: (value: number) => string
}

const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

export function useProfileFormat(): ProfileFormat {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    const number = new Intl.NumberFormat(locale)
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    return {
      date: (isoDay) => date.format(dayOf(isoDay)),
      month: (isoDay) => month.format(dayOf(isoDay)),
      number: (value) => number.format(value),
      percent: (value) => percent.format(value / 100),
    }
  }, [locale])
}

/** The leading count of a stored text like "120 members" or "12 days left", or undefined. */
export function leadingCount(text: string): number | undefined {
  const match = /^\s*(\d+)\b/.exec(text)
  return match ? Number(match[1]) : undefined
}
