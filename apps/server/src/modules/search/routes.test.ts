import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import {
  ADMIN_RULES,
  CLIENT_RULES,
  defineAbilityFor,
  type AbilityRule,
  type SearchResultGroup,
} from '@aurum/shared'
import { problemResponse, type AppEnv } from '../../http/api-router.js'
import { ApiProblem } from '../../http/errors.js'
import { createSearchRouter } from './routes.js'

// The router alone (it needs no database), with the caller injected as the session middleware does.
function appFor(rules: AbilityRule[] | null) {
  const app = new Hono<AppEnv>()
  app.onError((error, c) =>
    error instanceof ApiProblem ? problemResponse(c, error) : c.json({ message: 'unexpected' }, 500),
  )
  app.use('*', async (c, next) => {
    c.set(
      'auth',
      rules
        ? {
            user: {
              id: 1,
              fullName: 'Test',
              username: 'test',
              email: 'test@example.com',
              role: 'admin',
              avatar: null,
            },
            sessionId: 's',
            rules,
            ability: defineAbilityFor(rules),
          }
        : null,
    )
    await next()
  })
  app.route('/api', createSearchRouter().app)
  return app
}

describe('GET /api/app-bar/search', () => {
  it('answers 401 without a session', async () => {
    const response = await appFor(null).request('/api/app-bar/search?q=login')
    expect(response.status).toBe(401)
  })

  it('answers 400 on an unknown language', async () => {
    const response = await appFor(ADMIN_RULES).request('/api/app-bar/search?q=a&lang=xx')
    expect(response.status).toBe(400)
  })

  it('finds pages by title in the requested language', async () => {
    const response = await appFor(ADMIN_RULES).request('/api/app-bar/search?q=CRM&lang=en')
    expect(response.status).toBe(200)
    const groups = (await response.json()) as SearchResultGroup[]
    expect(groups.flatMap((group) => group.children.map((child) => child.url))).toContain('/dashboards/crm')
  })

  it('hides pages the caller may not open', async () => {
    const admin = (await (
      await appFor(ADMIN_RULES).request('/api/app-bar/search?q=c&lang=en')
    ).json()) as SearchResultGroup[]
    const client = (await (
      await appFor(CLIENT_RULES).request('/api/app-bar/search?q=c&lang=en')
    ).json()) as SearchResultGroup[]
    const urls = (groups: SearchResultGroup[]) =>
      groups.flatMap((group) => group.children.map((child) => child.url))
    expect(urls(admin)).toContain('/dashboards/crm')
    expect(urls(client)).not.toContain('/dashboards/crm')
    expect(urls(client)).toContain('/access-control')
  })
})
