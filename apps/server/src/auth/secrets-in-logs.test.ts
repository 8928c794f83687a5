// Issue 32: a reset or verification link is a key to the account. Without a mail server it waits
// in the outbox; the log (which collectors ship and operators share) must never hold it.
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.js'

const lines: string[] = []
const resetLinks: string[] = []
const verifyLinks: string[] = []
let api: TestApp

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  api = await createTestApp({
    logger: pino({ level: 'info' }, sink),
    onPasswordResetLink: (link) => resetLinks.push(link),
    onVerifyEmailLink: (link) => verifyLinks.push(link),
  })
})
afterAll(() => api.close())

/** The secret part of a link. */
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

describe('links that open an account stay out of the log (no SMTP_URL)', () => {
  it('a password reset link is queued, not logged', async () => {
    const answer = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'client@demo.com' },
    })
    expect(answer.status).toBeLessThan(300)
    await expect.poll(() => resetLinks.length).toBe(1)
    const token = tokenOf(resetLinks[0]!)
    expect(token.length).toBeGreaterThan(16)
    // The log says a mail waits, so an operator knows why nothing arrived.
    await expect.poll(() => lines.some((line) => line.includes('password reset mail queued'))).toBe(true)
    expect(lines.join('\n')).not.toContain(token)
  })

  it('an address verification link is queued, not logged', async () => {
    const answer = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'logsreader', email: 'logsreader@example.com', password: 'a-long-password' },
    })
    expect(answer.status, answer.text).toBe(201)
    await expect.poll(() => verifyLinks.length).toBe(1)
    const token = tokenOf(verifyLinks[0]!)
    await expect.poll(() => lines.some((line) => line.includes('verification mail queued'))).toBe(true)
    expect(lines.join('\n')).not.toContain(token)
  })
})
