import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '@aurum/shared'
import { renderWithProviders } from '../../../test/render'
import { useAccount } from '../api'
import { AccountSecurityTab } from './account-security-tab'

const account: Account = {
  id: 7,
  fullName: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  company: '',
  contact: '',
  country: 'United Kingdom',
  language: 'English',
  avatar: null,
  role: 'client',
  currentPlan: 'basic',
  status: 'active',
  preferences: { address: '', state: '', zipCode: 'NW1 6XE', timezone: 'Europe/London', currency: 'GBP' },
  twoStepEnabled: false,
  notifications: [],
  connections: [],
}

/** The tab as the page shows it: over the account read from the API. */
function SecurityTabOfAccount() {
  const { data } = useAccount()
  return data ? <AccountSecurityTab account={data} /> : null
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Answers the switch's PUT, which is held until the test gives the answer. */
let answerTwoStep: ((response: Response) => void) | undefined

async function answerTwoStepWith(response: Response) {
  await waitFor(() => expect(answerTwoStep).toBeDefined())
  answerTwoStep!(response)
}

beforeEach(() => {
  answerTwoStep = undefined
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/account') return json(account)
      if (url === '/api/account/sessions') return json({ sessions: [] })
      if (url === '/api/account/two-step' && init?.method === 'PUT')
        return new Promise<Response>((resolve) => (answerTwoStep = resolve))
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const twoStepSwitch = async () =>
  (await screen.findByRole('switch', { name: 'Two-step verification' })) as HTMLInputElement

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('AccountSecurityTab: the two-step switch', { timeout: 30_000 }, () => {
  it('shows the new state as soon as it is clicked, and keeps it once the server agrees', async () => {
    await renderWithProviders(<SecurityTabOfAccount />, { session: { userAbilityRules: [] } })
    const toggle = await twoStepSwitch()
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    // Right after the click, before the server answers: no snapping back to the old state.
    expect(toggle.checked).toBe(true)
    expect(toggle.disabled).toBe(true)
    await answerTwoStepWith(json({ twoStepEnabled: true }))
    expect(await screen.findByText('Two-step verification is on')).toBeTruthy()
    await waitFor(() => expect(toggle.disabled).toBe(false))
    expect(toggle.checked).toBe(true)
  })

  it('goes back to the saved state when the server refuses', async () => {
    await renderWithProviders(<SecurityTabOfAccount />, { session: { userAbilityRules: [] } })
    const toggle = await twoStepSwitch()
    fireEvent.click(toggle)
    expect(toggle.checked).toBe(true)
    await answerTwoStepWith(json({ message: 'Internal server error' }, 500))
    await waitFor(() => expect(toggle.checked).toBe(false))
    expect(toggle.disabled).toBe(false)
  })
})
