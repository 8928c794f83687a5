// The address verification of a new registration: unverified until the one-time link is used (it
// may sign in meanwhile, and says so in its userData), the link works once, "resend" is throttled,
// and every verification mail is queued in the outbox with a link built from PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { mailOutbox } from '../../db/schema/index.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let api: TestApp
const links: { link: string; email: string }[] = []

beforeAll(async () => {
  api = await createTestApp({
    publicUrl: 'https://aurum.example',
    onVerifyEmailLink: (link, email) => links.push({ link, email }),
  })
})
afterAll(() => api.close())

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

async function register(handle: string) {
  const answer = await api.request('/api/auth/register', {
    method: 'POST',
    body: { username: handle, email: `${handle}@example.com`, password: 'a-long-password' },
  })
  expect(answer.status).toBe(201)
  return answer.json as { accessToken: string; userData: { emailUnverified?: boolean } }
}

describe('email verification', () => {
  it('a new registration is unverified, may sign in, and gets a one-time link from PUBLIC_URL', async () => {
    const registered = await register('newcomer')
    expect(registered.userData.emailUnverified).toBe(true)
    const sent = links.at(-1)!
    expect(sent.email).toBe('newcomer@example.com')
    expect(sent.link).toMatch(/^https:\/\/aurum\.example\/pages\/authentication\/verify-email-v1\?token=/)
    const queued = await api.db.select().from(mailOutbox)
    expect(
      queued.some(
        (mail) =>
          mail.to[0]?.email === 'newcomer@example.com' &&
          mail.html.includes(sent.link.replace(/&/g, '&amp;')),
      ),
    ).toBe(true)

    const login = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'newcomer@example.com', password: 'a-long-password' },
    })
    expect(login.status).toBe(201)
    expect(login.json.userData.emailUnverified).toBe(true)

    const verified = await api.request('/api/auth/verify-email', {
      method: 'POST',
      body: { token: tokenOf(sent.link) },
    })
    expect(verified.status).toBe(200)
    const me = await api.request('/api/auth/me', { token: registered.accessToken })
    expect(me.json.userData.emailUnverified).toBeUndefined()
    // Once only.
    const again = await api.request('/api/auth/verify-email', {
      method: 'POST',
      body: { token: tokenOf(sent.link) },
    })
    expect(again.status).toBe(400)
    expect(again.json.codes.token[0].code).toBe('email.verifyLinkInvalid')
  })

  it('the demo accounts are verified', async () => {
    const admin = await api.request('/api/auth/login', {
      method: 'POST',
      body: { email: 'admin@demo.com', password: 'admin' },
    })
    expect(admin.json.userData.emailUnverified).toBeUndefined()
  })

  it('resend sends a new link that retires the older one, and is throttled', async () => {
    const registered = await register('resender')
    const first = links.at(-1)!.link
    const resend = () =>
      api.request('/api/auth/verify-email/resend', { method: 'POST', token: registered.accessToken })
    const answer = await resend()
    expect(answer.status).toBe(202)
    expect(answer.json).toEqual({ sent: true })
    const second = links.at(-1)!.link
    expect(second).not.toBe(first)
    expect(
      (await api.request('/api/auth/verify-email', { method: 'POST', body: { token: tokenOf(first) } }))
        .status,
    ).toBe(400)
    // Registration's mail and two resends fill the window of three; the next is refused.
    expect((await resend()).status).toBe(202)
    const refused = await resend()
    expect(refused.status).toBe(429)
    expect(refused.json.code).toBe('email.tooManyVerifyMails')
    expect(
      (
        await api.request('/api/auth/verify-email', {
          method: 'POST',
          body: { token: tokenOf(links.at(-1)!.link) },
        })
      ).status,
    ).toBe(200)
  })

  it('refuses bad input (400) and a resend without a session (401)', async () => {
    expect(
      (await api.request('/api/auth/verify-email', { method: 'POST', body: { token: 'short' } })).status,
    ).toBe(400)
    expect(
      (await api.request('/api/auth/verify-email', { method: 'POST', body: { token: 'x'.repeat(40) } }))
        .status,
    ).toBe(400)
    expect((await api.request('/api/auth/verify-email/resend', { method: 'POST' })).status).toBe(401)
  })

  it('keeps the outbox rows of account mail without a sender copy', async () => {
    const rows = await api.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'queued'))
    expect(rows.every((row) => row.emailId === null)).toBe(true)
  })
})
