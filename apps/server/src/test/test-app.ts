// The API app over the file's own copy of the seeded database, called in-process with app.request().
import { createApp, type AppOptions } from '../app.js'
import { createTokenService } from '../auth/tokens.js'
import { createLogger } from '../logger.js'
import { openSeededTestDatabase } from './test-database.js'

export { TEST_NOW } from './test-database.js'
export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing'

export const ADMIN = { email: 'admin@demo.com', password: 'admin' }
export const CLIENT = { email: 'client@demo.com', password: 'client' }

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

export async function createTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}) {
  const database = await openSeededTestDatabase()
  const tokens = options.tokens ?? createTokenService(TEST_SECRET)
  // Every test request comes from one address: the throttles get room unless a test sets its own.
  const { app, routes, openApiDocument, outbox, hub, pdf, attachRealtime } = createApp({
    database,
    tokens,
    logger: createLogger('silent'),
    loginMaxFailures: 1000,
    loginAccountMaxFailures: 1000,
    signUpMaxPerHour: 1000,
    ...options,
  })

  async function request(
    path: string,
    init: { method?: string; token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
  ) {
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

  return {
    app,
    db: database.db,
    database,
    routes,
    openApiDocument,
    outbox,
    hub,
    attachRealtime,
    pdf,
    tokens,
    request,
    login,
    close: async () => {
      await pdf.close()
      await database.close()
    },
  }
}

/** A request as one signed-in user: `admin('/api/apps/users')`, `client(path, { method: 'POST' })`. */
export type SignedInRequest = (
  path: string,
  init?: Omit<Parameters<TestApp['request']>[1] & object, 'token'>,
) => ReturnType<TestApp['request']>

/**
 * The app with the demo admin and client signed in: their tokens, and requests bound to each. The
 * beforeAll of most route tests.
 */
export async function createTestAppWithLogins(options: Parameters<typeof createTestApp>[0] = {}) {
  const api = await createTestApp(options)
  const [adminToken, clientToken] = [await api.login(ADMIN), await api.login(CLIENT)]
  const as =
    (token: string): SignedInRequest =>
    (path, init = {}) =>
      api.request(path, { ...init, token })
  return { api, adminToken, clientToken, admin: as(adminToken), client: as(clientToken) }
}
