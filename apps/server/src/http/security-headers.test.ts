import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.js'
import { createTokenService } from '../auth/tokens.js'
import { createLogger } from '../logger.js'
import { openTestDatabase } from '../test/test-database.js'
import { ADMIN, TEST_SECRET, createTestApp, createTestAppWithLogins, type TestApp } from '../test/test-app.js'
import {
  CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  securityHeaders,
} from './security-headers.js'

let api: TestApp
let adminToken: string
let clientToken: string

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'aurum-csp-'))
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Aurum</title><script src="/boot.js"></script>',
  )
  writeFileSync(path.join(webDist, 'boot.js'), 'document.documentElement.dir = "ltr"')
  ;({ api, adminToken, clientToken } = await createTestAppWithLogins({ webDist }))
})
afterAll(() => api.close())

function expectSecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), name).toBe(value)
}

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('the policy', () => {
  const policy = directives(CONTENT_SECURITY_POLICY)

  it('runs only same-origin scripts: no inline code, no eval, no nonce or hash', () => {
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
  })

  it('refuses every frame parent and keeps connections, forms and <base> on the origin', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
  })

  it('names no other origin anywhere', () => {
    const sources = [...policy.values()].flat()
    expect(
      sources.filter((source) => !["'self'", "'none'", "'unsafe-inline'", 'data:', 'blob:'].includes(source)),
    ).toEqual([])
    // Inline styles only (Emotion's run-time <style> elements); never inline scripts.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  })
})

describe('security headers on the app answers', () => {
  it('a JSON API answer', async () => {
    const answer = await api.request('/api/apps/users', { token: adminToken })
    expect(answer.status).toBe(200)
    expectSecurityHeaders(answer.headers)
  })

  it('401, 403 and 400 answers made by the error handler', async () => {
    const visitor = await api.request('/api/apps/users')
    expect(visitor.status).toBe(401)
    expectSecurityHeaders(visitor.headers)
    const client = await api.request('/api/apps/users', { token: clientToken })
    expect(client.status).toBe(403)
    expectSecurityHeaders(client.headers)
    const invalid = await api.request('/api/apps/users?itemsPerPage=lots', { token: adminToken })
    expect(invalid.status).toBe(400)
    expectSecurityHeaders(invalid.headers)
    const malformed = await api.request('/api/auth/login', { method: 'POST', body: '{not json' })
    expect(malformed.status).toBe(400)
    expectSecurityHeaders(malformed.headers)
  })

  it('a 500 made by the error handler for an unexpected failure', async () => {
    // A closed database makes the login's query throw, as app.test.ts does for the 500 itself.
    const broken = await openTestDatabase()
    const { app } = createApp({
      database: broken,
      tokens: createTokenService(TEST_SECRET),
      logger: createLogger('silent'),
    })
    await broken.close()
    const answer = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(answer.status).toBe(500)
    expectSecurityHeaders(answer.headers)
  })

  it('a 404 under /api and one from the not-found handler', async () => {
    const unknownApi = await api.request('/api/no-such-thing')
    expect(unknownApi.status).toBe(404)
    expectSecurityHeaders(unknownApi.headers)
    // The SPA serves GET and HEAD only; any other method outside /api reaches app.notFound.
    const notFound = await api.request('/dashboards/crm', { method: 'POST' })
    expect(notFound.status).toBe(404)
    expect(notFound.json).toEqual({ message: 'Not found', code: 'common.notFound' })
    expectSecurityHeaders(notFound.headers)
  })

  it('the web app HTML and its static files', async () => {
    const page = await api.request('/dashboards/crm')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.text).toContain('<title>Aurum</title>')
    expectSecurityHeaders(page.headers)
    const boot = await api.request('/boot.js')
    expect(boot.headers.get('content-type')).toContain('text/javascript')
    expect(boot.headers.get('cache-control')).toBe('no-cache')
    expectSecurityHeaders(boot.headers)
  })

  it('the API reference page loads its code from the origin, as JavaScript', async () => {
    const page = await api.request('/api/docs')
    expect(page.status).toBe(200)
    expectSecurityHeaders(page.headers)
    // Every <script> element names a same-origin file: an inline one would be refused.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map(([, attributes]) => attributes?.trim())).toEqual(['src="/api/docs/docs.js"'])
    expect(scripts.every(([, , body]) => body === '')).toBe(true)
    expect(page.text).not.toMatch(/\son[a-z]+=/)
    const script = await api.request('/api/docs/docs.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.text).toContain("fetch('/api/openapi.json')")
    expectSecurityHeaders(script.headers)
  })
})

describe('securityHeaders()', () => {
  const app = new Hono()
  app.use('*', securityHeaders())
  app.get('/crash', () => {
    throw new Error('boom')
  })
  app.get('/teapot', () => {
    throw new HTTPException(418, { message: 'teapot' })
  })
  app.get('/upload', (c) => c.body('png', 200, { 'Content-Security-Policy': "default-src 'none'" }))
  app.onError((error, c) =>
    error instanceof HTTPException ? error.getResponse() : c.json({ message: 'Internal server error' }, 500),
  )
  app.notFound((c) => c.json({ message: 'Not found' }, 404))

  it('reaches answers of app.onError, a thrown HTTPException and app.notFound', async () => {
    for (const [url, status] of [
      ['/crash', 500],
      ['/teapot', 418],
      ['/missing', 404],
    ] as const) {
      const answer = await app.request(url)
      expect(answer.status, url).toBe(status)
      expectSecurityHeaders(answer.headers)
    }
  })

  it("keeps a stricter policy a route set itself (uploaded images use default-src 'none')", async () => {
    const answer = await app.request('/upload')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('headers for a deployment behind TLS', () => {
  const appAt = (publicUrl: string) => {
    const app = new Hono()
    app.use('*', securityHeaders({ publicUrl }))
    app.get('/', (c) => c.text('ok'))
    return app
  }

  it('sends Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    const https = await appAt('https://admin.example.com').request('/')
    expect(https.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
    const http = await appAt('http://127.0.0.1:3000').request('/')
    expect(http.headers.get('strict-transport-security')).toBeNull()
  })

  it('turns off camera, microphone and geolocation, and isolates the window from its opener', async () => {
    const answer = await appAt('http://127.0.0.1:3000').request('/')
    const features = answer.headers.get('permissions-policy') ?? ''
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
      expect(features).toContain(feature)
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('reaches the running app with https as its public address', async () => {
    const tlsApi = await createTestApp({ publicUrl: 'https://admin.example.com' })
    try {
      const health = await tlsApi.request('/api/health')
      expect(health.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
      expect(health.headers.get('permissions-policy')).toContain('geolocation=()')
    } finally {
      await tlsApi.close()
    }
  })
})
