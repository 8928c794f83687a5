// Resolves `Authorization: Bearer <token>` into c.var.auth for every /api request. A missing or
// invalid token leaves it null; each route's declared access then decides between 200, 401, 403.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http/api-router.js'
import { resolveToken, type AuthDeps } from './service.js'

export function sessionMiddleware(deps: Pick<AuthDeps, 'db' | 'tokens'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization')
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
    c.set('auth', match?.[1] ? await resolveToken(deps, match[1]) : null)
    await next()
  }
}
