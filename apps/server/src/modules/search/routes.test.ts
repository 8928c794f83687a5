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
import type { Db } from '../../db/client.js'
import { SearchRegistry } from './registry.js'
import { createSearchRouter } from './routes.js'

// Two fake kinds: one any reader of products may see, one only managers of users may see.
const registry = new SearchRegistry()
  .register({
    kind: 'products',
    title: { es: 'Productos', en: 'Products', fr: 'Produits', ar: 'المنتجات' },
    requires: { action: 'read', subject: 'Product' },
    search: async (_db, term) => [
      { id: '1', title: `Product ${term}`, subtitle: '', url: '/p/1', icon: 'products', avatar: null },
    ],
  })
  .register({
    kind: 'acl',
    title: { es: 'Acceso', en: 'Access', fr: 'Accès', ar: 'الوصول' },
    requires: { action: 'read', subject: 'AclDemo' },
    search: async () => [],
  })

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
  app.route('/api', createSearchRouter({ db: {} as Db, registry }).app)
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
    // Terms that match few pages, so the answer's cap on results never hides the one looked for.
    const search = async (rules: typeof ADMIN_RULES, q: string) =>
      (await (
        await appFor(rules).request(`/api/app-bar/search?q=${q}&lang=en`)
      ).json()) as SearchResultGroup[]
    const urls = (groups: SearchResultGroup[]) =>
      groups.flatMap((group) => group.children.map((child) => child.url))
    expect(urls(await search(ADMIN_RULES, 'crm'))).toContain('/dashboards/crm')
    expect(urls(await search(CLIENT_RULES, 'crm'))).not.toContain('/dashboards/crm')
    expect(urls(await search(CLIENT_RULES, 'access'))).toContain('/access-control')
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

describe('GET /api/search/records (the registry)', () => {
  it('answers 401 without a session and 400 without a term', async () => {
    expect((await appFor(null).request('/api/search/records?q=a')).status).toBe(401)
    expect((await appFor(ADMIN_RULES).request('/api/search/records?q=')).status).toBe(400)
    expect((await appFor(ADMIN_RULES).request('/api/search/records?q=a&lang=xx')).status).toBe(400)
  })

  it('asks only the providers whose ability the caller holds, and drops empty groups', async () => {
    const admin = await appFor(ADMIN_RULES).request('/api/search/records?q=lamp&lang=fr')
    expect(await admin.json()).toEqual({
      groups: [
        {
          kind: 'products',
          title: 'Produits',
          items: [
            { id: '1', title: 'Product lamp', subtitle: '', url: '/p/1', icon: 'products', avatar: null },
          ],
        },
      ],
    })
    const client = await appFor(CLIENT_RULES).request('/api/search/records?q=lamp')
    expect(await client.json()).toEqual({ groups: [] })
  })
})
