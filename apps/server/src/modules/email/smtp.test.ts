// Outbound mail through a real SMTP server started by the test on loopback (smtp-server): the
// message and its attachment arrive as sent, the delivery status follows per recipient (one refused
// for good, one refused for now and taken on the retry, alone), replies and forwards carry
// In-Reply-To and References, and every mail's text part carries its links in full; the password
// reset and verification mails go the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { emails, mailOutbox } from '../../db/schema/index.js'
import { createTestAppWithLogins, type TestApp } from '../../test/test-app.js'
import { createSmtpMailer } from './mailer.js'

let api: TestApp
let adminToken: string
let server: SMTPServer
let port: number
/** Each message the server took: the raw text, parsed, and the envelope's recipients (RCPT TO). */
type Received = { raw: string; mail: ParsedMail; rcptTo: string[] }
const received: Received[] = []
/** What the server answers to the next messages: accept, or refuse with this SMTP code. */
let refuseWith: number | null = null
/** Answers to RCPT TO by address: a code to refuse with, read once per RCPT. */
const rcptRefusals = new Map<string, () => number | null>()
const verifyLinks: string[] = []

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) =>
      auth.username === 'aurum' && auth.password === 'secret'
        ? callback(null, { user: 'aurum' })
        : callback(new Error('Invalid username or password')),
    onRcptTo(address, _session, callback) {
      const code = rcptRefusals.get(address.address)?.() ?? null
      if (code === null) return callback()
      callback(
        Object.assign(new Error(`Mailbox ${address.address} refused (${code})`), { responseCode: code }),
      )
    },
    onData(stream, session, callback) {
      if (refuseWith !== null) {
        stream.resume()
        const error = Object.assign(new Error(`Refused for the test (${refuseWith})`), {
          responseCode: refuseWith,
        })
        stream.on('end', () => callback(error))
        return
      }
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        simpleParser(raw)
          .then((mail) => {
            received.push({
              raw: raw.toString('utf8'),
              mail,
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            })
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as { port: number }).port
  ;({ api, adminToken } = await createTestAppWithLogins({
    mailer: createSmtpMailer(`smtp://aurum:secret@127.0.0.1:${port}`, 'aurum@mail.example'),
    publicUrl: 'https://aurum.example',
    onVerifyEmailLink: (link) => verifyLinks.push(link),
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
    const { mail } = received.at(-1)!
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
    const reset = received.slice(before).find((item) => item.mail.subject === 'Reset your Aurum password')
    expect(reset).toBeDefined()
    const link = /href="(https:\/\/aurum\.example\/reset-password\?token=[^"]+)"/.exec(reset!.mail.html || '')
    expect(link).not.toBeNull()
    // The text part carries the link in full, as "text (URL)".
    expect(reset!.mail.text).toContain(`Choose a new password (${link![1]!.replace(/&amp;/g, '&')})`)
    expect(reset!.raw).toMatch(/Content-Type: text\/plain/i)
  })

  it('sends the verification mail with its link in the text part', async () => {
    const before = received.length
    const registered = await api.request('/api/auth/register', {
      method: 'POST',
      body: { username: 'textreader', email: 'textreader@outside.example', password: 'a-long-password' },
    })
    expect(registered.status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await drain()
    const mail = received.slice(before).find((item) => item.rcptTo.includes('textreader@outside.example'))
    expect(mail).toBeDefined()
    expect(mail!.mail.text).toContain(`Confirm your email address (${verifyLinks.at(-1)})`)
  })

  it("a user's links reach the text part in full, as text (URL)", async () => {
    const before = received.length
    await send({
      to: [{ email: 'reader@customer.example', name: '' }],
      subject: 'Links',
      message:
        '<p>See <a href="https://shop.example/quotes/42?lang=en&amp;copy=1">the quote</a> and ' +
        '<a href="https://shop.example/terms">https://shop.example/terms</a>.</p><ul><li>One &amp; two</li></ul>',
    })
    await drain()
    const [mail] = received.slice(before)
    expect(mail!.mail.text).toContain('See the quote (https://shop.example/quotes/42?lang=en&copy=1) and')
    // A link whose text is its address is written once.
    expect(mail!.mail.text).toContain('and https://shop.example/terms.')
    expect(mail!.mail.text).toContain('One & two')
  })
})

describe('per-recipient delivery', () => {
  it('names the recipient refused for good and why, retries the one refused for now, alone', async () => {
    let laterTries = 0
    rcptRefusals.set('gone@customer.example', () => 550)
    rcptRefusals.set('busy@customer.example', () => (++laterTries === 1 ? 451 : null))
    const before = received.length
    const answer = await send({
      to: [
        { email: 'gone@customer.example', name: 'Gone' },
        { email: 'taker@customer.example', name: 'Taker' },
      ],
      cc: [{ email: 'busy@customer.example', name: 'Busy' }],
      subject: 'Three recipients',
      message: '<p>Hello all</p>',
    })
    expect(answer.status).toBe(201)
    expect(answer.json.deliveries).toEqual([
      { email: 'gone@customer.example', name: 'Gone', status: 'queued', error: null },
      { email: 'taker@customer.example', name: 'Taker', status: 'queued', error: null },
      { email: 'busy@customer.example', name: 'Busy', status: 'queued', error: null },
    ])
    await drain()

    // One message went, to the one recipient the server took.
    const first = received.slice(before)
    expect(first.map((item) => item.rcptTo)).toEqual([['taker@customer.example']])
    const shown = (await api.request(`/api/apps/email/${answer.json.id}`, { token: adminToken })).json
    expect(shown.deliveryStatus).toBe('queued')
    expect(shown.deliveryError).toBeNull()
    const byAddress = (list: { email: string; status: string; error: string | null }[]) =>
      Object.fromEntries(list.map((entry) => [entry.email, entry]))
    expect(byAddress(shown.deliveries)).toMatchObject({
      'gone@customer.example': { status: 'failed', error: expect.stringContaining('550') },
      'taker@customer.example': { status: 'sent', error: null },
      'busy@customer.example': { status: 'queued', error: expect.stringContaining('451') },
    })
    // The server's own answer, code first.
    expect(byAddress(shown.deliveries)['gone@customer.example']?.error).toMatch(/^550 /)

    // The retry, once its wait is over: only the recipient still waiting gets the message.
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.emailId, answer.json.id))
    expect(row).toMatchObject({ status: 'queued', attempts: 1 })
    await api.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, row!.id))
    await drain()
    const second = received.slice(before + 1)
    expect(second.map((item) => item.rcptTo)).toEqual([['busy@customer.example']])
    // The same message: one Message-ID on both tries, every recipient in the headers.
    expect(second[0]!.mail.messageId).toBe(first[0]!.mail.messageId)
    expect(second[0]!.raw).toMatch(/^To: Gone <gone@customer\.example>, Taker <taker@customer\.example>\r?$/m)
    expect(second[0]!.raw).toMatch(/^Cc: Busy <busy@customer\.example>\r?$/m)
    const after = (await api.request(`/api/apps/email/${answer.json.id}`, { token: adminToken })).json
    expect(after.deliveryStatus).toBe('partial')
    expect(byAddress(after.deliveries)).toMatchObject({
      'gone@customer.example': { status: 'failed' },
      'taker@customer.example': { status: 'sent' },
      'busy@customer.example': { status: 'sent', error: null },
    })
    const [done] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
    expect(done).toMatchObject({ status: 'partial', attempts: 2 })
  })

  it('fails the message when the server refuses every recipient for good', async () => {
    rcptRefusals.set('nobody1@customer.example', () => 550)
    rcptRefusals.set('nobody2@customer.example', () => 553)
    const before = received.length
    const answer = await send({
      to: [
        { email: 'nobody1@customer.example', name: '' },
        { email: 'nobody2@customer.example', name: '' },
      ],
      subject: 'Nobody home',
      message: '<p>x</p>',
    })
    await drain()
    expect(received.length).toBe(before)
    const shown = (await api.request(`/api/apps/email/${answer.json.id}`, { token: adminToken })).json
    expect(shown.deliveryStatus).toBe('failed')
    expect(
      shown.deliveries.map((entry: { status: string; error: string }) => [
        entry.status,
        entry.error.slice(0, 3),
      ]),
    ).toEqual([
      ['failed', '550'],
      ['failed', '553'],
    ])
  })
})

describe('threading headers', () => {
  const messageIdOf = async (id: number) =>
    (await api.db.select({ messageId: emails.messageId }).from(emails).where(eq(emails.id, id)))[0]!
      .messageId!

  it('every mail has its stored Message-ID; replies and forwards carry In-Reply-To and References', async () => {
    const before = received.length
    const first = await send({
      to: [{ email: 'partner@customer.example', name: 'Partner' }],
      subject: 'Delivery dates',
      message: '<p>When can you deliver?</p>',
    })
    await drain()
    const firstId = await messageIdOf(first.json.id)
    expect(firstId).toMatch(/^[0-9a-f-]{36}@aurum\.example$/)
    const [original] = received.slice(before)
    expect(original!.raw).toMatch(new RegExp(`^Message-ID: <${firstId.replace(/\./g, '\\.')}>\\r?$`, 'm'))
    expect(original!.mail.inReplyTo).toBeUndefined()

    // A reply to it, then a reply to that reply: each names the one it answers and the chain.
    const reply = await send({
      to: [{ email: 'partner@customer.example', name: 'Partner' }],
      subject: 'Re: Delivery dates',
      message: '<p>Friday would suit us.</p>',
      inReplyTo: first.json.id,
    })
    await drain()
    const replyRow = reply.json.replies.at(-1) as { id: number }
    const replyId = await messageIdOf(replyRow.id)
    await send({
      to: [{ email: 'partner@customer.example', name: 'Partner' }],
      subject: 'Re: Delivery dates',
      message: '<p>Or Monday.</p>',
      inReplyTo: replyRow.id,
    })
    await drain()
    const forward = await send({
      to: [{ email: 'carrier@customer.example', name: 'Carrier' }],
      subject: 'Fwd: Delivery dates',
      message: '<p>See below.</p>',
      inReplyTo: replyRow.id,
    })
    expect(forward.status).toBe(201)
    await drain()
    const [, replied, repliedAgain, forwarded] = received.slice(before)
    expect(replied!.raw).toMatch(new RegExp(`^In-Reply-To: <${firstId}>\\r?$`, 'm'))
    expect(replied!.raw).toMatch(new RegExp(`^References: <${firstId}>\\r?$`, 'm'))
    expect(replied!.mail.messageId).toBe(`<${replyId}>`)
    expect(repliedAgain!.mail.inReplyTo).toBe(`<${replyId}>`)
    expect(repliedAgain!.mail.references).toEqual([`<${firstId}>`, `<${replyId}>`])
    expect(forwarded!.rcptTo).toEqual(['carrier@customer.example'])
    expect(forwarded!.mail.inReplyTo).toBe(`<${replyId}>`)
    expect(forwarded!.mail.references).toEqual([`<${firstId}>`, `<${replyId}>`])
    expect(forwarded!.mail.messageId).toBe(`<${await messageIdOf(forward.json.id)}>`)
  })
})
