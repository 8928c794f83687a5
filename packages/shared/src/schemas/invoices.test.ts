import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  INVOICE_MESSAGES as M,
  invoicePaymentInputSchema,
  invoicePaymentRules,
  latestPaymentDay,
} from './invoices.js'

const reasons = (value: unknown) =>
  (invoicePaymentInputSchema.safeParse(value).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ])

const payment = (overrides: Record<string, unknown>) => ({
  amount: 10,
  paidOn: '2025-03-14',
  method: 'Cash',
  ...overrides,
})

describe('a payment amount is money', () => {
  it('is at least 0.01 with at most two decimals', () => {
    expect(reasons(payment({ amount: 1e-9 }))).toEqual([
      ['amount', M.paymentMinimum],
      ['amount', M.amount],
    ])
    expect(reasons(payment({ amount: 0 }))).toEqual([['amount', M.paymentMinimum]])
    expect(reasons(payment({ amount: 1.005 }))).toEqual([['amount', M.amount]])
    for (const amount of [0.01, 0.07, 38.77, 1234.56, 0.1 + 0.2, 99_999_999.99])
      expect(reasons(payment({ amount })), String(amount)).toEqual([])
  })

  it('carries both rules into JSON Schema (the OpenAPI document)', () => {
    const json = z.toJSONSchema(invoicePaymentInputSchema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, Record<string, unknown>>
    }
    expect(json.properties.amount).toMatchObject({ type: 'number', minimum: 0.01, multipleOf: 0.01 })
    expect(json.properties.paidOn).toMatchObject({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
  })
})

describe('paidOn says what is wrong, one reason at a time', () => {
  it('names a missing date, a bad format, a day not in the calendar, a future day', () => {
    expect(reasons(payment({ paidOn: undefined }))).toEqual([['paidOn', M.paidOnRequired]])
    expect(reasons(payment({ paidOn: '' }))).toEqual([['paidOn', M.paidOnRequired]])
    expect(reasons(payment({ paidOn: '14/03/2025' }))).toEqual([['paidOn', M.paidOnFormat]])
    expect(reasons(payment({ paidOn: '2025-02-29' }))).toEqual([['paidOn', M.paidOnNoSuchDay]])
    expect(reasons(payment({ paidOn: '2024-02-29' }))).toEqual([])
    expect(reasons(payment({ paidOn: '2999-01-01' }))).toEqual([['paidOn', M.paidOnFuture]])
  })

  it('takes "today" as the latest day on Earth (UTC+14)', () => {
    expect(latestPaymentDay(Date.parse('2025-03-14T09:59:00Z'))).toBe('2025-03-14')
    expect(latestPaymentDay(Date.parse('2025-03-14T10:00:00Z'))).toBe('2025-03-15')
  })
})

describe('a payment on its invoice', () => {
  const invoice = { issuedDate: '2025-03-10', balanceCents: 100 }
  it('is not dated before the issue date, nor more than the balance due', () => {
    expect(invoicePaymentRules(invoice, { amount: 1, paidOn: '2025-03-10' })).toBeUndefined()
    expect(invoicePaymentRules(invoice, { amount: 0.5, paidOn: '2025-03-09' })).toEqual({
      field: 'paidOn',
      code: M.paidOnBeforeIssued,
      params: { issuedDate: '2025-03-10' },
    })
    expect(invoicePaymentRules(invoice, { amount: 1.01, paidOn: '2025-03-10' })).toEqual({
      field: 'amount',
      code: M.paymentAboveBalance,
      params: { balance: '1.00' },
    })
    expect(
      invoicePaymentRules({ ...invoice, balanceCents: 0 }, { amount: 0.01, paidOn: '2025-03-10' }),
    ).toEqual({ field: 'amount', code: M.paymentNothingDue })
    expect(
      invoicePaymentRules({ ...invoice, balanceCents: -500 }, { amount: 1, paidOn: '2025-03-10' })?.code,
    ).toBe(M.paymentNothingDue)
  })
})
