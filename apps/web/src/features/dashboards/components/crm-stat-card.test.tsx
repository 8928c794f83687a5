import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LanguageCode } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { CrmStatCard } from './crm-stat-card'

/** "New" and "no full month before" in each language, as the dashboards' strings say them. */
const NEW_FIGURE: Record<LanguageCode, { label: string; none: string }> = {
  es: { label: 'Nuevo', none: 'No hay un mes anterior completo con el que comparar' },
  en: { label: 'New', none: 'No full month before to compare' },
  fr: { label: 'Nouveau', none: 'Aucun mois précédent complet pour comparer' },
  ar: { label: 'جديد', none: 'لا يوجد شهر سابق كامل للمقارنة' },
}

const LANGUAGES = Object.keys(NEW_FIGURE) as LanguageCode[]

const renderCard = (
  trend: { current: number; previous: number; changePercent: number | null },
  language: LanguageCode,
) =>
  renderWithProviders(
    <CrmStatCard
      title="Sales"
      value="$198,719.51"
      icon={AttachMoneyOutlined}
      color="primary"
      trend={trend}
    />,
    { language },
  )

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('CrmStatCard', { timeout: 30_000 }, () => {
  it.each(LANGUAGES)(
    'shows a figure without a period before to compare as new, no percentage (%s)',
    async (language) => {
      // The server's answer for a year whose period before held the store's first day only.
      await renderCard({ current: 198_719.51, previous: 577.48, changePercent: null }, language)
      expect(screen.getByText(NEW_FIGURE[language].label)).toBeTruthy()
      expect(screen.getByText(NEW_FIGURE[language].none)).toBeTruthy()
      expect(screen.queryByText(/%|٪/)).toBeNull()
    },
  )

  it.each(LANGUAGES)('calls nothing new when there is nothing at all (%s)', async (language) => {
    await renderCard({ current: 0, previous: 0, changePercent: null }, language)
    expect(screen.queryByText(NEW_FIGURE[language].label)).toBeNull()
    expect(screen.getByText(NEW_FIGURE[language].none)).toBeTruthy()
  })

  it('shows a change the server gives as a signed percentage against the month before', async () => {
    await renderCard({ current: 150, previous: 100, changePercent: 50 }, 'en')
    expect(screen.getByText('+50%')).toBeTruthy()
    expect(screen.getByText('vs previous month')).toBeTruthy()
    expect(screen.queryByText('New')).toBeNull()
  })
})
