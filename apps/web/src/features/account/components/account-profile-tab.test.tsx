import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Account, AccountUpdateInput } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { renderWithProviders } from '@/test/render'
import { AccountProfileTab } from './account-profile-tab'

const save = vi.fn<(body: AccountUpdateInput) => Promise<Account>>()
vi.mock('../api', () => ({
  useUpdateAccount: () => ({ mutateAsync: save, isPending: false }),
  useUploadAvatar: () => ({ mutateAsync: vi.fn(), isPending: false }),
  useDeactivateAccount: () => ({ mutateAsync: vi.fn(), isPending: false }),
}))

const account: Account = {
  id: 7,
  fullName: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  company: '',
  contact: '',
  country: 'GB',
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

const renderTab = () => renderWithProviders(<AccountProfileTab account={account} />)

const emailField = () => screen.getByRole('textbox', { name: /^Email/ })
const passwordField = () => screen.queryByLabelText(/^Current password/)
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('AccountProfileTab: a new email needs the current password', { timeout: 30_000 }, () => {
  beforeEach(() => {
    save.mockReset()
    save.mockResolvedValue(account)
  })

  it('asks for no password while the email is the stored one, even in another case, and sends none', async () => {
    await renderTab()
    expect(passwordField()).toBeNull()
    fireEvent.change(emailField(), { target: { value: 'ADA@example.com' } })
    expect(passwordField()).toBeNull()
    submit()
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).not.toHaveProperty('currentPassword')
    expect(save.mock.calls[0]![0]).toMatchObject({ email: 'ADA@example.com', zipCode: 'NW1 6XE' })
  })

  it('shows the password field for a new email, requires it, then sends it with the email', async () => {
    await renderTab()
    fireEvent.change(emailField(), { target: { value: 'ada@engines.example' } })
    const password = passwordField()
    expect(password).not.toBeNull()
    expect(password).toHaveProperty('type', 'password')
    submit()
    expect(await screen.findByText('Enter your current password to change your email')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()

    fireEvent.change(password!, { target: { value: 'my-password' } })
    submit()
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({
      email: 'ada@engines.example',
      currentPassword: 'my-password',
    })
  })

  it("puts the server's refusal of the password under the field", async () => {
    save.mockRejectedValue(
      new ApiError(400, {
        errors: { currentPassword: ['The current password is not correct'] },
        codes: { currentPassword: [{ code: 'account.currentPasswordWrong' }] },
      }),
    )
    await renderTab()
    fireEvent.change(emailField(), { target: { value: 'ada@engines.example' } })
    fireEvent.change(passwordField()!, { target: { value: 'not-my-password' } })
    submit()
    expect(await screen.findByText('The current password is not correct')).toBeTruthy()
    expect(passwordField()!.getAttribute('aria-invalid')).toBe('true')
  })

  it('refuses a zip code not of the country before asking the server', async () => {
    await renderTab()
    fireEvent.change(screen.getByRole('textbox', { name: 'Zip code' }), { target: { value: '28013' } })
    submit()
    expect(await screen.findByText('This zip code does not match the country')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })
})
