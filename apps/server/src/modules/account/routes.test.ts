import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import {
  CONNECTION_NAMES,
  DEFAULT_NOTIFICATIONS,
  NOTIFICATION_TYPES,
  defineAbilityFor,
  type AccountUpdateInput,
} from '@aurum/shared'
import { accountSettings, roles, sessions, users } from '../../db/schema/index.js'
import { CLIENT, useTestAppWithLogins } from '../../test/test-app.js'

const { api, tokens } = useTestAppWithLogins()

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let registered = 0
/** A fresh login of its own (role client), so tests that change passwords or deactivate touch nobody else. */
async function registerUser(userAgent = CHROME_LINUX) {
  registered++
  const account = {
    username: `acct.user${registered}`,
    email: `acct.user${registered}@example.com`,
    password: 'first-password',
  }
  const answer = await api.request('/api/auth/register', {
    method: 'POST',
    body: account,
    headers: { 'user-agent': userAgent },
  })
  expect(answer.status).toBe(201)
  return { ...account, id: answer.json.userData.id as number, token: answer.json.accessToken as string }
}

async function loginWith(email: string, password: string, userAgent = CHROME_LINUX) {
  return api.request('/api/auth/login', {
    method: 'POST',
    body: { email, password },
    headers: { 'user-agent': userAgent },
  })
}

const validUpdate = (overrides: Partial<AccountUpdateInput> = {}): AccountUpdateInput => ({
  fullName: 'Jane Updated',
  email: 'client@demo.com',
  company: 'Acme',
  contact: '+34 600 000 000',
  country: 'ES',
  language: 'Spanish',
  avatar: null,
  address: 'Calle Mayor 1',
  state: 'Madrid',
  zipCode: '28013',
  timezone: 'Europe/Madrid',
  currency: 'EUR',
  ...overrides,
})

describe('every /api/account route needs a login', () => {
  const cases = [
    ['GET', '/api/account'],
    ['PUT', '/api/account', validUpdate()],
    [
      'POST',
      '/api/account/password',
      { currentPassword: 'x', newPassword: 'new-password', confirmPassword: 'new-password' },
    ],
    ['GET', '/api/account/two-step'],
    ['POST', '/api/account/two-step/setup'],
    ['POST', '/api/account/two-step/enable', { code: '123456' }],
    ['POST', '/api/account/two-step/disable', { password: 'x' }],
    ['GET', '/api/account/sessions'],
    ['DELETE', '/api/account/sessions/abcdefghijklmnop'],
    ['DELETE', '/api/account/sessions'],
    ['PUT', '/api/account/notifications', { notifications: [] }],
    ['PUT', '/api/account/connections', { connections: [] }],
    ['GET', '/api/account/billing'],
    ['PUT', '/api/account/billing', { billingEmail: 'billing@example.com' }],
    ['PUT', '/api/account/plan', { plan: 'team' }],
    ['POST', '/api/account/deactivate', { confirm: true, password: 'x' }],
  ] as const
  it.each(cases)('%s %s: 401 for a visitor and for a garbage token', async (method, path, body?: unknown) => {
    expect((await api.request(path, { method, body })).status).toBe(401)
    expect((await api.request(path, { method, body, token: 'not-a-token' })).status).toBe(401)
  })
})

describe('GET /api/account', () => {
  it.each([
    ['admin', () => tokens.admin, 'admin@demo.com', 'enterprise'],
    ['client', () => tokens.client, 'client@demo.com', 'basic'],
  ] as const)('answers the %s their own account with default settings', async (_role, token, email, plan) => {
    const answer = await api.request('/api/account', { token: token() })
    expect(answer.status).toBe(200)
    const [row] = await api.db.select().from(users).where(eq(users.email, email))
    expect(answer.json).toMatchObject({
      id: row!.id,
      email,
      fullName: row!.fullName,
      username: row!.username,
      company: row!.company,
      country: row!.country,
      language: row!.language,
      avatar: row!.avatar,
      currentPlan: plan,
      status: 'active',
      preferences: { address: '', state: '', zipCode: '', timezone: 'UTC', currency: 'USD' },
      twoStepEnabled: false,
      notifications: DEFAULT_NOTIFICATIONS,
    })
    expect(answer.json.connections.map((entry: { name: string }) => entry.name)).toEqual([
      ...CONNECTION_NAMES,
    ])
    expect(answer.json.connections.every((entry: { connected: boolean }) => !entry.connected)).toBe(true)
    expect(answer.json).not.toHaveProperty('passwordHash')
  })
})

describe('PUT /api/account', () => {
  it('saves the client’s profile and preferences, creating the settings row, and GET shows them', async () => {
    const [client] = await api.db.select().from(users).where(eq(users.email, 'client@demo.com'))
    expect(await api.db.select().from(accountSettings).where(eq(accountSettings.userId, client!.id))).toEqual(
      [],
    )
    const answer = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: validUpdate(),
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      fullName: 'Jane Updated',
      company: 'Acme',
      language: 'Spanish',
      avatar: null,
      preferences: {
        address: 'Calle Mayor 1',
        state: 'Madrid',
        zipCode: '28013',
        timezone: 'Europe/Madrid',
        currency: 'EUR',
      },
    })
    const again = await api.request('/api/account', { token: tokens.client })
    expect(again.json).toEqual(answer.json)
    // The login's userData follows: the web refreshes it from /api/auth/me after saving.
    const me = await api.request('/api/auth/me', { token: tokens.client })
    expect(me.json.userData).toMatchObject({
      fullName: 'Jane Updated',
      avatar: null,
      email: 'client@demo.com',
    })
    // The admin's account is untouched.
    expect((await api.request('/api/account', { token: tokens.admin })).json.fullName).toBe('John Doe')
  })

  it('saves the admin’s own account too, keeping its generated avatar, and accepts its own email in another case', async () => {
    const before = (await api.request('/api/account', { token: tokens.admin })).json
    const answer = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.admin,
      body: validUpdate({
        fullName: 'John Doe',
        email: 'ADMIN@demo.com',
        avatar: before.avatar,
        timezone: 'America/New_York',
        currency: 'USD',
      }),
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      email: 'ADMIN@demo.com',
      avatar: before.avatar,
      preferences: { timezone: 'America/New_York' },
    })
    // Login compares emails case-insensitively, so the seeded login still works.
    expect((await loginWith('admin@demo.com', 'admin')).status).toBe(201)
    await api.request('/api/account', {
      method: 'PUT',
      token: tokens.admin,
      body: validUpdate({ fullName: 'John Doe', email: 'admin@demo.com', avatar: before.avatar }),
    })
  })

  it('refuses an email another user holds, whatever its case (409 errors.email)', async () => {
    const answer = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: validUpdate({ email: 'Admin@Demo.com', currentPassword: CLIENT.password }),
    })
    expect(answer.status).toBe(409)
    expect(answer.json.errors.email).toEqual(['This email is already registered'])
  })

  it.each<[string, Partial<AccountUpdateInput> | Record<string, unknown>, string]>([
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a currency off the list', { currency: 'XYZ' }, 'currency'],
    ['a lower-case currency', { currency: 'eur' }, 'currency'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an empty full name', { fullName: '  ' }, 'fullName'],
    ['a language off the list', { language: 'Klingon' }, 'language'],
    ['a language the product does not speak', { language: 'German' }, 'language'],
    ['an external avatar URL', { avatar: 'https://example.com/me.png' }, 'avatar'],
    ['a bad phone number', { contact: 'call me' }, 'contact'],
    ['a bad zip code', { zipCode: '<script>' }, 'zipCode'],
    ['a country that is not an ISO code', { country: 'Atlantis' }, 'country'],
    ['a country by its name', { country: 'Spain' }, 'country'],
    ['a zip code too long for any country', { country: 'AQ', zipCode: '1234567890123' }, 'zipCode'],
    ['a zip code not of the country', { country: 'GB', zipCode: '28013' }, 'zipCode'],
    ['a Spanish zip code of four digits', { country: 'ES', zipCode: '2801' }, 'zipCode'],
  ])('400 for %s, naming the field', async (_case, overrides, field) => {
    const answer = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: { ...validUpdate(), ...overrides },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toContain(field)
  })

  it('takes a zip code in the format of its country, or any sane one where the country is not known', async () => {
    const user = await registerUser()
    for (const [country, zipCode] of [
      ['CA', 'K1A 0B1'],
      ['US', '94105-1234'],
      ['GB', 'SW1A 1AA'],
      ['AQ', 'AT-1234'],
      ['', 'AT-1234'],
      ['ES', ''],
    ]) {
      const answer = await api.request('/api/account', {
        method: 'PUT',
        token: user.token,
        body: validUpdate({ email: user.email, country, zipCode }),
      })
      expect(answer.status, `${country} ${zipCode}`).toBe(200)
      expect(answer.json).toMatchObject({ country, preferences: { zipCode } })
    }
  })

  it('400 for a missing body, a missing email, and JSON that does not parse', async () => {
    expect((await api.request('/api/account', { method: 'PUT', token: tokens.client })).status).toBe(400)
    const { email: _email, ...withoutEmail } = validUpdate()
    const missing = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: withoutEmail,
    })
    expect(missing.status).toBe(400)
    expect(missing.json.errors.email).toBeDefined()
    expect(
      (await api.request('/api/account', { method: 'PUT', token: tokens.client, body: '{"fullName":' }))
        .status,
    ).toBe(400)
  })

  it('takes an avatar uploaded through POST /api/media/uploads, and refuses an upload URL that does not exist', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png')
    const uploaded = await api.app.request('/api/media/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens.client}` },
    })
    expect(uploaded.status).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const answer = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: validUpdate({ avatar: url }),
    })
    expect(answer.status).toBe(200)
    expect(answer.json.avatar).toBe(url)
    const unknown = await api.request('/api/account', {
      method: 'PUT',
      token: tokens.client,
      body: validUpdate({ avatar: '/api/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA' }),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.json.errors.avatar).toEqual(['This image was not uploaded here'])
  })
})

describe('PUT /api/account with a new email', () => {
  const save = (token: string, body: AccountUpdateInput) =>
    api.request('/api/account', { method: 'PUT', token, body })
  const meStatus = async (token: string) => (await api.request('/api/auth/me', { token })).status

  it('400 errors.currentPassword without the current password or with a wrong one; nothing changes', async () => {
    const user = await registerUser()
    const email = `moved.${user.email}`
    for (const currentPassword of [undefined, '']) {
      const answer = await save(user.token, validUpdate({ email, currentPassword }))
      expect(answer.status).toBe(400)
      expect(answer.json.errors).toEqual({
        currentPassword: ['Enter your current password to change your email'],
      })
    }
    const wrong = await save(user.token, validUpdate({ email, currentPassword: 'not-my-password' }))
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors).toEqual({ currentPassword: ['The current password is not correct'] })
    const after = (await api.request('/api/account', { token: user.token })).json
    expect(after.email).toBe(user.email)
    expect(after.fullName).not.toBe(validUpdate().fullName)
    expect(await meStatus(user.token)).toBe(200)
  })

  it('with the right password saves it and ends every other session of the user; the asking one stays', async () => {
    const user = await registerUser()
    const phone = (await loginWith(user.email, 'first-password', SAFARI_IPHONE)).json.accessToken as string
    expect(await meStatus(phone)).toBe(200)
    const email = `moved.${user.email}`
    const answer = await save(user.token, validUpdate({ email, currentPassword: 'first-password' }))
    expect(answer.status).toBe(200)
    expect(answer.json.email).toBe(email)
    expect(answer.json).not.toHaveProperty('currentPassword')
    expect(await meStatus(phone)).toBe(401)
    const me = await api.request('/api/auth/me', { token: user.token })
    expect(me.status).toBe(200)
    expect(me.json.userData.email).toBe(email)
    expect((await loginWith(email, 'first-password')).status).toBe(201)
    expect((await loginWith(user.email, 'first-password')).status).toBe(400)
    // Other users' sessions are not touched.
    expect(await meStatus(tokens.client)).toBe(200)
  })

  it('a save that keeps the email, or only changes its case, needs no password and ends no session', async () => {
    const user = await registerUser()
    const phone = (await loginWith(user.email, 'first-password', SAFARI_IPHONE)).json.accessToken as string
    expect((await save(user.token, validUpdate({ email: user.email }))).status).toBe(200)
    const recased = await save(user.token, validUpdate({ email: user.email.toUpperCase() }))
    expect(recased.status).toBe(200)
    expect(recased.json.email).toBe(user.email.toUpperCase())
    expect(await meStatus(phone)).toBe(200)
  })

  it('checks the password before telling whether the new email is taken', async () => {
    const user = await registerUser()
    const answer = await save(
      user.token,
      validUpdate({ email: 'admin@demo.com', currentPassword: 'wrong-password' }),
    )
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toEqual(['currentPassword'])
  })

  it('an account without a password cannot change its email (400 errors.currentPassword)', async () => {
    const user = await registerUser()
    await api.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
    const answer = await save(
      user.token,
      validUpdate({ email: `moved.${user.email}`, currentPassword: 'first-password' }),
    )
    expect(answer.status).toBe(400)
    expect(answer.json.errors.currentPassword).toEqual(['The current password is not correct'])
    expect((await api.request('/api/account', { token: user.token })).json.email).toBe(user.email)
  })

  it('400 for a current password over 200 characters', async () => {
    const user = await registerUser()
    const answer = await save(
      user.token,
      validUpdate({ email: user.email, currentPassword: 'x'.repeat(201) }),
    )
    expect(answer.status).toBe(400)
    expect(answer.json.errors.currentPassword).toBeDefined()
  })
})

describe('POST /api/account/password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    api.request('/api/account/password', { method: 'POST', token, body })

  it('400 errors.currentPassword for a wrong current password; the password stays and the caller stays logged in', async () => {
    const user = await registerUser()
    const answer = await change(user.token, {
      currentPassword: 'wrong-password',
      newPassword: 'second-password',
      confirmPassword: 'second-password',
    })
    expect(answer.status).toBe(400)
    expect(answer.json.errors.currentPassword).toEqual(['The current password is not correct'])
    expect((await api.request('/api/account', { token: user.token })).status).toBe(200)
    expect((await loginWith(user.email, 'first-password')).status).toBe(201)
  })

  it.each([
    ['a new password under 8 characters', { newPassword: 'short', confirmPassword: 'short' }, 'newPassword'],
    [
      'a confirmation that differs',
      { newPassword: 'second-password', confirmPassword: 'second-passw0rd' },
      'confirmPassword',
    ],
    [
      'the same password again',
      { newPassword: 'first-password', confirmPassword: 'first-password' },
      'newPassword',
    ],
    [
      'no current password',
      { currentPassword: '', newPassword: 'second-password', confirmPassword: 'second-password' },
      'currentPassword',
    ],
  ])('400 for %s', async (_case, overrides, field) => {
    const user = await registerUser()
    const answer = await change(user.token, { currentPassword: 'first-password', ...overrides })
    expect(answer.status).toBe(400)
    expect(answer.json.errors[field]).toBeDefined()
  })

  it('stores the new password and ends every other session, keeping the one that asked', async () => {
    const user = await registerUser()
    const otherLogin = await loginWith(user.email, 'first-password', SAFARI_IPHONE)
    const otherToken = otherLogin.json.accessToken as string
    expect((await api.request('/api/account', { token: otherToken })).status).toBe(200)

    const answer = await change(user.token, {
      currentPassword: 'first-password',
      newPassword: 'second-password',
      confirmPassword: 'second-password',
    })
    expect(answer.status).toBe(204)
    expect((await api.request('/api/account', { token: otherToken })).status).toBe(401)
    expect((await api.request('/api/account', { token: user.token })).status).toBe(200)
    expect((await loginWith(user.email, 'first-password')).status).toBe(400)
    expect((await loginWith(user.email, 'second-password')).status).toBe(201)
    const [row] = await api.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
    expect(row!.passwordHash).toMatch(/^scrypt\$/)
    expect(row!.passwordHash).not.toContain('second-password')
  })
})

describe('/api/account/two-step', () => {
  it('is off until its owner sets up an authenticator (auth/two-step.test.ts tests the flow)', async () => {
    expect((await api.request('/api/account/two-step', { token: tokens.client })).json).toEqual({
      twoStepEnabled: false,
      recoveryCodesLeft: 0,
    })
    // The old switch is gone: turning it on takes a secret and a code.
    const put = await api.request('/api/account/two-step', {
      method: 'PUT',
      token: tokens.client,
      body: { enabled: true },
    })
    expect(put.status).toBe(404)
    expect((await api.request('/api/account', { token: tokens.client })).json.twoStepEnabled).toBe(false)
  })

  it('400 for a malformed code', async () => {
    for (const body of [{ code: 'yes' }, {}, { code: null }, { code: '12345' }]) {
      const answer = await api.request('/api/account/two-step/enable', {
        method: 'POST',
        token: tokens.client,
        body,
      })
      expect(answer.status).toBe(400)
      expect(answer.json.errors.code).toBeDefined()
    }
  })
})

describe('recent devices: /api/account/sessions', () => {
  it('lists the caller’s live sessions newest first, at most 10, with browser, OS and the current one marked', async () => {
    const user = await registerUser(CHROME_LINUX)
    const phone = await loginWith(user.email, 'first-password', SAFARI_IPHONE)
    const revoked = await loginWith(user.email, 'first-password')
    await api.request('/api/auth/logout', { method: 'POST', token: revoked.json.accessToken })
    const answer = await api.request('/api/account/sessions', { token: user.token })
    expect(answer.status).toBe(200)
    expect(answer.json.sessions).toHaveLength(2)
    const [newest, oldest] = answer.json.sessions
    expect(newest).toMatchObject({ browser: 'Safari 17', os: 'iOS', device: 'mobile', current: false })
    expect(oldest).toMatchObject({ browser: 'Chrome 126', os: 'Linux', device: 'desktop', current: true })
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt))
    // The phone sees the same two, with itself as the current one.
    const fromPhone = await api.request('/api/account/sessions', { token: phone.json.accessToken })
    expect(fromPhone.json.sessions.map((entry: { current: boolean }) => entry.current)).toEqual([true, false])

    for (let index = 0; index < 10; index++) await loginWith(user.email, 'first-password')
    const many = await api.request('/api/account/sessions', { token: user.token })
    expect(many.json.sessions).toHaveLength(10)
    const rows = await api.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(sql`${sessions.userId} = ${user.id} and ${sessions.revokedAt} is null`)
    const newestFirst = rows
      .map((row) => row.createdAt.toISOString())
      .sort()
      .reverse()
      .slice(0, 10)
    expect(many.json.sessions.map((entry: { createdAt: string }) => entry.createdAt)).toEqual(newestFirst)
  })

  it('DELETE logs one of my other sessions out (its token then gets 401); again, it is a 404', async () => {
    const user = await registerUser()
    const phone = await loginWith(user.email, 'first-password', SAFARI_IPHONE)
    const list = await api.request('/api/account/sessions', { token: user.token })
    const phoneSession = list.json.sessions.find((entry: { current: boolean }) => !entry.current)
    const answer = await api.request(`/api/account/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      token: user.token,
    })
    expect(answer.status).toBe(204)
    expect((await api.request('/api/account', { token: phone.json.accessToken })).status).toBe(401)
    expect((await api.request('/api/account', { token: user.token })).status).toBe(200)
    expect(
      (await api.request(`/api/account/sessions/${phoneSession.id}`, { method: 'DELETE', token: user.token }))
        .status,
    ).toBe(404)
  })

  it('DELETE of the list signs out every other device of mine (their tokens get 401), not this one nor anyone else', async () => {
    const user = await registerUser(CHROME_LINUX)
    const phone = await loginWith(user.email, 'first-password', SAFARI_IPHONE)
    const laptop = await loginWith(user.email, 'first-password')
    const answer = await api.request('/api/account/sessions', { method: 'DELETE', token: user.token })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ revoked: 2 })
    for (const other of [phone, laptop])
      expect((await api.request('/api/account', { token: other.json.accessToken })).status).toBe(401)
    expect((await api.request('/api/account', { token: user.token })).status).toBe(200)
    const left = await api.request('/api/account/sessions', { token: user.token })
    expect(left.json.sessions.map((entry: { current: boolean }) => entry.current)).toEqual([true])
    // Other accounts keep their sessions; nothing left to end is not an error.
    expect((await api.request('/api/account', { token: tokens.admin })).status).toBe(200)
    const again = await api.request('/api/account/sessions', { method: 'DELETE', token: user.token })
    expect(again.json).toEqual({ revoked: 0 })
  })

  it('404 for someone else’s session, which stays alive; 400 for a malformed id', async () => {
    const adminSessions = await api.request('/api/account/sessions', { token: tokens.admin })
    const adminSession = adminSessions.json.sessions[0].id as string
    const answer = await api.request(`/api/account/sessions/${adminSession}`, {
      method: 'DELETE',
      token: tokens.client,
    })
    expect(answer.status).toBe(404)
    expect(answer.json).toEqual({ message: 'Session not found', code: 'account.sessionNotFound' })
    expect((await api.request('/api/account', { token: tokens.admin })).status).toBe(200)
    expect(
      (await api.request('/api/account/sessions/nope', { method: 'DELETE', token: tokens.client })).status,
    ).toBe(400)
    expect(
      (
        await api.request('/api/account/sessions/unknown-session-id-000', {
          method: 'DELETE',
          token: tokens.client,
        })
      ).status,
    ).toBe(404)
  })
})

describe('PUT /api/account/notifications', () => {
  it('saves the channels, fills the types left out with defaults, in display order, for the caller only', async () => {
    const answer = await api.request('/api/account/notifications', {
      method: 'PUT',
      token: tokens.client,
      body: {
        notifications: [
          { type: 'newDeviceLinked', email: false, browser: true, app: true },
          { type: 'newForYou', email: false, browser: false, app: false },
        ],
      },
    })
    expect(answer.status).toBe(200)
    const expected = DEFAULT_NOTIFICATIONS.map((entry) =>
      entry.type === 'newDeviceLinked'
        ? { type: 'newDeviceLinked', email: false, browser: true, app: true }
        : entry.type === 'newForYou'
          ? { type: 'newForYou', email: false, browser: false, app: false }
          : entry,
    )
    expect(answer.json).toEqual({ notifications: expected })
    expect(answer.json.notifications.map((entry: { type: string }) => entry.type)).toEqual([
      ...NOTIFICATION_TYPES,
    ])
    expect((await api.request('/api/account', { token: tokens.client })).json.notifications).toEqual(expected)
    expect((await api.request('/api/account', { token: tokens.admin })).json.notifications).toEqual(
      DEFAULT_NOTIFICATIONS,
    )
  })

  it.each([
    ['an unknown type', { notifications: [{ type: 'spam', email: true, browser: true, app: true }] }],
    [
      'a type twice',
      {
        notifications: [
          { type: 'newForYou', email: true, browser: true, app: true },
          { type: 'newForYou', email: false, browser: true, app: true },
        ],
      },
    ],
    ['a missing channel', { notifications: [{ type: 'newForYou', email: true, browser: true }] }],
    ['no list', {}],
  ])('400 for %s', async (_case, body) => {
    const answer = await api.request('/api/account/notifications', {
      method: 'PUT',
      token: tokens.client,
      body,
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors).some((key) => key.startsWith('notifications'))).toBe(true)
  })
})

describe('PUT /api/account/connections', () => {
  it('connects and disconnects services; a username stays only on a connected social account', async () => {
    const answer = await api.request('/api/account/connections', {
      method: 'PUT',
      token: tokens.admin,
      body: {
        connections: [
          { name: 'github', connected: true },
          { name: 'slack', connected: true, username: 'not-kept' },
          { name: 'x', connected: true, username: '@aurum' },
          { name: 'linkedin', connected: false, username: 'dropped' },
        ],
      },
    })
    expect(answer.status).toBe(200)
    const byName = Object.fromEntries(
      answer.json.connections.map((entry: { name: string }) => [entry.name, entry]),
    )
    expect(answer.json.connections.map((entry: { name: string }) => entry.name)).toEqual([
      ...CONNECTION_NAMES,
    ])
    expect(byName.github).toEqual({ name: 'github', connected: true })
    expect(byName.slack).toEqual({ name: 'slack', connected: true })
    expect(byName.x).toEqual({ name: 'x', connected: true, username: '@aurum' })
    expect(byName.linkedin).toEqual({ name: 'linkedin', connected: false })
    expect(byName.google).toEqual({ name: 'google', connected: false })
    expect((await api.request('/api/account', { token: tokens.admin })).json.connections).toEqual(
      answer.json.connections,
    )
  })

  it.each([
    ['an unknown service', { connections: [{ name: 'myspace', connected: true }] }],
    [
      'a service twice',
      {
        connections: [
          { name: 'github', connected: true },
          { name: 'github', connected: false },
        ],
      },
    ],
    ['a non-boolean switch', { connections: [{ name: 'github', connected: 'on' }] }],
  ])('400 for %s', async (_case, body) => {
    const answer = await api.request('/api/account/connections', { method: 'PUT', token: tokens.admin, body })
    expect(answer.status).toBe(400)
  })
})

describe('billing and plan', () => {
  const billing = {
    companyName: 'Aurum SL',
    billingEmail: 'billing@aurum.example',
    taxId: 'ES-B1234567',
    vatNumber: 'ESB1234567',
    mobile: '+34 600 111 222',
    country: 'ES',
    address: 'Gran Vía 1',
    state: 'Madrid',
    zipCode: '28013',
  }

  it('GET answers the plan and no billing address before one is saved', async () => {
    const answer = await api.request('/api/account/billing', { token: tokens.client })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ currentPlan: 'basic', cycle: 'monthly', billing: null })
  })

  it('PUT saves the billing address of the caller; GET shows it', async () => {
    const answer = await api.request('/api/account/billing', {
      method: 'PUT',
      token: tokens.client,
      body: billing,
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ currentPlan: 'basic', cycle: 'monthly', billing })
    expect((await api.request('/api/account/billing', { token: tokens.client })).json.billing).toEqual(
      billing,
    )
    expect((await api.request('/api/account/billing', { token: tokens.admin })).json.billing).toBeNull()
  })

  it('400 for a bad billing email or phone', async () => {
    for (const [field, value] of [
      ['billingEmail', 'nope'],
      ['mobile', 'call me'],
      ['zipCode', '!!'],
      // The billing country is Spain: five digits.
      ['zipCode', 'SW1A 1AA'],
    ] as const) {
      const answer = await api.request('/api/account/billing', {
        method: 'PUT',
        token: tokens.client,
        body: { ...billing, [field]: value },
      })
      expect(answer.status).toBe(400)
      expect(answer.json.errors[field]).toBeDefined()
    }
  })

  it('PUT /api/account/plan changes the caller’s plan; 400 for a plan that does not exist', async () => {
    const answer = await api.request('/api/account/plan', {
      method: 'PUT',
      token: tokens.client,
      body: { plan: 'team' },
    })
    expect(answer.status).toBe(200)
    expect(answer.json.currentPlan).toBe('team')
    expect((await api.request('/api/account', { token: tokens.client })).json.currentPlan).toBe('team')
    const [row] = await api.db
      .select({ plan: users.currentPlan })
      .from(users)
      .where(eq(users.email, 'client@demo.com'))
    expect(row!.plan).toBe('team')
    // The cycle is kept unless given; given, it is stored and answered.
    expect(answer.json.cycle).toBe('monthly')
    const annual = await api.request('/api/account/plan', {
      method: 'PUT',
      token: tokens.client,
      body: { plan: 'company', cycle: 'annual' },
    })
    expect(annual.json).toMatchObject({ currentPlan: 'company', cycle: 'annual' })
    const kept = await api.request('/api/account/plan', {
      method: 'PUT',
      token: tokens.client,
      body: { plan: 'team' },
    })
    expect(kept.json).toMatchObject({ currentPlan: 'team', cycle: 'annual' })
    const badCycle = await api.request('/api/account/plan', {
      method: 'PUT',
      token: tokens.client,
      body: { plan: 'team', cycle: 'weekly' },
    })
    expect(badCycle.status).toBe(400)
    expect(badCycle.json.errors.cycle).toBeDefined()
    const bad = await api.request('/api/account/plan', {
      method: 'PUT',
      token: tokens.client,
      body: { plan: 'platinum' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.errors.plan).toBeDefined()
    await api.request('/api/account/plan', {
      method: 'PUT',
      token: tokens.client,
      body: { plan: 'basic', cycle: 'monthly' },
    })
  })
})

describe('POST /api/account/deactivate', () => {
  const deactivate = (token: string, body: unknown = { confirm: true, password: 'first-password' }) =>
    api.request('/api/account/deactivate', { method: 'POST', token, body })
  /** The active users whose role may do `action` on roles: those who keep the company managed. */
  const managersOf = async (action: 'manage' | 'update') => {
    const managerRoles = (await api.db.select().from(roles))
      .filter((role) => defineAbilityFor(role.rules).can(action, 'Role'))
      .map((role) => role.name)
    const active = (await api.db.select().from(users)).filter(
      (row) => managerRoles.includes(row.role) && row.status === 'active',
    )
    return { managerRoles, active }
  }
  const setStatus = async (rows: { id: number }[], status: typeof users.$inferInsert.status) => {
    for (const row of rows) await api.db.update(users).set({ status }).where(eq(users.id, row.id))
  }

  it('400 without the confirmation', async () => {
    const user = await registerUser()
    for (const body of [undefined, {}, { confirm: false }, { confirm: 'true' }]) {
      // Not deactivate(): its default body would stand in for the missing one.
      const answer = await api.request('/api/account/deactivate', { method: 'POST', token: user.token, body })
      expect(answer.status).toBe(400)
    }
    expect((await api.request('/api/account', { token: user.token })).json.status).toBe('active')
  })

  it('400 on password without the current password, or with a wrong one: a borrowed session cannot switch the account off', async () => {
    const user = await registerUser()
    const missing = await deactivate(user.token, { confirm: true })
    expect(missing.status).toBe(400)
    expect(missing.json.codes.password).toEqual([{ code: 'account.passwordRequired' }])
    const wrong = await deactivate(user.token, { confirm: true, password: 'not-my-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.codes.password).toEqual([{ code: 'account.currentPasswordWrong' }])
    expect((await api.request('/api/account', { token: user.token })).json.status).toBe('active')
  })

  it('counts only managers who can sign in: the demo admins without a password do not keep the last one company', async () => {
    const { active: activeManagers } = await managersOf('update')
    const withPassword = activeManagers.filter((row) => row.passwordHash !== null)
    // The seed: one manager who can sign in (admin@demo.com), and demo admins who cannot.
    expect(withPassword.map((row) => row.email)).toEqual(['admin@demo.com'])
    expect(activeManagers.length).toBeGreaterThan(1)
    const refused = await deactivate(tokens.admin, { confirm: true, password: 'admin' })
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('account.lastManager')
    expect((await api.request('/api/account', { token: tokens.admin })).json.status).toBe('active')
  })

  it('sets the account inactive, ends all its sessions, and login then refuses it', async () => {
    const user = await registerUser()
    const second = await loginWith(user.email, 'first-password')
    const answer = await deactivate(user.token)
    expect(answer.status).toBe(204)
    expect((await api.request('/api/account', { token: user.token })).status).toBe(401)
    expect((await api.request('/api/account', { token: second.json.accessToken })).status).toBe(401)
    const login = await loginWith(user.email, 'first-password')
    expect(login.status).toBe(400)
    expect(login.json.errors.email).toEqual(['This account is suspended'])
    const [row] = await api.db.select({ status: users.status }).from(users).where(eq(users.id, user.id))
    expect(row!.status).toBe('inactive')
  })

  it('refuses (409) the last active user whose role may manage roles, and allows it while another one is active', async () => {
    const { managerRoles, active } = await managersOf('manage')
    expect(managerRoles).toContain('admin')
    const [admin] = await api.db.select().from(users).where(eq(users.email, 'admin@demo.com'))
    const otherManagers = active.filter((row) => row.id !== admin!.id)
    // Leave the seeded admin as the only active manager.
    await setStatus(otherManagers, 'inactive')
    const refused = await deactivate(tokens.admin, { confirm: true, password: 'admin' })
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('account.lastManager')
    expect((await api.request('/api/account', { token: tokens.admin })).json.status).toBe('active')

    // With a second active manager (a fresh admin with a login), the first may leave.
    const backup = await registerUser()
    await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, backup.id))
    const allowed = await deactivate(backup.token)
    expect(allowed.status).toBe(204)
    // ...and now the seeded admin is the last one again.
    expect((await deactivate(tokens.admin, { confirm: true, password: 'admin' })).status).toBe(409)
    await setStatus(otherManagers, 'active')
  })

  it('lets only one of the last two managers leave when both deactivate at the same moment', async () => {
    const { active: activeManagers } = await managersOf('update')
    await setStatus(activeManagers, 'inactive')
    const first = await registerUser()
    const second = await registerUser()
    for (const user of [first, second])
      await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id))
    const answers = await Promise.all([first, second].map((user) => deactivate(user.token)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409])
    expect((await managersOf('update')).active).toHaveLength(1)
    await setStatus(activeManagers, 'active')
  })

  it('lets a client deactivate: the client role manages nothing', async () => {
    const user = await registerUser()
    expect((await deactivate(user.token)).status).toBe(204)
  })
})
