// Numbers, money, percentages, months and countries in the reader's language (Intl), so Arabic
// gets its digits and French its spaces without any hand-made formatting.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type DashboardFormat = {
  number: (value: number) => string
  money: (value: number) => string
  compactMoney: (value: number) => string
  /** A change, signed: +17.5 %. */
  percent: (value: number) => string
  /** A part of a whole, unsigned: 9 %. */
  share: (value: number) => string
  /** Chart label: "Dec 25". */
  month: (month: string) => string
  /** In a sentence: "December 2025". */
  monthLong: (month: string) => string
  date: (iso: string) => string
  country: (code: string, fallback: string) => string
}

export function useDashboardFormat(): DashboardFormat {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale)
    // narrowSymbol: "$" rather than "US$" in every language (all amounts are dollars).
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
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
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
    const month = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' })
    const monthLong = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    let regions: Intl.DisplayNames | null = null
    try {
      regions = new Intl.DisplayNames(locale, { type: 'region' })
    } catch {
      regions = null
    }
    return {
      number: (value) => number.format(value),
      money: (value) => money.format(value),
      compactMoney: (value) => compactMoney.format(value),
      percent: (value) => percent.format(value / 100),
      share: (value) => share.format(value / 100),
      month: (value) => month.format(new Date(`${value}-01T00:00:00Z`)),
      monthLong: (value) => monthLong.format(new Date(`${value}-01T00:00:00Z`)),
      date: (iso) => date.format(new Date(iso)),
      country: (code, fallback) => {
        try {
          return (code && regions?.of(code.toUpperCase())) || fallback
        } catch {
          return fallback
        }
      },
    }
  }, [locale])
}
