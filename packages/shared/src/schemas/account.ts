// Contracts of the account-settings pages (/pages/account-settings/:tab): the signed-in user's
// own profile, preferences, password, two-step switch, sessions, notifications, connections,
// billing and plan. Each request and answer of /api/account* is one of these schemas.
import { z } from 'zod'
import { BILLING_CYCLES, USER_LANGUAGES, USER_PLANS, USER_STATUSES } from '../constants/index.js'
import { COMMON_MESSAGES } from '../errors/common.js'
import { defineMessages } from '../errors/messages.js'
import { optionalCountryCodeSchema } from './countries.js'
import { postalCodeFitsCountry, postalCodeSchema } from './postal-codes.js'
import { timeZoneSchema } from './time-zones.js'
import { PHONE_PATTERN, userCreateSchema } from './users.js'

/** The tabs of /pages/account-settings/:tab (spec section 2), in display order. */
export const ACCOUNT_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** The account's language (a profile field): a user's language, one of the product's four, by name. */
export const ACCOUNT_LANGUAGES = USER_LANGUAGES
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number]

/** ISO 4217 codes the account may choose for amounts it is shown. */
export const ACCOUNT_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'CNY',
  'INR',
  'BRL',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'ZAR',
  'AED',
  'SAR',
  'EGP',
  'MAD',
  'TRY',
  'SGD',
  'HKD',
  'KRW',
] as const
export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number]

/** Notification events of the notification tab; each goes by email, browser and app. */
export const NOTIFICATION_TYPES = [
  'newForYou',
  'accountActivity',
  'newBrowserSignIn',
  'newDeviceLinked',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Services a user links on the connection tab: apps by a switch, social accounts with a username. */
export const CONNECTED_APPS = ['google', 'slack', 'github', 'mailchimp', 'asana'] as const
export const SOCIAL_ACCOUNTS = ['facebook', 'x', 'linkedin', 'dribbble', 'behance'] as const
export const CONNECTION_NAMES = [...CONNECTED_APPS, ...SOCIAL_ACCOUNTS] as const
export type ConnectionName = (typeof CONNECTION_NAMES)[number]

/**
 * What the account-settings pages are told. Their own copies of the profile fields' messages (name,
 * email, phone) are worded for the signed-in user; the billing form, which an administrator also
 * fills on the user page, uses the common ones.
 */
export const ACCOUNT_MESSAGES = defineMessages('account', {
  fullNameRequired: 'Full name is required',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  currency: 'Choose a currency from the list',
  avatar: 'Use an uploaded image',
  unknownUpload: 'This image was not uploaded here',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must have at least 8 characters',
  passwordMismatch: 'The passwords do not match',
  passwordUnchanged: 'The new password must differ from the current one',
  currentPasswordWrong: 'The current password is not correct',
  emailNeedsPassword: 'Enter your current password to change your email',
  emailTaken: 'This email is already registered',
  duplicate: 'Each entry may appear only once',
  confirmDeactivation: 'Please confirm the deactivation',
  lastManager:
    'You are the last active user who can sign in and manage roles: the organisation would be locked out',
  unknownSession: 'Unknown session',
  notFound: 'User not found',
  sessionNotFound: 'Session not found',
  twoStepCodeFormat: 'Enter the 6-digit code from your app',
  twoStepCodeWrong: 'This code is not valid or was already used',
  twoStepNotStarted: 'Start the setup again: no secret is waiting to be confirmed',
  twoStepAlreadyOn: 'Two-step verification is already on',
  twoStepNotOn: 'Two-step verification is off',
  twoStepProofRequired: 'Enter your current password or a code from your app',
  tooManyTwoStepCodes: 'Too many wrong codes or passwords. Try again in {minutes} minute(s).',
})
const M = ACCOUNT_MESSAGES

// ---------------------------------------------------------------------------------------------
// Profile and preferences

/** An avatar is null (initials), an uploaded image, or a generated initials image. */
export const accountAvatarSchema = z
  .string()
  .max(300)
  .regex(/^\/api\/media\/(uploads\/[A-Za-z0-9_-]{16,64}|avatar\/[A-Za-z0-9%._~!*'()-]+\.svg)$/, M.avatar)
  .nullable()

/** Empty, or a postal code; its country's format is checked where the country is known (postalCodeFitsCountry). */
const zipCodeSchema = postalCodeSchema.default('')
const zipCodeFitsCountry = postalCodeFitsCountry({ postalCode: 'zipCode', country: 'country' })

export const accountPreferencesSchema = z.object({
  address: z.string().trim().max(200).default(''),
  state: z.string().trim().max(80).default(''),
  zipCode: zipCodeSchema,
  timezone: timeZoneSchema,
  currency: z.enum(ACCOUNT_CURRENCIES, { error: () => M.currency }),
})
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>

export const DEFAULT_ACCOUNT_PREFERENCES: AccountPreferences = {
  address: '',
  state: '',
  zipCode: '',
  timezone: 'UTC',
  currency: 'USD',
}

export const notificationPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  email: z.boolean(),
  browser: z.boolean(),
  app: z.boolean(),
})
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>

export const DEFAULT_NOTIFICATIONS: NotificationPreference[] = [
  { type: 'newForYou', email: true, browser: true, app: true },
  { type: 'accountActivity', email: true, browser: true, app: true },
  { type: 'newBrowserSignIn', email: true, browser: true, app: false },
  { type: 'newDeviceLinked', email: true, browser: false, app: false },
]

export const accountConnectionSchema = z.object({
  name: z.enum(CONNECTION_NAMES),
  connected: z.boolean(),
  /** The handle of a connected social account, e.g. "@aurum". */
  username: z.string().trim().max(60).optional(),
})
export type AccountConnection = z.infer<typeof accountConnectionSchema>

export const DEFAULT_CONNECTIONS: AccountConnection[] = CONNECTION_NAMES.map((name) => ({
  name,
  connected: false,
}))

/** GET /api/account and the answer of PUT /api/account. */
export const accountSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  company: z.string(),
  contact: z.string(),
  country: z.string(),
  language: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  // Plain strings on the way out: a zone stored by a newer ICU must not make the answer unreadable.
  preferences: z.object({
    address: z.string(),
    state: z.string(),
    zipCode: z.string(),
    timezone: z.string(),
    currency: z.string(),
  }),
  twoStepEnabled: z.boolean(),
  notifications: z.array(notificationPreferenceSchema),
  connections: z.array(accountConnectionSchema),
})
export type Account = z.infer<typeof accountSchema>

/** Whether an email typed in the profile is another login than the stored one (login ignores case). */
export function isNewEmail(stored: string, typed: string): boolean {
  return stored.toLowerCase() !== typed.toLowerCase()
}

/**
 * PUT /api/account: every profile field and preference (a full replacement; free texts default to
 * ''). A new email (other than by case) needs the current password too: whoever holds an open
 * session must not be able to move the account's login to an address of theirs.
 */
export const accountUpdateSchema = z
  .object({
    fullName: z.string().trim().min(1, M.fullNameRequired).max(120),
    email: z.email(M.email).max(254),
    company: userCreateSchema.shape.company,
    contact: z.string().trim().regex(PHONE_PATTERN, M.phone).or(z.literal('')).default(''),
    country: userCreateSchema.shape.country,
    language: z.enum(ACCOUNT_LANGUAGES),
    avatar: accountAvatarSchema,
    ...accountPreferencesSchema.shape,
    /** Asked for (by the server, which knows the stored email) only when the email changes. */
    currentPassword: z.string().max(200).optional(),
  })
  .superRefine(zipCodeFitsCountry)
export type AccountUpdate = z.infer<typeof accountUpdateSchema>
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>

// ---------------------------------------------------------------------------------------------
// Security

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, M.passwordRequired).max(200),
    newPassword: z.string().min(8, M.passwordShort).max(200),
    confirmPassword: z.string().max(200),
  })
  .superRefine((body, context) => {
    if (body.confirmPassword !== body.newPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: M.passwordMismatch,
      })
    }
    if (body.currentPassword && body.newPassword === body.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: M.passwordUnchanged })
    }
  })
export type PasswordChange = z.infer<typeof passwordChangeSchema>

/** GET /api/account/two-step: whether it is on, and how many recovery codes are still unused. */
export const twoStepStatusSchema = z.object({
  twoStepEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
})
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>

/**
 * POST /api/account/two-step/setup: a new secret waiting to be confirmed by a code. It is shown
 * this once (base32 and as a QR code of its otpauth:// address); the server never sends it again.
 */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth:// address as an SVG QR code, drawn by the server. */
  qrCodeSvg: z.string(),
})
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>

const totpCodeSchema = z
  .string()
  .max(20, M.twoStepCodeFormat)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, M.twoStepCodeFormat))

/** POST /api/account/two-step/enable: one code of the app confirms the secret of the setup. */
export const twoStepEnableBodySchema = z.object({ code: totpCodeSchema })
export type TwoStepEnableBody = z.input<typeof twoStepEnableBodySchema>

/** The answer of enabling: the recovery codes, shown once (only their hashes are kept). */
export const twoStepEnabledSchema = z.object({
  twoStepEnabled: z.literal(true),
  recoveryCodes: z.array(z.string()),
})
export type TwoStepEnabled = z.infer<typeof twoStepEnabledSchema>

/** POST /api/account/two-step/disable: the current password, or a code of the app (or a recovery code). */
export const twoStepDisableBodySchema = z
  .object({
    password: z.string().max(200).optional(),
    code: z
      .string()
      .max(40, M.twoStepCodeFormat)
      .transform((value) => value.replace(/\s+/g, ''))
      .optional(),
  })
  .superRefine((body, context) => {
    if (!body.password && !body.code)
      context.addIssue({ code: 'custom', path: ['password'], message: M.twoStepProofRequired })
    if (body.code && !/^(\d{6}|[a-z2-7]{5}-?[a-z2-7]{5})$/i.test(body.code))
      context.addIssue({ code: 'custom', path: ['code'], message: M.twoStepCodeFormat })
  })
export type TwoStepDisableBody = z.input<typeof twoStepDisableBodySchema>
export const twoStepDisabledSchema = z.object({ twoStepEnabled: z.literal(false) })

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet'] as const
export type DeviceKind = (typeof DEVICE_KINDS)[number]

/** One login of the user (recent devices), browser and OS read from its user agent. */
export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(DEVICE_KINDS),
  ip: z.string(),
  createdAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) })
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>

/** "Sign out all other devices": how many sessions ended. */
export const accountSessionsRevokedSchema = z.object({ revoked: z.number().int() })

export const accountSessionParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, M.unknownSession),
})

/**
 * POST /api/account/deactivate: the box "I confirm my account deactivation" must be ticked, and the
 * current password given, so that a borrowed session cannot switch the account off.
 */
export const deactivateBodySchema = z.object({
  confirm: z.literal(true, { error: () => M.confirmDeactivation }),
  password: z
    .string({ error: () => M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(200),
})
export type DeactivateBody = z.infer<typeof deactivateBodySchema>

// ---------------------------------------------------------------------------------------------
// Notifications and connections

function uniqueBy<T>(key: (item: T) => string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const value = key(item)
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index], message: M.duplicate })
      seen.add(value)
    })
  }
}

/** PUT /api/account/notifications: types left out keep their default channels. */
export const notificationsBodySchema = z.object({
  notifications: z
    .array(notificationPreferenceSchema)
    .max(NOTIFICATION_TYPES.length)
    .superRefine(uniqueBy((item) => item.type)),
})
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationPreferenceSchema) })

/** PUT /api/account/connections: services left out stay disconnected. */
export const connectionsBodySchema = z.object({
  connections: z
    .array(accountConnectionSchema)
    .max(CONNECTION_NAMES.length)
    .superRefine(uniqueBy((item) => item.name)),
})
export const connectionsResponseSchema = z.object({ connections: z.array(accountConnectionSchema) })

// ---------------------------------------------------------------------------------------------
// Billing and plan

const accountBillingFields = z.object({
  companyName: z.string().trim().max(120).default(''),
  billingEmail: z.email(COMMON_MESSAGES.email).max(254),
  taxId: z.string().trim().max(40).default(''),
  vatNumber: z.string().trim().max(40).default(''),
  mobile: z.string().trim().regex(PHONE_PATTERN, COMMON_MESSAGES.phone).or(z.literal('')).default(''),
  /** An ISO 3166-1 alpha-2 code, or empty. */
  country: optionalCountryCodeSchema.default(''),
  address: z.string().trim().max(200).default(''),
  state: z.string().trim().max(80).default(''),
  zipCode: zipCodeSchema,
})
/** PUT /api/account/billing (and a user's billing set by an administrator). */
export const accountBillingSchema = accountBillingFields.superRefine(zipCodeFitsCountry)
export type AccountBilling = z.infer<typeof accountBillingSchema>
export type AccountBillingInput = z.input<typeof accountBillingSchema>

/** A billing address as stored: a zip code saved under an older rule must not make the answer unreadable. */
export const storedBillingSchema = accountBillingFields.extend({ zipCode: z.string() })

/** GET /api/account/billing and the answer of its PUTs: the plan and the billing address (null until saved). */
export const billingResponseSchema = z.object({
  currentPlan: z.enum(USER_PLANS),
  /** How the plan is paid (a free plan costs nothing either way). */
  cycle: z.enum(BILLING_CYCLES),
  billing: storedBillingSchema.nullable(),
})
export type BillingResponse = z.infer<typeof billingResponseSchema>

/** A new plan; `cycle` left out keeps the current one (a free plan is always monthly). */
export const planChangeSchema = z.object({
  plan: z.enum(USER_PLANS),
  cycle: z.enum(BILLING_CYCLES).optional(),
})
export type PlanChange = z.input<typeof planChangeSchema>

/** The guided tour of the shell (/extensions/tour): dismissed for good, or still offered. */
export const accountTourSchema = z.object({ dismissed: z.boolean() })
export type AccountTour = z.infer<typeof accountTourSchema>
