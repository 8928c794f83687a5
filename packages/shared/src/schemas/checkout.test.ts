import { describe, expect, it } from 'vitest'
import {
  cardSchema,
  expiryIsValid,
  checkoutAddressSchemaFor,
  checkoutFieldModes,
  checkoutPaymentSchema,
  passesLuhn,
} from './checkout.js'

describe('the card form rules', () => {
  it('checks numbers with Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('')).toBe(false)
  })

  it('takes a MM/YY expiry from the current month on', () => {
    const now = new Date('2026-11-15T00:00:00Z')
    expect(expiryIsValid('11/26', now)).toBe(true)
    expect(expiryIsValid('10/26', now)).toBe(false)
    expect(expiryIsValid('13/30', now)).toBe(false)
    expect(expiryIsValid('1/30', now)).toBe(false)
  })

  it('strips spaces and dashes from the number and names each bad field', () => {
    expect(
      cardSchema.parse({ name: 'A', number: '4242-4242 4242 4242', expiry: '12/99', cvc: '123' }).number,
    ).toBe('4242424242424242')
    const result = cardSchema.safeParse({ name: '', number: '1234', expiry: 'soon', cvc: '12' })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'cvc',
      'expiry',
      'name',
      'number',
    ])
  })
})

describe("the checkout's fields follow the store's checkout settings", () => {
  const address = {
    firstName: '',
    lastName: 'Visitor',
    email: '',
    contactPhone: '',
    company: 'Acme',
    line1: '1 Main St',
    line2: '',
    city: 'Springfield',
    postalCode: '90210',
    country: 'us',
    phone: '',
  }
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.')).sort()

  it('asks by email: email required, the contact phone hidden; first name only when full names are required', () => {
    const fields = {
      contactMethod: 'email',
      requireFullName: false,
      companyName: 'hidden',
      addressLine2: 'optional',
      shippingPhone: 'optional',
    } as const
    expect(checkoutFieldModes(fields)).toMatchObject({
      email: 'required',
      contactPhone: 'hidden',
      firstName: 'optional',
    })
    expect(issuesOf(checkoutAddressSchemaFor(fields).safeParse(address))).toEqual(['email'])
    const parsed = checkoutAddressSchemaFor(fields).parse({
      ...address,
      email: 'v@example.com',
      contactPhone: '+1 555 0100',
    })
    expect(parsed.company).toBe('')
    expect(parsed.contactPhone).toBe('')
    expect(
      issuesOf(
        checkoutAddressSchemaFor({ ...fields, requireFullName: true }).safeParse({
          ...address,
          email: 'v@example.com',
        }),
      ),
    ).toEqual(['firstName'])
  })

  it('asks by phone: the contact phone required, email optional; required company, line 2 and phone refused empty', () => {
    const fields = {
      contactMethod: 'phone',
      requireFullName: false,
      companyName: 'required',
      addressLine2: 'required',
      shippingPhone: 'required',
    } as const
    expect(issuesOf(checkoutAddressSchemaFor(fields).safeParse({ ...address, company: '' }))).toEqual([
      'company',
      'contactPhone',
      'line2',
      'phone',
    ])
    expect(
      checkoutAddressSchemaFor(fields).safeParse({
        ...address,
        contactPhone: '+1 555 0100',
        line2: 'Suite 4',
        phone: '+1 555 0101',
      }).success,
    ).toBe(true)
  })

  it('takes a card, PayPal or a named manual method', () => {
    expect(checkoutPaymentSchema.safeParse({ method: 'paypal' }).success).toBe(true)
    expect(
      checkoutPaymentSchema.safeParse({ method: 'manual', manualMethod: 'Cash on Delivery' }).success,
    ).toBe(true)
    expect(checkoutPaymentSchema.safeParse({ method: 'manual', manualMethod: ' ' }).success).toBe(false)
    expect(checkoutPaymentSchema.safeParse({ method: 'card' }).success).toBe(false)
    expect(checkoutPaymentSchema.safeParse({ method: 'cheque' }).success).toBe(false)
  })
})
