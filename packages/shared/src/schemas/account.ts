// Contracts of the account-settings pages (/pages/account-settings/:tab): the signed-in user's
// own profile, preferences, password, two-step switch, sessions, notifications, connections,
// billing and plan. Each request and answer of /api/account* is one of these schemas.
import { z } from 'zod'
import { USER_PLANS, USER_STATUSES } from '../constants/index.js'
import { userCreateSchema } from './users.js'

/** The tabs of /pages/account-settings/:tab (spec section 2), in display order. */
export const ACCOUNT_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** The account's language (a profile field, stored by name like the users list shows it). */
export const ACCOUNT_LANGUAGES = ['English', 'Spanish', 'French', 'Arabic', 'German', 'Portuguese'] as const
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

let timeZones: ReadonlySet<string> | undefined
/** IANA time zones this runtime knows (Intl.supportedValuesOf), plus UTC, which it leaves out. */
export function supportedTimeZones(): readonly string[] {
  timeZones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])
  return [...timeZones]
}
export function isSupportedTimeZone(value: string): boolean {
  if (!timeZones) supportedTimeZones()
  return timeZones!.has(value)
}

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

/** Monthly price in US dollars of each plan, shown on the billing tab and its change-plan dialog. */
export const PLAN_MONTHLY_PRICES: Record<(typeof USER_PLANS)[number], number> = {
  basic: 0,
  team: 29,
  company: 49,
  enterprise: 99,
}

export const ACCOUNT_MESSAGES = {
  timeZone: 'Choose a time zone from the list',
  currency: 'Choose a currency from the list',
  avatar: 'Use an uploaded image',
  unknownUpload: 'This image was not uploaded here',
  zipCode: 'Enter a valid zip code',
  passwordMismatch: 'The passwords do not match',
  passwordUnchanged: 'The new password must differ from the current one',
  currentPasswordWrong: 'The current password is not correct',
  duplicate: 'Each entry may appear only once',
  lastManager: 'You are the last active user who can manage roles: the organisation would be locked out',
} as const

// ---------------------------------------------------------------------------------------------
// Profile and preferences

/** An avatar is null (initials), an uploaded image, or a generated initials image. */
export const accountAvatarSchema = z
  .string()
  .max(300)
  .regex(
    /^\/api\/media\/(uploads\/[A-Za-z0-9_-]{16,64}|avatar\/[A-Za-z0-9%._~!*'()-]+\.svg)$/,
    ACCOUNT_MESSAGES.avatar,
  )
  .nullable()

const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, ACCOUNT_MESSAGES.zipCode)
  .or(z.literal(''))
  .default('')

export const accountPreferencesSchema = z.object({
  address: z.string().trim().max(200).default(''),
  state: z.string().trim().max(80).default(''),
  zipCode: zipCodeSchema,
  timezone: z.string().refine(isSupportedTimeZone, ACCOUNT_MESSAGES.timeZone),
  currency: z.enum(ACCOUNT_CURRENCIES, { error: () => ACCOUNT_MESSAGES.currency }),
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

/** PUT /api/account: every profile field and preference (a full replacement; free texts default to ''). */
export const accountUpdateSchema = z.object({
  fullName: userCreateSchema.shape.fullName,
  email: userCreateSchema.shape.email,
  company: userCreateSchema.shape.company,
  contact: userCreateSchema.shape.contact,
  country: userCreateSchema.shape.country,
  language: z.enum(ACCOUNT_LANGUAGES),
  avatar: accountAvatarSchema,
  ...accountPreferencesSchema.shape,
})
export type AccountUpdate = z.infer<typeof accountUpdateSchema>
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>

// ---------------------------------------------------------------------------------------------
// Security

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Password is required').max(200),
    newPassword: z.string().min(8, 'Password must have at least 8 characters').max(200),
    confirmPassword: z.string().max(200),
  })
  .superRefine((body, context) => {
    if (body.confirmPassword !== body.newPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: ACCOUNT_MESSAGES.passwordMismatch,
      })
    }
    if (body.currentPassword && body.newPassword === body.currentPassword) {
      context.addIssue({ code: 'custom', path: ['newPassword'], message: ACCOUNT_MESSAGES.passwordUnchanged })
    }
  })
export type PasswordChange = z.infer<typeof passwordChangeSchema>

export const twoStepBodySchema = z.object({ enabled: z.boolean() })
export const twoStepResponseSchema = z.object({ twoStepEnabled: z.boolean() })

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

export const accountSessionParamSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Unknown session'),
})

/** POST /api/account/deactivate: the box "I confirm my account deactivation" must be ticked. */
export const deactivateBodySchema = z.object({
  confirm: z.literal(true, { error: () => 'Please confirm the deactivation' }),
})

// ---------------------------------------------------------------------------------------------
// Notifications and connections

function uniqueBy<T>(key: (item: T) => string) {
  return (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>()
    items.forEach((item, index) => {
      const value = key(item)
      if (seen.has(value))
        context.addIssue({ code: 'custom', path: [index], message: ACCOUNT_MESSAGES.duplicate })
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

export const accountBillingSchema = z.object({
  companyName: z.string().trim().max(120).default(''),
  billingEmail: z.email('Enter a valid email').max(254),
  taxId: z.string().trim().max(40).default(''),
  vatNumber: z.string().trim().max(40).default(''),
  mobile: userCreateSchema.shape.contact,
  country: z.string().trim().max(80).default(''),
  address: z.string().trim().max(200).default(''),
  state: z.string().trim().max(80).default(''),
  zipCode: zipCodeSchema,
})
export type AccountBilling = z.infer<typeof accountBillingSchema>
export type AccountBillingInput = z.input<typeof accountBillingSchema>

/** GET /api/account/billing and the answer of its PUTs: the plan and the billing address (null until saved). */
export const billingResponseSchema = z.object({
  currentPlan: z.enum(USER_PLANS),
  billing: accountBillingSchema.nullable(),
})
export type BillingResponse = z.infer<typeof billingResponseSchema>

export const planChangeSchema = z.object({ plan: z.enum(USER_PLANS) })
