// Issue 32: deactivating one's own account needs the current password; a wrong one is shown under
// its field and the account stays.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { AccountDeactivateCard } from './account-deactivate-card'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let bodies: Record<string, unknown>[]

beforeEach(() => {
  bodies = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/account/deactivate') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>
        bodies.push(body)
        if (body.password !== 'right-password')
          return json(
            {
              errors: { password: ['The current password is not correct'] },
              codes: { password: [{ code: 'account.currentPasswordWrong' }] },
            },
            400,
          )
        return new Response(null, { status: 204 })
      }
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('AccountDeactivateCard', { timeout: 30_000 }, () => {
  it('asks for the box and the current password, shows a wrong one under its field, then deactivates', async () => {
    const { router } = await renderWithProviders(<AccountDeactivateCard />, {
      route: '/pages/account-settings/account',
      session: { userAbilityRules: [] },
    })
    const form = await screen.findByRole('form', { name: 'Deactivate account' }, { timeout: 10_000 })
    fireEvent.click(within(form).getByRole('button', { name: 'Deactivate account' }))
    expect(await screen.findByText('Tick the box to confirm the deactivation')).toBeTruthy()
    expect(await within(form).findByText('Enter your current password')).toBeTruthy()

    fireEvent.click(screen.getByRole('checkbox', { name: 'I confirm my account deactivation' }))
    fireEvent.change(within(form).getByLabelText(/^Your password/), {
      target: { value: 'wrong-password' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Deactivate account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate account' }))
    expect(await within(form).findByText('The current password is not correct')).toBeTruthy()
    expect(bodies).toEqual([{ confirm: true, password: 'wrong-password' }])
    expect(router.state.location.pathname).toBe('/pages/account-settings/account')
    // The card is out of reach (aria-hidden) until the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.change(within(form).getByLabelText(/^Your password/), {
      target: { value: 'right-password' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Deactivate account' }))
    const again = await screen.findByRole('dialog', { name: 'Deactivate your account?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Deactivate account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(bodies.at(-1)).toEqual({ confirm: true, password: 'right-password' })
  })
})
