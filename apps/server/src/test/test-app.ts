// The API app over the file's own copy of the seeded database, called in-process with app.request().
import { afterAll, beforeAll, expect } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema/index.js'
import { createApp, type AppOptions } from '../app.js'
import { hashPassword } from '../auth/password.js'
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

/** What `useTestAppWithLogins()` gives a file: its fields are read inside tests, once beforeAll ran. */
export type SignedInTestApp = {
  api: TestApp
  admin: SignedInRequest
  client: SignedInRequest
  tokens: { readonly admin: string; readonly client: string }
}

/**
 * A test file's app with the demo admin and client signed in, opened before its tests and closed
 * after them. The setup that most route test files share, in one call at the top of the file:
 * `const { api, admin, client, tokens } = useTestAppWithLogins()`.
 */
export function useTestAppWithLogins(options: Parameters<typeof createTestApp>[0] = {}): SignedInTestApp {
  let signedIn: Awaited<ReturnType<typeof createTestAppWithLogins>> | undefined
  const current = () => {
    if (!signedIn) throw new Error('the test app opens in beforeAll: use it inside a test or a hook')
    return signedIn
  }
  beforeAll(async () => {
    signedIn = await createTestAppWithLogins(options)
  })
  afterAll(() => current().api.close())
  return {
    // The file destructures these before beforeAll runs, so each one forwards to the app of the moment.
    api: new Proxy({} as TestApp, { get: (_, key) => Reflect.get(current().api, key) }),
    admin: (path, init) => current().admin(path, init),
    client: (path, init) => current().client(path, init),
    tokens: {
      get admin() {
        return current().adminToken
      },
      get client() {
        return current().clientToken
      },
    },
  }
}

/** A person for `addSignedInUser`: the rest of the users API's body defaults to an active admin of Aurum. */
export type TestPerson = {
  fullName: string
  username: string
  email: string
  password: string
  country: string
  contact: string
  role?: string
}

/** Adds a user through the users API, as the demo admin would, and signs them in. */
export async function addSignedInUser(app: Pick<SignedInTestApp, 'api' | 'admin'>, person: TestPerson) {
  const created = await app.admin('/api/apps/users', {
    method: 'POST',
    body: { role: 'admin', currentPlan: 'team', status: 'active', company: 'Aurum', ...person },
  })
  expect(created.status).toBe(201)
  return { id: created.json.id as number, token: await app.api.login(person) }
}

/** The id of a seeded user, found by email. */
export async function userIdByEmail(api: TestApp, email: string) {
  const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!row) throw new Error(`no user ${email}`)
  return row.id
}

/**
 * A user written straight into the database (any role, no users API in between), active on the
 * basic plan, then signed in: their id, token and requests bound to that token.
 */
export async function insertSignedInUser(
  api: TestApp,
  person: { fullName: string; username: string; email: string; password: string; role: string },
) {
  const { password, ...columns } = person
  const [row] = await api.db
    .insert(users)
    .values({
      ...columns,
      currentPlan: 'basic',
      status: 'active',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id })
  const token = await api.login({ email: person.email, password })
  const request: SignedInRequest = (path, init = {}) => api.request(path, { ...init, token })
  return { id: row!.id, token, request }
}
