import { z } from 'zod'
import { USER_LANGUAGES, USER_PLANS, USER_STATUSES } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import {
  idSchema,
  optionalQueryEnum,
  optionalQueryText,
  pagedQuery,
  totalIsLowerBoundSchema,
} from './common.js'
import { countryLanguageQuery, optionalCountryCodeSchema } from './countries.js'

/** What the users pages are told: their forms' checks and the server's refusals. */
export const USER_MESSAGES = defineMessages('users', {
  fullNameRequired: 'Full name is required',
  usernameShort: 'Username must have at least 3 characters',
  usernameChars: 'Only letters, digits, dots, dashes and underscores',
  email: 'Enter a valid email',
  phone: 'Enter a valid phone number',
  roleRequired: 'Role is required',
  roleUnknown: 'Unknown role',
  passwordShort: 'Password must have at least 8 characters',
  passwordMismatch: 'The passwords do not match',
  nothingToSave: 'Nothing to save',
  notFound: 'User not found',
  sessionNotFound: 'Session not found',
  manageAbove: 'You cannot manage a user whose role holds abilities you do not have',
  deleteSelf: 'You cannot delete your own account',
  twoStepOwnerOnly: 'Only the user can turn on two-step verification, from their own account settings',
  currentPasswordRequired: 'Enter your current password to change your own email or password',
  currentPasswordWrong: 'The current password is not correct',
})
const M = USER_MESSAGES

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status'] as const
export type UserSortKey = (typeof USER_SORT_KEYS)[number]

export const userSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  company: z.string(),
  role: z.string(),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  avatar: z.string().nullable(),
})
export type User = z.infer<typeof userSchema>

export const userDetailSchema = userSchema.extend({
  taskDone: z.number().int(),
  projectDone: z.number().int(),
  taxId: z.string(),
  language: z.string(),
})
export type UserDetail = z.infer<typeof userDetailSchema>

export const userListQuerySchema = pagedQuery(USER_SORT_KEYS).extend({
  q: optionalQueryText,
  /** Role names are data (issue: roles are stored), so any short name is accepted; unknown ones match nothing. */
  role: optionalQueryText,
  plan: optionalQueryEnum(USER_PLANS),
  status: optionalQueryEnum(USER_STATUSES),
  /** The reader's language: q matches a user's country by its name in it ("Alemania" in es). */
  lang: countryLanguageQuery,
})
export type UserListQuery = z.infer<typeof userListQuerySchema>
export type UserListQueryInput = z.input<typeof userListQuerySchema>

export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  totalIsLowerBound: totalIsLowerBoundSchema,
  page: z.number().int(),
})
export type UserListResponse = z.infer<typeof userListResponseSchema>

/** A phone number as typed: digits, spaces and ( ) . - with an optional leading +. */
export const PHONE_PATTERN = /^[+\d][\d\s().-]{5,24}$/
const phonePattern = PHONE_PATTERN

export const userCreateSchema = z.object({
  fullName: z.string().trim().min(1, M.fullNameRequired).max(120),
  username: z
    .string()
    .trim()
    .min(3, M.usernameShort)
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, M.usernameChars),
  email: z.email(M.email).max(254),
  company: z.string().trim().max(120).default(''),
  /** An ISO 3166-1 alpha-2 code, or empty. */
  country: optionalCountryCodeSchema.default(''),
  contact: z.string().trim().regex(phonePattern, M.phone).or(z.literal('')).default(''),
  role: z.string().trim().min(1, M.roleRequired).max(40),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES).default('pending'),
  taxId: z.string().trim().max(40).default(''),
  /** One of the product's four languages, by name; answers keep any stored name (userDetailSchema). */
  language: z.enum(USER_LANGUAGES).default('English'),
  /** Optional: a user created without a password cannot log in until one is set. */
  password: z.string().min(8, M.passwordShort).max(200).optional(),
})
export type UserCreate = z.infer<typeof userCreateSchema>
export type UserCreateInput = z.input<typeof userCreateSchema>

/** The edit-user dialog: every field but the password (set apart, see userPasswordSchema). */
export const userUpdateSchema = z.object({
  fullName: userCreateSchema.shape.fullName,
  username: userCreateSchema.shape.username,
  email: userCreateSchema.shape.email,
  company: z.string().trim().max(120),
  country: optionalCountryCodeSchema,
  contact: z.string().trim().regex(phonePattern, M.phone).or(z.literal('')),
  role: userCreateSchema.shape.role,
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  taxId: z.string().trim().max(40),
  language: z.enum(USER_LANGUAGES),
  /**
   * Asked for (by the server, which knows who asks) only when the acting user changes their own
   * email: an open session alone must not move the login to another address.
   */
  currentPassword: z.string().max(200).optional(),
})
export type UserUpdate = z.infer<typeof userUpdateSchema>

export const userPasswordSchema = z
  .object({
    password: z.string().min(8, M.passwordShort).max(200),
    confirmPassword: z.string(),
    /** Asked for only when the acting user sets their own password (as POST /api/account/password asks). */
    currentPassword: z.string().max(200).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordMismatch,
  })
export type UserPasswordInput = z.infer<typeof userPasswordSchema>

export const userSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string(),
  /** e.g. "Chrome 126 on Windows", from the user agent (English; the web composes its own). */
  device: z.string(),
  /** The browser or API tool ("Chrome 126", "curl 8"), or "Unknown". */
  browser: z.string(),
  /** The operating system ("Windows"), or "Unknown". */
  os: z.string(),
  /** Not revoked and not expired. */
  active: z.boolean(),
})
export type UserSession = z.infer<typeof userSessionSchema>
export const userSessionListSchema = z.object({ sessions: z.array(userSessionSchema) })

export const userStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  inactive: z.number().int(),
})
export type UserStats = z.infer<typeof userStatsSchema>

export const userExportQuerySchema = userListQuerySchema.omit({ page: true, itemsPerPage: true })

/** How many people one look-up answers at most (the pickers show the first few and narrow by typing). */
export const PEOPLE_LOOKUP_LIMIT = 20

/**
 * The people pickers' look-up (calendar guests, kanban members): `q` matches the name; `ids`
 * (repeated) answers those users instead, to show the ones already chosen. No email is answered.
 */
export const peopleQuerySchema = z.object({
  q: optionalQueryText,
  ids: z
    .union([idSchema, z.array(idSchema).max(50)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
})
export type PeopleQuery = z.infer<typeof peopleQuerySchema>

export const personSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
})
export type Person = z.infer<typeof personSchema>
