// What visitors send from the public pages: the contact form and the launch sign-up.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { contactMessages, launchSubscribers } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

const { api, admin, client } = useTestAppWithLogins()

describe('visitor forms', () => {
  it("stores a contact message, puts it in the admins' inboxes from the visitor and rings their bell", async () => {
    const message = 'Do you ship to Canada?\n\nAnd <b>how</b> long does it take?'
    const ok = await api.request('/api/pages/contact', {
      method: 'POST',
      body: { fullName: 'Sam Sender', email: 'sam@example.com', message },
    })
    expect(ok.status).toBe(201)
    const [stored] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, ok.json.id))
    expect(stored).toMatchObject({ fullName: 'Sam Sender', email: 'sam@example.com', message })

    const inbox = await admin('/api/apps/email?filter=inbox&q=Sam%20Sender')
    const mail = inbox.json.emails.find(
      (email: { from: { email: string } }) => email.from.email === 'sam@example.com',
    )
    expect(mail).toMatchObject({ from: { name: 'Sam Sender' }, isRead: false, folder: 'inbox' })
    expect(mail.subject).toContain('Sam Sender')
    // The visitor's text is shown as text: its markup escaped, its paragraphs kept.
    expect(mail.message).toContain('<p>Do you ship to Canada?</p>')
    expect(mail.message).toContain('&lt;b&gt;how&lt;/b&gt;')

    const bell = await admin('/api/notifications')
    expect(bell.json.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'contactMessage',
        params: { name: 'Sam Sender' },
        link: '/apps/email',
      }),
    )
    // Only administrators: the client neither gets the mail nor the bell.
    const clientBell = await client('/api/notifications')
    expect(
      clientBell.json.notifications.some((item: { kind: string }) => item.kind === 'contactMessage'),
    ).toBe(false)

    const bad = await api.request('/api/pages/contact', {
      method: 'POST',
      body: { fullName: '', email: 'no', message: '' },
    })
    expect(bad.status).toBe(400)
  })

  it('keeps a launch sign-up once per address, and limits what one address sends per hour', async () => {
    const first = await api.request('/api/pages/launch-subscribers', {
      method: 'POST',
      body: { email: 'Lena@Example.com', language: 'fr' },
    })
    expect(first.status).toBe(201)
    expect(first.json).toEqual({ subscribed: true })
    const again = await api.request('/api/pages/launch-subscribers', {
      method: 'POST',
      body: { email: 'lena@example.com' },
    })
    expect(again.status).toBe(201)
    const rows = await api.db.select().from(launchSubscribers)
    expect(rows.map((row) => [row.email, row.language])).toEqual([['Lena@Example.com', 'fr']])
    for (const body of [{ email: 'not-an-address' }, { email: 'a@b.co', language: 'de' }, {}])
      expect((await api.request('/api/pages/launch-subscribers', { method: 'POST', body })).status).toBe(400)

    // Every visitor form of this file came from one address: it reaches the hour's limit, then 429
    // with Retry-After, and nothing more is stored.
    let answer = again
    for (let sent = 0; sent < 20 && answer.status === 201; sent++)
      answer = await api.request('/api/pages/launch-subscribers', {
        method: 'POST',
        body: { email: `visitor${sent}@example.com` },
      })
    expect(answer.status).toBe(429)
    expect(answer.json.code).toBe('pages.tooManyVisitorForms')
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    const stored = await api.db.$count(launchSubscribers)
    const contact = await api.request('/api/pages/contact', {
      method: 'POST',
      body: { fullName: 'Late', email: 'late@example.com', message: 'Hello' },
    })
    expect(contact.status).toBe(429)
    expect(await api.db.$count(launchSubscribers)).toBe(stored)
    expect(stored).toBeLessThanOrEqual(10)
  })
})
