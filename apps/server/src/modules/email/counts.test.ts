// The trigger-kept mailbox counts (migration 0025) against a plain recount of the threads, after
// what the app does to mail (send between users, reply, bulk read/star/move, label toggles, delete
// forever) and what the database does (a user's deletion cascading to their mail); and emailsMeta
// and the list totals, which read them, against the same recount.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq, isNull } from 'drizzle-orm'
import { EMAIL_FILTERS, EMAIL_LABELS } from '@aurum/shared'
import { emails, mailboxCounts, users } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

let adminId: number

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  adminId = (await api.db.select().from(users).where(eq(users.email, 'admin@demo.com')))[0]!.id
})

const keyOf = (row: {
  ownerUserId: number
  folder: string
  isDeleted: boolean
  isRead: boolean
  isStarred: boolean
  labels: string[]
}) => [row.ownerUserId, row.folder, row.isDeleted, row.isRead, row.isStarred, row.labels.join('+')].join('/')

/** The kept counts, and the same figures counted from the threads themselves. */
async function keptAndRecounted() {
  const kept: Record<string, number> = {}
  for (const row of await api.db.select().from(mailboxCounts)) kept[keyOf(row)] = row.total
  const recounted: Record<string, number> = {}
  for (const row of await api.db.select().from(emails).where(isNull(emails.parentId)))
    recounted[keyOf(row)] = (recounted[keyOf(row)] ?? 0) + 1
  return { kept, recounted }
}

async function expectExact() {
  const { kept, recounted } = await keptAndRecounted()
  expect(kept).toEqual(recounted)
}

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api.request(path, { ...init, token: tokens.admin })

async function adminThreads() {
  return api.db
    .select()
    .from(emails)
    .where(eq(emails.ownerUserId, adminId))
    .then((rows) => rows.filter((row) => row.parentId === null))
}

describe('mailbox_counts', () => {
  it('starts equal to the seeded mail', async () => {
    const { kept } = await keptAndRecounted()
    expect(Object.keys(kept).length).toBeGreaterThan(0)
    await expectExact()
  })

  it('stays exact through sending, replying, bulk changes, labels and deletes, and emailsMeta and the totals read it', async () => {
    const client = (await api.db.select().from(users).where(eq(users.email, 'client@demo.com')))[0]!
    const sent = await admin('/api/apps/email/send', {
      method: 'POST',
      body: {
        to: [{ email: client.email, name: client.fullName }],
        subject: 'Counts',
        message: '<p>One</p>',
      },
    })
    expect(sent.status).toBe(201)
    await expectExact()
    const reply = await admin('/api/apps/email/send', {
      method: 'POST',
      body: {
        to: [{ email: client.email, name: client.fullName }],
        subject: 'Re: Counts',
        message: '<p>Two</p>',
        inReplyTo: sent.json.id,
      },
    })
    expect(reply.status).toBe(201)
    await expectExact()

    const threads = await adminThreads()
    const inbox = threads.filter((row) => row.folder === 'inbox' && !row.isDeleted).map((row) => row.id)
    const some = inbox.slice(0, 4)
    for (const data of [{ isRead: false }, { isStarred: true }, { folder: 'spam' }, { isDeleted: true }]) {
      expect((await admin('/api/apps/email', { method: 'POST', body: { ids: some, data } })).status).toBe(201)
      await expectExact()
    }
    expect(
      (
        await admin('/api/apps/email', {
          method: 'POST',
          body: { ids: inbox.slice(4, 8), label: 'important' },
        })
      ).status,
    ).toBe(201)
    await expectExact()
    expect(
      (await admin('/api/apps/email/delete-forever', { method: 'POST', body: { ids: some } })).status,
    ).toBe(204)
    await expectExact()

    // emailsMeta and every filter's total (no search) against a plain count of the threads.
    const after = (await adminThreads()).filter((row) => !row.isDeleted)
    const meta = (await admin('/api/apps/email?filter=inbox')).json.emailsMeta
    expect(meta.inbox).toBe(after.filter((row) => row.folder === 'inbox' && !row.isRead).length)
    expect(meta.draft).toBe(after.filter((row) => row.folder === 'draft').length)
    expect(meta.spam).toBe(after.filter((row) => row.folder === 'spam' && !row.isRead).length)
    expect(meta.star).toBe(after.filter((row) => row.isStarred).length)
    for (const label of EMAIL_LABELS)
      expect(meta.labels[label]).toBe(after.filter((row) => row.labels.includes(label)).length)
    const all = await adminThreads()
    for (const filter of EMAIL_FILTERS) {
      const shown = all.filter((row) =>
        filter === 'trashed'
          ? row.isDeleted
          : !row.isDeleted && (filter === 'starred' ? row.isStarred : row.folder === filter),
      )
      expect((await admin(`/api/apps/email?filter=${filter}`)).json.total, filter).toBe(shown.length)
      expect((await admin(`/api/apps/email?filter=${filter}&label=important`)).json.total).toBe(
        shown.filter((row) => row.labels.includes('important')).length,
      )
    }
  })

  it("empties a deleted user's rows through the cascade", async () => {
    const [client] = await api.db.select().from(users).where(eq(users.email, 'client@demo.com'))
    expect(Object.keys((await keptAndRecounted()).kept).some((key) => key.startsWith(`${client!.id}/`))).toBe(
      true,
    )
    await api.db.delete(users).where(eq(users.id, client!.id))
    const { kept } = await keptAndRecounted()
    expect(Object.keys(kept).some((key) => key.startsWith(`${client!.id}/`))).toBe(false)
    await expectExact()
  })
})
