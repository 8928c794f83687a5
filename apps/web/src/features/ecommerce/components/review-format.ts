// Numbers, dollars, percentages and days in the reader's language (Intl) for the reviews,
// referrals and settings screens: Arabic gets its digits, French its spaces.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type EcommerceFormat = {
  number: (value: number) => string
  /** Dollar text (spec section 9: prices are dollars), "$" in every language. */
  money: (value: number) => string
  /** A change, signed: +17.5 %. */
  percent: (value: number) => string
  /** A part of a whole, unsigned, one decimal: 33.3 %. */
  share: (value: number) => string
  /** An average rating: 3.04. */
  decimal: (value: number) => string
  /** A YYYY-MM-DD day: "12 Mar 2025". */
  day: (isoDay: string) => string
  /** A YYYY-MM-DD day's short weekday: "Mon". */
  weekday: (isoDay: string) => string
}

const dayDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`)

export function useEcommerceFormat(): EcommerceFormat {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale)
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' })
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' })
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    return {
      number: (value) => number.format(value),
      money: (value) => money.format(value),
      percent: (value) => percent.format(value / 100),
      share: (value) => share.format(value / 100),
      decimal: (value) => decimal.format(value),
      day: (isoDay) => day.format(dayDate(isoDay)),
      weekday: (isoDay) => weekday.format(dayDate(isoDay)),
    }
  }, [locale])
}
