// Access tokens: HS256 JWTs carrying the user id and the session id. The signature and expiry are
// checked here; revocation is checked against the sessions table by the session middleware.
import { randomBytes } from 'node:crypto'
import { sign, verify } from 'hono/jwt'

export type TokenClaims = { userId: number; sessionId: string; expiresAt: Date }

export type TokenService = {
  issue: (userId: number, sessionId: string, expiresAt: Date) => Promise<string>
  read: (token: string) => Promise<TokenClaims | null>
}

export function createTokenService(secret: string): TokenService {
  return {
    issue: (userId, sessionId, expiresAt) =>
      sign(
        { sub: String(userId), sid: sessionId, iat: Math.floor(Date.now() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) },
        secret,
        'HS256',
      ),
    read: async (token) => {
      try {
        const payload = await verify(token, secret, 'HS256')
        const userId = Number(payload.sub)
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null
        return { userId, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) }
      } catch {
        return null
      }
    },
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
