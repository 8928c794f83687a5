// Contracts of the public pages (spec section 7: FAQ and help center, plus pricing, checkout,
// payment and the landing page's contact form) and of the back office where authors write the
// FAQ and the help-center articles.
import { z } from 'zod'
import { BILLING_CYCLES, USER_PLANS, type BillingCycle, type LanguageCode } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import { INT4_MAX, optionalQueryText } from './common.js'
import { countryCodeSchema } from './countries.js'
import {
  PAYMENT_PROVIDERS,
  storeCheckoutSchema,
  type StoreCheckout,
  type StoreFieldMode,
} from './ecommerce-settings.js'

/** A row id: a PostgreSQL integer. */
const rowId = z.number().int().positive().max(INT4_MAX)

export const PAGES_MESSAGES = defineMessages('pages', {
  articleNotFound: 'No article with this address',
  faqNotFound: 'No such question',
  groupNotFound: 'No such FAQ group',
  categoryNotFound: 'No such help-center category',
  slugTaken: 'Another article already has this address',
  slugFormat: 'Use lower-case letters, digits and hyphens',
  orderMismatch: 'The order must list every entry of the group exactly once',
  required: 'This field is required',
  email: 'Enter a valid email',
  cartEmpty: 'Your cart is empty',
  productUnavailable: '{product} is not available',
  outOfStock: 'Only {available} of {product} left in stock',
  cardNumber: 'Enter a valid card number',
  cardExpiry: 'Enter a future expiry date as MM/YY',
  cardCvc: 'Enter the 3 or 4 digits on the back of the card',
  cardDeclined: 'The card was declined: use the test card 4242 4242 4242 4242',
  postalCode: 'Enter a valid postal code',
  phone: 'Enter a valid phone number',
  paymentUnavailable: 'This way of paying is not offered; choose another',
  tooManyVisitorForms: 'Too many messages from this address. Try again in {minutes} minute(s).',
  offerUnknown: 'No offer has this code',
  offerExpired: 'This code expired on {endDay}',
  offerNotYetValid: 'This code is valid from {startDay}',
  offerMinimumCart: 'This code needs a subtotal of at least {minimumMoney}',
  offerUsedUp: 'This code has been used as many times as it may be',
  offerAlreadyUsed: 'This code can be used once per customer, and this customer has used it',
  offerCardOnly: 'This code is valid only when paying by card',
  offerPaypalOnly: 'This code is valid only when paying with PayPal',
  offerCashOnly: 'This code is valid only when paying in cash',
  offerRegion: 'This code is not valid for deliveries to this country',
  offerSignIn: 'Sign in to use this code',
  offerPaidPlan: 'This code is for members on a paid plan',
})
const M = PAGES_MESSAGES

/** The languages content can be written in; English is the row itself, the others translations. */
export const CONTENT_LANGUAGES = ['en', 'es', 'fr', 'ar'] as const satisfies readonly LanguageCode[]
export const CONTENT_TRANSLATION_LANGUAGES = ['es', 'fr', 'ar'] as const satisfies readonly LanguageCode[]
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

const langQuery = z.enum(CONTENT_LANGUAGES).optional()

const text = (max: number) => z.string().trim().min(1, M.required).max(max)
/** Optional translated text: empty means "not translated" (the English shows). */
const optionalText = (max: number) => z.string().trim().max(max).optional()

// ---------------------------------------------------------------------------------------------
// FAQ (public)

export const faqQuerySchema = z.object({ q: optionalQueryText, lang: langQuery })
export type FaqQuery = z.infer<typeof faqQuerySchema>

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** HTML, sanitized by the server. */
  answer: z.string(),
})
export const faqGroupSchema = z.object({
  id: z.number().int(),
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqEntrySchema),
})
export type FaqGroup = z.infer<typeof faqGroupSchema>
/** Spec section 7: the groups whose questions match q (case-insensitive), groups left empty dropped. */
export const faqResponseSchema = z.array(faqGroupSchema)

// ---------------------------------------------------------------------------------------------
// Help center (public)

export const contentLangQuerySchema = z.object({ lang: langQuery })
export const articleQuerySchema = z.object({
  lang: langQuery,
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
})
export const articleSlugSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.slugFormat)
export const articleSlugParamSchema = z.object({ slug: z.string().max(120) })

export const articleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
})
export type ArticleCard = z.infer<typeof articleCardSchema>

export const helpCenterResponseSchema = z.object({
  allArticles: z.array(
    z.object({
      title: z.string(),
      icon: z.string(),
      articles: z.array(z.object({ slug: z.string(), title: z.string() })),
    }),
  ),
  popularArticles: z.array(articleCardSchema),
  keepLearning: z.array(articleCardSchema),
})
export type HelpCenterResponse = z.infer<typeof helpCenterResponseSchema>

/** The help center's search box: q in the reader's language (stems, similar words, substrings). */
export const helpSearchQuerySchema = z.object({
  q: z.string().trim().min(1, M.required).max(200),
  lang: langQuery,
})
export type HelpSearchQuery = z.infer<typeof helpSearchQuerySchema>
export const helpSearchHitSchema = z.object({
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
})
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>
/** The best matches first, at most HELP_SEARCH_LIMIT. */
export const helpSearchResponseSchema = z.object({ articles: z.array(helpSearchHitSchema) })
export type HelpSearchResponse = z.infer<typeof helpSearchResponseSchema>
export const HELP_SEARCH_LIMIT = 20

export const articleDataSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** YYYY-MM-DD. */
  lastUpdated: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  /** Related articles: the others of its category. */
  articleList: z.array(z.object({ slug: z.string(), title: z.string() })),
  checkoutImg: z.string(),
  productImg: z.string(),
})
export type ArticleData = z.infer<typeof articleDataSchema>
export const articleResponseSchema = z.object({ articleData: articleDataSchema })

// ---------------------------------------------------------------------------------------------
// Authoring (back office)

const faqTranslationSchema = z.object({ question: optionalText(300), answer: optionalText(20_000) })
export const faqEntryWriteSchema = z.object({
  groupId: rowId,
  question: text(300),
  answer: text(20_000),
  published: z.boolean().default(true),
  translations: z.partialRecord(z.enum(CONTENT_TRANSLATION_LANGUAGES), faqTranslationSchema).default({}),
})
export type FaqEntryWrite = z.infer<typeof faqEntryWriteSchema>
export type FaqEntryWriteInput = z.input<typeof faqEntryWriteSchema>

export const faqAdminEntrySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  translations: z.record(z.string(), faqTranslationSchema),
  updatedAt: z.string(),
})
export type FaqAdminEntry = z.infer<typeof faqAdminEntrySchema>
export const faqAdminGroupSchema = z.object({
  id: z.number().int(),
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqAdminEntrySchema),
})
export type FaqAdminGroup = z.infer<typeof faqAdminGroupSchema>
export const faqAdminResponseSchema = z.object({ groups: z.array(faqAdminGroupSchema) })
export type FaqAdminResponse = z.infer<typeof faqAdminResponseSchema>

/** Reordering: every id of the group (or category), in the new order. */
export const reorderSchema = z.object({ ids: z.array(rowId).min(1).max(500) })
export type Reorder = z.infer<typeof reorderSchema>

const articleTranslationSchema = z.object({
  title: optionalText(200),
  subtitle: optionalText(300),
  productContent: optionalText(50_000),
  checkoutContent: optionalText(50_000),
})
export const articleWriteSchema = z.object({
  categoryId: rowId,
  slug: articleSlugSchema,
  title: text(200),
  subtitle: text(300),
  productContent: text(50_000),
  checkoutContent: z.string().trim().max(50_000).default(''),
  popular: z.boolean().default(false),
  keepLearning: z.boolean().default(false),
  published: z.boolean().default(true),
  translations: z.partialRecord(z.enum(CONTENT_TRANSLATION_LANGUAGES), articleTranslationSchema).default({}),
})
export type ArticleWrite = z.infer<typeof articleWriteSchema>
export type ArticleWriteInput = z.input<typeof articleWriteSchema>

export const articleAdminSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  position: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  popular: z.boolean(),
  keepLearning: z.boolean(),
  published: z.boolean(),
  lastUpdated: z.string(),
  translations: z.record(z.string(), articleTranslationSchema),
})
export type ArticleAdmin = z.infer<typeof articleAdminSchema>
export const articleAdminListSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      icon: z.string(),
      articles: z.array(articleAdminSchema),
    }),
  ),
})
export type ArticleAdminList = z.infer<typeof articleAdminListSchema>

// ---------------------------------------------------------------------------------------------
// Pricing, payment (subscription) and checkout

export const planSchema = z.object({
  code: z.enum(USER_PLANS),
  monthlyPrice: z.number(),
  /** Per month when billed yearly. */
  annualMonthlyPrice: z.number(),
  popular: z.boolean(),
  features: z.array(z.string()),
})
export type Plan = z.infer<typeof planSchema>
export const plansResponseSchema = z.object({ plans: z.array(planSchema) })

/**
 * What one period of a plan costs, to the cent: a month at the monthly price, or a year at twelve
 * times the annual plan's monthly price. The payment page, the charge and billing all read this.
 */
export function planPeriodPrice(
  plan: Pick<Plan, 'monthlyPrice' | 'annualMonthlyPrice'>,
  cycle: BillingCycle,
): number {
  return cycle === 'annual' ? Math.round(plan.annualMonthlyPrice * 12 * 100) / 100 : plan.monthlyPrice
}
export type PlansResponse = z.infer<typeof plansResponseSchema>

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

export const subscriptionSchema = z.object({
  plan: z.enum(USER_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  card: cardSchema,
})
export type SubscriptionInput = z.input<typeof subscriptionSchema>
export const subscriptionResponseSchema = z.object({
  plan: z.enum(USER_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  /** What a period costs, in dollars (a year's total for annual). */
  charged: z.number(),
})
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>

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
    .array(z.object({ productId: rowId, qty: z.number().int().min(1).max(99) }))
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

export const contactMessageSchema = z.object({
  fullName: text(100),
  email: z.string().trim().max(200).email(M.email),
  message: text(5_000),
})
export type ContactMessageInput = z.input<typeof contactMessageSchema>

/** The coming-soon page's "notify me": an address and the language to write to it in. */
export const launchSubscriptionSchema = z.object({
  email: z.string().trim().max(200).email(M.email),
  language: z.enum(CONTENT_LANGUAGES).default('en'),
})
export type LaunchSubscription = z.input<typeof launchSubscriptionSchema>
