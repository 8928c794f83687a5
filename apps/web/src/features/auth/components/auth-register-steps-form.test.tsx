import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { AuthRegisterStepsForm } from './auth-register-steps-form'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const plan = (code: string, monthlyPrice: number) => ({
  code,
  monthlyPrice,
  annualMonthlyPrice: monthlyPrice,
  popular: false,
  features: [],
})

let registered: unknown[]

beforeEach(() => {
  registered = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/pages/pricing')
        return json({
          plans: [plan('basic', 0), plan('team', 29), plan('company', 49), plan('enterprise', 99)],
        })
      if (url === '/api/auth/register') {
        registered.push(JSON.parse(String(init?.body)))
        return json({ message: 'Too many', code: 'auth.tooManySignUps', params: { minutes: 5 } }, 429)
      }
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } })

describe('AuthRegisterStepsForm', { timeout: 60_000 }, () => {
  it('sends the name, phone, address and chosen plan with the account', async () => {
    await renderWithProviders(<AuthRegisterStepsForm />)
    await screen.findByLabelText('Username', { exact: false }, { timeout: 10_000 })
    type('Username', 'lina.h')
    type('Email', 'lina.h@example.com')
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'long-enough-1' },
    })
    type('Confirm password', 'long-enough-1')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    await screen.findByLabelText('First name', { exact: false })
    type('First name', 'Lina')
    type('Last name', 'Haddad')
    type('Mobile', '+33 6 12 34 56 78')
    type('Address', '12 rue des Lilas')
    type('Postal code', '7501')
    const country = screen.getByRole('combobox', { name: 'Country' })
    country.focus()
    fireEvent.change(country, { target: { value: 'France' } })
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'France' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    // A French postal code has five digits: the step stays until it is right.
    expect(await screen.findByText('This zip code does not match the country')).toBeTruthy()
    type('Postal code', '75011')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))

    fireEvent.click(await screen.findByRole('radio', { name: /Team · \$29\/month/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(registered).toHaveLength(1))
    expect(registered[0]).toEqual({
      username: 'lina.h',
      email: 'lina.h@example.com',
      password: 'long-enough-1',
      details: {
        firstName: 'Lina',
        lastName: 'Haddad',
        mobile: '+33 6 12 34 56 78',
        address: '12 rue des Lilas',
        state: '',
        zipCode: '75011',
        country: 'FR',
        plan: 'team',
      },
    })
  })
})
