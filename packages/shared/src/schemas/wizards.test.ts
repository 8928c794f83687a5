import { describe, expect, it } from 'vitest'
import {
  WIZARD_DRAFT_MAX_BYTES,
  accountStepSchema,
  checkoutBodyOf,
  checkoutCartStepSchema,
  checkoutWizardSchema,
  checkoutWizardSchemaFor,
  accountWizardSchema,
  dealDetailsStepSchema,
  dealTypeStepSchema,
  listingAreaStepSchema,
  listingPhotosStepSchema,
  personalStepSchema,
  socialStepSchema,
  wizardDraftInputSchema,
  wizardParamSchema,
} from './wizards.js'
import { checkoutSchema } from './checkout.js'

const codesOf = (result: {
  success: boolean
  error?: { issues: { message: string; path: PropertyKey[] }[] }
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message.split('|')[0]]) ?? []

describe('wizard drafts', () => {
  it('accepts only the listed wizards', () => {
    expect(wizardParamSchema.safeParse({ wizard: 'create-deal' }).success).toBe(true)
    expect(wizardParamSchema.safeParse({ wizard: 'other' }).success).toBe(false)
  })

  it('wants an object of data at most 64 KB of UTF-8', () => {
    expect(wizardDraftInputSchema.safeParse({ step: 0, data: {} }).success).toBe(true)
    expect(wizardDraftInputSchema.safeParse({ step: 0, data: [] }).success).toBe(false)
    expect(wizardDraftInputSchema.safeParse({ step: 0, data: null }).success).toBe(false)
    expect(wizardDraftInputSchema.safeParse({ step: 1.5, data: {} }).success).toBe(false)
    const fits = { text: 'x'.repeat(WIZARD_DRAFT_MAX_BYTES - 20) }
    expect(wizardDraftInputSchema.safeParse({ step: 0, data: fits }).success).toBe(true)
    // Two bytes per 'é': the same count of characters is twice over.
    const accents = { text: 'é'.repeat(WIZARD_DRAFT_MAX_BYTES - 20) }
    expect(codesOf(wizardDraftInputSchema.safeParse({ step: 0, data: accents }))).toEqual([
      ['data', 'wizards.draftTooLarge'],
    ])
  })
})

describe('account wizard steps', () => {
  const account = {
    username: 'jane.doe',
    email: 'jane@example.com',
    password: 'secret-123',
    confirmPassword: 'secret-123',
  }

  it('checks the username, email, password length and that both passwords match', () => {
    expect(accountStepSchema.safeParse(account).success).toBe(true)
    expect(codesOf(accountStepSchema.safeParse({ ...account, username: 'a b' }))).toEqual([
      ['username', 'wizards.username'],
    ])
    expect(codesOf(accountStepSchema.safeParse({ ...account, confirmPassword: 'other' }))).toEqual([
      ['confirmPassword', 'wizards.passwordsDiffer'],
    ])
    expect(
      codesOf(accountStepSchema.safeParse({ ...account, password: 'short', confirmPassword: 'short' })),
    ).toEqual([['password', 'wizards.passwordLength']])
  })

  it('wants names, a country and at least one language', () => {
    const personal = { firstName: 'Jane', lastName: 'Doe', country: 'FR', languages: ['fr'] }
    expect(personalStepSchema.safeParse(personal).success).toBe(true)
    expect(codesOf(personalStepSchema.safeParse({ ...personal, firstName: '  ', languages: [] }))).toEqual([
      ['firstName', 'wizards.required'],
      ['languages', 'wizards.pickOne'],
    ])
    expect(personalStepSchema.safeParse({ ...personal, country: 'XX' }).success).toBe(false)
  })

  it('takes social links empty or as https addresses', () => {
    expect(socialStepSchema.parse({})).toEqual({ twitter: '', facebook: '', linkedin: '', github: '' })
    expect(socialStepSchema.safeParse({ twitter: 'https://twitter.com/jane' }).success).toBe(true)
    expect(codesOf(socialStepSchema.safeParse({ github: 'javascript:alert(1)' }))).toEqual([
      ['github', 'wizards.url'],
    ])
  })

  it('validates the whole wizard with each step', () => {
    expect(accountWizardSchema.safeParse({ account, personal: {}, social: {} }).success).toBe(false)
  })
})

describe('deal and listing steps', () => {
  it('keeps a percentage at most 100 but a flat amount may be larger', () => {
    expect(dealTypeStepSchema.safeParse({ dealType: 'flat', discount: 150, region: 'asia' }).success).toBe(
      true,
    )
    expect(
      codesOf(dealTypeStepSchema.safeParse({ dealType: 'percentage', discount: 150, region: 'asia' })),
    ).toEqual([['discount', 'wizards.percentOver100']])
  })

  it('refuses an end date before the start and a lower-case code', () => {
    const details = {
      title: 'Sale',
      code: 'SALE10',
      offeredItems: ['nike-shoes'],
      startDate: '2026-05-10',
      endDate: '2026-05-10',
    }
    expect(dealDetailsStepSchema.safeParse(details).success).toBe(true)
    expect(
      codesOf(dealDetailsStepSchema.safeParse({ ...details, endDate: '2026-05-09', code: 'sale' })),
    ).toEqual([
      ['code', 'wizards.dealCode'],
      ['endDate', 'wizards.endBeforeStart'],
    ])
  })

  it('keeps the carpet area within the total, and wants 1 to 8 photos', () => {
    expect(
      codesOf(
        listingAreaStepSchema.safeParse({ totalArea: 50, carpetArea: 60, availableFrom: '2026-01-01' }),
      ),
    ).toEqual([['carpetArea', 'wizards.carpetOverTotal']])
    expect(codesOf(listingPhotosStepSchema.safeParse({ photoIds: [] }))).toEqual([
      ['photoIds', 'wizards.photoCount'],
    ])
    expect(listingPhotosStepSchema.safeParse({ photoIds: Array(9).fill('A'.repeat(24)) }).success).toBe(false)
    expect(listingPhotosStepSchema.safeParse({ photoIds: ['../etc'] }).success).toBe(false)
  })
})

describe('checkout wizard', () => {
  const values = {
    cart: { items: [{ productId: 3, qty: 2, productName: 'Nimbus', price: 10 }] },
    address: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      line1: '1 Main St',
      city: 'London',
      postalCode: 'N1 9GU',
      country: 'GB',
      delivery: 'parcel',
    },
    payment: {
      method: 'card',
      card: { name: 'Ada', number: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' },
    },
  }
  const checkoutFields = {
    contactMethod: 'email',
    requireFullName: true,
    companyName: 'optional',
    addressLine2: 'hidden',
    shippingPhone: 'required',
  } as const

  it('refuses an empty cart and a card failing Luhn, each on its step', () => {
    expect(codesOf(checkoutCartStepSchema.safeParse({ items: [] }))).toEqual([['items', 'pages.cartEmpty']])
    const badCard = {
      ...values,
      payment: { method: 'card', card: { ...values.payment.card, number: '4242 4242 4242 4241' } },
    }
    expect(codesOf(checkoutWizardSchema.safeParse(badCard))).toEqual([
      ['payment.card.number', 'pages.cardNumber'],
    ])
  })

  it("applies the store's checkout fields on the address step: required ones asked, hidden ones emptied", () => {
    const schema = checkoutWizardSchemaFor(checkoutFields)
    expect(codesOf(schema.safeParse(values))).toEqual([['address.phone', 'pages.required']])
    const parsed = schema.parse({
      ...values,
      address: { ...values.address, phone: '+44 20 7946 0000', line2: 'Flat 2' },
    })
    expect(parsed.address.line2).toBe('')
    expect(parsed.address.phone).toBe('+44 20 7946 0000')
    expect(
      codesOf(schema.safeParse({ ...values, address: { ...values.address, firstName: '' } })),
    ).toContainEqual(['address.firstName', 'pages.required'])
  })

  it("makes the public checkout's body: lines without their names, the delivery beside the address", () => {
    const body = checkoutBodyOf(checkoutWizardSchema.parse(values))
    expect(body.items).toEqual([{ productId: 3, qty: 2 }])
    expect(body.delivery).toBe('parcel')
    expect(body.address).not.toHaveProperty('delivery')
    expect(checkoutSchema.safeParse(body).success).toBe(true)
  })
})
