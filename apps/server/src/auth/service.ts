// Authentication rules: login with throttling, registration, sessions and their revocation,
// password reset by one-time link, and resolving a bearer token to the caller and their ability.
import { createHash } from 'node:crypto'
import { defineAbilityFor, type AbilityRule, type LoginResponse, type RegisterBody, type UserData } from '@aurum/shared'
import type { Db } from '../db/client.js'
import { avatarUrl } from '../db/seed/context.js'
import { ApiProblem, badRequest } from '../http/errors.js'
import { assertLoginsFree } from '../modules/users/service.js'
import type { LoginLimiter } from './login-limiter.js'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js'
import * as authRepo from './repo.js'
import { randomToken, type TokenService } from './tokens.js'
import type { AuthContext } from './types.js'

export type AuthDeps = {
  db: Db
  tokens: TokenService
  loginLimiter: LoginLimiter
  tokenTtlMinutes: number
  /** Where reset links go when no mail server is configured (the server logs them). */
  onPasswordResetLink: (link: string, email: string) => void
}

const RESET_TOKEN_TTL_MS = 60 * 60_000
/** The role given to self-registered accounts: the spec's client (reads the access-control page). */
export const REGISTERED_ROLE = 'client'

const invalidCredentials = () => badRequest({ email: ['Invalid email or password'] })

function toUserData(row: UserData): UserData {
  return { id: row.id, fullName: row.fullName, username: row.username, email: row.email, avatar: row.avatar, role: row.role }
}

async function openSession(deps: AuthDeps, user: UserData, rules: AbilityRule[], client: { ip: string; userAgent: string }): Promise<LoginResponse> {
  const sessionId = randomToken(18)
  const expiresAt = new Date(Date.now() + deps.tokenTtlMinutes * 60_000)
  await authRepo.insertSession(deps.db, { id: sessionId, userId: user.id, expiresAt, ip: client.ip, userAgent: client.userAgent.slice(0, 300) })
  const accessToken = await deps.tokens.issue(user.id, sessionId, expiresAt)
  return { userAbilityRules: rules, accessToken, userData: toUserData(user) }
}

export async function login(
  deps: AuthDeps,
  credentials: { email: string; password: string },
  client: { ip: string; userAgent: string },
): Promise<LoginResponse> {
  const retryAfter = deps.loginLimiter.retryAfterSeconds(client.ip)
  if (retryAfter > 0) {
    throw new ApiProblem(
      429,
      { message: `Too many failed logins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).` },
      { 'Retry-After': String(retryAfter) },
    )
  }
  const user = await authRepo.findLoginUser(deps.db, credentials.email.trim())
  // Compare against a decoy when the user is unknown so both failures take the same time.
  const matches = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoyPasswordHash()))
  if (!user || !user.passwordHash || !matches) {
    deps.loginLimiter.recordFailure(client.ip)
    throw invalidCredentials()
  }
  if (user.status === 'inactive') throw badRequest({ email: ['This account is suspended'] })
  deps.loginLimiter.recordSuccess(client.ip)
  return openSession(deps, user, user.rules, client)
}

export async function register(deps: AuthDeps, body: RegisterBody, client: { ip: string; userAgent: string }) {
  await assertLoginsFree(deps.db, body.email, body.username)
  const id = await authRepo.insertUser(deps.db, {
    fullName: body.username,
    username: body.username,
    email: body.email,
    role: REGISTERED_ROLE,
    currentPlan: 'basic',
    status: 'active',
    avatar: avatarUrl(body.username),
    passwordHash: await hashPassword(body.password),
  })
  const user = await authRepo.findUserData(deps.db, id)
  return openSession(deps, user!, user!.rules, client)
}

export async function logout(deps: AuthDeps, auth: AuthContext) {
  await authRepo.revokeSession(deps.db, auth.sessionId)
}

export async function resolveToken(deps: Pick<AuthDeps, 'db' | 'tokens'>, token: string): Promise<AuthContext | null> {
  const claims = await deps.tokens.read(token)
  if (!claims) return null
  const row = await authRepo.findActiveSession(deps.db, claims.sessionId, claims.userId)
  if (!row || row.status === 'inactive') return null
  // Rules are read from the user's role on every request: a changed role applies at once.
  return { user: toUserData(row), sessionId: claims.sessionId, rules: row.rules, ability: defineAbilityFor(row.rules) }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Always succeeds from the caller's view, so the answer never tells which emails exist. */
export async function requestPasswordReset(deps: AuthDeps, email: string, baseUrl: string) {
  const user = await authRepo.findLoginUser(deps.db, email.trim())
  if (!user) return
  const token = randomToken(32)
  await authRepo.insertResetToken(deps.db, {
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  deps.onPasswordResetLink(`${baseUrl}/reset-password?token=${encodeURIComponent(token)}`, user.email)
}

export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const userId = await authRepo.consumeResetToken(deps.db, sha256(token))
  if (!userId) throw badRequest({ token: ['This reset link is invalid or has expired'] })
  await authRepo.setPasswordHash(deps.db, userId, await hashPassword(password))
  // A new password ends every open session of the account.
  await authRepo.revokeUserSessions(deps.db, userId)
}

export async function currentUser(deps: Pick<AuthDeps, 'db'>, auth: AuthContext) {
  const row = await authRepo.findUserData(deps.db, auth.user.id)
  return { userData: toUserData(row!), userAbilityRules: row!.rules }
}
