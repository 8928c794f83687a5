// Platform behaviour of the whole app: health, unknown paths, errors, the OpenAPI document, and
// the permission every route declares.
import { connect, type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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
    expect(answer.json).toEqual({ message: 'Not found', code: 'common.notFound' })
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
    expect(JSON.parse(body)).toEqual({ message: 'Internal server error', code: 'common.internal' })
    expect(body).not.toMatch(/at .+\.(ts|js)/)
    expect(logged).toHaveLength(1)
    expect((await app.request('/api/health')).status).toBe(200)
  })

  it('logs a failed query without its parameters (no email, no password hash)', async () => {
    const broken = await openTestDatabase()
    const logged: unknown[] = []
    const logger = createLogger('silent')
    logger.error = ((payload: unknown) => logged.push(payload)) as typeof logger.error
    const { app } = createApp({ database: broken, tokens: createTokenService(TEST_SECRET), logger })
    await broken.db.execute(sql`drop table users cascade`)
    try {
      const answer = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'secret.person@example.com', password: 'hunter22' }),
      })
      expect(answer.status).toBe(500)
      expect(logged).toHaveLength(1)
      const line = JSON.stringify(logged[0])
      expect(line).toContain('relation')
      expect(line).toContain('select')
      expect(line).not.toContain('secret.person')
      expect(line).not.toContain('hunter22')
    } finally {
      await broken.close()
    }
  })

  it('logs a client that hangs up mid-request at debug level, not as an error', async () => {
    const logged: { level: string; message: unknown }[] = []
    const logger = createLogger('silent')
    logger.error = ((...payload: unknown[]) =>
      logged.push({ level: 'error', message: payload })) as typeof logger.error
    logger.debug = ((...payload: unknown[]) =>
      logged.push({ level: 'debug', message: payload })) as typeof logger.debug
    const { app } = createApp({ database: api.database, tokens: createTokenService(TEST_SECRET), logger })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const socket = connect(port, '127.0.0.1')
      await new Promise((resolve) => socket.once('connect', resolve))
      // Half a declared body, then the connection closes.
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      socket.destroy()
      await vi.waitFor(() => expect(logged.map((entry) => entry.level)).toContain('debug'), {
        timeout: 5_000,
      })
      expect(logged.filter((entry) => entry.level === 'error')).toEqual([])
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('serves the OpenAPI document with every route, and a reference page', async () => {
    const answer = await api.request('/api/openapi.json')
    expect(answer.status).toBe(200)
    expect(answer.json.openapi).toBe('3.1.0')
    const operations = Object.entries(answer.json.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(operations.sort()).toEqual(
      api.routes
        .map((route) => `${route.method.toUpperCase()} /api${route.path.replace(/:(\w+)/g, '{$1}')}`)
        .sort(),
    )
    const listUsers = answer.json.paths['/api/apps/users'].get
    expect(listUsers['x-permission']).toEqual({ action: 'read', subject: 'User' })
    expect(listUsers.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'itemsPerPage',
      'lang',
      'orderBy',
      'page',
      'plan',
      'q',
      'role',
      'sortBy',
      'status',
    ])
    expect(listUsers.responses['200'].content['application/json'].schema.properties.users).toBeDefined()
    const docs = await api.request('/api/docs')
    expect(docs.status).toBe(200)
    expect(docs.headers.get('content-type')).toContain('text/html')
    expect(docs.text).toContain('/api/openapi.json')
  })

  it('declares the multipart body of every upload, so a generated client can send the file', async () => {
    const paths = (await api.request('/api/openapi.json')).json.paths
    const uploads = api.routes.filter((route) => route.fileUpload)
    expect(uploads.map((route) => route.path).sort()).toEqual([
      '/apps/calendar/import',
      '/apps/kanban/uploads',
      '/media/attachments',
      '/media/chat-attachments',
      '/media/uploads',
    ])
    // A route that reads more than a JSON body is an upload and must say so.
    expect(api.routes.filter((route) => route.maxBodyBytes && !route.fileUpload)).toEqual([])
    for (const route of uploads) {
      const body = paths[`/api${route.path}`].post.requestBody
      expect(body.required).toBe(true)
      const form = body.content['multipart/form-data']
      expect(form.schema.required).toEqual(['file'])
      expect(form.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' })
      expect(form.encoding.file.contentType).toContain(
        route.path === '/apps/calendar/import' ? 'text/calendar' : 'image/png',
      )
    }
    expect(
      paths['/api/media/attachments'].post.requestBody.content['multipart/form-data'].encoding.file
        .contentType,
    ).toContain('application/pdf')
  })

  it('every route declares its permission (a change here is a visible diff)', () => {
    const table = api.routes
      .map((route) => {
        const access =
          typeof route.access === 'object' ? `${route.access.action} ${route.access.subject}` : route.access
        return `${route.method.toUpperCase().padEnd(6)} /api${route.path} → ${access}`
      })
      .sort()
    expect(table).toMatchSnapshot()
  })
})
