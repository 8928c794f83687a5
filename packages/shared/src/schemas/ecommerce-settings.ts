// Contracts of the store settings page (/apps/ecommerce/settings): one zod schema per section,
// used by the server to validate PUT /api/apps/ecommerce/settings/<section> and by the web forms.
// Every setting here changes what the store does (docs/design-decisions.md: the design note on the store
// settings says what each one drives); what drove nothing was removed.
import { z } from 'zod'
import { defineMessages, withParams } from '../errors/messages.js'
import { countryCodeSchema } from './countries.js'
import { postalCodeFitsCountry, postalCodeSchema } from './postal-codes.js'
import { timeZoneSchema } from './time-zones.js'

export const STORE_SETTINGS_SECTIONS = ['details', 'payments', 'checkout', 'notifications'] as const
export type StoreSettingsSection = (typeof STORE_SETTINGS_SECTIONS)[number]

/** How the checkout reaches the customer: by email (required), or by phone (required; email optional). */
export const STORE_CONTACT_METHODS = ['phone', 'email'] as const
export type StoreContactMethod = (typeof STORE_CONTACT_METHODS)[number]
/** How a checkout field is asked for. */
export const STORE_FIELD_MODES = ['required', 'optional', 'hidden'] as const
export type StoreFieldMode = (typeof STORE_FIELD_MODES)[number]
/**
 * The payment providers the checkout can offer: cards (no card is charged; the test card pays) and
 * PayPal (the order waits for the payment, as with a manual method).
 */
export const PAYMENT_PROVIDERS = ['card', 'paypal'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]
/**
 * What the team can be told of, each by mail (to the store's contact email) and in the app (the
 * bell of whoever handles it): an order placed at the checkout, a new customer created by one, an
 * order moved to Dispatched.
 */
export const STORE_NOTIFICATION_EVENTS = ['newOrder', 'newCustomer', 'orderShipped'] as const
export type StoreNotificationEvent = (typeof STORE_NOTIFICATION_EVENTS)[number]

export const STORE_SETTINGS_MESSAGES = defineMessages('settings', {
  required: 'Required',
  tooLong: 'At most {maximum} characters',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  providerTwice: 'Each provider once',
  methodTwice: 'Each manual method once',
  noPaymentMethod: 'Keep at least one way to pay: a provider switched on or a manual method',
  eventTwice: 'Each event once',
  notFound: 'Store settings not found',
})
const M = STORE_SETTINGS_MESSAGES

const tooLong = (max: number) => withParams(M.tooLong, { maximum: max })
const requiredText = (max: number) => z.string().trim().min(1, M.required).max(max, tooLong(max))
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max))
const phone = z
  .string()
  .trim()
  .regex(/^[+\d][\d\s().-]{5,24}$/, M.phone)
const email = z.string().trim().pipe(z.email(M.email).max(254))

const storeDetailsFields = z.object({
  /** The sender's name of the order mails, and the store named on the checkout. */
  storeName: requiredText(120),
  /** The store's phone, contact email and address: the footer of the order mails. */
  phone,
  /** Also where the team's notification mails go (notifications section). */
  email,
  /** The Reply-To of the order mails (their From address stays MAIL_FROM, which the relay accepts). */
  senderEmail: email,
  businessName: requiredText(160),
  address: requiredText(200),
  city: requiredText(80),
  state: optionalText(80),
  /** Empty, or in the format of `country` when that is a country whose format is known. */
  postalCode: postalCodeSchema,
  /** An ISO 3166-1 alpha-2 code (countries.ts). */
  country: countryCodeSchema,
  /** An IANA zone, chosen from the list: the order mails write their dates in it. */
  timezone: timeZoneSchema,
  /** Around every order number shown (orderNumberText): `#` and `` make #5434. */
  orderIdPrefix: optionalText(10),
  orderIdSuffix: optionalText(10),
})
export const storeDetailsSchema = storeDetailsFields.superRefine(
  postalCodeFitsCountry({ postalCode: 'postalCode', country: 'country' }),
)
export type StoreDetails = z.infer<typeof storeDetailsSchema>
/** The details as stored: a zone or code saved under an older rule must not make the answer unreadable. */
const storedStoreDetailsSchema = storeDetailsFields.extend({
  postalCode: z.string(),
  timezone: z.string(),
  country: z.string(),
})

export const storePaymentsSchema = z
  .object({
    /** Each provider once, switched on (offered at the checkout) or off. */
    providers: z
      .array(z.object({ name: z.enum(PAYMENT_PROVIDERS), enabled: z.boolean() }))
      .length(PAYMENT_PROVIDERS.length, M.providerTwice)
      .refine((providers) => new Set(providers.map((provider) => provider.name)).size === providers.length, {
        message: M.providerTwice,
      }),
    /** Offered at the checkout too; an order paid so waits for the payment (pending). */
    manualMethods: z
      .array(requiredText(60))
      .max(20)
      .refine((methods) => new Set(methods.map((method) => method.toLowerCase())).size === methods.length, {
        message: M.methodTwice,
      }),
  })
  .refine(
    (payments) =>
      payments.providers.some((provider) => provider.enabled) || payments.manualMethods.length > 0,
    {
      message: M.noPaymentMethod,
      path: ['providers'],
    },
  )
export type StorePayments = z.infer<typeof storePaymentsSchema>

export const storeCheckoutSchema = z.object({
  contactMethod: z.enum(STORE_CONTACT_METHODS),
  requireFullName: z.boolean(),
  companyName: z.enum(STORE_FIELD_MODES),
  addressLine2: z.enum(STORE_FIELD_MODES),
  shippingPhone: z.enum(STORE_FIELD_MODES),
})
export type StoreCheckout = z.infer<typeof storeCheckoutSchema>

export const storeNotificationsSchema = z.object({
  events: z
    .array(z.object({ type: z.enum(STORE_NOTIFICATION_EVENTS), email: z.boolean(), app: z.boolean() }))
    .refine((events) => new Set(events.map((event) => event.type)).size === events.length, {
      message: M.eventTwice,
    }),
})
export type StoreNotifications = z.infer<typeof storeNotificationsSchema>

/** The body schema of each section's PUT. */
export const storeSettingsSectionSchemas = {
  details: storeDetailsSchema,
  payments: storePaymentsSchema,
  checkout: storeCheckoutSchema,
  notifications: storeNotificationsSchema,
} as const satisfies Record<StoreSettingsSection, z.ZodType>

export const storeSettingsSchema = z.object({
  /** The store's name as stored (the row is addressed by being the only one). */
  name: z.string(),
  /** ISO time of the last save. */
  updatedAt: z.string(),
  details: storedStoreDetailsSchema,
  payments: storePaymentsSchema,
  checkout: storeCheckoutSchema,
  /** Every event, in STORE_NOTIFICATION_EVENTS order. */
  notifications: storeNotificationsSchema,
})
export type StoreSettings = z.infer<typeof storeSettingsSchema>
