import { z } from 'zod'
import { USER_PLANS, USER_STATUSES } from '../constants/index.js'
import { optionalQueryEnum, optionalQueryText, pagedQuery } from './common.js'

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status'] as const

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
})
export type UserListQuery = z.infer<typeof userListQuerySchema>
export type UserListQueryInput = z.input<typeof userListQuerySchema>

export const userListResponseSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.number().int(),
  totalUsers: z.number().int(),
  page: z.number().int(),
})
export type UserListResponse = z.infer<typeof userListResponseSchema>

const phonePattern = /^[+\d][\d\s().-]{5,24}$/

export const userCreateSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(120),
  username: z
    .string()
    .trim()
    .min(3, 'Username must have at least 3 characters')
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, 'Only letters, digits, dots, dashes and underscores'),
  email: z.email('Enter a valid email').max(254),
  company: z.string().trim().max(120).default(''),
  country: z.string().trim().max(80).default(''),
  contact: z
    .string()
    .trim()
    .regex(phonePattern, 'Enter a valid phone number')
    .or(z.literal(''))
    .default(''),
  role: z.string().trim().min(1, 'Role is required').max(40),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES).default('pending'),
  taxId: z.string().trim().max(40).default(''),
  language: z.string().trim().max(40).default('English'),
  /** Optional: a user created without a password cannot log in until one is set. */
  password: z.string().min(8, 'Password must have at least 8 characters').max(200).optional(),
})
export type UserCreate = z.infer<typeof userCreateSchema>
export type UserCreateInput = z.input<typeof userCreateSchema>
