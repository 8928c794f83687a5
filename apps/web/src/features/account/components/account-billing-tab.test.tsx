import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { AccountBillingTab } from './account-billing-tab'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const plan = (code: string, monthlyPrice: number) => ({
  code,
  monthlyPrice,
  // Paid yearly, a month costs a fifth less.
  annualMonthlyPrice: Math.round(monthlyPrice * 80) / 100,
  popular: false,
  features: [],
})

let billing: { currentPlan: string; cycle: string; billing: null }
const planChanges: unknown[] = []

beforeEach(() => {
  billing = { currentPlan: 'basic', cycle: 'monthly', billing: null }
  planChanges.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/account/billing') return json(billing)
      if (url === '/api/account/plan' && init?.method === 'PUT') {
        const change = JSON.parse(String(init.body)) as { plan: string; cycle: string }
        planChanges.push(change)
        billing = { ...billing, currentPlan: change.plan, cycle: change.cycle }
        return json(billing)
      }
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
    expect(labels).toEqual([
      'Basic · Free',
      'Team · $29 per month',
      'Company · $49 per month',
      'Enterprise · $99 per month',
    ])
  })

  it('shows a plan paid yearly at its yearly price, and changes plan and cycle together', async () => {
    billing = { currentPlan: 'team', cycle: 'annual', billing: null }
    await renderWithProviders(<AccountBillingTab account={{ ...account, currentPlan: 'team' }} />, {
      session: { userAbilityRules: [{ action: 'manage', subject: 'all' }] },
    })
    // $23.20 a month paid yearly: $278.40 a year.
    await screen.findByText('$278.40 per year', {}, { timeout: 10_000 })
    screen.getByText('Billed yearly: $23.20 a month instead of $29.')
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a plan' })
    expect(within(dialog).getByRole('button', { name: 'Yearly' }).getAttribute('aria-pressed')).toBe('true')
    within(dialog).getByLabelText('Company · $470.40 per year')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Monthly' }))
    fireEvent.click(within(dialog).getByLabelText('Company · $49 per month'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change plan' }))
    await screen.findByText('$49 per month', {}, { timeout: 10_000 })
    expect(planChanges).toEqual([{ plan: 'company', cycle: 'monthly' }])
  })
})
