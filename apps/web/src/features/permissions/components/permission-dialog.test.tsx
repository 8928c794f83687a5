import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Permission } from '@aurum/shared'
import { renderWithProviders, type TestSession } from '@/test/render'
import { PermissionDialog } from './permission-dialog'

const PERMISSION: Permission = {
  id: 4,
  name: 'Manage billing',
  assignedTo: ['admin'],
  createdDate: '14 Mar 2025, 10:00 AM',
  createdAt: '2025-03-14T10:00:00.000Z',
}

const reply = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let sent: { url: string; method: string; body: unknown }[]

beforeEach(() => {
  sent = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined
      sent.push({ url, method: init?.method ?? 'GET', body })
      if (url === '/api/apps/permissions' && init?.method === 'POST') {
        // The catalogue already holds this name (any case): the server's 409 names the field.
        if (String(body.name).toLowerCase() === 'manage billing')
          return reply(
            {
              errors: { name: ['A permission with this name already exists'] },
              codes: { name: [{ code: 'permissions.nameTaken' }] },
            },
            409,
          )
        return reply(
          { ...body, id: 9, createdDate: '28 Nov 2026, 10:00 AM', createdAt: '2026-11-28T10:00:00.000Z' },
          201,
        )
      }
      if (url === '/api/apps/permissions/4' && init?.method === 'PUT')
        return reply({ ...PERMISSION, ...body }, 200)
      return reply({ message: 'Not found' }, 404)
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const ROLES = ['admin', 'client', 'support']
const session: TestSession = { userAbilityRules: [{ action: 'manage', subject: 'all' }] }

describe('PermissionDialog', { timeout: 30_000 }, () => {
  it('asks for a name before it sends anything, then creates the permission for the chosen roles', async () => {
    const onClose = vi.fn()
    await renderWithProviders(<PermissionDialog permission={null} open roles={ROLES} onClose={onClose} />, {
      language: 'en',
      session,
    })
    const dialog = await screen.findByRole('dialog', { name: /add new permission/i }, { timeout: 10_000 })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    expect(await within(dialog).findByText('Enter the permission name')).toBeTruthy()
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0)

    fireEvent.change(within(dialog).getByRole('textbox', { name: /permission name/i }), {
      target: { value: 'Export reports' },
    })
    const roles = within(dialog).getByRole('combobox', { name: /assigned to/i })
    fireEvent.mouseDown(roles)
    fireEvent.click(await screen.findByRole('option', { name: /support/i }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create permission' }))

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/apps/permissions',
      body: { name: 'Export reports', assignedTo: ['support'] },
    })
  })

  it("shows the server's refusal of a taken name under the field, and stays open", async () => {
    const onClose = vi.fn()
    await renderWithProviders(<PermissionDialog permission={null} open roles={ROLES} onClose={onClose} />, {
      language: 'en',
      session,
    })
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /permission name/i }), {
      target: { value: 'manage billing' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    expect(
      await within(dialog).findByText('A permission with this name already exists', {}, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('edits a permission from what was saved, warns about renaming, and sends PUT to its id', async () => {
    const onClose = vi.fn()
    await renderWithProviders(
      <PermissionDialog permission={PERMISSION} open roles={ROLES} onClose={onClose} />,
      { language: 'en', session },
    )
    const dialog = await screen.findByRole('dialog', { name: /edit permission/i }, { timeout: 10_000 })
    expect(within(dialog).getByText('Warning!')).toBeTruthy()
    const name = within(dialog).getByRole('textbox', { name: /permission name/i }) as HTMLInputElement
    expect(name.value).toBe('Manage billing')
    fireEvent.change(name, { target: { value: 'Manage invoices' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 10_000 })
    expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/apps/permissions/4',
      body: { name: 'Manage invoices', assignedTo: ['admin'] },
    })
  })
})
