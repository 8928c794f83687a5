import { z } from 'zod'
import { abilityRuleSchema } from './abilities.js'
import { AUTH_MESSAGES as M } from './auth-messages.js'

export const loginBodySchema = z.object({
  email: z.string().trim().min(1, M.emailRequired).max(254),
  password: z.string().min(1, M.passwordRequired).max(200),
  /**
   * The `deviceToken` of this browser's earlier sign-in to the account, if any: a known device has
   * its own budget of failed logins, so strangers' failures cannot lock it out.
   */
  deviceToken: z.string().max(1000).optional(),
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
  /** Makes this browser a known device of the account: send it with the next login (180 days). */
  deviceToken: z.string().optional(),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const meResponseSchema = loginResponseSchema.omit({ accessToken: true, deviceToken: true })
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

// ---------------------------------------------------------------------------------------------
// Two-step sign-in (TOTP, RFC 6238)

/** A code of an authenticator app: six digits (spaces typed between groups are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/
/** A recovery code as shown once on enabling: ten letters and digits of base32, with or without the dash. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i

const withoutSpaces = (value: string) => value.replace(/\s+/g, '')

/**
 * 200 of POST /api/auth/login when the account has two-step verification on: the password was
 * right, no session exists yet; the challenge goes with a code to POST /api/auth/two-step.
 */
export const loginChallengeSchema = z.object({
  twoStepRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.string(),
})
export type LoginChallenge = z.infer<typeof loginChallengeSchema>

/** POST /api/auth/two-step: the login's challenge and a code of the app, or an unused recovery code. */
export const twoStepLoginBodySchema = z.object({
  challengeToken: z.string().min(1, M.twoStepExpired).max(2000, M.twoStepExpired),
  code: z
    .string()
    .max(40, M.twoStepCodeFormat)
    .transform(withoutSpaces)
    .pipe(
      z
        .string()
        .refine(
          (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
          M.twoStepCodeFormat,
        ),
    ),
})
export type TwoStepLoginBody = z.input<typeof twoStepLoginBodySchema>
