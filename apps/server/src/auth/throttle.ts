// Slows down guessing and flooding on the public auth routes. Each attempt is counted in the
// database before the work it guards (the password check, the reset mail, the new account), so
// 200 requests sent at once get no more checks than the limit, and every API server behind a load
// balancer shares the counts. Failed logins count per address and per account: one address cannot
// try many accounts, and many addresses cannot try one account for long.
import type { Db } from '../db/client.js'
import type { MessageCode } from '@aurum/shared'
import { ApiProblem, messageBody } from '../http/errors.js'
import * as authRepo from './repo.js'

export type ThrottleRule = { scope: string; limit: number; windowSeconds: number }

export type ThrottleRules = {
  loginPerAddress: ThrottleRule
  loginPerAccount: ThrottleRule
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
  /** Failed logins per account in a window (LOGIN_ACCOUNT_MAX_FAILURES). */
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

export function throttleRules(settings: ThrottleSettings): ThrottleRules {
  const windowSeconds = settings.loginBlockMinutes * 60
  return {
    loginPerAddress: { scope: 'login:address', limit: settings.loginMaxFailures, windowSeconds },
    loginPerAccount: { scope: 'login:account', limit: settings.loginAccountMaxFailures, windowSeconds },
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

/** 429 naming the limit that refused, with the minutes until its window ends (also as Retry-After). */
export function tooManyAttempts(retryAfterSeconds: number, code: MessageCode): ApiProblem {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return new ApiProblem(429, messageBody(code, { minutes }), {
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

/** The attempt did not count against the caller: it succeeded, or another limit stopped it first. */
export async function giveBackAttempt(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await authRepo.uncountAttempt(db, rule.scope, key)
}

export async function clearAttempts(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await authRepo.forgetAttempts(db, rule.scope, key)
}
