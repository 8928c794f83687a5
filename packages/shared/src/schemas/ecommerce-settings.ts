// Contracts of the store settings page (/apps/ecommerce/settings): one zod schema per section,
// used by the server to validate PUT /api/apps/ecommerce/settings/<section> and by the web forms.
import { z } from 'zod'
import { defineMessages, withParams } from '../errors/messages.js'
import { countryCodeSchema } from './countries.js'
import { postalCodeFitsCountry, postalCodeSchema } from './postal-codes.js'
import { timeZoneSchema } from './time-zones.js'

export const STORE_SETTINGS_SECTIONS = [
  'details',
  'payments',
  'checkout',
  'shipping',
  'locations',
  'notifications',
] as const
export type StoreSettingsSection = (typeof STORE_SETTINGS_SECTIONS)[number]

export const STORE_UNIT_SYSTEMS = ['metric', 'imperial'] as const
export const STORE_WEIGHT_UNITS = ['kg', 'lb'] as const
export const STORE_CONTACT_METHODS = ['phone', 'email'] as const
/** How a checkout field is asked for. */
export const STORE_FIELD_MODES = ['required', 'optional', 'hidden'] as const

export const STORE_SETTINGS_MESSAGES = defineMessages('settings', {
  required: 'Required',
  tooLong: 'At most {maximum} characters',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  currency: 'Three capital letters (ISO 4217)',
  negative: 'Cannot be negative',
  country: 'At least one country',
  rate: 'At least one rate',
  location: 'At least one location',
  oneDefault: 'Exactly one default location',
  providerTwice: 'Each provider once',
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
  storeName: requiredText(120),
  phone,
  email,
  senderEmail: email,
  businessName: requiredText(160),
  address: requiredText(200),
  city: requiredText(80),
  state: optionalText(80),
  /** Empty, or in the format of `country` when that is a country whose format is known. */
  postalCode: postalCodeSchema,
  /** An ISO 3166-1 alpha-2 code (countries.ts). */
  country: countryCodeSchema,
  /** An IANA zone, chosen from the list. */
  timezone: timeZoneSchema,
  unitSystem: z.enum(STORE_UNIT_SYSTEMS),
  weightUnit: z.enum(STORE_WEIGHT_UNITS),
  /** ISO 4217 code; prices stay in dollars (spec section 9), this is what the store reports in. */
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, M.currency),
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

export const storePaymentsSchema = z.object({
  providers: z
    .array(z.object({ name: requiredText(60), enabled: z.boolean() }))
    .max(20)
    .refine(
      (providers) =>
        new Set(providers.map((provider) => provider.name.toLowerCase())).size === providers.length,
      {
        message: M.providerTwice,
      },
    ),
  manualMethods: z.array(requiredText(60)).max(20),
})
export type StorePayments = z.infer<typeof storePaymentsSchema>

export const storeCheckoutSchema = z.object({
  contactMethod: z.enum(STORE_CONTACT_METHODS),
  requireFullName: z.boolean(),
  companyName: z.enum(STORE_FIELD_MODES),
  addressLine2: z.enum(STORE_FIELD_MODES),
  shippingPhone: z.enum(STORE_FIELD_MODES),
})
export type StoreCheckout = z.infer<typeof storeCheckoutSchema>

export const storeShippingRateSchema = z.object({
  name: requiredText(60),
  /** Dollars. */
  price: z.number().min(0, M.negative).max(100_000),
})

export const storeShippingZoneSchema = z.object({
  name: requiredText(60),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(countryCodeSchema).min(1, M.country).max(250),
  rates: z.array(storeShippingRateSchema).min(1, M.rate).max(20),
})
export type StoreShippingZone = z.infer<typeof storeShippingZoneSchema>

export const storeShippingSchema = z.object({ zones: z.array(storeShippingZoneSchema).max(50) })
export type StoreShipping = z.infer<typeof storeShippingSchema>

export const storeLocationSchema = z.object({
  name: requiredText(80),
  address: requiredText(200),
  city: requiredText(80),
  country: countryCodeSchema,
  isDefault: z.boolean(),
})
export type StoreLocation = z.infer<typeof storeLocationSchema>

export const storeLocationsSchema = z.object({
  locations: z
    .array(storeLocationSchema)
    .min(1, M.location)
    .max(50)
    .refine((locations) => locations.filter((location) => location.isDefault).length === 1, {
      message: M.oneDefault,
    }),
})
export type StoreLocations = z.infer<typeof storeLocationsSchema>

export const storeNotificationsSchema = z.object({
  events: z.array(z.object({ type: requiredText(80), email: z.boolean(), app: z.boolean() })).max(50),
})
export type StoreNotifications = z.infer<typeof storeNotificationsSchema>

/** The body schema of each section's PUT. */
export const storeSettingsSectionSchemas = {
  details: storeDetailsSchema,
  payments: storePaymentsSchema,
  checkout: storeCheckoutSchema,
  shipping: storeShippingSchema,
  locations: storeLocationsSchema,
  notifications: storeNotificationsSchema,
} as const satisfies Record<StoreSettingsSection, z.ZodType>

/** Shipping and locations as stored: a country that an older rule let through must not make the answer unreadable. */
const storedShippingSchema = z.object({
  zones: z.array(storeShippingZoneSchema.extend({ countries: z.array(z.string()) })),
})
const storedLocationsSchema = z.object({
  locations: z.array(storeLocationSchema.extend({ country: z.string() })),
})

export const storeSettingsSchema = z.object({
  /** The store's name as stored (the row is addressed by being the only one). */
  name: z.string(),
  /** ISO time of the last save. */
  updatedAt: z.string(),
  details: storedStoreDetailsSchema,
  payments: storePaymentsSchema,
  checkout: storeCheckoutSchema,
  shipping: storedShippingSchema,
  locations: storedLocationsSchema,
  notifications: storeNotificationsSchema,
})
export type StoreSettings = z.infer<typeof storeSettingsSchema>
