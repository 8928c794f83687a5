// Calls of the authentication screens: login, registration, logout and the password reset token
// flow. Each success that logs a user in stores the session; the guards take over from there.
import type {
  AbilityRule,
  LoginBody,
  LoginChallenge,
  LoginResponse,
  RegistrationBodyInput,
  TwoStepLoginBody,
  UserData,
} from '@aurum/shared'
import { apiFetch } from '@/lib/api-client'
import { clearSession, getSession, setSession } from '@/lib/session'
import { useAsyncAction } from '@/lib/use-async-action'
import { knownDeviceToken, rememberDevice } from './known-device'

type ForgotPasswordBody = { email: string }
type ResetPasswordBody = { token: string; password: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A rule names its action and subject; CASL ignores what it does not know. */
const isAbilityRule = (value: unknown): value is AbilityRule =>
  isRecord(value) && value.action !== undefined && value.subject !== undefined

/**
 * The login (or registration) answer, checked by hand rather than with the shared
 * loginResponseSchema: this module is on /login, whose JavaScript budget (200 KB gzip) has no room
 * for zod. Like the schema, it keeps only userData's known fields, so nothing else is stored.
 */
export function readLoginResponse(answer: unknown): LoginResponse {
  const user = isRecord(answer) ? answer.userData : undefined
  if (
    !isRecord(answer) ||
    typeof answer.accessToken !== 'string' ||
    !Array.isArray(answer.userAbilityRules) ||
    !answer.userAbilityRules.every(isAbilityRule) ||
    !isRecord(user) ||
    typeof user.id !== 'number' ||
    !['fullName', 'username', 'email', 'role'].every((key) => typeof user[key] === 'string') ||
    !(user.avatar === null || typeof user.avatar === 'string')
  ) {
    throw new Error('Unexpected login answer')
  }
  const { id, fullName, username, email, avatar, role } = user as UserData
  return {
    accessToken: answer.accessToken,
    userAbilityRules: answer.userAbilityRules,
    userData: { id, fullName, username, email, avatar, role },
  }
}

/** The login answer when the account has two-step verification on: a challenge, no session yet. */
export function isLoginChallenge(answer: unknown): answer is LoginChallenge {
  return (
    isRecord(answer) &&
    answer.twoStepRequired === true &&
    typeof answer.challengeToken === 'string' &&
    typeof answer.expiresAt === 'string'
  )
}

async function logIn(body: LoginBody): Promise<LoginResponse | LoginChallenge> {
  const answer = await apiFetch<unknown>('/api/auth/login', {
    method: 'POST',
    body: { ...body, deviceToken: knownDeviceToken(body.email) },
  })
  rememberDevice(answer)
  if (isLoginChallenge(answer))
    return { twoStepRequired: true, challengeToken: answer.challengeToken, expiresAt: answer.expiresAt }
  return readLoginResponse(answer)
}

async function passTwoStep(body: TwoStepLoginBody): Promise<LoginResponse> {
  const answer = await apiFetch<unknown>('/api/auth/two-step', { method: 'POST', body })
  rememberDevice(answer)
  return readLoginResponse(answer)
}

/** The account alone (/register), or with the multi-step form's details. */
async function register(body: RegistrationBodyInput): Promise<LoginResponse> {
  const answer = await apiFetch<unknown>('/api/auth/register', { method: 'POST', body })
  rememberDevice(answer)
  return readLoginResponse(answer)
}

/** Revokes the token on the server, then forgets the session even if the server is unreachable. */
export async function logOut(): Promise<void> {
  try {
    if (getSession().accessToken) await apiFetch<void>('/api/auth/logout', { method: 'POST' })
  } finally {
    clearSession()
  }
}

export function useLogin() {
  return useAsyncAction(logIn, (answer) => {
    if (!isLoginChallenge(answer)) setSession(answer)
  })
}

/** The second step of a login: the stored challenge and a code open the session. */
export function usePassTwoStep() {
  return useAsyncAction(passTwoStep, setSession)
}

// The challenge waits in this tab's sessionStorage between the login form and the two-step page
// (a reload keeps it; another tab or a closed browser does not), with the query of the login page
// so the user lands where they were going.
const CHALLENGE_KEY = 'aurum-two-step-challenge'

export type PendingTwoStep = { challengeToken: string; expiresAt: string; search: string }

export function savePendingTwoStep(pending: PendingTwoStep): void {
  try {
    sessionStorage.setItem(CHALLENGE_KEY, JSON.stringify(pending))
  } catch {
    // Storage refused (private mode quota): the two-step page will ask to log in again.
  }
}

/** The challenge waiting for a code, if it has not expired. */
export function readPendingTwoStep(now = Date.now()): PendingTwoStep | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(CHALLENGE_KEY) ?? 'null') as unknown
    if (
      isRecord(pending) &&
      typeof pending.challengeToken === 'string' &&
      typeof pending.expiresAt === 'string' &&
      typeof pending.search === 'string' &&
      Date.parse(pending.expiresAt) > now
    )
      return { challengeToken: pending.challengeToken, expiresAt: pending.expiresAt, search: pending.search }
  } catch {
    // Not JSON: treated as none.
  }
  return null
}

export function clearPendingTwoStep(): void {
  try {
    sessionStorage.removeItem(CHALLENGE_KEY)
  } catch {
    // Nothing stored.
  }
}

export function useRegister() {
  return useAsyncAction(register, setSession)
}

const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiFetch<void>('/api/auth/forgot-password', { method: 'POST', body })

export function useForgotPassword() {
  return useAsyncAction(requestPasswordReset)
}

const resetPassword = (body: ResetPasswordBody) =>
  apiFetch<void>('/api/auth/reset-password', { method: 'POST', body })

export function useResetPassword() {
  return useAsyncAction(resetPassword)
}

/**
 * Where to go after logging in: the `to` query parameter when it is a path of this site (never
 * another origin, so a crafted link cannot send the user away), else `/`. The guard keeps the
 * wanted page's query beside `to`; it is handed back to that page.
 */
export function redirectTarget(search: URLSearchParams): string {
  const to = search.get('to')
  const rest = new URLSearchParams(search)
  rest.delete('to')
  const safe = to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/'
  const query = rest.toString()
  if (!query || safe.includes('?')) return safe
  return `${safe}?${query}`
}
