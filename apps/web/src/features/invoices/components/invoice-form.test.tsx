import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceClient, InvoiceDetail, InvoiceInput } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { InvoiceForm } from './invoice-form'

const clients: InvoiceClient[] = [
  {
    id: 3,
    name: 'Ada Lovelace',
    company: 'Engines Ltd',
    companyEmail: 'ada@engines.example',
    address: '12 St James Square',
    country: 'GB',
    contact: '+44 20 7946 0000',
  },
]
const save = vi.fn<(variables: { id?: number; body: InvoiceInput }) => Promise<InvoiceDetail>>()
vi.mock('../api', () => ({
  useInvoiceClients: () => ({ data: clients, isFetching: false }),
  useSaveInvoice: () => ({ mutateAsync: save, isPending: false }),
  useCreateInvoiceClient: () => ({ mutateAsync: vi.fn(), isPending: false }),
}))

const line = (number: number) => screen.getByRole('group', { name: `Line ${number}` })
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const total = (key: string) => screen.getByTestId(`invoice-form-${key}`).textContent

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('InvoiceForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    save.mockReset()
    save.mockResolvedValue({ invoice: { id: 5001 } } as InvoiceDetail)
  })

  it('adds and removes lines and shows the totals the server will compute, in cents', async () => {
    await renderWithProviders(<InvoiceForm />)
    type(within(line(1)).getByLabelText(/^Item/), 'Design')
    type(within(line(1)).getByLabelText(/^Cost/), '19.99')
    type(within(line(1)).getByLabelText(/^Quantity/), '3')
    type(within(line(1)).getByLabelText(/^Discount/), '10')
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }))
    type(within(line(2)).getByLabelText(/^Item/), 'Hosting')
    type(within(line(2)).getByLabelText(/^Cost/), '0.1')
    type(within(line(2)).getByLabelText(/^Quantity/), '7')
    type(screen.getByLabelText(/^Tax %/), '7.5')
    // 59.97 less 10 % (6.00) = 53.97; + 0.70 = 54.67; tax 4.10; total 58.77 (as the server test says).
    await waitFor(() => expect(total('total')).toBe('$58.77'))
    expect(total('subtotal')).toBe('$60.67')
    expect(total('discount')).toBe('-$6.00')
    expect(total('tax')).toBe('$4.10')
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 2' }))
    await waitFor(() => expect(total('total')).toBe('$58.02'))
  })

  it('refuses to save without a client or an item, then sends the form', async () => {
    await renderWithProviders(<InvoiceForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Choose a client.')).toBeTruthy()
    expect(screen.getByText('Required.')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Client/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Ada Lovelace (Engines Ltd)' }))
    type(within(line(1)).getByLabelText(/^Item/), 'Design')
    type(within(line(1)).getByLabelText(/^Cost/), '100')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    expect(save.mock.calls[0]![0]).toMatchObject({
      id: undefined,
      body: { clientId: 3, items: [{ item: 'Design', cost: 100, qty: 1, discount: 0 }], taxRate: 0 },
    })
  })
})
