// Contracts of the wizards (issue 22): the drafts a signed-in user keeps per wizard, and each
// wizard's steps. A step's schema validates that step in the browser before Next; the whole
// wizard's schema (the steps together, with the rules that cross them) is what the server checks
// again on submit.
import { z } from 'zod'
import { defineMessages, sizeLimitParams, withParams } from '../errors/messages.js'
import { INT4_MAX, idSchema } from './common.js'
import { countryCodeSchema } from './countries.js'
import type { StoreCheckout } from './ecommerce-settings.js'
import {
  DELIVERY_OPTIONS,
  checkoutAddressSchema,
  checkoutFieldRules,
  checkoutPaymentSchema,
  checkoutSchema,
  offerCodeSchema,
} from './checkout.js'
import { PAGES_MESSAGES } from './pages-messages.js'

export const WIZARDS_MESSAGES = defineMessages('wizards', {
  required: 'This field is required',
  email: 'Enter a valid email',
  username: 'Use 3 to 30 letters, digits, dots, hyphens or underscores',
  passwordLength: 'Use at least 8 characters',
  passwordsDiffer: 'The passwords do not match',
  url: 'Enter a full address starting with https://',
  draftTooLarge: 'The draft is over {limit}',
  draftNotObject: 'The draft data must be an object',
  percentOver100: 'A percentage discount is at most 100',
  endBeforeStart: 'The end date is before the start date',
  dealCode: 'Use 4 to 12 capital letters and digits',
  pickOne: 'Pick at least one',
  phone: 'Enter a valid phone number',
  postalCode: 'Enter a valid postal code',
  carpetOverTotal: 'The carpet area cannot exceed the total area',
  photoCount: 'Add at least one photo',
  uploadId: 'Unknown photo',
  noSuchWizard: 'No such wizard',
  codeTaken: 'Another deal already uses this code',
  dealNotFound: 'No such deal',
  listingNotFound: 'No such listing',
})
const M = WIZARDS_MESSAGES

/** The wizards that keep drafts: the two form wizards and the three examples. */
export const WIZARD_IDS = [
  'form-wizard-numbered',
  'form-wizard-icons',
  'create-deal',
  'property-listing',
  'checkout',
] as const
export type WizardId = (typeof WIZARD_IDS)[number]
export const wizardParamSchema = z.object({ wizard: z.enum(WIZARD_IDS, M.noSuchWizard) })

/** A draft's data, as JSON, at most this many bytes. */
export const WIZARD_DRAFT_MAX_BYTES = 64 * 1024

/** The UTF-8 size of a value's JSON (shared code has no TextEncoder in its typings). */
function jsonBytes(value: unknown): number {
  let bytes = 0
  for (const char of JSON.stringify(value) ?? '') {
    const point = char.codePointAt(0) ?? 0
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4
  }
  return bytes
}

export const wizardDraftInputSchema = z.object({
  /** The step the user was on (0 = first). */
  step: z.number().int().min(0).max(20),
  data: z
    .record(z.string(), z.unknown(), M.draftNotObject)
    .refine(
      (data) => jsonBytes(data) <= WIZARD_DRAFT_MAX_BYTES,
      withParams(M.draftTooLarge, sizeLimitParams(WIZARD_DRAFT_MAX_BYTES)),
    ),
})
export type WizardDraftInput = z.input<typeof wizardDraftInputSchema>

export const wizardDraftSchema = z.object({
  step: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
})
export type WizardDraft = z.infer<typeof wizardDraftSchema>
/** GET answers `{ draft: null }` when the user has none. */
export const wizardDraftResponseSchema = z.object({ draft: wizardDraftSchema.nullable() })
export type WizardDraftResponse = z.infer<typeof wizardDraftResponseSchema>

const required = (max: number) => z.string().trim().min(1, M.required).max(max)
const optionalText = (max: number) => z.string().trim().max(max).default('')
const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), M.url)
  .default('')

// Account wizard (form-wizard-numbered and form-wizard-icons): account, personal info, social links.

export const accountStepSchema = z
  .object({
    username: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{3,30}$/, M.username),
    email: z.email(M.email).max(254),
    password: z.string().min(8, M.passwordLength).max(128),
    confirmPassword: z.string().max(128),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: M.passwordsDiffer,
    path: ['confirmPassword'],
  })
export const WIZARD_LANGUAGES = ['en', 'es', 'fr', 'ar', 'de', 'pt'] as const
export const personalStepSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  country: countryCodeSchema,
  languages: z.array(z.enum(WIZARD_LANGUAGES)).min(1, M.pickOne).max(WIZARD_LANGUAGES.length),
})
export const socialStepSchema = z.object({
  twitter: httpsUrl,
  facebook: httpsUrl,
  linkedin: httpsUrl,
  github: httpsUrl,
})
export const accountWizardSchema = z.object({
  account: accountStepSchema,
  personal: personalStepSchema,
  social: socialStepSchema,
})
export type AccountWizardInput = z.input<typeof accountWizardSchema>
/** The fields of the account step never kept in a draft: a password is not stored unhashed. */
export const ACCOUNT_SECRET_FIELDS = ['password', 'confirmPassword'] as const

export const accountSubmissionSchema = z.object({
  id: z.number().int(),
  wizard: z.enum(WIZARD_IDS),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** The user the submission created; null when the submitter may not create users (kept only). */
  accountId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type AccountSubmission = z.infer<typeof accountSubmissionSchema>
export const accountSubmissionsResponseSchema = z.object({ submissions: z.array(accountSubmissionSchema) })

// Create deal: deal type, deal details, deal usage.

export const DEAL_TYPES = ['percentage', 'flat', 'prime'] as const
export const DEAL_REGIONS = ['asia', 'europe', 'africa', 'americas', 'oceania'] as const
export const DEAL_ITEMS = [
  'apple-iphone',
  'samsung-galaxy',
  'nike-shoes',
  'sony-headphones',
  'logitech-mouse',
] as const
export const DEAL_USER_TYPES = ['all', 'registered', 'prime'] as const
export const DEAL_PAYMENT_METHODS = ['any', 'card', 'paypal', 'cash'] as const

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.required)

export const dealTypeStepSchema = z
  .object({
    dealType: z.enum(DEAL_TYPES),
    discount: z.number().positive().max(100_000),
    region: z.enum(DEAL_REGIONS),
  })
  .refine((value) => value.dealType !== 'percentage' || value.discount <= 100, {
    message: M.percentOver100,
    path: ['discount'],
  })
export const dealDetailsStepSchema = z
  .object({
    title: required(120),
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{4,12}$/, M.dealCode),
    description: optionalText(1000),
    offeredItems: z.array(z.enum(DEAL_ITEMS)).min(1, M.pickOne).max(DEAL_ITEMS.length),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((value) => value.endDate >= value.startDate, { message: M.endBeforeStart, path: ['endDate'] })
export const dealUsageStepSchema = z.object({
  userType: z.enum(DEAL_USER_TYPES),
  maxUsers: z.number().int().min(1).max(1_000_000),
  minCartAmount: z.number().min(0).max(1_000_000),
  paymentMethod: z.enum(DEAL_PAYMENT_METHODS),
  singleUse: z.boolean(),
})
export const dealWizardSchema = z.object({
  type: dealTypeStepSchema,
  details: dealDetailsStepSchema,
  usage: dealUsageStepSchema,
})
export type DealWizardInput = z.input<typeof dealWizardSchema>

export const dealSchema = z.object({
  id: z.number().int(),
  dealType: z.enum(DEAL_TYPES),
  discount: z.number(),
  region: z.enum(DEAL_REGIONS),
  title: z.string(),
  code: z.string(),
  description: z.string(),
  offeredItems: z.array(z.enum(DEAL_ITEMS)),
  startDate: z.string(),
  endDate: z.string(),
  userType: z.enum(DEAL_USER_TYPES),
  maxUsers: z.number().int(),
  minCartAmount: z.number(),
  paymentMethod: z.enum(DEAL_PAYMENT_METHODS),
  singleUse: z.boolean(),
  createdAt: z.string(),
})
export type Deal = z.infer<typeof dealSchema>
export const dealsResponseSchema = z.object({ deals: z.array(dealSchema) })
/** The wizard's values of a stored deal: what the edit opens the wizard with, and PUT takes back. */
export function dealWizardValues(deal: Deal): DealWizardInput {
  return {
    type: { dealType: deal.dealType, discount: deal.discount, region: deal.region },
    details: {
      title: deal.title,
      code: deal.code,
      description: deal.description,
      offeredItems: deal.offeredItems,
      startDate: deal.startDate,
      endDate: deal.endDate,
    },
    usage: {
      userType: deal.userType,
      maxUsers: deal.maxUsers,
      minCartAmount: deal.minCartAmount,
      paymentMethod: deal.paymentMethod,
      singleUse: deal.singleUse,
    },
  }
}
/** The :id of /api/wizards/deals/:id and /api/wizards/listings/:id. */
export const wizardRowParamSchema = z.object({ id: idSchema })

// Property listing: personal details, property details, features, area, price, photos.

export const LISTING_USER_TYPES = ['owner', 'broker', 'builder'] as const
export const PROPERTY_TYPES = ['apartment', 'house', 'villa', 'office', 'land'] as const
export const LISTING_PURPOSES = ['sell', 'rent'] as const
export const FURNISHING = ['furnished', 'semi-furnished', 'unfurnished'] as const
export const PRICE_DISPLAY = ['fixed', 'negotiable'] as const
export const LISTING_PHOTOS_MAX = 8
/** An id of POST /api/media/uploads. */
export const uploadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, M.uploadId)

export const listingPersonalStepSchema = z.object({
  userType: z.enum(LISTING_USER_TYPES),
  firstName: required(60),
  lastName: required(60),
  email: z.email(M.email).max(254),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, M.phone),
})
export const listingPropertyStepSchema = z.object({
  propertyType: z.enum(PROPERTY_TYPES),
  purpose: z.enum(LISTING_PURPOSES),
  address: required(200),
  city: required(100),
  postalCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, M.postalCode),
  country: countryCodeSchema,
})
export const listingFeaturesStepSchema = z.object({
  bedrooms: z.number().int().min(0).max(50),
  bathrooms: z.number().int().min(0).max(50),
  floor: z.number().int().min(-5).max(200),
  furnishing: z.enum(FURNISHING),
  gatedCommunity: z.boolean(),
})
export const listingAreaStepSchema = z
  .object({
    totalArea: z.number().positive().max(1_000_000),
    carpetArea: z.number().positive().max(1_000_000),
    availableFrom: isoDate,
  })
  .refine((value) => value.carpetArea <= value.totalArea, {
    message: M.carpetOverTotal,
    path: ['carpetArea'],
  })
export const listingPriceStepSchema = z.object({
  expectedPrice: z.number().positive().max(1_000_000_000),
  maintenance: z.number().min(0).max(1_000_000),
  priceDisplay: z.enum(PRICE_DISPLAY),
})
export const listingPhotosStepSchema = z.object({
  photoIds: z.array(uploadIdSchema).min(1, M.photoCount).max(LISTING_PHOTOS_MAX),
})
export const listingWizardSchema = z.object({
  personal: listingPersonalStepSchema,
  property: listingPropertyStepSchema,
  features: listingFeaturesStepSchema,
  area: listingAreaStepSchema,
  price: listingPriceStepSchema,
  photos: listingPhotosStepSchema,
})
export type ListingWizardInput = z.input<typeof listingWizardSchema>

export const listingSchema = z.object({
  id: z.number().int().max(INT4_MAX),
  title: z.string(),
  purpose: z.enum(LISTING_PURPOSES),
  city: z.string(),
  expectedPrice: z.number(),
  photoIds: z.array(z.string()),
  photoUrls: z.array(z.string()),
  data: listingWizardSchema,
  createdAt: z.string(),
})
export type Listing = z.infer<typeof listingSchema>
export const listingsResponseSchema = z.object({ listings: z.array(listingSchema) })

// Checkout: cart, address, payment; the order is placed by the public checkout (POST
// /api/pages/checkout), which validates its body with checkoutSchema again.

/** A cart line: what the order needs (product and quantity) and the name the cart shows. */
export const checkoutWizardLineSchema = checkoutSchema.shape.items.element.extend({
  productName: z.string().max(300).default(''),
  price: z.number().min(0).default(0),
})
export const checkoutCartStepSchema = z.object({
  items: z.array(checkoutWizardLineSchema).min(1, PAGES_MESSAGES.cartEmpty).max(50),
  /** A deal's code, checked by the checkout's quote and order ('' none). */
  offerCode: offerCodeSchema,
})
export const checkoutAddressStepSchema = checkoutAddressSchema.extend({ delivery: z.enum(DELIVERY_OPTIONS) })
export const checkoutPaymentStepSchema = checkoutPaymentSchema
/** The wizard's form: each field's form only (the store's field rules: checkoutWizardSchemaFor). */
export const checkoutWizardSchema = z.object({
  cart: checkoutCartStepSchema,
  address: checkoutAddressStepSchema,
  payment: checkoutPaymentStepSchema,
})
/** The wizard as the store's checkout settings have it: the fields it requires, those it hides. */
export function checkoutWizardSchemaFor(fields: StoreCheckout) {
  const rules = checkoutFieldRules(fields)
  return checkoutWizardSchema.extend({
    address: checkoutAddressStepSchema.superRefine(rules.refine).transform(rules.clean),
  })
}
export type CheckoutWizardInput = z.input<typeof checkoutWizardSchema>
/** The fields of the wizard never kept in a draft: the card. */
export const CHECKOUT_SECRET_STEPS = ['payment'] as const

/** The public checkout's body from the wizard's values. */
export function checkoutBodyOf(
  values: z.output<typeof checkoutWizardSchema>,
): z.input<typeof checkoutSchema> {
  const { delivery, ...address } = values.address
  return {
    items: values.cart.items.map(({ productId, qty }) => ({ productId, qty })),
    address,
    delivery,
    payment: values.payment,
    offerCode: values.cart.offerCode,
  }
}
