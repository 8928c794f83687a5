// The API app over a fresh seeded database, called in-process with app.request().
import { createApp, type AppOptions } from '../app.js'
import { createTokenService } from '../auth/tokens.js'
import { seedIfEmpty } from '../db/seed/index.js'
import { createLogger } from '../logger.js'
import { openTestDatabase } from './test-database.js'

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'
/** Seed time for tests: fixed, so relative demo data (calendar) is the same on every run. */
export const TEST_NOW = new Date('2026-11-15T10:00:00Z')

export const ADMIN = { email: 'admin@demo.com', password: 'admin' }
export const CLIENT = { email: 'client@demo.com', password: 'client' }

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

export async function createTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}) {
  const database = await openTestDatabase()
  await seedIfEmpty(database.db, TEST_NOW)
  const tokens = options.tokens ?? createTokenService(TEST_SECRET)
  const { app, routes, openApiDocument } = createApp({ database, tokens, logger: createLogger('silent'), ...options })

  async function request(path: string, init: { method?: string; token?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    let body: string | undefined
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    }
    const response = await app.request(path, { method: init.method ?? 'GET', headers, body })
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = text
    }
    return { status: response.status, headers: response.headers, json: json as any, text } // eslint-disable-line @typescript-eslint/no-explicit-any -- test answers are asserted field by field
  }

  async function login(credentials: { email: string; password: string }): Promise<string> {
    const answer = await request('/api/auth/login', { method: 'POST', body: credentials })
    if (answer.status !== 201) throw new Error(`login failed: ${answer.status} ${answer.text}`)
    return answer.json.accessToken as string
  }

  return { app, db: database.db, database, routes, openApiDocument, tokens, request, login, close: () => database.close() }
}
