import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { EMAIL_FILTERS, EMAIL_LABELS, emailListResponseSchema, emailSchema } from '@aurum/shared'
import { emailAttachments, emails, mailOutbox } from '../../db/schema/index.js'
import { ADMIN, addSignedInUser, userIdByEmail, useTestAppWithLogins } from '../../test/test-app.js'

let adminId: number
let otherToken: string
let otherId: number

type Row = typeof emails.$inferSelect

const OTHER = { email: 'maria.lopez@aurum.example', password: 'maria-password' }

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

beforeAll(async () => {
  adminId = await userIdByEmail(api, ADMIN.email)
  // A second mailbox user: an administrator made through the users API, as an admin would.
  const created = await addSignedInUser(signedIn, {
    fullName: 'Maria Lopez',
    username: 'marialopez',
    email: OTHER.email,
    password: OTHER.password,
    country: 'ES',
    contact: '+34 600 000 000',
  })
  otherId = created.id
  otherToken = created.token
})

const mailbox = async (ownerId: number) =>
  (await api.db.select().from(emails).where(eq(emails.ownerUserId, ownerId))).filter(
    (row) => row.parentId === null,
  )

/** The spec's filters computed plainly over the rows. */
function expectedIds(rows: Row[], options: { filter?: string; label?: string; q?: string }) {
  const { filter, label, q } = options
  return rows
    .filter((row) => {
      if (filter === 'trashed') return row.isDeleted
      if (row.isDeleted) return false
      if (filter === 'starred') return row.isStarred
      if (filter) return row.folder === filter
      return label ? true : row.folder === 'inbox'
    })
    .filter((row) => !label || row.labels.includes(label))
    .filter(
      (row) =>
        !q ||
        row.fromName.toLowerCase().includes(q.toLowerCase()) ||
        row.subject.toLowerCase().includes(q.toLowerCase()),
    )
    .sort((a, b) => b.activityAt.getTime() - a.activityAt.getTime() || b.id - a.id)
    .map((row) => row.id)
}

const list = (query: string, token = tokens.admin) => api.request(`/api/apps/email?${query}`, { token })
const update = (body: unknown, token = tokens.admin) =>
  api.request('/api/apps/email', { method: 'POST', token, body })

describe('GET /api/apps/email', () => {
  it('refuses visitors (401) and the client role (403)', async () => {
    expect((await api.request('/api/apps/email')).status).toBe(401)
    expect((await list('', tokens.client)).status).toBe(403)
  })

  it('answers the inbox by default, newest first, with the spec shape', async () => {
    const answer = await list('itemsPerPage=100')
    expect(answer.status).toBe(200)
    const body = emailListResponseSchema.parse(answer.json)
    expect(body.emails.map((email) => email.id)).toEqual(expectedIds(await mailbox(adminId), {}))
    expect(body.emails.some((email) => email.replies.length > 0)).toBe(true)
    expect(body.emails.flatMap((email) => email.attachments).some((file) => file.size === '5mb')).toBe(true)
  })

  it.each(EMAIL_FILTERS)('filter=%s lists what a plain computation over the rows lists', async (filter) => {
    const answer = await list(`filter=${filter}&itemsPerPage=100`)
    expect(answer.status).toBe(200)
    const expected = expectedIds(await mailbox(adminId), { filter })
    expect(expected.length).toBeGreaterThan(0)
    expect(answer.json.emails.map((email: { id: number }) => email.id)).toEqual(expected)
    expect(answer.json.total).toBe(expected.length)
  })

  it.each(EMAIL_LABELS)('label=%s lists its threads outside the trash', async (label) => {
    const answer = await list(`label=${label}&itemsPerPage=100`)
    const expected = expectedIds(await mailbox(adminId), { label })
    expect(expected.length).toBeGreaterThan(0)
    expect(answer.json.emails.map((email: { id: number }) => email.id)).toEqual(expected)
  })

  it('searches the sender name or the subject, case-insensitively', async () => {
    for (const q of ['sofia', 'INVOICE', 'delivery']) {
      const answer = await list(`filter=inbox&q=${q}&itemsPerPage=100`)
      const expected = expectedIds(await mailbox(adminId), { filter: 'inbox', q })
      expect(answer.json.emails.map((email: { id: number }) => email.id)).toEqual(expected)
    }
  })

  it('pages in SQL: pages follow each other without overlap', async () => {
    const all = expectedIds(await mailbox(adminId), { label: 'personal' })
    const first = await list('label=personal&itemsPerPage=3&page=1')
    const second = await list('label=personal&itemsPerPage=3&page=2')
    expect([...first.json.emails, ...second.json.emails].map((email: { id: number }) => email.id)).toEqual(
      all.slice(0, 6),
    )
    expect(first.json.total).toBe(all.length)
  })

  it('counts as the spec says: unread inbox, drafts, unread spam, starred', async () => {
    const rows = (await mailbox(adminId)).filter((row) => !row.isDeleted)
    const answer = await list('')
    expect(answer.json.emailsMeta).toEqual({
      inbox: rows.filter((row) => row.folder === 'inbox' && !row.isRead).length,
      draft: rows.filter((row) => row.folder === 'draft').length,
      spam: rows.filter((row) => row.folder === 'spam' && !row.isRead).length,
      star: rows.filter((row) => row.isStarred).length,
      labels: Object.fromEntries(
        EMAIL_LABELS.map((label) => [label, rows.filter((row) => row.labels.includes(label)).length]),
      ),
    })
  })

  it('answers 400 for an unknown filter, label or page', async () => {
    for (const query of ['filter=archive', 'label=work', 'page=0', 'itemsPerPage=1000']) {
      expect((await list(query)).status).toBe(400)
    }
  })

  it("shows only the caller's own mailbox", async () => {
    const answer = await list('itemsPerPage=100', otherToken)
    expect(answer.status).toBe(200)
    expect(answer.json.emails).toEqual([])
    const adminEmail = (await mailbox(adminId))[0]!
    expect((await api.request(`/api/apps/email/${adminEmail.id}`, { token: otherToken })).status).toBe(404)
    expect((await api.request(`/api/apps/email/${adminEmail.id}`, { token: tokens.admin })).status).toBe(200)
  })
})

describe('POST /api/apps/email', () => {
  it('merges data into each chosen email (201)', async () => {
    const inbox = expectedIds(await mailbox(adminId), { filter: 'inbox' }).slice(0, 3)
    const answer = await update({ ids: inbox, data: { isRead: true, isStarred: true } })
    expect(answer.status).toBe(201)
    const rows = (await mailbox(adminId)).filter((row) => inbox.includes(row.id))
    expect(rows.every((row) => row.isRead && row.isStarred)).toBe(true)
  })

  it('moves to the trash and back, and to another folder', async () => {
    const [id] = expectedIds(await mailbox(adminId), { filter: 'inbox' })
    await update({ ids: [id], data: { isDeleted: true } })
    expect(
      (await list('filter=trashed&itemsPerPage=100')).json.emails.map((e: { id: number }) => e.id),
    ).toContain(id)
    await update({ ids: [id], data: { isDeleted: false, folder: 'spam' } })
    const spam = await list('filter=spam&itemsPerPage=100')
    expect(spam.json.emails.map((e: { id: number }) => e.id)).toContain(id)
    await update({ ids: [id], data: { folder: 'inbox' } })
  })

  it('toggles a label on each email: added where absent, removed where present', async () => {
    const rows = (await mailbox(adminId)).filter((row) => !row.isDeleted)
    const withLabel = rows.find((row) => row.labels.includes('important'))!
    const without = rows.find((row) => !row.labels.includes('important'))!
    expect((await update({ ids: [withLabel.id, without.id], label: 'important' })).status).toBe(201)
    const after = new Map((await mailbox(adminId)).map((row) => [row.id, row]))
    expect(after.get(withLabel.id)!.labels).not.toContain('important')
    expect(after.get(without.id)!.labels).toContain('important')
    expect(after.get(without.id)!.labels).toEqual([...without.labels, 'important'])
  })

  it("answers 404 and changes nothing when an id is another user's", async () => {
    const [own] = expectedIds(await mailbox(adminId), { filter: 'inbox' })
    const before = (await mailbox(adminId)).find((row) => row.id === own)!
    const answer = await update({ ids: [own], data: { isStarred: !before.isStarred } }, otherToken)
    expect(answer.status).toBe(404)
    expect((await mailbox(adminId)).find((row) => row.id === own)!.isStarred).toBe(before.isStarred)
  })

  it('answers 400 for bad input and 403 for the client', async () => {
    for (const body of [
      { ids: [] },
      { ids: [1] },
      { ids: ['x'], data: { isRead: true } },
      { ids: [1], data: { folder: 'archive' } },
      { ids: [1], label: 'work' },
      { ids: [1], data: { owner: 2 } },
    ]) {
      expect((await update(body)).status).toBe(400)
    }
    expect((await update({ ids: [1], data: { isRead: true } }, tokens.client)).status).toBe(403)
  })

  it('deletes for good only from the trash', async () => {
    const [id] = expectedIds(await mailbox(adminId), { filter: 'sent' })
    const forever = (ids: number[]) =>
      api.request('/api/apps/email/delete-forever', { method: 'POST', token: tokens.admin, body: { ids } })
    expect((await forever([id!])).status).toBe(400)
    await update({ ids: [id], data: { isDeleted: true } })
    expect((await forever([id!])).status).toBe(204)
    expect((await mailbox(adminId)).some((row) => row.id === id)).toBe(false)
  })
})

describe('sending', () => {
  const send = (body: unknown, token = tokens.admin) =>
    api.request('/api/apps/email/send', { method: 'POST', token, body })

  it("stores one copy in the recipient's inbox and one in the sender's sent", async () => {
    const answer = await send({
      to: [{ email: OTHER.email, name: 'Maria Lopez' }],
      subject: 'Stock count on Friday',
      message:
        '<p>Can you <strong>count</strong> the stock?</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    })
    expect(answer.status).toBe(201)
    const sent = emailSchema.parse(answer.json)
    expect(sent.folder).toBe('sent')
    expect(sent.deliveryStatus).toBeNull()
    expect(sent.message).toContain('<strong>count</strong>')
    expect(sent.message).not.toMatch(/script|onerror/)
    const theirs = await list('filter=inbox', otherToken)
    expect(theirs.json.emails).toHaveLength(1)
    expect(theirs.json.emails[0]).toMatchObject({
      subject: 'Stock count on Friday',
      isRead: false,
      from: { email: 'admin@demo.com', name: 'John Doe' },
    })
    expect(theirs.json.emailsMeta.inbox).toBe(1)
    const copies = await api.db
      .select()
      .from(emails)
      .where(eq(emails.messageId, (await mailbox(adminId)).find((row) => row.id === sent.id)!.messageId!))
    expect(copies.map((row) => row.ownerUserId).sort()).toEqual([adminId, otherId].sort())
  })

  it('a reply joins the thread in both mailboxes, and the thread turns unread for the recipient', async () => {
    const theirs = (await list('filter=inbox', otherToken)).json.emails[0]
    const replied = await send(
      {
        to: [{ email: 'admin@demo.com', name: 'John Doe' }],
        subject: 'Re: Stock count on Friday',
        message: '<p>Yes, done by noon.</p>',
        inReplyTo: theirs.id,
      },
      otherToken,
    )
    expect(replied.status).toBe(201)
    expect(replied.json.replies.map((reply: { message: string }) => reply.message)).toEqual([
      '<p>Yes, done by noon.</p>',
    ])
    const adminSent = (await list('filter=sent&q=Stock count')).json.emails[0]
    expect(adminSent.replies).toHaveLength(1)
    expect(adminSent.isRead).toBe(false)
  })

  it('blind copies stay blind in the recipients’ copies', async () => {
    await send({
      to: [{ email: 'someone@outside.example', name: 'Someone' }],
      bcc: [{ email: OTHER.email, name: 'Maria' }],
      subject: 'Blind copy test',
      message: '<p>Hello</p>',
    })
    const theirs = (await list('q=Blind copy', otherToken)).json.emails[0]
    expect(theirs.bcc).toEqual([])
    const mine = (await list('filter=sent&q=Blind copy')).json.emails[0]
    expect(mine.bcc).toEqual([{ email: OTHER.email, name: 'Maria' }])
  })

  it('queues mail to outside addresses and says why when no mail server is set', async () => {
    const answer = await send({
      to: [{ email: 'buyer@customer.example', name: 'Buyer' }],
      subject: 'Your quote',
      message: '<p>Here it is.</p>',
    })
    expect(answer.json.deliveryStatus).toBe('queued')
    expect(answer.json.deliveryError).toBe('email.smtpNotConfigured')
    const [queued] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.emailId, answer.json.id))
    expect(queued).toMatchObject({
      status: 'queued',
      to: [{ email: 'buyer@customer.example', name: 'Buyer' }],
    })
    expect(await api.outbox.runOnce()).toBe(0)
  })

  it('refuses bad input (400), unknown replies (404) and the client (403)', async () => {
    for (const body of [
      { subject: 'No one', message: '' },
      { to: [{ email: 'not-an-address', name: '' }] },
      { to: [{ email: 'a@b.example', name: '' }], attachmentIds: ['../../etc/passwd'] },
      { to: [{ email: 'a@b.example', name: '' }], attachmentIds: ['AAAAAAAAAAAAAAAAAAAAAAAA'] },
      { to: [{ email: 'a@b.example', name: '' }], extra: true },
    ]) {
      expect((await send(body)).status).toBe(400)
    }
    const adminEmail = (await mailbox(adminId))[0]!
    expect(
      (await send({ to: [{ email: 'a@b.example', name: '' }], inReplyTo: adminEmail.id }, otherToken)).status,
    ).toBe(404)
    expect((await send({ to: [{ email: 'a@b.example', name: '' }] }, tokens.client)).status).toBe(403)
  })

  it('saves a draft while composing, then sends it (the draft goes)', async () => {
    const created = await api.request('/api/apps/email/drafts', {
      method: 'POST',
      token: tokens.admin,
      body: { to: [], subject: 'Half written', message: '<p>First line</p>' },
    })
    expect(created.status).toBe(201)
    expect(created.json.folder).toBe('draft')
    const saved = await api.request(`/api/apps/email/drafts/${created.json.id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { to: [{ email: OTHER.email, name: 'Maria' }], subject: 'Fully written', message: '<p>Done</p>' },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.subject).toBe('Fully written')
    expect(
      (
        await api.request(`/api/apps/email/drafts/${created.json.id}`, {
          method: 'PUT',
          token: otherToken,
          body: { subject: 'hijack' },
        })
      ).status,
    ).toBe(404)
    const sent = await send({
      ...saved.json,
      to: saved.json.to,
      cc: [],
      bcc: [],
      attachmentIds: [],
      draftId: created.json.id,
      id: undefined,
      from: undefined,
    } as never)
    // The body above carries fields the schema does not take: a client sends only the compose fields.
    expect(sent.status).toBe(400)
    const ok = await send({
      to: saved.json.to,
      subject: 'Fully written',
      message: '<p>Done</p>',
      draftId: created.json.id,
    })
    expect(ok.status).toBe(201)
    expect((await mailbox(adminId)).some((row) => row.id === created.json.id)).toBe(false)
    expect((await list('q=Fully written', otherToken)).json.emails).toHaveLength(1)
  })
  it('a reply saved as a draft with a file keeps its thread; sending it removes the draft and its files', async () => {
    const form = new FormData()
    form.append('file', new Blob(['Pallets: 14\n'], { type: 'text/plain' }), 'counts.txt')
    const uploaded = await api.app.request('/api/media/attachments', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.admin}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const uploadId = ((await uploaded.json()) as { id: string }).id
    const thread = (await list('filter=sent&q=Stock count')).json.emails[0]
    const answered = thread.replies.at(-1)
    const compose = {
      to: [{ email: OTHER.email, name: 'Maria' }],
      subject: 'Re: Stock count on Friday',
      message: '<p>The counts, attached.</p>',
      attachmentIds: [uploadId],
      inReplyTo: answered.id,
    }
    const draft = await api.request('/api/apps/email/drafts', {
      method: 'POST',
      token: tokens.admin,
      body: compose,
    })
    expect(draft.status).toBe(201)
    // Reopened from Drafts, it still answers that message, with its file.
    const reopened = await api.request(`/api/apps/email/${draft.json.id}`, { token: tokens.admin })
    expect(reopened.json).toMatchObject({ folder: 'draft', inReplyTo: answered.id })
    expect(reopened.json.attachments).toMatchObject([{ fileName: 'counts.txt' }])

    const sent = await send({ ...compose, draftId: draft.json.id })
    expect(sent.status).toBe(201)
    expect(await api.db.select().from(emails).where(eq(emails.id, draft.json.id))).toEqual([])
    expect(
      await api.db.select().from(emailAttachments).where(eq(emailAttachments.emailId, draft.json.id)),
    ).toEqual([])
    expect((await list('filter=draft&q=Stock count')).json.emails).toEqual([])
    // The mail joined the thread, with its file.
    expect(sent.json.id).toBe(thread.id)
    expect(sent.json.replies.at(-1)).toMatchObject({
      message: '<p>The counts, attached.</p>',
      inReplyTo: answered.id,
      attachments: [{ fileName: 'counts.txt' }],
    })
  })
})
