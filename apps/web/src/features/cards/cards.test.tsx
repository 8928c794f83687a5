import { screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { crmDashboardSchema, type CrmDashboard } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { cardRoutes } from './routes'

const trend = (current: number, previous: number) => ({
  current,
  previous,
  changePercent: previous ? ((current - previous) / previous) * 100 : null,
})

const FIGURES: CrmDashboard = crmDashboardSchema.parse({
  generatedAt: '2026-11-24T05:00:00.000Z',
  lastMonth: '2026-11',
  sales: { total: 48_250.5, trend: trend(5200, 4000) },
  orders: { total: 317, trend: trend(30, 40), averageValue: 152.2 },
  customers: { total: 128, trend: trend(6, 0) },
  users: { total: 54, active: 41, byRole: [{ role: 'admin', users: 2 }] },
  invoices: { total: 12, invoiced: 10_000, paid: 7_500, outstanding: 2_500 },
  monthly: [],
  orderStatuses: [
    { status: 'Delivered', orders: 200 },
    { status: 'Dispatched', orders: 117 },
  ],
  topCountries: [{ country: 'France', countryCode: 'fr', customers: 31 }],
  recentOrders: [],
})

const ADMIN = { userAbilityRules: [{ action: 'manage' as const, subject: 'all' as const }] }

describe('card pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each(cardRoutes.map((route) => [route.path, route] as const))(
    '%s shows its cards with their code',
    async (_path, route) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(FIGURES)),
      )
      const { Component } = await route.lazy()
      await renderWithProviders(createElement(Component), { session: ADMIN })
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('')
      expect(screen.getAllByRole('button', { name: 'Show code' }).length).toBeGreaterThanOrEqual(2)
    },
  )

  it("statistics and widgets show the records' figures from the CRM dashboard's call", async () => {
    const fetchMock = vi.fn(async () => Response.json(FIGURES))
    vi.stubGlobal('fetch', fetchMock)
    const statistics = cardRoutes.find((route) => route.path.endsWith('card-statistics'))!
    await renderWithProviders(createElement((await statistics.lazy()).Component), { session: ADMIN })
    expect(await screen.findByText('$48,250.50')).toBeTruthy()
    expect(screen.getByText('317')).toBeTruthy()
    expect(screen.getByText('+30%')).toBeTruthy()
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/api/dashboards/crm')
  })

  it('names the top countries in the reader’s language and shows the paid share of invoices', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(FIGURES)),
    )
    const widgets = cardRoutes.find((route) => route.path.endsWith('card-widgets'))!
    await renderWithProviders(createElement((await widgets.lazy()).Component), { session: ADMIN })
    expect(await screen.findByText('France')).toBeTruthy()
    expect(screen.getByText('$7,500.00')).toBeTruthy()
    expect(screen.getByText('75%')).toBeTruthy()
  })
})
