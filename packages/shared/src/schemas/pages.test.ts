import { describe, expect, it } from 'vitest'
import {
  cardSchema,
  expiryIsValid,
  faqEntryWriteSchema,
  passesLuhn,
  scheduledDeliveryPrice,
} from './pages.js'

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

describe('delivery and authoring rules', () => {
  it('prices scheduled delivery $69 for postal codes starting 0–4, $99 otherwise (spec section 9)', () => {
    expect(scheduledDeliveryPrice('10001')).toBe(69)
    expect(scheduledDeliveryPrice(' 49000')).toBe(69)
    expect(scheduledDeliveryPrice('90210')).toBe(99)
    expect(scheduledDeliveryPrice('SW1A 1AA')).toBe(99)
  })

  it('refuses translations in a language that is not offered', () => {
    const base = { groupId: 1, question: 'Q?', answer: '<p>A</p>' }
    expect(
      faqEntryWriteSchema.safeParse({ ...base, translations: { fr: { question: 'Q ?' } } }).success,
    ).toBe(true)
    expect(faqEntryWriteSchema.safeParse({ ...base, translations: { de: { question: 'F?' } } }).success).toBe(
      false,
    )
    expect(faqEntryWriteSchema.safeParse({ ...base, translations: { en: { question: 'Q?' } } }).success).toBe(
      false,
    )
  })
})
