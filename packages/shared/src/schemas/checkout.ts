// Contracts of the checkout (spec section 7): the catalogue, the quote, the order with its offer
// code and payment, and the card checks (Luhn, expiry) that the subscription's payment shares.
import { z } from 'zod'
import { INT4_MAX, optionalQueryText } from './common.js'
import { countryCodeSchema } from './countries.js'
import {
  PAYMENT_PROVIDERS,
  storeCheckoutSchema,
  type StoreCheckout,
  type StoreFieldMode,
} from './ecommerce-settings.js'
import { PAGES_MESSAGES as M, requiredText as text } from './pages-messages.js'

/** Luhn's check: what a card form verifies before sending a number. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/** The only card number that pays (no card is charged anywhere). */
export const TEST_CARD_NUMBER = '4242424242424242'

/** MM/YY not before the given month. */
export function expiryIsValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
}

export const cardSchema = z.object({
  name: text(100),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value) && passesLuhn(value), M.cardNumber),
  expiry: z
    .string()
    .trim()
    .refine((value) => expiryIsValid(value), M.cardExpiry),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, M.cardCvc),
})
export type CardInput = z.input<typeof cardSchema>

export const DELIVERY_OPTIONS = ['parcel', 'scheduled'] as const
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number]

export const catalogueQuerySchema = z.object({ q: optionalQueryText })
export const catalogueProductSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  productBrand: z.string(),
  category: z.string(),
  price: z.number(),
  qty: z.number().int(),
  image: z.string().nullable(),
})
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>
export const catalogueResponseSchema = z.object({ products: z.array(catalogueProductSchema) })

/** A field the store may leave optional or hide: empty when not given. */
const blankable = (max: number) => z.string().trim().max(max).default('')
const phoneText = z
  .string()
  .trim()
  .max(40)
  .refine((value) => value === '' || /^[+\d][\d\s().-]{5,24}$/.test(value), M.phone)
  .default('')

/**
 * Who orders and where it goes. Which of these the checkout asks for, and which it requires, is
 * the store's choice (checkoutFieldModes); this schema checks only their form.
 */
export const checkoutAddressSchema = z.object({
  firstName: blankable(60),
  lastName: text(60),
  /** Empty only when the store reaches customers by phone. */
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || z.email().safeParse(value).success, M.email)
    .default(''),
  /** The customer's phone, asked for when the store reaches customers by phone. */
  contactPhone: phoneText,
  company: blankable(100),
  line1: text(200),
  line2: blankable(200),
  city: text(100),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, M.postalCode),
  /** An ISO 3166-1 alpha-2 code, picked from the list. */
  country: countryCodeSchema,
  /** The shipping address's phone, for the carrier. */
  phone: phoneText,
})
export type CheckoutAddressInput = z.input<typeof checkoutAddressSchema>
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>
export type CheckoutAddressField = keyof CheckoutAddress

/** How the checkout asks for each field, from the store's checkout settings: the form and the server read this. */
export function checkoutFieldModes(fields: StoreCheckout): Record<CheckoutAddressField, StoreFieldMode> {
  return {
    firstName: fields.requireFullName ? 'required' : 'optional',
    lastName: 'required',
    email: fields.contactMethod === 'email' ? 'required' : 'optional',
    contactPhone: fields.contactMethod === 'phone' ? 'required' : 'hidden',
    company: fields.companyName,
    line1: 'required',
    line2: fields.addressLine2,
    city: 'required',
    postalCode: 'required',
    country: 'required',
    phone: fields.shippingPhone,
  }
}

/**
 * The store's rules over an address (alone, or a form section holding its fields): a required field
 * left empty is refused (the form and the server say the same), a hidden one is emptied.
 */
export function checkoutFieldRules(fields: StoreCheckout) {
  const modes = Object.entries(checkoutFieldModes(fields)) as [CheckoutAddressField, StoreFieldMode][]
  return {
    refine: (address: CheckoutAddress, context: z.RefinementCtx) => {
      for (const [field, mode] of modes)
        if (mode === 'required' && address[field] === '')
          context.addIssue({ code: 'custom', path: [field], message: M.required })
    },
    clean: <A extends CheckoutAddress>(address: A): A => {
      const kept = { ...address }
      for (const [field, mode] of modes) if (mode === 'hidden') kept[field] = '' as A[typeof field]
      return kept
    },
  }
}

/** The address as the store takes it (checkoutFieldRules). */
export function checkoutAddressSchemaFor(fields: StoreCheckout) {
  const rules = checkoutFieldRules(fields)
  return checkoutAddressSchema.superRefine(rules.refine).transform(rules.clean)
}

/** The customer's name as one line: the first name (when given) and the last. */
export function checkoutFullName(address: Pick<CheckoutAddress, 'firstName' | 'lastName'>): string {
  return [address.firstName, address.lastName].filter(Boolean).join(' ')
}

/**
 * How the order is paid: a card (only the test card pays; no card is charged), PayPal, or one of
 * the store's manual methods by name. The store's payment settings say which are offered.
 */
export const checkoutPaymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: cardSchema }),
  z.object({ method: z.literal('paypal') }),
  z.object({ method: z.literal('manual'), manualMethod: text(60) }),
])
export type CheckoutPaymentInput = z.input<typeof checkoutPaymentSchema>
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>

/** A deal's code as typed: spaces trimmed, any case (codes are matched case-insensitively). */
export const offerCodeSchema = z
  .string()
  .trim()
  .max(40)
  .transform((value) => value.toUpperCase())
  .default('')

export const checkoutSchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.number().int().positive().max(INT4_MAX),
        qty: z.number().int().min(1).max(99),
      }),
    )
    .min(1, M.cartEmpty)
    .max(50),
  address: checkoutAddressSchema,
  delivery: z.enum(DELIVERY_OPTIONS),
  payment: checkoutPaymentSchema,
  offerCode: offerCodeSchema,
})
export type CheckoutInput = z.input<typeof checkoutSchema>
export type Checkout = z.infer<typeof checkoutSchema>

export const checkoutQuoteSchema = checkoutSchema
  .pick({ items: true, delivery: true, offerCode: true })
  .extend({
    postalCode: z.string().trim().max(12).default(''),
    /** What the offer's rules read, when the form has them already (the order checks them all). */
    country: z.string().trim().max(2).default(''),
    email: z.string().trim().max(200).default(''),
    paymentMethod: z.enum(['card', 'paypal', 'manual', '']).default(''),
    manualMethod: z.string().trim().max(60).default(''),
  })
export type CheckoutQuoteInput = z.input<typeof checkoutQuoteSchema>
export type CheckoutQuote = z.output<typeof checkoutQuoteSchema>

/** What the checkout offers, from the store settings (public: the checkout pages read it first). */
export const checkoutOptionsSchema = z.object({
  storeName: z.string(),
  fields: storeCheckoutSchema,
  /** The providers switched on, in PAYMENT_PROVIDERS order, and the manual methods by name. */
  payments: z.object({
    providers: z.array(z.enum(PAYMENT_PROVIDERS)),
    manualMethods: z.array(z.string()),
  }),
  /** Dollars: parcel delivery, and scheduled delivery near (postal codes 0–4) and far (spec section 9). */
  deliveryPrices: z.object({ parcel: z.number(), scheduledNear: z.number(), scheduledFar: z.number() }),
})
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>

export const checkoutTotalsSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number().int(),
      productName: z.string(),
      qty: z.number().int(),
      price: z.number(),
      total: z.number(),
    }),
  ),
  subtotal: z.number(),
  /** The delivery's price. */
  shipping: z.number(),
  tax: z.number(),
  /** What the offer code took off (0 without one): a share or an amount of the goods, or the delivery. */
  discount: z.number(),
  /** The offer code applied ('' without one). */
  offerCode: z.string(),
  /** subtotal + shipping + tax − discount: what the order's `spent` and details show. */
  total: z.number(),
})
export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>
export const checkoutResponseSchema = checkoutTotalsSchema.extend({
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  /** The number as the store writes it (its order id prefix and suffix). */
  orderLabel: z.string(),
  /** Paid now (a card), or waiting for the payment (PayPal, a manual method). */
  paid: z.boolean(),
})
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>
