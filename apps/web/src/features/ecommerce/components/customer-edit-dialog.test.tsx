import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CustomerDetail } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { CustomerEditDialog } from './customer-edit-dialog'

const CUSTOMER: CustomerDetail = {
  id: 7,
  customer: 'Darin Bode',
  customerId: 454331,
  email: 'darin@example.com',
  country: 'Germany',
  countryFlag: '/flags/de.svg',
  countryCode: 'de',
  order: 2,
  totalSpent: 2370.78,
  avatar: null,
  status: 'Active',
  contact: '+49 852 791 606',
  settings: { notifications: [], twoStepEnabled: false },
}

afterEach(() => vi.unstubAllGlobals())

describe('CustomerEditDialog', { timeout: 60_000 }, () => {
  it('picks the country and status from their lists and sends them with the rest', async () => {
    const sent: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)))
        return Response.json({ ...CUSTOMER, status: 'Suspended', countryCode: 'fr', country: 'France' })
      }),
    )
    const onClose = vi.fn()
    await renderWithProviders(<CustomerEditDialog customer={CUSTOMER} open onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Edit customer' })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Status/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Suspended' }))
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Country/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'France' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(sent).toEqual([
      {
        customer: 'Darin Bode',
        email: 'darin@example.com',
        contact: '+49 852 791 606',
        countryCode: 'fr',
        status: 'Suspended',
      },
    ])
  })
})
