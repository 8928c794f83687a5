// Access tokens: HS256 JWTs (RFC 7519) carrying the user id and the session id. The signature and
// expiry are checked here; revocation is checked against the sessions table by the session
// middleware.
//
// Signed and checked with node:crypto's HMAC rather than hono/jwt: every API request reads a token,
// and hono's WebCrypto path (importKey, then an async verify) was ~12 % of the server's CPU in a
// profile of the orders list; a synchronous HMAC of ~200 bytes costs a few microseconds.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

type TokenClaims = { userId: number; sessionId: string; expiresAt: Date }

export type TokenService = {
  issue: (userId: number, sessionId: string, expiresAt: Date) => Promise<string>
  read: (token: string) => Promise<TokenClaims | null>
  /**
   * A 32-byte key for another use of the server's secret (HKDF-SHA-256, the purpose as info): the
   * two-step challenge and the sealing of TOTP secrets each get their own, never the token key.
   */
  derivedKey: (purpose: string) => Buffer
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function createTokenService(secret: string): TokenService {
  const signature = (signed: string) => createHmac('sha256', secret).update(signed).digest()

  function read(token: string): TokenClaims | null {
    const parts = token.split('.')
    if (parts.length !== 3) return null
    const [header, payload, given] = parts as [string, string, string]
    // Only HS256: a token naming another algorithm ("none", RS256 with this secret as a key) is
    // refused before anything else is read.
    const decodedHeader = decodeJson(header)
    if (!isRecord(decodedHeader) || decodedHeader.alg !== 'HS256' || 'crit' in decodedHeader) return null
    // Compared as text, so a signature padded or with stray characters (which base64url decoding
    // would skip) is not accepted as a second spelling of the same token.
    const expected = Buffer.from(signature(`${header}.${payload}`).toString('base64url'))
    const actual = Buffer.from(given)
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
    const claims = decodeJson(payload)
    if (!isRecord(claims)) return null
    const { sub, sid, exp, nbf } = claims
    const now = Date.now() / 1000
    if (typeof exp !== 'number' || exp <= now) return null
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null
    const userId = Number(sub)
    if (typeof sub !== 'string' || !Number.isInteger(userId) || typeof sid !== 'string') return null
    return { userId, sessionId: sid, expiresAt: new Date(exp * 1000) }
  }

  return {
    issue: async (userId, sessionId, expiresAt) => {
      const claims = {
        sub: String(userId),
        sid: sessionId,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      }
      const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
      return `${signed}.${signature(signed).toString('base64url')}`
    },
    read: async (token) => read(token),
    derivedKey: (purpose) => Buffer.from(hkdfSync('sha256', secret, '', `aurum:${purpose}`, 32)),
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
