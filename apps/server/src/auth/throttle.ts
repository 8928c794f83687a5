// Slows down guessing and flooding on the public auth routes. Each attempt is counted in the
// database before the work it guards (the password check, the reset mail, the new account), so
// 200 requests sent at once get no more checks than the limit, and every API server behind a load
// balancer shares the counts.
//
// Failed logins: a browser that signed in to the account before (a known device, known-devices.ts)
// has its own budget (LOGIN_MAX_FAILURES per window) and nothing else counts against it, so no
// stranger can lock its owner out. Every other attempt counts per address (LOGIN_MAX_FAILURES, then
// 429 until the window ends: one address cannot try many accounts) and per account, where the
// limit grows a delay instead of blocking: after LOGIN_ACCOUNT_MAX_FAILURES failures, each next
// attempt waits 1 s, 2 s, 4 s… at most 60 s after the previous one, and the count is forgotten
// LOGIN_BLOCK_MINUTES after the latest attempt. Addresses cost an attacker nothing (X-Forwarded-For
// is forged, botnets), so a hard block per account could be aimed at anyone; the delay caps a
// guesser at one password a minute per account while the owner waits at most a minute on a new
// device, and not at all on a known one.
import type { Db } from '../db/client.js'
import type { MessageCode } from '@aurum/shared'
import { ApiProblem, messageBody } from '../http/errors.js'
import * as authRepo from './repo.js'

export type ThrottleRule = { scope: string; limit: number; windowSeconds: number }

/** A limit that delays rather than blocks (claimDelayedAttempt in repo.ts). */
export type DelayedThrottleRule = { scope: string } & authRepo.DelayRule

export type ThrottleRules = {
  loginPerAddress: ThrottleRule
  /** Failed logins from unknown devices on one account: a growing delay, never a block. */
  loginPerAccount: DelayedThrottleRule
  /** Failed logins from one known device (its own budget, instead of the address and account ones). */
  loginPerDevice: ThrottleRule
  resetPerAddress: ThrottleRule
  resetPerAccount: ThrottleRule
  signUpPerAddress: ThrottleRule
  /** Wrong two-step codes per account (keyed by user id): six digits fall to guessing otherwise. */
  twoStepPerAccount: ThrottleRule
  /** What visitors send without an account (contact messages, launch sign-ups) per address. */
  visitorFormsPerAddress: ThrottleRule
}

export type ThrottleSettings = {
  /** Failed logins per address in a window (LOGIN_MAX_FAILURES). */
  loginMaxFailures: number
  /** Failed logins per account before each next one is delayed (LOGIN_ACCOUNT_MAX_FAILURES). */
  loginAccountMaxFailures: number
  /** The window, in minutes (LOGIN_BLOCK_MINUTES). */
  loginBlockMinutes: number
  /** Accounts created per address per hour (SIGNUP_MAX_PER_HOUR). */
  signUpMaxPerHour: number
  /** Wrong two-step codes per account in a window (TWO_STEP_MAX_FAILURES, default 5). */
  twoStepMaxFailures?: number
}

/** Contact messages and launch sign-ups per address per hour: a person sends a few, a script many. */
const VISITOR_FORMS_PER_HOUR = 10

/** Reset mails per account in a window: enough for a lost mail, too few to flood an inbox. */
const RESET_MAILS_PER_ACCOUNT = 3

/**
 * The account's delay past its free failures: 1 s doubling to 60 s. A minute is as long as the
 * owner signing in from a new device should ever wait; it still holds a guesser to 60 passwords
 * an hour per account, whatever the number of addresses.
 */
const ACCOUNT_DELAY_BASE_SECONDS = 1
export const ACCOUNT_DELAY_MAX_SECONDS = 60

export function throttleRules(settings: ThrottleSettings): ThrottleRules {
  const windowSeconds = settings.loginBlockMinutes * 60
  return {
    loginPerAddress: { scope: 'login:address', limit: settings.loginMaxFailures, windowSeconds },
    // A new scope name: rows of the old fixed-window 'login:account' mean something else.
    loginPerAccount: {
      scope: 'login:account-delay',
      free: settings.loginAccountMaxFailures,
      baseSeconds: ACCOUNT_DELAY_BASE_SECONDS,
      maxSeconds: ACCOUNT_DELAY_MAX_SECONDS,
      forgetSeconds: windowSeconds,
    },
    loginPerDevice: { scope: 'login:device', limit: settings.loginMaxFailures, windowSeconds },
    resetPerAddress: { scope: 'reset:address', limit: settings.loginMaxFailures, windowSeconds },
    resetPerAccount: { scope: 'reset:account', limit: RESET_MAILS_PER_ACCOUNT, windowSeconds },
    signUpPerAddress: { scope: 'signup:address', limit: settings.signUpMaxPerHour, windowSeconds: 3600 },
    twoStepPerAccount: { scope: 'two-step:account', limit: settings.twoStepMaxFailures ?? 5, windowSeconds },
    visitorFormsPerAddress: {
      scope: 'visitor-forms:address',
      limit: VISITOR_FORMS_PER_HOUR,
      windowSeconds: 3600,
    },
  }
}

const PURGE_AFTER_SECONDS = 24 * 3600
/** One counted attempt in this many also drops day-old counts: no timer, no job, bounded table. */
const PURGE_ONE_IN = 200

/** 429 naming the limit that refused, with the wait (minutes, and seconds; also as Retry-After). */
export function tooManyAttempts(retryAfterSeconds: number, code: MessageCode): ApiProblem {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const seconds = Math.max(1, retryAfterSeconds)
  return new ApiProblem(429, messageBody(code, { minutes, seconds }), {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  })
}

/** Counts an attempt of `key` under `rule`; past the limit, the seconds until its window ends. */
export async function takeAttempt(
  db: Db,
  rule: ThrottleRule,
  key: string,
): Promise<{ retryAfterSeconds: number }> {
  if (Math.random() < 1 / PURGE_ONE_IN) await authRepo.purgeOldAttempts(db, PURGE_AFTER_SECONDS)
  const { attempts, secondsLeft } = await authRepo.countAttempt(db, rule.scope, key, rule.windowSeconds)
  return { retryAfterSeconds: attempts > rule.limit ? secondsLeft : 0 }
}

/** Counts an attempt under a delaying rule; when refused, the seconds until the next may be counted. */
export async function takeDelayedAttempt(
  db: Db,
  rule: DelayedThrottleRule,
  key: string,
): Promise<{ retryAfterSeconds: number }> {
  return { retryAfterSeconds: await authRepo.claimDelayedAttempt(db, rule.scope, key, rule) }
}

/** The attempt did not count against the caller: it succeeded, or another limit stopped it first. */
export async function giveBackAttempt(db: Db, rule: { scope: string }, key: string): Promise<void> {
  await authRepo.uncountAttempt(db, rule.scope, key)
}

export async function clearAttempts(db: Db, rule: { scope: string }, key: string): Promise<void> {
  await authRepo.forgetAttempts(db, rule.scope, key)
}
