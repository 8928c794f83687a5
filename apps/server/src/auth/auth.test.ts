import { eq, sql } from 'drizzle-orm'
import { createApp } from '../app.js'
import { createLogger } from '../logger.js'
import { createTokenService } from './tokens.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../db/schema/index.js'
import { ADMIN, CLIENT, createTestApp, TEST_SECRET, type TestApp } from '../test/test-app.js'

let api: TestApp
const resetLinks: string[] = []

beforeAll(async () => {
  api = await createTestApp({
    trustProxy: true,
    loginMaxFailures: 3,
    loginAccountMaxFailures: 5,
    publicUrl: 'https://aurum.example.com/',
    onPasswordResetLink: (link) => resetLinks.push(link),
  })
})
afterAll(() => api.close())

/** Each test logs in from its own address so the throttle of one test never touches another. */
let addressCounter = 0
const fromNewAddress = () => ({ 'x-forwarded-for': `10.0.0.${++addressCounter}` })

describe('POST /api/auth/login', () => {
  it('answers 201 with rules, token and the user without password', async () => {
    const answer = await api.request('/api/auth/login', {
      method: 'POST',
      body: ADMIN,
      headers: fromNewAddress(),
    })
    expect(answer.status).toBe(201)
    expect(answer.json.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }])
    expect(answer.json.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(answer.json.userData).toMatchObject({
      email: 'admin@demo.com',
      role: 'admin',
      username: 'johndoe',
    })
    expect(Object.keys(answer.json.userData).sort()).toEqual([
      'avatar',
      'email',
      'fullName',
      'id',
      'role',
      'username',
    ])
    expect(answer.text).not.toMatch(/password|scrypt/i)
  })

  it('gives the client only read AclDemo', async () => {
    const answer = await api.request('/api/auth/login', {
      method: 'POST',
      body: CLIENT,
      headers: fromNewAddress(),
    })
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
    expect(answer.json).toEqual({
      errors: { email: ['Invalid email or password'] },
      codes: { email: [{ code: 'auth.invalidCredentials' }] },
    })
  })

  it('answers 400 naming the field when a field is missing or the body is not JSON', async () => {
    const missing = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: ADMIN.email },
      headers: fromNewAddress(),
    })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.json.errors)).toEqual(['password'])
    const broken = await api.request('/api/auth/login', {
      method: 'POST',
      body: '{"email":',
      headers: fromNewAddress(),
    })
    expect(broken.status).toBe(400)
    expect(broken.json.errors.body).toBeDefined()
  })

  it('answers 429 after repeated failures from one address, and only for that address', async () => {
    const headers = fromNewAddress()
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await api.request('/api/auth/login', {
        method: 'POST',
        body: { email: `guess.${attempt}@demo.com`, password: 'bad' },
        headers,
      })
      expect(failed.status).toBe(400)
    }
    const blocked = await api.request('/api/auth/login', { method: 'POST', body: ADMIN, headers })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    const elsewhere = await api.request('/api/auth/login', {
      method: 'POST',
      body: ADMIN,
      headers: fromNewAddress(),
    })
    expect(elsewhere.status).toBe(201)
  })

  it('checks no more passwords than the limit when 200 wrong logins arrive at once', async () => {
    const headers = fromNewAddress()
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        api.request('/api/auth/login', {
          method: 'POST',
          body: { email: `spray.${index}@demo.com`, password: 'bad' },
          headers,
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    // Each 400 is one password check; every other request was refused before checking.
    expect(statuses.filter((status) => status === 400)).toHaveLength(3)
    expect(statuses.filter((status) => status === 429)).toHaveLength(197)
  })

  it('counts only failures: a right password gives its attempt back without wiping earlier failures', async () => {
    const headers = fromNewAddress()
    // The client account collects failures here; it stays below the per-account limit (5).
    const attempt = (password: string) =>
      api.request('/api/auth/login', { method: 'POST', body: { ...CLIENT, password }, headers })
    expect((await attempt('bad')).status).toBe(400)
    expect((await attempt('bad')).status).toBe(400)
    expect((await attempt(CLIENT.password)).status).toBe(201)
    expect((await attempt('bad')).status).toBe(400)
    expect((await attempt(CLIENT.password)).status).toBe(429)
  })

  it('slows an attack on one account spread over many addresses, and a reset lets its owner back in', async () => {
    const email = 'spread.target@example.com'
    const registered = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'spread.target', email, password: 'right-password-1' },
      headers: fromNewAddress(),
    })
    expect(registered.status).toBe(201)
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await api.request('/api/auth/login', {
        method: 'POST',
        body: { email, password: `guess-${attempt}` },
        headers: fromNewAddress(),
      })
      expect(failed.status).toBe(400)
    }
    const refused = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: email.toUpperCase(), password: 'right-password-1' },
      headers: fromNewAddress(),
    })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toMatch(/this account/)
    // Other accounts are not affected.
    expect(
      (await api.request('/api/auth/login', { method: 'POST', body: CLIENT, headers: fromNewAddress() }))
        .status,
    ).toBe(201)
    await api.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email },
      headers: fromNewAddress(),
    })
    const token = new URL(resetLinks.at(-1)!).searchParams.get('token')!
    expect(
      (
        await api.request('/api/auth/reset-password', {
          method: 'POST',
          body: { token, password: 'new-password-22' },
        })
      ).status,
    ).toBe(204)
    expect(
      (
        await api.request('/api/auth/login', {
          method: 'POST',
          body: { email, password: 'new-password-22' },
          headers: fromNewAddress(),
        })
      ).status,
    ).toBe(201)
  })

  it('shares the counts between API servers on one database', async () => {
    const other = createApp({
      database: api.database,
      tokens: createTokenService(TEST_SECRET),
      logger: createLogger('silent'),
      trustProxy: true,
      loginMaxFailures: 3,
    })
    const headers = { 'content-type': 'application/json', ...fromNewAddress() }
    const wrong = JSON.stringify({ email: 'shared.guess@demo.com', password: 'bad' })
    for (let attempt = 0; attempt < 3; attempt++) {
      const app = attempt % 2 ? other.app : api.app
      expect((await app.request('/api/auth/login', { method: 'POST', headers, body: wrong })).status).toBe(
        400,
      )
    }
    expect(
      (await other.app.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(ADMIN) }))
        .status,
    ).toBe(429)
    expect(
      (await api.app.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(ADMIN) }))
        .status,
    ).toBe(429)
  })
})

describe('throttled sign-up and reset requests', () => {
  it('limits the accounts one address creates', async () => {
    const strict = createApp({
      database: api.database,
      tokens: createTokenService(TEST_SECRET),
      logger: createLogger('silent'),
      trustProxy: true,
      signUpMaxPerHour: 2,
    })
    const headers = { 'content-type': 'application/json', ...fromNewAddress() }
    const signUp = (name: string) =>
      strict.app.request('/api/auth/register', {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'long-enough-1' }),
      })
    expect((await signUp('limited.one')).status).toBe(201)
    expect((await signUp('limited.two')).status).toBe(201)
    const third = await signUp('limited.three')
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('limits reset requests per address and per email, whether or not the email is known', async () => {
    const headers = fromNewAddress()
    for (let attempt = 0; attempt < 3; attempt++) {
      const accepted = await api.request('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: `someone.${attempt}@example.com` },
        headers,
      })
      expect(accepted.status).toBe(202)
    }
    expect(
      (
        await api.request('/api/auth/forgot-password', {
          method: 'POST',
          body: { email: 'someone.9@example.com' },
          headers,
        })
      ).status,
    ).toBe(429)
    for (let attempt = 0; attempt < 3; attempt++) {
      const accepted = await api.request('/api/auth/forgot-password', {
        method: 'POST',
        body: { email: 'nobody.known@example.com' },
        headers: fromNewAddress(),
      })
      expect(accepted.status).toBe(202)
    }
    expect(
      (
        await api.request('/api/auth/forgot-password', {
          method: 'POST',
          body: { email: 'Nobody.Known@example.com' },
          headers: fromNewAddress(),
        })
      ).status,
    ).toBe(429)
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
    const [payload] = token
      .split('.')
      .slice(1, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    await api.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, payload.sid))
    expect((await api.request('/api/auth/me', { token })).status).toBe(401)
  })

  it('refuses a token signed with another secret', async () => {
    const { createTokenService } = await import('./tokens.js')
    const forged = await createTokenService('another-secret-another-secret-another').issue(
      1,
      'x',
      new Date(Date.now() + 60_000),
    )
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

  it('answers one 201 and 409s, never a 500, to the same account registered at once in different cases', async () => {
    const variants = [
      'Race.Person@Example.com',
      'race.person@example.com',
      'RACE.PERSON@EXAMPLE.COM',
      'race.Person@example.COM',
    ]
    const answers = await Promise.all(
      variants.map((email, index) =>
        api.request('/api/auth/register', {
          method: 'POST',
          body: { username: index % 2 ? 'race.person' : 'RACE.person', email, password: 'long-enough-1' },
          headers: fromNewAddress(),
        }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409])
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(answer.json.errors.email ?? answer.json.errors.username).toBeDefined()
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

describe('POST /api/auth/register with the multi-step details', () => {
  const details = {
    firstName: 'Lina',
    lastName: 'Haddad',
    mobile: '+33 6 12 34 56 78',
    address: '12 rue des Lilas',
    state: 'Île-de-France',
    zipCode: '75011',
    country: 'fr',
    plan: 'team',
  }

  it('keeps the name, phone, address and plan in the new account', async () => {
    const answer = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'lina.h', email: 'lina.h@example.com', password: 'long-enough-1', details },
      headers: fromNewAddress(),
    })
    expect(answer.status).toBe(201)
    expect(answer.json.userData.fullName).toBe('Lina Haddad')
    const token = answer.json.accessToken as string
    const account = await api.request('/api/account', { token })
    expect(account.json).toMatchObject({
      fullName: 'Lina Haddad',
      contact: '+33 6 12 34 56 78',
      country: 'FR',
      currentPlan: 'team',
      preferences: { address: '12 rue des Lilas', state: 'Île-de-France', zipCode: '75011' },
    })
    const billing = await api.request('/api/account/billing', { token })
    expect(billing.json).toEqual({
      currentPlan: 'team',
      cycle: 'monthly',
      billing: {
        companyName: '',
        billingEmail: 'lina.h@example.com',
        taxId: '',
        vatNumber: '',
        mobile: '+33 6 12 34 56 78',
        country: 'FR',
        address: '12 rue des Lilas',
        state: 'Île-de-France',
        zipCode: '75011',
      },
    })
  })

  it('refuses bad details with 400 on the field, and creates nothing', async () => {
    const register = (wrong: Partial<typeof details>) =>
      api.request('/api/auth/register', {
        method: 'POST',
        body: {
          username: 'bad.details',
          email: 'bad.details@example.com',
          password: 'long-enough-1',
          details: { ...details, ...wrong },
        },
        headers: fromNewAddress(),
      })
    const badFields = await register({ plan: 'platinum', mobile: 'call me', firstName: '' })
    expect(badFields.status).toBe(400)
    expect(Object.keys(badFields.json.errors).sort()).toEqual([
      'details.firstName',
      'details.mobile',
      'details.plan',
    ])
    // A French address needs a French postal code (five digits).
    const badZip = await register({ zipCode: '7501' })
    expect(badZip.status).toBe(400)
    expect(Object.keys(badZip.json.errors)).toEqual(['details.zipCode'])
    const stored = await api.db.select().from(users).where(eq(users.email, 'bad.details@example.com'))
    expect(stored).toEqual([])
  })
})

describe('password reset', () => {
  it('issues a one-time link that sets a new password and ends old sessions', async () => {
    await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'forgetful', email: 'forgetful@example.com', password: 'first-password' },
    })
    const oldToken = await api.login({ email: 'forgetful@example.com', password: 'first-password' })
    const unknown = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'nobody@example.com' },
      headers: fromNewAddress(),
    })
    expect(unknown.status).toBe(202)
    const linksBefore = resetLinks.length
    const known = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'forgetful@example.com' },
      headers: fromNewAddress(),
    })
    expect(known.status).toBe(202)
    expect(resetLinks.length).toBe(linksBefore + 1)
    const token = new URL(resetLinks.at(-1)!).searchParams.get('token')!
    const reset = await api.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'second-password' },
    })
    expect(reset.status).toBe(204)
    expect((await api.request('/api/auth/me', { token: oldToken })).status).toBe(401)
    const oldLogin = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'forgetful@example.com', password: 'first-password' },
      headers: fromNewAddress(),
    })
    expect(oldLogin.status).toBe(400)
    expect(await api.login({ email: 'forgetful@example.com', password: 'second-password' })).toBeTruthy()
    const reused = await api.request('/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: 'third-password' },
    })
    expect(reused.status).toBe(400)
    expect(reused.json.errors.token).toBeDefined()
  })

  it("builds the link from PUBLIC_URL, never from the request's Host", async () => {
    const headers = {
      'content-type': 'application/json',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      ...fromNewAddress(),
    }
    const answer = await api.app.request('http://evil.example/api/auth/forgot-password', {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ADMIN.email }),
    })
    expect(answer.status).toBe(202)
    expect(resetLinks.at(-1)).toMatch(/^https:\/\/aurum\.example\.com\/reset-password\?token=/)
  })

  it('a newer link retires the older ones, and a completed reset retires every other link', async () => {
    const email = 'many.links@example.com'
    await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'many.links', email, password: 'first-password' },
      headers: fromNewAddress(),
    })
    const requestLink = async () => {
      await api.request('/api/auth/forgot-password', {
        method: 'POST',
        body: { email },
        headers: fromNewAddress(),
      })
      return new URL(resetLinks.at(-1)!).searchParams.get('token')!
    }
    const first = await requestLink()
    const second = await requestLink()
    const useLink = (token: string, password: string) =>
      api.request('/api/auth/reset-password', { method: 'POST', body: { token, password } })
    expect((await useLink(first, 'from-first-link')).status).toBe(400)
    expect((await useLink(second, 'from-second-link')).status).toBe(204)
    // Links issued before the reset (here: none left but the used one) stay dead; so does the used one.
    expect((await useLink(second, 'once-more-please')).status).toBe(400)
    expect(await api.login({ email, password: 'from-second-link' })).toBeTruthy()
  })
})
