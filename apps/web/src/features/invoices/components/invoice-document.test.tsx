import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { InvoiceDetail } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { InvoiceDocument } from './invoice-document'

const detail: InvoiceDetail = {
  invoice: {
    id: 5012,
    issuedDate: '2025-03-14',
    dueDate: '2025-04-13',
    client: {
      id: 7,
      name: 'Jordan Stevenson',
      company: 'Hall-Robbins PLC',
      companyEmail: 'don85@johnson.com',
      address: '368 Dare Parkway Apt. 798',
      country: 'US',
      contact: '(616) 865-4180',
    },
    service: 'Premium Branding Package',
    total: 51.85,
    avatar: null,
    invoiceStatus: 'Partial Payment',
    balance: 21.85,
    items: [
      {
        id: 1,
        item: 'Premium Branding Package',
        description: 'Branding 2.0 & Promotion',
        cost: 32,
        qty: 1,
        discount: 12.5,
        price: 28,
      },
      {
        id: 2,
        item: 'Social Media',
        description: '3 templates',
        cost: 30,
        qty: 1,
        discount: 33.33,
        price: 20,
      },
    ],
    payments: [{ id: 1, amount: 30, paidOn: '2025-03-20', method: 'Paypal', note: 'Ref. 4410-B' }],
    subtotal: 62,
    discount: 14,
    taxRate: 8.25,
    tax: 3.96,
    paid: 30,
    notes: 'It was a pleasure working with you. 2 weeks to pay!',
    sentAt: null,
  },
  paymentDetails: {
    totalDue: 21.85,
    bankName: 'American Bank',
    country: 'US',
    iban: 'ETD95476213874685',
    swiftCode: 'BR91905',
  },
}

/** The element holding exactly this text is a <bdi>: the text is isolated from its surroundings. */
function expectIsolated(text: string) {
  const element = screen.getByText(text)
  expect(element.tagName, text).toBe('BDI')
}

describe('InvoiceDocument', { timeout: 30_000 }, () => {
  it('shows rates as entered, up to two decimals: tax 8.25 %, discounts 12.5 % and 33.33 %', async () => {
    await renderWithProviders(<InvoiceDocument detail={detail} />)
    expect(screen.getByText('Tax (8.25%)')).toBeTruthy()
    const lines = within(screen.getByRole('table', { name: 'Lines' }))
    expect(lines.getByText('12.5%')).toBeTruthy()
    expect(lines.getByText('33.33%')).toBeTruthy()
    expect(screen.queryByText(/8\.3%|33\.3%|\+/)).toBeNull()
  })

  it('in French the rates keep their decimals too', async () => {
    await renderWithProviders(<InvoiceDocument detail={detail} />, { language: 'fr' })
    expect(screen.getByText(/8,25\s%/)).toBeTruthy()
    expect(screen.getByText(/33,33\s%/)).toBeTruthy()
  })

  it('in Arabic isolates what was typed in Latin, so an address keeps its order', async () => {
    const { container } = await renderWithProviders(<InvoiceDocument detail={detail} />, { language: 'ar' })
    expect(document.documentElement.dir || container.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    // Each is its own bidirectional island (<bdi>: direction from its own first strong letter), so
    // "368 Dare Parkway Apt. 798" is not shown as "798 Dare Parkway Apt. 368" in a right-to-left line.
    for (const text of [
      '368 Dare Parkway Apt. 798',
      'Jordan Stevenson',
      'Hall-Robbins PLC',
      'Premium Branding Package',
      'Branding 2.0 & Promotion',
      '3 templates',
      'It was a pleasure working with you. 2 weeks to pay!',
      'Ref. 4410-B',
      'American Bank',
      'ETD95476213874685',
      'BR91905',
    ])
      expectIsolated(text)
    // The phone number and the email are left-to-right whatever their first character.
    for (const text of ['(616) 865-4180', 'don85@johnson.com']) {
      expectIsolated(text)
      expect(screen.getByText(text).getAttribute('dir')).toBe('ltr')
    }
    // The labels are Arabic, and the rates keep their decimals.
    expect(screen.getByText('الفاتورة إلى')).toBeTruthy()
    expect(screen.getByText(/8[.٫]25/)).toBeTruthy()
    expect(screen.getByText(/33[.٫]33/)).toBeTruthy()
  })
})
