// Known devices: a browser that signed in to an account gets a token naming a random device id,
// signed for that account; sent back with a later login, it gives that browser its own budget of
// failures (throttle.ts), untouched by what strangers try on the account. Nothing is stored: the
// signature (HMAC under a key derived from the server's secret) covers the user id and the
// account's password hash, so a changed password retires every device token of the account.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { randomToken, type TokenService } from './tokens.js'

/** A device stays known this long after its latest sign-in (each sign-in renews its token). */
const KNOWN_DEVICE_DAYS = 180
const VERSION = 'd1'

type Account = { id: number; passwordHash: string | null }

function mac(tokens: TokenService, payload: string, passwordHash: string): Buffer {
  return createHmac('sha256', tokens.derivedKey('known-device'))
    .update(`${VERSION}.${payload}`)
    .update('\0')
    .update(passwordHash)
    .digest()
}

/** A token for `account` on a device (a new one unless `deviceId` names the device it came from). */
export function issueDeviceToken(
  tokens: TokenService,
  account: Account,
  deviceId: string = randomToken(12),
  now = Date.now(),
): string | undefined {
  if (!account.passwordHash) return undefined
  const payload = Buffer.from(
    JSON.stringify({ u: account.id, d: deviceId, t: Math.floor(now / 1000) }),
  ).toString('base64url')
  return `${VERSION}.${payload}.${mac(tokens, payload, account.passwordHash).toString('base64url')}`
}

/**
 * The device id of a token issued for this account and still valid; null for anything else (a
 * token of another account, a forged or expired one, one from before a password change).
 */
export function knownDeviceOf(
  tokens: TokenService,
  token: string | undefined,
  account: Account | undefined,
  now = Date.now(),
): string | null {
  if (!token || !account?.passwordHash) return null
  const [version, payload, given] = token.split('.')
  if (version !== VERSION || !payload || !given) return null
  const expected = Buffer.from(mac(tokens, payload, account.passwordHash).toString('base64url'))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof claims !== 'object' || claims === null) return null
  const { u, d, t } = claims as Record<string, unknown>
  if (u !== account.id || typeof d !== 'string' || typeof t !== 'number') return null
  if (now / 1000 - t > KNOWN_DEVICE_DAYS * 24 * 3600) return null
  return d
}
