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

  it("names the spec's groups and the pages in the requested language", async () => {
    const response = await appFor(ADMIN_RULES).request('/api/app-bar/search?q=acc&lang=fr')
    const groups = (await response.json()) as SearchResultGroup[]
    expect(groups.find((group) => group.category === 'chartsMisc')).toEqual({
      title: 'Graphiques et divers',
      category: 'chartsMisc',
      children: [{ url: '/access-control', icon: 'shield', title: "Contrôle d'accès" }],
    })
  })

  it('keeps the catalogue order: the login variants in one group', async () => {
    const response = await appFor(ADMIN_RULES).request('/api/app-bar/search?q=login%20v&lang=en')
    const groups = (await response.json()) as SearchResultGroup[]
    expect(groups.map((group) => group.category)).toEqual(['appsPages'])
    expect(groups[0]!.children.map((child) => child.url)).toEqual([
      '/pages/authentication/login-v1',
      '/pages/authentication/login-v2',
    ])
  })
})
