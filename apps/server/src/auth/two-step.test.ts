// Two-step sign-in end to end through the API: setting up an authenticator on the account, the
// login's challenge, codes computed here from the secret the server showed (RFC 6238), replays,
// recovery codes, throttling, turning it off, and another user's reach.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { twoStepFactors, twoStepRecoveryCodes } from '../db/schema/index.js'
import { useTestAppWithLogins } from '../test/test-app.js'
import { hotp, base32Decode, totpStep } from './totp.js'

const { api, tokens } = useTestAppWithLogins()

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
function codeOf(secret: string, offsetSteps = 0): string {
  return hotp(base32Decode(secret)!, totpStep(Date.now()) + offsetSteps)
}

let registered = 0
async function registerUser() {
  registered++
  const account = {
    username: `twostep.user${registered}`,
    email: `twostep.user${registered}@example.com`,
    password: 'first-password',
  }
  const answer = await api.request('/api/auth/register', { method: 'POST', body: account })
  expect(answer.status).toBe(201)
  return { ...account, id: answer.json.userData.id as number, token: answer.json.accessToken as string }
}

const login = (user: { email: string; password: string }) =>
  api.request('/api/auth/login', { method: 'POST', body: { email: user.email, password: user.password } })

const secondStep = (challengeToken: string, code: string) =>
  api.request('/api/auth/two-step', { method: 'POST', body: { challengeToken, code } })

/** Registers a user and turns two-step verification on; answers the secret and recovery codes. */
async function userWithTwoStep() {
  const user = await registerUser()
  const setup = await api.request('/api/account/two-step/setup', { method: 'POST', token: user.token })
  expect(setup.status).toBe(200)
  const secret = setup.json.secret as string
  const enablingCode = codeOf(secret)
  const enabled = await api.request('/api/account/two-step/enable', {
    method: 'POST',
    token: user.token,
    body: { code: enablingCode },
  })
  expect(enabled.status).toBe(200)
  return { ...user, secret, enablingCode, recoveryCodes: enabled.json.recoveryCodes as string[] }
}

async function challengeFor(user: { email: string; password: string }): Promise<string> {
  const answer = await login(user)
  expect(answer.status).toBe(200)
  return answer.json.challengeToken as string
}

describe('setting up two-step verification on the account', () => {
  it('shows a secret with its QR code and keeps it sealed; a wrong code does not turn it on', async () => {
    const user = await registerUser()
    expect((await api.request('/api/account/two-step', { token: user.token })).json).toEqual({
      twoStepEnabled: false,
      recoveryCodesLeft: 0,
    })
    const setup = await api.request('/api/account/two-step/setup', { method: 'POST', token: user.token })
    expect(setup.status).toBe(200)
    const { secret, otpauthUrl, qrCodeSvg } = setup.json as {
      secret: string
      otpauthUrl: string
      qrCodeSvg: string
    }
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toBe(
      `otpauth://totp/Aurum:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Aurum&algorithm=SHA1&digits=6&period=30`,
    )
    expect(qrCodeSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    const [stored] = await api.db.select().from(twoStepFactors).where(eq(twoStepFactors.userId, user.id))
    expect(stored!.sealedSecret).not.toContain(secret)
    expect(stored!.enabledAt).toBeNull()

    const wrong = codeOf(secret, 5)
    const refused = await api.request('/api/account/two-step/enable', {
      method: 'POST',
      token: user.token,
      body: { code: wrong },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.codes.code).toEqual([{ code: 'account.twoStepCodeWrong' }])
    expect((await api.request('/api/account', { token: user.token })).json.twoStepEnabled).toBe(false)
    // Still off: the login opens a session at once.
    expect((await login(user)).status).toBe(201)
  })

  it('turns on with one right code, answers ten recovery codes once, and is not set up twice', async () => {
    const user = await userWithTwoStep()
    expect(user.recoveryCodes).toHaveLength(10)
    expect(new Set(user.recoveryCodes).size).toBe(10)
    for (const code of user.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    const hashes = await api.db
      .select({ codeHash: twoStepRecoveryCodes.codeHash })
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, user.id))
    expect(hashes).toHaveLength(10)
    for (const { codeHash } of hashes)
      for (const code of user.recoveryCodes) expect(codeHash).not.toContain(code)

    const status = await api.request('/api/account/two-step', { token: user.token })
    expect(status.json).toEqual({ twoStepEnabled: true, recoveryCodesLeft: 10 })
    expect((await api.request('/api/account', { token: user.token })).json.twoStepEnabled).toBe(true)
    // The secret is never sent again: no new setup while it is on.
    const again = await api.request('/api/account/two-step/setup', { method: 'POST', token: user.token })
    expect(again.status).toBe(409)
    expect(JSON.stringify(await api.request('/api/account', { token: user.token }))).not.toContain(
      user.secret,
    )
  })

  it('needs a setup before enabling', async () => {
    const user = await registerUser()
    const answer = await api.request('/api/account/two-step/enable', {
      method: 'POST',
      token: user.token,
      body: { code: '123456' },
    })
    expect(answer.status).toBe(400)
    expect(answer.json.codes.code).toEqual([{ code: 'account.twoStepNotStarted' }])
  })
})

describe('signing in with two-step verification on', () => {
  it('answers a challenge for the password, and a session for the challenge and a code', async () => {
    const user = await userWithTwoStep()
    const first = await login(user)
    expect(first.status).toBe(200)
    expect(first.json).toEqual({
      twoStepRequired: true,
      challengeToken: expect.any(String),
      expiresAt: expect.any(String),
    })
    expect(first.json.accessToken).toBeUndefined()
    const expiresIn = Date.parse(first.json.expiresAt as string) - Date.now()
    expect(expiresIn).toBeGreaterThan(4 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000)
    // The challenge is no access token.
    expect((await api.request('/api/auth/me', { token: first.json.challengeToken as string })).status).toBe(
      401,
    )

    // The code of the next step: the one used to enable is taken already.
    const done = await secondStep(first.json.challengeToken as string, codeOf(user.secret, 1))
    expect(done.status).toBe(201)
    expect(done.json.userData.email).toBe(user.email)
    const me = await api.request('/api/auth/me', { token: done.json.accessToken as string })
    expect(me.status).toBe(200)
    expect(me.json.userData.id).toBe(user.id)
  })

  it('refuses a wrong code with its error code, and a code already used (replay)', async () => {
    const user = await userWithTwoStep()
    const challengeToken = await challengeFor(user)
    const wrong = await secondStep(challengeToken, codeOf(user.secret, 4))
    expect(wrong.status).toBe(400)
    expect(wrong.json.codes).toEqual({ code: [{ code: 'auth.twoStepCodeWrong' }] })
    // The code that turned it on cannot sign in (the very string: a step may have passed since).
    expect((await secondStep(challengeToken, user.enablingCode)).status).toBe(400)

    const code = codeOf(user.secret, 1)
    expect((await secondStep(challengeToken, code)).status).toBe(201)
    const replay = await secondStep(await challengeFor(user), code)
    expect(replay.status).toBe(400)
    expect(replay.json.codes.code).toEqual([{ code: 'auth.twoStepCodeWrong' }])
    // Nor an older code within the window once a newer one was taken.
    expect((await secondStep(await challengeFor(user), codeOf(user.secret, -1))).status).toBe(400)
  })

  it('lets two requests with one code open one session only', async () => {
    const user = await userWithTwoStep()
    const code = codeOf(user.secret, 1)
    const [a, b] = await Promise.all([challengeFor(user), challengeFor(user)])
    const answers = await Promise.all([secondStep(a, code), secondStep(b, code)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
  })

  it('throttles wrong codes per account: a 429 after five, even with the right code', async () => {
    const user = await userWithTwoStep()
    const challengeToken = await challengeFor(user)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await secondStep(challengeToken, codeOf(user.secret, 10 + attempt))).status).toBe(400)
    const blocked = await secondStep(challengeToken, codeOf(user.secret, 1))
    expect(blocked.status).toBe(429)
    expect(blocked.json.code).toBe('auth.tooManyTwoStepCodes')
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('refuses an expired or forged challenge', async () => {
    const user = await userWithTwoStep()
    const challengeToken = await challengeFor(user)
    const [payload, mac] = challengeToken.split('.') as [string, string]
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url')
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() - 1000 })).toString('base64url')
    for (const token of [
      `${forged}.${mac}`,
      `${expired}.${mac}`,
      // A different first character (a fixed one would equal the MAC's own once in 64 runs).
      `${payload}.${mac.startsWith('x') ? 'y' : 'x'}${mac.slice(1)}`,
      'abc',
      tokens.admin,
    ]) {
      const answer = await secondStep(token, codeOf(user.secret, 1))
      expect(answer.status, token).toBe(400)
      expect(answer.json.codes.challengeToken).toEqual([{ code: 'auth.twoStepExpired' }])
    }
    // Signed with the right key but past its five minutes.
    const lapsed = `${expired}.${createHmac('sha256', api.tokens.derivedKey('two-step-challenge')).update(expired).digest('base64url')}`
    const late = await secondStep(lapsed, codeOf(user.secret, 1))
    expect(late.status).toBe(400)
    expect(late.json.codes.challengeToken).toEqual([{ code: 'auth.twoStepExpired' }])
    // The same, still within its time, works: the refusal above was the expiry.
    const fresh = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + 60_000 })).toString('base64url')
    const inTime = `${fresh}.${createHmac('sha256', api.tokens.derivedKey('two-step-challenge')).update(fresh).digest('base64url')}`
    expect((await secondStep(inTime, codeOf(user.secret, 1))).status).toBe(201)
  })

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const user = await userWithTwoStep()
    const [first, second] = user.recoveryCodes as [string, string]
    const signedIn = await secondStep(await challengeFor(user), first.toUpperCase())
    expect(signedIn.status).toBe(201)
    expect((await secondStep(await challengeFor(user), first)).status).toBe(400)
    expect((await secondStep(await challengeFor(user), second.replace('-', ''))).status).toBe(201)
    expect((await api.request('/api/account/two-step', { token: user.token })).json.recoveryCodesLeft).toBe(8)
    // Another user's recovery code is no code of this one.
    const other = await userWithTwoStep()
    expect((await secondStep(await challengeFor(user), other.recoveryCodes[0]!)).status).toBe(400)
  })

  it('answers 400 naming the field for malformed input', async () => {
    const user = await userWithTwoStep()
    const challengeToken = await challengeFor(user)
    for (const body of [
      {},
      { challengeToken },
      { challengeToken, code: '12345' },
      { challengeToken, code: '1234567' },
      { challengeToken, code: 'abc' },
      { challengeToken, code: 123456 },
      { challengeToken: 7, code: '123456' },
      { challengeToken, code: 'x'.repeat(5000) },
    ]) {
      const answer = await api.request('/api/auth/two-step', { method: 'POST', body })
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(Object.keys(answer.json.errors).length).toBeGreaterThan(0)
    }
    expect((await api.request('/api/auth/two-step', { method: 'POST', body: 'not json' })).status).toBe(400)
  })
})

describe('turning two-step verification off', () => {
  it('needs the current password or a code; a wrong one is refused; then login is one step again', async () => {
    const user = await userWithTwoStep()
    const disable = (body: unknown) =>
      api.request('/api/account/two-step/disable', { method: 'POST', token: user.token, body })
    const missing = await disable({})
    expect(missing.status).toBe(400)
    expect(missing.json.codes.password).toEqual([{ code: 'account.twoStepProofRequired' }])
    const wrongPassword = await disable({ password: 'not-the-password' })
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.json.codes.password).toEqual([{ code: 'account.currentPasswordWrong' }])
    const wrongCode = await disable({ code: codeOf(user.secret, 6) })
    expect(wrongCode.status).toBe(400)
    expect(wrongCode.json.codes.code).toEqual([{ code: 'account.twoStepCodeWrong' }])
    expect((await disable({ code: 'abc' })).status).toBe(400)
    expect((await api.request('/api/account/two-step', { token: user.token })).json.twoStepEnabled).toBe(true)

    const off = await disable({ code: codeOf(user.secret, 1) })
    expect(off.status).toBe(200)
    expect(off.json).toEqual({ twoStepEnabled: false })
    expect(
      await api.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, user.id)),
    ).toEqual([])
    expect((await login(user)).status).toBe(201)
    expect((await disable({ password: user.password })).status).toBe(400)
  })

  it('works with the password, and can be set up again with a new secret', async () => {
    const user = await userWithTwoStep()
    const off = await api.request('/api/account/two-step/disable', {
      method: 'POST',
      token: user.token,
      body: { password: user.password },
    })
    expect(off.status).toBe(200)
    const setup = await api.request('/api/account/two-step/setup', { method: 'POST', token: user.token })
    expect(setup.status).toBe(200)
    expect(setup.json.secret).not.toBe(user.secret)
    const on = await api.request('/api/account/two-step/enable', {
      method: 'POST',
      token: user.token,
      body: { code: codeOf(setup.json.secret as string) },
    })
    expect(on.status).toBe(200)
    // Old recovery codes died with the old secret.
    expect((await secondStep(await challengeFor(user), user.recoveryCodes[0]!)).status).toBe(400)
  })
})

describe('another user', () => {
  it('cannot read or change my two-step settings: every route acts on the caller only', async () => {
    const owner = await userWithTwoStep()
    const other = await registerUser()
    // The other user's calls see and change only their own (off) settings.
    expect((await api.request('/api/account/two-step', { token: other.token })).json.twoStepEnabled).toBe(
      false,
    )
    const theirs = await api.request('/api/account/two-step/disable', {
      method: 'POST',
      token: other.token,
      body: { code: codeOf(owner.secret, 1) },
    })
    expect(theirs.status).toBe(400)
    expect(theirs.json.codes.code).toEqual([{ code: 'account.twoStepNotOn' }])
    expect((await api.request('/api/account/two-step', { token: owner.token })).json.twoStepEnabled).toBe(
      true,
    )
    // Their challenge cannot be used with my code.
    const challenge = await challengeFor(owner)
    expect((await login(other)).status).toBe(201)
    expect((await secondStep(challenge, codeOf(owner.secret, 1))).json.userData.id).toBe(owner.id)
  })

  it('needs a login for every account two-step route', async () => {
    for (const [method, path] of [
      ['GET', '/api/account/two-step'],
      ['POST', '/api/account/two-step/setup'],
      ['POST', '/api/account/two-step/enable'],
      ['POST', '/api/account/two-step/disable'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined
      expect((await api.request(path, { method, body })).status, path).toBe(401)
    }
  })

  it('an administrator may turn it off for a user (lost device) but never on', async () => {
    const user = await userWithTwoStep()
    const path = `/api/apps/users/${user.id}/settings`
    const off = await api.request(path, {
      method: 'PUT',
      token: tokens.admin,
      body: { twoStepEnabled: false },
    })
    expect(off.status).toBe(200)
    expect(off.json.twoStepEnabled).toBe(false)
    expect((await login(user)).status).toBe(201)
    const on = await api.request(path, { method: 'PUT', token: tokens.admin, body: { twoStepEnabled: true } })
    expect(on.status).toBe(400)
    expect(on.json.codes.twoStepEnabled).toEqual([{ code: 'users.twoStepOwnerOnly' }])
  })
})
