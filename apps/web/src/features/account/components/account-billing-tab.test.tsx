import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@aurum/shared'
import { renderWithProviders } from '../../../test/render'
import { AccountBillingTab } from './account-billing-tab'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const plan = (code: string, monthlyPrice: number) => ({
  code,
  monthlyPrice,
  annualMonthlyPrice: monthlyPrice,
  popular: false,
  features: [],
})

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/account/billing') return json({ currentPlan: 'basic', billing: null })
      // Not in price order: the dialog sorts them.
      if (url === '/api/pages/pricing')
        return json({
          plans: [plan('enterprise', 99), plan('basic', 0), plan('company', 49), plan('team', 29)],
        })
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const account = { id: 7, email: 'ada@example.com', currentPlan: 'basic' } as Account

describe('AccountBillingTab', { timeout: 30_000 }, () => {
  it('offers the plans from the cheapest to the dearest', async () => {
    await renderWithProviders(<AccountBillingTab account={account} />, {
      session: { userAbilityRules: [{ action: 'manage', subject: 'all' }] },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }, { timeout: 10_000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' })
    const labels = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent)
    expect(labels).toEqual(['Basic · $0', 'Team · $29', 'Company · $49', 'Enterprise · $99'])
  })
})
