// This browser as a known device of the accounts signed in from it: the server's `deviceToken` of
// each account's latest sign-in, sent back with the next login to that account so that strangers'
// failed logins cannot lock it out (the server gives a known device its own budget). Kept after
// logout: that is when it matters.
import { readStored, writeStored } from '@/lib/storage'

const KEY = 'login-devices'
/** Accounts remembered per browser; the oldest is dropped past this. */
const MAX_ACCOUNTS = 10

type DeviceTokens = Record<string, string>

const accountKey = (email: string) => email.trim().toLowerCase()

function readTokens(): DeviceTokens {
  const stored = readStored<unknown>(KEY, {})
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {}
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** The token to send with a login to `email`, if this browser signed in to it before. */
export function knownDeviceToken(email: string): string | undefined {
  return readTokens()[accountKey(email)]
}

/** Keeps the `deviceToken` of a sign-in answer (login, two-step or registration), if it has one. */
export function rememberDevice(answer: unknown): void {
  if (typeof answer !== 'object' || answer === null) return
  const { deviceToken, userData } = answer as { deviceToken?: unknown; userData?: { email?: unknown } }
  if (typeof deviceToken !== 'string' || typeof userData?.email !== 'string') return
  const key = accountKey(userData.email)
  const others = Object.entries(readTokens()).filter(([email]) => email !== key)
  try {
    writeStored(KEY, Object.fromEntries([...others.slice(-(MAX_ACCOUNTS - 1)), [key, deviceToken]]))
  } catch {
    // Storage refused (private mode quota): the browser stays a new device, which only slows it down.
  }
}
