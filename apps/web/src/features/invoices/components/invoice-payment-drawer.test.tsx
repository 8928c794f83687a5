import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { InvoiceDetail } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { renderWithProviders } from '@/test/render'
import { InvoicePaymentDrawer } from './invoice-payment-drawer'

const add = vi.fn<(variables: { id: number; body: unknown }) => Promise<InvoiceDetail>>()
vi.mock('../api', () => ({
  useAddPayment: () => ({ mutateAsync: add, isPending: false }),
}))

const invoice = {
  id: 5012,
  issuedDate: '2025-03-10',
  balance: 10,
} as InvoiceDetail['invoice']

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('InvoicePaymentDrawer', { timeout: 30_000 }, () => {
  beforeEach(() => {
    add.mockReset()
    add.mockResolvedValue({ invoice: { id: 5012 } } as InvoiceDetail)
  })

  it('names what is wrong with the amount and the date, in the reader’s language', async () => {
    await renderWithProviders(<InvoicePaymentDrawer open invoice={invoice} onClose={() => {}} />, {
      language: 'es',
    })
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }))
    type(/^Importe/, '0.001')
    save()
    expect(await screen.findByText('Un pago es de al menos 0,01 $.')).toBeTruthy()
    type(/^Importe/, '10.5')
    save()
    expect(await screen.findByText('El pago supera el saldo pendiente.')).toBeTruthy()
    type(/^Importe/, '5')
    type(/^Fecha de pago/, '2025-03-01')
    save()
    expect(
      await screen.findByText('La fecha de pago no puede ser anterior a la de emisión (2025-03-10).'),
    ).toBeTruthy()
    type(/^Fecha de pago/, '2999-01-01')
    save()
    expect(await screen.findByText('La fecha de pago no puede ser futura.')).toBeTruthy()
    type(/^Fecha de pago/, '')
    save()
    expect(await screen.findByText('Introduce la fecha de pago.')).toBeTruthy()
    expect(add).not.toHaveBeenCalled()
  })

  it('shows the server’s refusal under the amount (another payment came first)', async () => {
    add.mockRejectedValue(
      new ApiError(409, {
        errors: { amount: ['Nothing is due on this invoice'] },
        codes: { amount: [{ code: 'invoices.paymentNothingDue' }] },
      }),
    )
    await renderWithProviders(<InvoicePaymentDrawer open invoice={invoice} onClose={() => {}} />, {
      language: 'ar',
    })
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدفعة' }))
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1))
    expect(add.mock.calls[0]![0]).toMatchObject({ id: 5012, body: { amount: 10, method: 'Bank Transfer' } })
    expect(await screen.findByText('لا يوجد مبلغ مستحق على هذه الفاتورة.')).toBeTruthy()
  })
})
