// Rules of two-step sign-in (TOTP): setting up an authenticator (a secret shown once, confirmed by
// one code, then recovery codes shown once), turning it off (with the password or a code), and the
// second step of a login: a short-lived signed challenge, issued for a right password, traded with
// a code for a session. Wrong codes are counted by the login throttles; a code is taken once.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import QRCode from 'qrcode'
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  type LoginChallenge,
  type TwoStepEnabled,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@aurum/shared'
import type { Db } from '../db/client.js'
import { ApiProblem, badRequest, fieldErrorsBody } from '../http/errors.js'
import { verifyPassword } from './password.js'
import { findPasswordHash } from './repo.js'
import { giveBackAttempt, takeAttempt, tooManyAttempts, type ThrottleRule } from './throttle.js'
import type { TokenService } from './tokens.js'
import { generateTotpSecret, matchTotp, otpauthUrl } from './totp.js'
import * as twoStepRepo from './two-step-repo.js'

export type TwoStepDeps = {
  db: Db
  tokens: TokenService
  /** Wrong codes (and, when turning it off, wrong passwords) per account in a window. */
  twoStepRule: ThrottleRule
  /** Failed logins per address: a wrong code at sign-in counts there too. */
  addressRule: ThrottleRule
  /** Milliseconds since the epoch; tests move the clock. */
  now?: () => number
}

/** How long the second step of a login may wait for its code. */
const CHALLENGE_TTL_MS = 5 * 60_000
const RECOVERY_CODE_COUNT = 10
const ISSUER = 'Aurum'

const nowOf = (deps: Pick<TwoStepDeps, 'now'>) => (deps.now ?? Date.now)()

// ---------------------------------------------------------------------------------------------
// The secret at rest: AES-256-GCM under a key derived from the server's secret, bound to its user
// (additional data), so a sealed secret copied onto another user's row does not open.

function seal(deps: Pick<TwoStepDeps, 'tokens'>, userId: number, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', deps.tokens.derivedKey('two-step-secret'), iv)
  cipher.setAAD(Buffer.from(`user:${userId}`))
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

function unseal(deps: Pick<TwoStepDeps, 'tokens'>, userId: number, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || data === undefined) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      deps.tokens.derivedKey('two-step-secret'),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAAD(Buffer.from(`user:${userId}`))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    // Sealed under another server secret (AUTH_SECRET changed): the authenticator must be set up again.
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Recovery codes: 50 random bits each, shown as `abcde-fghij`; stored as a keyed hash.

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

function newRecoveryCode(): string {
  const bytes = randomBytes(10)
  const letters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('')
  return `${letters.slice(0, 5)}-${letters.slice(5)}`
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z2-7]/g, '')

function recoveryCodeHash(deps: Pick<TwoStepDeps, 'tokens'>, code: string): string {
  return createHmac('sha256', deps.tokens.derivedKey('two-step-recovery'))
    .update(normalizeRecoveryCode(code))
    .digest('base64url')
}

// ---------------------------------------------------------------------------------------------
// The login challenge: `payload.mac`, HMAC-SHA-256 under its own derived key (so it can never pass
// for an access token, nor one for it), carrying the user and an expiry; no session exists yet.

function signChallenge(deps: TwoStepDeps, userId: number, expiresAt: number): string {
  const payload = Buffer.from(
    JSON.stringify({ sub: userId, exp: expiresAt, nonce: randomBytes(9).toString('base64url') }),
  ).toString('base64url')
  const mac = createHmac('sha256', deps.tokens.derivedKey('two-step-challenge'))
    .update(payload)
    .digest('base64url')
  return `${payload}.${mac}`
}

function readChallenge(deps: TwoStepDeps, token: string): number | null {
  const [payload, given, extra] = token.split('.')
  if (!payload || !given || extra !== undefined) return null
  const expected = Buffer.from(
    createHmac('sha256', deps.tokens.derivedKey('two-step-challenge')).update(payload).digest('base64url'),
  )
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      sub?: unknown
      exp?: unknown
    }
    if (typeof claims.exp !== 'number' || claims.exp <= nowOf(deps)) return null
    return typeof claims.sub === 'number' && Number.isInteger(claims.sub) ? claims.sub : null
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------------------------
// Checking a code against the user's authenticator

type CodeCheck = 'ok' | 'wrong'

/** A code of the app (newer than the last one taken) or an unused recovery code; taken when right. */
async function takeCode(
  deps: TwoStepDeps,
  userId: number,
  code: string,
  allowRecovery: boolean,
): Promise<CodeCheck> {
  const factor = await twoStepRepo.findFactor(deps.db, userId)
  if (!factor?.enabledAt) return 'wrong'
  if (TOTP_CODE_PATTERN.test(code)) {
    const secret = unseal(deps, userId, factor.sealedSecret)
    const step = secret === null ? null : matchTotp(secret, code, nowOf(deps), factor.lastUsedStep)
    return step !== null && (await twoStepRepo.takeStep(deps.db, userId, step)) ? 'ok' : 'wrong'
  }
  if (allowRecovery && RECOVERY_CODE_PATTERN.test(code))
    return (await twoStepRepo.takeRecoveryCode(deps.db, userId, recoveryCodeHash(deps, code)))
      ? 'ok'
      : 'wrong'
  return 'wrong'
}

/** Counts an attempt under the two-step limit of the account; a 429 past it. */
async function countTry(
  deps: TwoStepDeps,
  userId: number,
  code: typeof AUTH_MESSAGES.tooManyTwoStepCodes | typeof ACCOUNT_MESSAGES.tooManyTwoStepCodes,
) {
  const { retryAfterSeconds } = await takeAttempt(deps.db, deps.twoStepRule, String(userId))
  if (retryAfterSeconds) throw tooManyAttempts(retryAfterSeconds, code)
}

// ---------------------------------------------------------------------------------------------
// The account security tab

export async function status(deps: Pick<TwoStepDeps, 'db'>, userId: number): Promise<TwoStepStatus> {
  const enabled = await twoStepRepo.isEnabled(deps.db, userId)
  return {
    twoStepEnabled: enabled,
    recoveryCodesLeft: enabled ? await twoStepRepo.countRecoveryCodesLeft(deps.db, userId) : 0,
  }
}

/** A new secret waiting for its first code; 409 while two-step verification is on. */
export async function setUp(deps: TwoStepDeps, user: { id: number; email: string }): Promise<TwoStepSetup> {
  const secret = generateTotpSecret()
  if (!(await twoStepRepo.savePendingFactor(deps.db, user.id, seal(deps, user.id, secret))))
    throw new ApiProblem(409, fieldErrorsBody({ code: [ACCOUNT_MESSAGES.twoStepAlreadyOn] }))
  const url = otpauthUrl({ issuer: ISSUER, account: user.email, secret })
  const qrCodeSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, otpauthUrl: url, qrCodeSvg }
}

/** Confirms the pending secret with a code of the app; answers the recovery codes, shown this once. */
export async function enable(deps: TwoStepDeps, userId: number, code: string): Promise<TwoStepEnabled> {
  const factor = await twoStepRepo.findFactor(deps.db, userId)
  if (factor?.enabledAt)
    throw new ApiProblem(409, fieldErrorsBody({ code: [ACCOUNT_MESSAGES.twoStepAlreadyOn] }))
  const secret = factor && unseal(deps, userId, factor.sealedSecret)
  if (!factor || !secret) throw badRequest({ code: [ACCOUNT_MESSAGES.twoStepNotStarted] })
  await countTry(deps, userId, ACCOUNT_MESSAGES.tooManyTwoStepCodes)
  const step = matchTotp(secret, code, nowOf(deps))
  if (step === null) throw badRequest({ code: [ACCOUNT_MESSAGES.twoStepCodeWrong] })
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const hashes = recoveryCodes.map((recoveryCode) => recoveryCodeHash(deps, recoveryCode))
  if (!(await twoStepRepo.enableFactor(deps.db, userId, factor.sealedSecret, step, hashes)))
    throw badRequest({ code: [ACCOUNT_MESSAGES.twoStepNotStarted] })
  await giveBackAttempt(deps.db, deps.twoStepRule, String(userId))
  return { twoStepEnabled: true, recoveryCodes }
}

/** Turns it off for its owner, who proves it with the current password or a code (app or recovery). */
export async function disable(
  deps: TwoStepDeps,
  userId: number,
  proof: { password?: string; code?: string },
): Promise<{ twoStepEnabled: false }> {
  if (!(await twoStepRepo.isEnabled(deps.db, userId)))
    throw badRequest({ code: [ACCOUNT_MESSAGES.twoStepNotOn] })
  await countTry(deps, userId, ACCOUNT_MESSAGES.tooManyTwoStepCodes)
  if (proof.password) {
    const stored = await findPasswordHash(deps.db, userId)
    if (!stored || !(await verifyPassword(proof.password, stored)))
      throw badRequest({ password: [ACCOUNT_MESSAGES.currentPasswordWrong] })
  } else if (!proof.code || (await takeCode(deps, userId, proof.code, true)) !== 'ok') {
    throw badRequest({ code: [ACCOUNT_MESSAGES.twoStepCodeWrong] })
  }
  await twoStepRepo.deleteFactor(deps.db, userId)
  await giveBackAttempt(deps.db, deps.twoStepRule, String(userId))
  return { twoStepEnabled: false }
}

/** An administrator turns it off for a user who lost their device (users module); never on. */
export async function turnOffFor(deps: Pick<TwoStepDeps, 'db'>, userId: number): Promise<void> {
  await twoStepRepo.deleteFactor(deps.db, userId)
}

export const isEnabled = (deps: Pick<TwoStepDeps, 'db'>, userId: number) =>
  twoStepRepo.isEnabled(deps.db, userId)

// ---------------------------------------------------------------------------------------------
// The second step of a login

/** What login answers instead of a session when the account has two-step verification on. */
export function challenge(deps: TwoStepDeps, userId: number): LoginChallenge {
  const expiresAt = nowOf(deps) + CHALLENGE_TTL_MS
  return {
    twoStepRequired: true,
    challengeToken: signChallenge(deps, userId, expiresAt),
    expiresAt: new Date(expiresAt).toISOString(),
  }
}

/**
 * The user a challenge and code sign in: a 400 for an expired or forged challenge or a wrong code,
 * a 429 once the account (or the address) has had too many wrong codes. Counted before the code
 * is checked, so parallel guesses get no more tries than the limit.
 */
export async function passChallenge(
  deps: TwoStepDeps,
  body: { challengeToken: string; code: string },
  client: { ip: string },
): Promise<number> {
  const userId = readChallenge(deps, body.challengeToken)
  if (userId === null) throw badRequest({ challengeToken: [AUTH_MESSAGES.twoStepExpired] })
  const byAddress = await takeAttempt(deps.db, deps.addressRule, client.ip)
  if (byAddress.retryAfterSeconds)
    throw tooManyAttempts(byAddress.retryAfterSeconds, AUTH_MESSAGES.tooManyLogins)
  const byAccount = await takeAttempt(deps.db, deps.twoStepRule, String(userId))
  if (byAccount.retryAfterSeconds) {
    await giveBackAttempt(deps.db, deps.addressRule, client.ip)
    throw tooManyAttempts(byAccount.retryAfterSeconds, AUTH_MESSAGES.tooManyTwoStepCodes)
  }
  if (!(await twoStepRepo.isEnabled(deps.db, userId))) {
    // Turned off since the password was given: that login must start again.
    throw badRequest({ challengeToken: [AUTH_MESSAGES.twoStepExpired] })
  }
  if ((await takeCode(deps, userId, body.code, true)) !== 'ok')
    throw badRequest({ code: [AUTH_MESSAGES.twoStepCodeWrong] })
  await giveBackAttempt(deps.db, deps.addressRule, client.ip)
  await giveBackAttempt(deps.db, deps.twoStepRule, String(userId))
  return userId
}
