// Authentication rules: login with throttling, registration, sessions and their revocation,
// password reset by one-time link, and resolving a bearer token to the caller and their ability.
import { createHash } from 'node:crypto'
import {
  AUTH_MESSAGES,
  EMAIL_MESSAGES,
  defineAbilityFor,
  type AbilityRule,
  type LoginChallenge,
  type LoginResponse,
  type RegistrationBody,
  type UserData,
} from '@aurum/shared'
import type { Db } from '../db/client.js'
import { avatarUrl } from '../modules/media/urls.js'
import { badRequest } from '../http/errors.js'
import * as accountService from '../modules/account/service.js'
import { assertLoginsFree } from '../modules/users/service.js'
import { withUniqueLogins } from './unique-logins.js'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js'
import * as authRepo from './repo.js'
import { issueDeviceToken, knownDeviceOf } from './known-devices.js'
import {
  clearAttempts,
  giveBackAttempt,
  takeAttempt,
  takeDelayedAttempt,
  tooManyAttempts,
  type ThrottleRules,
} from './throttle.js'
import { randomToken, type TokenService } from './tokens.js'
import * as twoStep from './two-step.js'
import type { AuthContext } from './types.js'

export type AuthDeps = {
  db: Db
  tokens: TokenService
  throttle: ThrottleRules
  tokenTtlMinutes: number
  /** Where users reach Aurum (PUBLIC_URL): links in mails start with it, never with a request's Host. */
  publicUrl: string
  /** Sends the password reset mail (through the outbox). */
  onPasswordResetLink: (link: string, email: string) => void
  twoStep: twoStep.TwoStepDeps
  /** Sends the address verification mail (through the outbox). */
  onVerifyEmailLink: (link: string, email: string) => void
}

const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000
/** Verification mails one account may ask for in 15 minutes (registration's own included). */
const verifyMailsPerAccount = { scope: 'verify:account', limit: 3, windowSeconds: 15 * 60 }

const RESET_TOKEN_TTL_MS = 60 * 60_000
/** The role given to self-registered accounts: the spec's client (reads the access-control page). */
export const REGISTERED_ROLE = 'client'

const invalidCredentials = () => badRequest({ email: [AUTH_MESSAGES.invalidCredentials] })

function toUserData(row: UserRow): UserData {
  return {
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    role: row.role,
    ...(row.emailUnverified ? { emailUnverified: true as const } : {}),
  }
}

type UserRow = Omit<UserData, 'emailUnverified'> & { emailUnverified?: boolean }

/** Opens a session, and makes the browser a known device of the account (the same one if it was). */
async function openSession(
  deps: AuthDeps,
  user: UserRow,
  rules: AbilityRule[],
  client: { ip: string; userAgent: string },
  device: { passwordHash: string | null; deviceId?: string | null } | null = null,
): Promise<LoginResponse> {
  const sessionId = randomToken(18)
  const expiresAt = new Date(Date.now() + deps.tokenTtlMinutes * 60_000)
  await authRepo.insertSession(deps.db, {
    id: sessionId,
    userId: user.id,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  })
  const accessToken = await deps.tokens.issue(user.id, sessionId, expiresAt)
  const passwordHash = device ? device.passwordHash : await authRepo.findPasswordHash(deps.db, user.id)
  const deviceToken = issueDeviceToken(
    deps.tokens,
    { id: user.id, passwordHash },
    device?.deviceId ?? undefined,
  )
  return {
    userAbilityRules: rules,
    accessToken,
    userData: toUserData(user),
    ...(deviceToken ? { deviceToken } : {}),
  }
}

/**
 * A session for a right password, or, when the account has two-step verification on, a challenge
 * to trade with a code at POST /api/auth/two-step (no session yet).
 */
export async function login(
  deps: AuthDeps,
  credentials: { email: string; password: string; deviceToken?: string },
  client: { ip: string; userAgent: string },
): Promise<LoginResponse | LoginChallenge> {
  const { loginPerAddress, loginPerAccount, loginPerDevice } = deps.throttle
  const account = credentials.email.trim().toLowerCase()
  const user = await authRepo.findLoginUser(deps.db, credentials.email.trim())
  const deviceId = knownDeviceOf(deps.tokens, credentials.deviceToken, user)
  // Counted before the password is checked, so parallel requests cannot all slip in. A known
  // device answers only to its own budget; anyone else to the address's and the account's.
  const counted: [{ scope: string }, string][] = []
  if (user && deviceId) {
    const deviceKey = `${user.id}:${deviceId}`
    const byDevice = await takeAttempt(deps.db, loginPerDevice, deviceKey)
    if (byDevice.retryAfterSeconds)
      throw tooManyAttempts(byDevice.retryAfterSeconds, AUTH_MESSAGES.tooManyLogins)
    counted.push([loginPerDevice, deviceKey])
  } else {
    const byAddress = await takeAttempt(deps.db, loginPerAddress, client.ip)
    if (byAddress.retryAfterSeconds)
      throw tooManyAttempts(byAddress.retryAfterSeconds, AUTH_MESSAGES.tooManyLogins)
    const byAccount = await takeDelayedAttempt(deps.db, loginPerAccount, account)
    if (byAccount.retryAfterSeconds) {
      await giveBackAttempt(deps.db, loginPerAddress, client.ip)
      throw tooManyAttempts(byAccount.retryAfterSeconds, AUTH_MESSAGES.tooManyAccountLogins)
    }
    counted.push([loginPerAddress, client.ip], [loginPerAccount, account])
  }
  // Compare against a decoy when the user is unknown so both failures take the same time.
  const matches = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  )
  if (!user || !user.passwordHash || !matches) throw invalidCredentials()
  // Only failures count: a right password gives its attempts back (without wiping earlier failures).
  for (const [rule, key] of counted) await giveBackAttempt(deps.db, rule, key)
  if (user.status === 'inactive') throw badRequest({ email: [AUTH_MESSAGES.accountSuspended] })
  if (await twoStep.isEnabled(deps, user.id)) return twoStep.challenge(deps.twoStep, user.id)
  return openSession(deps, user, user.rules, client, { passwordHash: user.passwordHash, deviceId })
}

/** The second step of a login: the challenge and a code (of the app, or a recovery code) open the session. */
export async function passTwoStep(
  deps: AuthDeps,
  body: { challengeToken: string; code: string },
  client: { ip: string; userAgent: string },
): Promise<LoginResponse> {
  const userId = await twoStep.passChallenge(deps.twoStep, body, client)
  const user = await authRepo.findUserData(deps.db, userId)
  if (!user) throw badRequest({ challengeToken: [AUTH_MESSAGES.twoStepExpired] })
  if (user.status === 'inactive') throw badRequest({ challengeToken: [AUTH_MESSAGES.accountSuspended] })
  return openSession(deps, user, user.rules, client)
}

export async function register(
  deps: AuthDeps,
  body: RegistrationBody,
  client: { ip: string; userAgent: string },
) {
  const bySignUps = await takeAttempt(deps.db, deps.throttle.signUpPerAddress, client.ip)
  if (bySignUps.retryAfterSeconds)
    throw tooManyAttempts(bySignUps.retryAfterSeconds, AUTH_MESSAGES.tooManySignUps)
  await assertLoginsFree(deps.db, body.email, body.username)
  const passwordHash = await hashPassword(body.password)
  const { details } = body
  const fullName = details ? `${details.firstName} ${details.lastName}` : body.username
  const id = await withUniqueLogins(() =>
    authRepo.insertUser(deps.db, {
      fullName,
      username: body.username,
      email: body.email,
      role: REGISTERED_ROLE,
      currentPlan: details?.plan ?? 'basic',
      contact: details?.mobile ?? '',
      country: details?.country ?? '',
      status: 'active',
      avatar: avatarUrl(fullName),
      passwordHash,
      // Unverified until the link in the mail is used; the account may sign in meanwhile.
      emailUnverified: true,
    }),
  )
  if (details) await accountService.keepRegistrationAddress(deps.db, id, body.email, details)
  await takeAttempt(deps.db, verifyMailsPerAccount, String(id))
  await sendVerifyLink(deps, id, body.email)
  const user = await authRepo.findUserData(deps.db, id)
  return openSession(deps, user!, user!.rules, client)
}

export async function logout(deps: AuthDeps, auth: AuthContext) {
  await authRepo.revokeSession(deps.db, auth.sessionId)
}

export async function resolveToken(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  token: string,
): Promise<AuthContext | null> {
  const claims = await deps.tokens.read(token)
  if (!claims) return null
  const row = await authRepo.findActiveSession(deps.db, claims.sessionId, claims.userId)
  if (!row || row.status === 'inactive') return null
  // Rules are read from the user's role on every request: a changed role applies at once.
  return {
    user: toUserData(row),
    sessionId: claims.sessionId,
    rules: row.rules,
    ability: defineAbilityFor(row.rules),
  }
}

/**
 * Resolves many sessions at once, as resolveToken does one (the token's signature was checked when
 * each was first resolved): what open sockets are re-checked with. Answers the live ones by id.
 */
export async function resolveSessions(
  deps: Pick<AuthDeps, 'db'>,
  sessions: { sessionId: string; userId: number }[],
): Promise<Map<string, AuthContext>> {
  const expected = new Map(sessions.map((session) => [session.sessionId, session.userId]))
  const rows = await authRepo.findActiveSessions(deps.db, [...expected.keys()])
  // Sockets of one role share an ability object: a re-check of everyone builds one per role.
  const abilities = new Map<string, AuthContext['ability']>()
  const resolved = new Map<string, AuthContext>()
  for (const row of rows) {
    if (row.status === 'inactive' || expected.get(row.sessionId) !== row.userId) continue
    let ability = abilities.get(row.role)
    if (!ability) abilities.set(row.role, (ability = defineAbilityFor(row.rules)))
    resolved.set(row.sessionId, {
      user: toUserData(row),
      sessionId: row.sessionId,
      rules: row.rules,
      ability,
    })
  }
  return resolved
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/**
 * Always succeeds from the caller's view, so the answer never tells which emails exist (the
 * per-account limit counts unknown emails too). A new link retires the older ones.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, client: { ip: string }) {
  const account = email.trim().toLowerCase()
  for (const [rule, key, code] of [
    [deps.throttle.resetPerAddress, client.ip, AUTH_MESSAGES.tooManyResets],
    [deps.throttle.resetPerAccount, account, AUTH_MESSAGES.tooManyAccountResets],
  ] as const) {
    const { retryAfterSeconds } = await takeAttempt(deps.db, rule, key)
    if (retryAfterSeconds) throw tooManyAttempts(retryAfterSeconds, code)
  }
  const user = await authRepo.findLoginUser(deps.db, email.trim())
  if (!user) return
  const token = randomToken(32)
  await authRepo.replaceResetTokens(deps.db, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  deps.onPasswordResetLink(`${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`, user.email)
}

export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const userId = await authRepo.consumeResetToken(deps.db, sha256(token))
  if (!userId) throw badRequest({ token: [AUTH_MESSAGES.invalidResetLink] })
  await authRepo.setPasswordHash(deps.db, userId, await hashPassword(password))
  // A new password ends every open session of the account and every other link sent for it,
  await authRepo.revokeUserSessions(deps.db, userId)
  await authRepo.retireResetTokens(deps.db, userId)
  // and lets its owner past the per-account login limit that an attacker may have run up.
  const user = await authRepo.findUserData(deps.db, userId)
  if (user) await clearAttempts(deps.db, deps.throttle.loginPerAccount, user.email.toLowerCase())
}

export async function currentUser(deps: Pick<AuthDeps, 'db'>, auth: AuthContext) {
  const row = await authRepo.findUserData(deps.db, auth.user.id)
  return { userData: toUserData(row!), userAbilityRules: row!.rules }
}

async function sendVerifyLink(deps: AuthDeps, userId: number, email: string) {
  const token = randomToken(32)
  await authRepo.replaceVerifyTokens(deps.db, {
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + VERIFY_TOKEN_TTL_MS),
  })
  deps.onVerifyEmailLink(
    `${deps.publicUrl}/pages/authentication/verify-email-v1?token=${encodeURIComponent(token)}`,
    email,
  )
}

/** "Resend": a new link for the caller's unconfirmed address, at most a few per 15 minutes. */
export async function resendVerifyLink(deps: AuthDeps, auth: AuthContext): Promise<{ sent: boolean }> {
  const row = await authRepo.findUserData(deps.db, auth.user.id)
  if (!row?.emailUnverified) return { sent: false }
  const { retryAfterSeconds } = await takeAttempt(deps.db, verifyMailsPerAccount, String(row.id))
  if (retryAfterSeconds) throw tooManyAttempts(retryAfterSeconds, EMAIL_MESSAGES.tooManyVerifyMails)
  await sendVerifyLink(deps, row.id, row.email)
  return { sent: true }
}

/** Uses a verification link (once); the account's address is confirmed. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<{ verified: true }> {
  const userId = await authRepo.consumeVerifyToken(deps.db, sha256(token))
  if (!userId) throw badRequest({ token: [EMAIL_MESSAGES.verifyLinkInvalid] })
  return { verified: true }
}
