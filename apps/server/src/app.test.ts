// Platform behaviour of the whole app: health, unknown paths, errors, the OpenAPI document, and
// the permission every route declares.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.js'
import { createTokenService } from './auth/tokens.js'
import { createLogger } from './logger.js'
import { ADMIN, createTestApp, TEST_SECRET, type TestApp } from './test/test-app.js'
import { openTestDatabase } from './test/test-database.js'

let api: TestApp
beforeAll(async () => {
  api = await createTestApp()
})
afterAll(() => api.close())

describe('platform', () => {
  it('GET /api/health names the database kind', async () => {
    const answer = await api.request('/api/health')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ status: 'ok', database: api.database.kind })
  })

  it('mounts the global search for logged-in callers only', async () => {
    expect((await api.request('/api/app-bar/search?q=crm&lang=en')).status).toBe(401)
    const answer = await api.request('/api/app-bar/search?q=crm&lang=en', { token: await api.login(ADMIN) })
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.json)).toContain('/dashboards/crm')
  })

  it('answers JSON 404 for an unknown API path', async () => {
    const answer = await api.request('/api/nope', { token: await api.login(ADMIN) })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ message: 'Not found' })
  })

  it('answers an unexpected failure with 500 JSON, no stack trace, and keeps serving', async () => {
    const broken = await openTestDatabase()
    const logged: unknown[] = []
    const logger = createLogger('silent')
    logger.error = ((payload: unknown) => logged.push(payload)) as typeof logger.error
    const { app } = createApp({ database: broken, tokens: createTokenService(TEST_SECRET), logger })
    await broken.close()
    const answer = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(answer.status).toBe(500)
    const body = await answer.text()
    expect(JSON.parse(body)).toEqual({ message: 'Internal server error' })
    expect(body).not.toMatch(/at .+\.(ts|js)/)
    expect(logged).toHaveLength(1)
    expect((await app.request('/api/health')).status).toBe(200)
  })

  it('serves the OpenAPI document with every route, and a reference page', async () => {
    const answer = await api.request('/api/openapi.json')
    expect(answer.status).toBe(200)
    expect(answer.json.openapi).toBe('3.1.0')
    const operations = Object.entries(answer.json.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual(api.routes.map((route) => `${route.method.toUpperCase()} /api${route.path.replace(/:(\w+)/g, '{$1}')}`).sort())
    const listUsers = answer.json.paths['/api/apps/users'].get
    expect(listUsers['x-permission']).toEqual({ action: 'read', subject: 'User' })
    expect(listUsers.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(
      ['itemsPerPage', 'orderBy', 'page', 'plan', 'q', 'role', 'sortBy', 'status'],
    )
    expect(listUsers.responses['200'].content['application/json'].schema.properties.users).toBeDefined()
    const docs = await api.request('/api/docs')
    expect(docs.status).toBe(200)
    expect(docs.headers.get('content-type')).toContain('text/html')
    expect(docs.text).toContain('/api/openapi.json')
  })

  it('every route declares its permission (a change here is a visible diff)', () => {
    const table = api.routes
      .map((route) => {
        const access = typeof route.access === 'object' ? `${route.access.action} ${route.access.subject}` : route.access
        return `${route.method.toUpperCase().padEnd(6)} /api${route.path} → ${access}`
      })
      .sort()
    expect(table).toMatchSnapshot()
  })
})
