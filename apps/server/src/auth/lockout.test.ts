// Issue 32, point 4: failed logins from forged addresses must not lock a user out. A browser that
// signed in before keeps its own budget; strangers on the account are delayed (1 s doubling to
// 60 s), never blocked for the whole window. Time is moved by ageing the account's throttle row,
// so no test waits on a clock.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authThrottle } from '../db/schema/index.js'
import { ADMIN, CLIENT, createTestApp, type TestApp } from '../test/test-app.js'
import { ACCOUNT_DELAY_MAX_SECONDS } from './throttle.js'

let api: TestApp

beforeAll(async () => {
  // The shipped limits: 5 failures per address, 10 free failures per account, a 15-minute window.
  api = await createTestApp({ trustProxy: true, loginMaxFailures: 5, loginAccountMaxFailures: 10 })
})
afterAll(() => api.close())

let addressCounter = 0
/** A forged X-Forwarded-For, new on every call: the attacker's addresses cost nothing. */
const forgedAddress = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` })

const logIn = (body: { email: string; password: string; deviceToken?: string }) =>
  api.request('/api/auth/login', { method: 'POST', body, headers: forgedAddress() })

/** Moves the account's throttle into the past, as if `seconds` had gone by. */
async function letTimePass(email: string, seconds: number) {
  await api.db
    .update(authThrottle)
    .set({ windowStartedAt: sql`${authThrottle.windowStartedAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(authThrottle.scope, 'login:account-delay'), eq(authThrottle.key, email)))
}

async function failTenTimes(email: string) {
  for (let attempt = 0; attempt < 10; attempt++)
    expect((await logIn({ email, password: `guess-${attempt}` })).status).toBe(400)
}

describe('failed logins from ten forged addresses', () => {
  it('do not lock out the right password from a device that signed in before', async () => {
    const earlier = await logIn(CLIENT)
    expect(earlier.status).toBe(201)
    const deviceToken = earlier.json.deviceToken as string
    expect(deviceToken).toEqual(expect.any(String))

    await failTenTimes(CLIENT.email)

    const known = await logIn({ ...CLIENT, deviceToken })
    expect(known.status).toBe(201)
    expect(known.json.userData.email).toBe(CLIENT.email)
    // The device stays known: its token is renewed.
    expect(known.json.deviceToken).toEqual(expect.any(String))
  })

  it('only delay the right password from a new device, by a bounded wait, after which it works', async () => {
    await failTenTimes(ADMIN.email)
    const slowed = await logIn(ADMIN)
    expect(slowed.status).toBe(429)
    expect(slowed.json.code).toBe('auth.tooManyAccountLogins')
    const retryAfter = Number(slowed.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_DELAY_MAX_SECONDS)

    await letTimePass(ADMIN.email, retryAfter)
    expect((await logIn(ADMIN)).status).toBe(201)
  })

  it('keep slowing a guesser: each wait doubles up to a minute, and a right password within it is refused too', async () => {
    const email = 'slowed.guesser.target@example.com'
    const password = 'the-right-password-1'
    const registered = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'slowed.target', email, password },
      headers: forgedAddress(),
    })
    expect(registered.status).toBe(201)
    await failTenTimes(email)

    const waits: number[] = []
    for (let round = 0; round < 8; round++) {
      const refused = await logIn({ email, password: `more-${round}` })
      expect(refused.status).toBe(429)
      const wait = Number(refused.headers.get('retry-after'))
      waits.push(wait)
      // Within the wait, the right password gets the same answer: a 429 tells nothing.
      expect((await logIn({ email, password })).status).toBe(429)
      await letTimePass(email, wait)
      expect((await logIn({ email, password: `again-${round}` })).status).toBe(400)
    }
    // ceil() of what is left: a slow request may round one second down.
    const expected = [1, 2, 4, 8, 16, 32, 60, 60]
    waits.forEach((wait, index) => {
      expect(wait).toBeLessThanOrEqual(expected[index]!)
      expect(wait).toBeGreaterThanOrEqual(Math.max(1, expected[index]! - 1))
    })
  })
})

describe('a known device', () => {
  it('has its own budget: its failures neither delay the account nor spend anyone else’s', async () => {
    const email = 'own.budget@example.com'
    const password = 'own-budget-password-1'
    const registered = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'own.budget', email, password },
      headers: forgedAddress(),
    })
    const deviceToken = registered.json.deviceToken as string
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await logIn({ email, password: `typo-${attempt}`, deviceToken })).status).toBe(400)
    const spent = await logIn({ email, password, deviceToken })
    expect(spent.status).toBe(429)
    expect(spent.json.code).toBe('auth.tooManyLogins')
    // A new device is not delayed by the known device's failures.
    expect((await logIn({ email, password })).status).toBe(201)
  })

  it('is known to its own account only, and a forged token is no device', async () => {
    const clientDevice = (await logIn(CLIENT)).json.deviceToken as string
    const email = 'device.owner@example.com'
    const registered = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'device.owner', email, password: 'device-owner-password-1' },
      headers: forgedAddress(),
    })
    const ownDevice = registered.json.deviceToken as string
    await failTenTimes(email)
    // The client's device token names another account: counted as a stranger, delayed.
    expect(
      (await logIn({ email, password: 'device-owner-password-1', deviceToken: clientDevice })).status,
    ).toBe(429)
    // A forged token is a stranger too.
    const forged = `${ownDevice.slice(0, -4)}AAAA`
    expect((await logIn({ email, password: 'device-owner-password-1', deviceToken: forged })).status).toBe(
      429,
    )
    expect((await logIn({ email, password: 'device-owner-password-1', deviceToken: ownDevice })).status).toBe(
      201,
    )
  })
})
