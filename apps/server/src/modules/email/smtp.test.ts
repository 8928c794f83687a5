// Outbound mail through a real SMTP server started by the test on loopback (smtp-server): the
// message and its attachment arrive as sent, the delivery status follows, a refusal is retried
// and a permanent refusal fails with its reason; the password reset mail goes the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { mailOutbox } from '../../db/schema/index.js'
import { createTestAppWithLogins, type TestApp } from '../../test/test-app.js'
import { createSmtpMailer } from './mailer.js'

let api: TestApp
let adminToken: string
let server: SMTPServer
let port: number
const received: ParsedMail[] = []
/** What the server answers to the next messages: accept, or refuse with this SMTP code. */
let refuseWith: number | null = null

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) =>
      auth.username === 'aurum' && auth.password === 'secret'
        ? callback(null, { user: 'aurum' })
        : callback(new Error('Invalid username or password')),
    onData(stream, _session, callback) {
      if (refuseWith !== null) {
        stream.resume()
        const error = Object.assign(new Error(`Refused for the test (${refuseWith})`), {
          responseCode: refuseWith,
        })
        stream.on('end', () => callback(error))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as { port: number }).port
  ;({ api, adminToken } = await createTestAppWithLogins({
    mailer: createSmtpMailer(`smtp://aurum:secret@127.0.0.1:${port}`, 'aurum@mail.example'),
    publicUrl: 'https://aurum.example',
  }))
})
afterAll(async () => {
  await api.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

async function uploadText(name: string, text: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([text], { type: 'application/octet-stream' }), name)
  const response = await api.app.request('/api/media/attachments', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  })
  expect(response.status).toBe(201)
  const body = (await response.json()) as { id: string; contentType: string }
  expect(body.contentType).toBe('text/plain')
  return body.id
}

/** Sending wakes the outbox by itself (a pass may be under way): wait for it, then run one more. */
async function drain() {
  await new Promise((resolve) => setTimeout(resolve, 10))
  await api.outbox.runOnce()
  await api.outbox.runOnce()
}

const send = (body: unknown) =>
  api.request('/api/apps/email/send', { method: 'POST', token: adminToken, body })

describe('outbound SMTP', () => {
  it('delivers the message with its attachment, and the sender sees it sent', async () => {
    const attachmentId = await uploadText('notes.txt', 'Pallets: 14\nBoxes: 320\n')
    const answer = await send({
      to: [{ email: 'buyer@customer.example', name: 'Buyer Person' }],
      cc: [{ email: 'copy@customer.example', name: '' }],
      subject: 'Your quote, with the counts',
      message: '<p>Hello <strong>Buyer</strong>,</p><p>the counts are attached.</p>',
      attachmentIds: [attachmentId],
    })
    expect(answer.status).toBe(201)
    expect(answer.json.deliveryStatus).toBe('queued')
    expect(answer.json.deliveryError).toBeNull()
    expect(answer.json.attachments).toMatchObject([{ fileName: 'notes.txt', size: '23b' }])

    await drain()
    const mail = received.at(-1)!
    expect(mail.subject).toBe('Your quote, with the counts')
    expect(mail.from?.value).toEqual([{ address: 'aurum@mail.example', name: 'John Doe' }])
    expect(mail.replyTo?.value[0]?.address).toBe('admin@demo.com')
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { address: 'buyer@customer.example', name: 'Buyer Person' },
    ])
    expect(mail.html).toContain('<strong>Buyer</strong>')
    expect(mail.text).toContain('the counts are attached.')
    expect(mail.attachments.map((file) => [file.filename, file.content.toString('utf8')])).toEqual([
      ['notes.txt', 'Pallets: 14\nBoxes: 320\n'],
    ])
    const sent = await api.request(`/api/apps/email/${answer.json.id}`, { token: adminToken })
    expect(sent.json.deliveryStatus).toBe('sent')
  })

  it('retries after a temporary refusal, and fails for good on a permanent one, with the reason', async () => {
    refuseWith = 451
    const temporary = await send({
      to: [{ email: 'later@customer.example', name: '' }],
      subject: 'Later',
      message: '<p>x</p>',
    })
    await drain()
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.emailId, temporary.json.id))
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    expect(row!.lastError).toContain('Refused for the test (451)')
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
    const shown = await api.request(`/api/apps/email/${temporary.json.id}`, { token: adminToken })
    expect(shown.json).toMatchObject({ deliveryStatus: 'queued' })
    expect(shown.json.deliveryError).toContain('451')

    refuseWith = 550
    const permanent = await send({
      to: [{ email: 'nobody@customer.example', name: '' }],
      subject: 'Never',
      message: '<p>x</p>',
    })
    await drain()
    const failed = await api.request(`/api/apps/email/${permanent.json.id}`, { token: adminToken })
    expect(failed.json.deliveryStatus).toBe('failed')
    expect(failed.json.deliveryError).toContain('550')

    // The queued one goes once its wait is over and the server accepts again.
    refuseWith = null
    await api.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row!.id))
    await drain()
    expect(
      (await api.request(`/api/apps/email/${temporary.json.id}`, { token: adminToken })).json.deliveryStatus,
    ).toBe('sent')
  })

  it('sends the password reset mail with a link built from PUBLIC_URL', async () => {
    const before = received.length
    const answer = await api.request('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'admin@demo.com' },
    })
    expect(answer.status).toBeLessThan(300)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await drain()
    const mail = received.slice(before).find((item) => item.subject === 'Reset your Aurum password')
    expect(mail).toBeDefined()
    expect(mail!.html).toMatch(/href="https:\/\/aurum\.example\/reset-password\?token=[^"]+"/)
  })
})
