import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../db/schema/index.js'
import { ADMIN, CLIENT, createTestApp, type TestApp } from '../test/test-app.js'

let api: TestApp
const resetLinks: string[] = []

beforeAll(async () => {
  api = await createTestApp({
    trustProxy: true,
    loginMaxFailures: 3,
    onPasswordResetLink: (link) => resetLinks.push(link),
  })
})
afterAll(() => api.close())

/** Each test logs in from its own address so the throttle of one test never touches another. */
let addressCounter = 0
const fromNewAddress = () => ({ 'x-forwarded-for': `10.0.0.${++addressCounter}` })

describe('POST /api/auth/login', () => {
  it('answers 201 with rules, token and the user without password', async () => {
    const answer = await api.request('/api/auth/login', { method: 'POST', body: ADMIN, headers: fromNewAddress() })
    expect(answer.status).toBe(201)
    expect(answer.json.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }])
    expect(answer.json.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(answer.json.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin', username: 'johndoe' })
    expect(Object.keys(answer.json.userData).sort()).toEqual(['avatar', 'email', 'fullName', 'id', 'role', 'username'])
    expect(answer.text).not.toMatch(/password|scrypt/i)
  })

  it('gives the client only read AclDemo', async () => {
    const answer = await api.request('/api/auth/login', { method: 'POST', body: CLIENT, headers: fromNewAddress() })
    expect(answer.status).toBe(201)
    expect(answer.json.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }])
  })

  it.each([
    ['a wrong password', { email: ADMIN.email, password: 'wrong' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['a demo user without a password', { email: 'x', password: 'y' }],
  ])('answers 400 with errors.email for %s', async (_, body) => {
    const answer = await api.request('/api/auth/login', { method: 'POST', body, headers: fromNewAddress() })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ errors: { email: ['Invalid email or password'] } })
  })

  it('answers 400 naming the field when a field is missing or the body is not JSON', async () => {
    const missing = await api.request('/api/auth/login', { method: 'POST', body: { email: ADMIN.email }, headers: fromNewAddress() })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.json.errors)).toEqual(['password'])
    const broken = await api.request('/api/auth/login', { method: 'POST', body: '{"email":', headers: fromNewAddress() })
    expect(broken.status).toBe(400)
    expect(broken.json.errors.body).toBeDefined()
  })

  it('answers 429 after repeated failures from one address, and only for that address', async () => {
    const headers = fromNewAddress()
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await api.request('/api/auth/login', { method: 'POST', body: { ...ADMIN, password: 'bad' }, headers })
      expect(failed.status).toBe(400)
    }
    const blocked = await api.request('/api/auth/login', { method: 'POST', body: ADMIN, headers })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    const elsewhere = await api.request('/api/auth/login', { method: 'POST', body: ADMIN, headers: fromNewAddress() })
    expect(elsewhere.status).toBe(201)
  })
})

describe('tokens and sessions', () => {
  it('GET /api/auth/me answers the user for a valid token and 401 without one', async () => {
    const token = await api.login(ADMIN)
    const me = await api.request('/api/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.json.userData.email).toBe(ADMIN.email)
    expect((await api.request('/api/auth/me')).status).toBe(401)
    expect((await api.request('/api/auth/me', { token: 'not-a-token' })).status).toBe(401)
  })

  it('logout revokes the token on the server', async () => {
    const token = await api.login(ADMIN)
    expect((await api.request('/api/auth/logout', { method: 'POST', token })).status).toBe(204)
    expect((await api.request('/api/auth/me', { token })).status).toBe(401)
    expect((await api.request('/api/apps/users', { token })).status).toBe(401)
  })

  it('refuses a token past its expiry', async () => {
    const expired = await api.tokens.issue(1, 'no-such-session', new Date(Date.now() - 1000))
    expect((await api.request('/api/auth/me', { token: expired })).status).toBe(401)
    // A session that expired in the database is refused even while the token's own clock allows it.
    const token = await api.login(ADMIN)
    const [payload] = token.split('.').slice(1, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    await api.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.id, payload.sid))
    expect((await api.request('/api/auth/me', { token })).status).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const { createTokenService } = await import('./tokens.js')
    const forged = await createTokenService('another-secret-another-secret-another').issue(1, 'x', new Date(Date.now() + 60_000))
    expect((await api.request('/api/auth/me', { token: forged })).status).toBe(401)
  })

  it('refuses the token of a user who has been suspended', async () => {
    const registered = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'soon.suspended', email: 'suspended@example.com', password: 'long-enough-1' },
    })
    const token = registered.json.accessToken as string
    expect((await api.request('/api/auth/me', { token })).status).toBe(200)
    await api.db.update(users).set({ status: 'inactive' }).where(eq(users.email, 'suspended@example.com'))
    expect((await api.request('/api/auth/me', { token })).status).toBe(401)
  })
})

describe('POST /api/auth/register', () => {
  it('creates a client account and logs it in', async () => {
    const answer = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'new.person', email: 'new.person@example.com', password: 'correct horse' },
    })
    expect(answer.status).toBe(201)
    expect(answer.json.userData).toMatchObject({ role: 'client', username: 'new.person' })
    expect(answer.json.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }])
    const [stored] = await api.db.select().from(users).where(eq(users.email, 'new.person@example.com'))
    expect(stored!.passwordHash).toMatch(/^scrypt\$/)
    expect(stored!.passwordHash).not.toContain('correct horse')
    const again = await api.login({ email: 'new.person@example.com', password: 'correct horse' })
    expect(again).toBeTruthy()
  })

  it('answers 409 for a taken email or username, 400 for invalid fields', async () => {
    const taken = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'johndoe', email: 'ADMIN@demo.com', password: 'long-enough-1' },
    })
    expect(taken.status).toBe(409)
    expect(Object.keys(taken.json.errors).sort()).toEqual(['email', 'username'])
    const invalid = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'x', email: 'not-an-email', password: 'short' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.json.errors).sort()).toEqual(['email', 'password', 'username'])
  })
})

describe('password reset', () => {
  it('issues a one-time link that sets a new password and ends old sessions', async () => {
    await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'forgetful', email: 'forgetful@example.com', password: 'first-password' },
    })
    const oldToken = await api.login({ email: 'forgetful@example.com', password: 'first-password' })
    const unknown = await api.request('/api/auth/forgot-password', { method: 'POST', body: { email: 'nobody@example.com' } })
    expect(unknown.status).toBe(202)
    const linksBefore = resetLinks.length
    const known = await api.request('/api/auth/forgot-password', { method: 'POST', body: { email: 'forgetful@example.com' } })
    expect(known.status).toBe(202)
    expect(resetLinks.length).toBe(linksBefore + 1)
    const token = new URL(resetLinks.at(-1)!).searchParams.get('token')!
    const reset = await api.request('/api/auth/reset-password', { method: 'POST', body: { token, password: 'second-password' } })
    expect(reset.status).toBe(204)
    expect((await api.request('/api/auth/me', { token: oldToken })).status).toBe(401)
    const oldLogin = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'forgetful@example.com', password: 'first-password' },
      headers: fromNewAddress(),
    })
    expect(oldLogin.status).toBe(400)
    expect(await api.login({ email: 'forgetful@example.com', password: 'second-password' })).toBeTruthy()
    const reused = await api.request('/api/auth/reset-password', { method: 'POST', body: { token, password: 'third-password' } })
    expect(reused.status).toBe(400)
    expect(reused.json.errors.token).toBeDefined()
  })
})
