// Issue 32: editing oneself on the user page, a new email and a new password ask for the current
// password (the server refuses them without it); editing someone else, they do not.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserDetail } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { UserEditDialog } from './user-edit-dialog'
import { UserSecurityTab } from './user-security-tab'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const user = (id: number): UserDetail => ({
  id,
  fullName: 'Ada Lovelace',
  company: 'Analytical',
  role: 'admin',
  username: 'ada',
  country: 'GB',
  contact: '',
  email: 'ada@example.com',
  currentPlan: 'team',
  status: 'active',
  avatar: null,
  taskDone: 0,
  projectDone: 0,
  taxId: '',
  language: 'English',
})

const ADMIN_RULES = [{ action: 'manage' as const, subject: 'all' as const }]
const signedInAs = (id: number) => ({ userAbilityRules: ADMIN_RULES, userData: { id } })
const wrongPassword = {
  errors: { currentPassword: ['The current password is not correct'] },
  codes: { currentPassword: [{ code: 'users.currentPasswordWrong' }] },
}

let puts: { url: string; body: Record<string, unknown> }[]

beforeEach(() => {
  puts = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>
        puts.push({ url, body })
        if (body.currentPassword === 'wrong-password') return json(wrongPassword, 400)
        if (url.endsWith('/password')) return new Response(null, { status: 204 })
        return json({ ...user(7), ...body })
      }
      if (url.endsWith('/sessions')) return json({ sessions: [] })
      if (url.endsWith('/settings'))
        return json({ notifications: [], connections: [], billing: null, twoStepEnabled: false })
      return json({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
})

async function openEditDialog(signedInId: number) {
  await renderWithProviders(
    <UserEditDialog user={user(7)} roles={['admin', 'editor']} open onClose={() => {}} />,
    {
      session: signedInAs(signedInId),
    },
  )
  const dialog = await screen.findByRole('dialog', { name: 'Edit user information' }, { timeout: 10_000 })
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Email/ }), {
    target: { value: 'ada.new@example.com' },
  })
  return dialog
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('UserEditDialog: a new email', { timeout: 30_000 }, () => {
  it('of one’s own asks for the current password, sends it, and shows the server’s refusal under it', async () => {
    const dialog = await openEditDialog(7)
    const password = await within(dialog).findByLabelText(/^Your current password/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(dialog).findByText('Enter your current password to change your own email or password'),
    ).toBeTruthy()
    expect(puts).toHaveLength(0)

    fireEvent.change(password, { target: { value: 'wrong-password' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('The current password is not correct')).toBeTruthy()
    expect(puts[0]!.body).toMatchObject({ email: 'ada.new@example.com', currentPassword: 'wrong-password' })
  })

  it('of someone else asks for no password and sends none', async () => {
    const dialog = await openEditDialog(1)
    expect(within(dialog).queryByLabelText(/^Your current password/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body.email).toBe('ada.new@example.com')
    expect(puts[0]!.body).not.toHaveProperty('currentPassword')
  })
})

async function fillNewPassword() {
  const form = await screen.findByRole('form', { name: 'Set a new password' }, { timeout: 10_000 })
  fireEvent.change(within(form).getByLabelText(/^New password/), { target: { value: 'a-new-password' } })
  fireEvent.change(within(form).getByLabelText(/^Confirm new password/), {
    target: { value: 'a-new-password' },
  })
  return form
}

describe('UserSecurityTab: a new password', { timeout: 30_000 }, () => {
  it('of one’s own needs the current password and sends it', async () => {
    await renderWithProviders(<UserSecurityTab user={user(7)} canUpdate />, { session: signedInAs(7) })
    const form = await fillNewPassword()
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(
      await within(form).findByText('Enter your current password to change your own email or password'),
    ).toBeTruthy()
    expect(puts).toHaveLength(0)
    fireEvent.change(within(form).getByLabelText(/^Your current password/), {
      target: { value: 'my-password' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      url: '/api/apps/users/7/password',
      body: { password: 'a-new-password', confirmPassword: 'a-new-password', currentPassword: 'my-password' },
    })
  })

  it('of someone else has no current password field and sends none', async () => {
    await renderWithProviders(<UserSecurityTab user={user(7)} canUpdate />, { session: signedInAs(1) })
    const form = await fillNewPassword()
    expect(within(form).queryByLabelText(/^Your current password/)).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]!.body).toEqual({ password: 'a-new-password', confirmPassword: 'a-new-password' })
  })
})
