import { z } from 'zod'
import { abilityRuleSchema } from './abilities.js'
import { AUTH_MESSAGES as M } from './auth-messages.js'

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, M.emailRequired).max(254),
  password: z.string().min(1, M.passwordRequired).max(200),
})
export type LoginBody = z.infer<typeof loginBodySchema>

export const registerBodySchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, M.usernameShort)
    .max(40)
    .regex(/^[a-zA-Z0-9._-]+$/, M.usernameChars),
  email: z.email(M.email).max(254),
  password: z.string().min(8, M.passwordShort).max(200),
})
export type RegisterBody = z.infer<typeof registerBodySchema>

/** The logged-in user as the web keeps it (spec: the user without password and abilityRules). */
export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  /** Present (true) only on a self-registered account whose address is not confirmed yet. */
  emailUnverified: z.literal(true).optional(),
})
export type UserData = z.infer<typeof userDataSchema>

export const loginResponseSchema = z.object({
  userAbilityRules: z.array(abilityRuleSchema),
  accessToken: z.string(),
  userData: userDataSchema,
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const meResponseSchema = loginResponseSchema.omit({ accessToken: true })
export type MeResponse = z.infer<typeof meResponseSchema>

export const forgotPasswordBodySchema = z.object({
  email: z.email(M.email).max(254),
})
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>

export const resetPasswordBodySchema = z.object({
  token: z.string().min(10, M.invalidResetLink).max(200),
  password: z.string().min(8, M.passwordShort).max(200),
})
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>
