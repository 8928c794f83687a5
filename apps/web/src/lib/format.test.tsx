import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatFor, monthNames, useFormat, weekdayNames } from './format'

function formatIn(language: string) {
  const i18n = createInstance()
  void i18n
    .use(initReactI18next)
    .init({ lng: language, resources: {}, interpolation: { escapeValue: false } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  )
  return renderHook(() => useFormat(), { wrapper }).result.current
}

describe('useFormat', () => {
  it('writes amounts, changes and shares in English', () => {
    const format = formatIn('en')
    expect(format.money(1234.5)).toBe('$1,234.50')
    expect(format.compactMoney(1234)).toBe('$1.2K')
    expect(format.percent(17.5)).toBe('+17.5%')
    expect(format.percent(-3)).toBe('-3%')
    expect(format.share(33.333)).toBe('33.3%')
    expect(format.wholeShare(33.333)).toBe('33%')
    expect(format.decimal(3.04)).toBe('3.04')
  })

  it('reads calendar days and months in UTC, whatever the time zone', () => {
    const format = formatIn('en')
    expect(format.day('2025-03-01')).toBe('Mar 1, 2025')
    expect(format.weekday('2025-03-03')).toBe('Mon')
    expect(format.month('2025-12')).toBe('Dec 25')
    expect(format.monthName('2025-12')).toBe('Dec')
    // A full day is accepted where a month is expected ("Joined April 2021").
    expect(format.monthLong('2021-04-30')).toBe('April 2021')
  })

  it('writes a price in whole dollars when whole, with its cents when not', () => {
    const format = formatIn('en')
    expect(format.price(29)).toBe('$29')
    expect(format.price(278.4)).toBe('$278.40')
  })

  it('writes dollars as "$" in every language, Arabic included', () => {
    for (const language of ['en', 'es', 'fr', 'ar']) {
      const format = formatIn(language)
      for (const text of [
        format.money(6643.47),
        format.price(29),
        format.price(23.2),
        format.compactMoney(1500),
      ]) {
        expect(text, language).toContain('$')
        expect(text, language).not.toContain('US')
      }
    }
  })

  it('names a day without its year for a chart axis', () => {
    expect(formatIn('en').dayMonth('2025-03-12')).toBe('Mar 12')
    expect(formatIn('ar').dayMonth('2025-03-12')).not.toContain('/')
  })

  it('uses the reader’s digits and separators', () => {
    expect(formatIn('ar').number(1234)).toBe(new Intl.NumberFormat('ar').format(1234))
    expect(formatIn('fr').number(1234)).toMatch(/^1\s234$/)
    expect(formatIn('es').money(5)).toMatch(/5,00\s\$/)
  })

  it('writes a length of time in hours and minutes, in the reader’s words', () => {
    const english = formatIn('en')
    expect(english.duration(20)).toBe('20 min')
    expect(english.duration(17 * 60 + 34)).toBe('17 hr 34 min')
    expect(english.duration(120)).toBe('2 hr')
    expect(formatIn('fr').duration(90)).toMatch(/^1\sh\s30\smin$/)
    // Arabic names its own units (and its digits are those of Intl for 'ar').
    expect(formatIn('ar').duration(20)).not.toMatch(/min/)
  })

  it('names a country from its code, or falls back', () => {
    const format = formatIn('en')
    expect(format.country('fr', 'France?')).toBe('France')
    expect(format.country('', 'Unknown')).toBe('Unknown')
  })

  it('writes a city with its country named from its code', () => {
    const i18n = createInstance()
    void i18n.use(initReactI18next).init({
      lng: 'ar',
      resources: { ar: { translation: { app: { place: '{{city}}، {{country}}' } } } },
      interpolation: { escapeValue: false },
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    )
    const format = renderHook(() => useFormat(), { wrapper }).result.current
    expect(format.place('Hamburg', 'Germany', 'DE')).toBe(
      `Hamburg، ${new Intl.DisplayNames('ar', { type: 'region' }).of('DE')}`,
    )
    expect(format.place('Atlantis', 'Atlantis', '')).toBe('Atlantis، Atlantis')
  })

  describe('a short date', () => {
    afterEach(() => vi.useRealTimers())

    it('shows its year only when it is not this year’s', () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-28T09:00:00Z'))
      const spanish = formatIn('es')
      // An inbox date from last December (a moment) and a card's due day (a calendar day).
      expect(spanish.shortDate('2025-12-30T10:00:00Z')).toBe('30 dic 2025')
      expect(spanish.shortDate('2025-12-30')).toBe('30 dic 2025')
      expect(spanish.shortDate('2026-03-12T10:00:00Z')).toBe('12 mar')
      expect(spanish.shortDate('2026-03-12')).toBe('12 mar')
      expect(spanish.shortDate('2027-01-05')).toBe('5 ene 2027')
      expect(formatIn('en').shortDate('2025-12-30')).toBe('Dec 30, 2025')
      expect(formatIn('fr').shortDate('2025-12-30')).toBe('30 déc. 2025')
    })

    it('reads a calendar day in UTC, so no time zone moves it to another day or year', () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-06-01T12:00:00Z'))
      expect(formatIn('en').shortDate('2026-01-01')).toBe('Jan 1')
      expect(formatIn('en').shortDate('2025-12-31')).toBe('Dec 31, 2025')
    })
  })

  it('writes file sizes in bytes, kilobytes and megabytes of 1024', () => {
    const english = formatIn('en')
    expect(english.fileSize(512)).toBe('512 byte')
    expect(english.fileSize(12.5 * 1024)).toBe('12.5 kB')
    expect(english.fileSize(2 * 1024 * 1024)).toBe('2 MB')
    expect(formatIn('fr').fileSize(1.5 * 1024 * 1024)).toMatch(/^1,5\sMo$/)
    expect(formatIn('es').fileSize(12.5 * 1024)).toMatch(/^12,5\skB$/)
  })

  it('writes a time from now in its largest whole unit', () => {
    const english = formatIn('en')
    expect(english.relativeTime(-12)).toBe('12 minutes ago')
    expect(english.relativeTime(-180)).toBe('3 hours ago')
    expect(english.relativeTime(-1440)).toBe('yesterday')
    expect(formatIn('es').relativeTime(-1440)).toBe('ayer')
  })

  it('joins words and sorts texts as the language does', () => {
    expect(formatIn('en').list(['read', 'write', 'delete'])).toBe('read, write, and delete')
    expect(formatIn('es').list(['leer', 'escribir'])).toBe('leer y escribir')
    // Spanish sorts "ñ" after "n", where code points would put it after "z".
    const spanish = formatIn('es')
    expect(['zapato', 'ñandú', 'nube'].sort(spanish.compare)).toEqual(['nube', 'ñandú', 'zapato'])
  })

  it('writes whole dates in sentences', () => {
    expect(formatIn('en').dayLong('2025-03-12')).toBe('March 12, 2025')
    expect(formatIn('es').dayLong('2025-03-12')).toBe('12 de marzo de 2025')
    expect(formatIn('en').dateFull('2025-03-12T12:00:00Z')).toMatch(/^Wednesday, March 1[12], 2025$/)
  })

  it('names unknown codes with the fallback, known currencies with their name', () => {
    const english = formatIn('en')
    expect(english.country('QQ', 'Nowhere')).toBe('Nowhere')
    expect(english.currency('EUR')).toBe('EUR · Euro')
    expect(formatIn('es').currency('EUR')).toBe('EUR · euro')
  })

  it('gives code outside React the same formatters as the hook', () => {
    expect(formatFor('es').money(229.24)).toBe(formatIn('es').money(229.24))
    expect(monthNames('en')).toHaveLength(12)
    expect(monthNames('en')[11]).toBe('Dec')
    expect(weekdayNames('es')[0]).toBe('lun')
  })
})
