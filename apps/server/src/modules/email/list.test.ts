// The mailbox list's threads against a plain reading of the rows: every page of a filter, a label
// and a search holds each thread with its replies (in the order they came) and every message's
// attachments (in id order); a page past the end still has the counts; a search with more matches
// than SEARCH_TOTAL_CAP answers the cap, the right threads and the counts. The list reads all of
// that in one statement, so what a thread carries is checked here, page by page.
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { EMAIL_LABELS, SEARCH_TOTAL_CAP, emailListResponseSchema, type Email } from '@aurum/shared'
import { emailAttachments, emails } from '../../db/schema/index.js'
import { ADMIN, insertSignedInUser, userIdByEmail, useTestAppWithLogins } from '../../test/test-app.js'

type Row = typeof emails.$inferSelect
type File = typeof emailAttachments.$inferSelect

const { api, tokens } = useTestAppWithLogins()
let adminId: number

const list = async (query: string, token = tokens.admin) => {
  const answer = await api.request(`/api/apps/email?${query}`, { token })
  expect(answer.status, query).toBe(200)
  return emailListResponseSchema.parse(answer.json)
}

/** A message as the list answers it, from its row and the attachment rows (none is an upload here). */
function messageOf(row: Row, files: File[]) {
  return {
    id: row.id,
    from: { email: row.fromEmail, name: row.fromName, avatar: row.fromAvatar },
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    message: row.message,
    attachments: files
      .filter((file) => file.emailId === row.id)
      .sort((a, b) => a.id - b.id)
      .map(({ emailId: _emailId, ...file }) => file),
    isStarred: row.isStarred,
    labels: row.labels,
    time: row.sentAt.toISOString(),
    folder: row.folder,
    isRead: row.isRead,
    isDeleted: row.isDeleted,
    deliveryStatus: row.deliveryStatus,
    deliveryError: row.deliveryError,
    deliveries: row.deliveries,
    inReplyTo: row.inReplyToId,
  }
}

/** The threads of these ids as the list should answer them, computed from the owner's rows. */
async function threadsOf(ownerId: number, ids: number[]) {
  const rows = await api.db.select().from(emails).where(eq(emails.ownerUserId, ownerId))
  const files = await api.db.select().from(emailAttachments)
  return ids.map((id) => ({
    ...messageOf(
      rows.find((row) => row.id === id)!,
      files,
    ),
    replies: rows
      .filter((row) => row.parentId === id)
      .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id - b.id)
      .map((row) => messageOf(row, files)),
  }))
}

/** The spec's counts, computed from the owner's threads. */
async function countsOf(ownerId: number) {
  const threads = (
    await api.db
      .select()
      .from(emails)
      .where(and(eq(emails.ownerUserId, ownerId), isNull(emails.parentId)))
  ).filter((row) => !row.isDeleted)
  return {
    inbox: threads.filter((row) => row.folder === 'inbox' && !row.isRead).length,
    draft: threads.filter((row) => row.folder === 'draft').length,
    spam: threads.filter((row) => row.folder === 'spam' && !row.isRead).length,
    star: threads.filter((row) => row.isStarred).length,
    labels: Object.fromEntries(
      EMAIL_LABELS.map((label) => [label, threads.filter((row) => row.labels.includes(label)).length]),
    ),
  }
}

beforeAll(async () => {
  adminId = await userIdByEmail(api, ADMIN.email)
  // The inbox's third thread (page 2 at two a page) gets two replies sent at the same moment (the
  // older id first) and attachments on its first message and on its last reply, out of id order.
  const inbox = (await list('filter=inbox&itemsPerPage=100')).emails
  const root = inbox[2]!
  const at = new Date(Date.parse(root.time) + 60 * 60 * 1000)
  const replies = await api.db
    .insert(emails)
    .values(
      ['First answer', 'Second answer'].map((subject) => ({
        ownerUserId: adminId,
        parentId: root.id,
        fromEmail: ADMIN.email,
        fromName: 'John Doe',
        to: [{ email: root.from.email, name: root.from.name }],
        subject,
        message: `<p>${subject}</p>`,
        folder: 'sent',
        isRead: true,
        labels: ['company'],
        sentAt: at,
        activityAt: at,
      })),
    )
    .returning({ id: emails.id })
  const file = (emailId: number, fileName: string) => ({
    emailId,
    fileName,
    thumbnail: '/api/media/image/file/pdf.svg',
    url: `/files/${fileName}`,
    size: '12kb',
  })
  await api.db
    .insert(emailAttachments)
    .values([file(replies[1]!.id, 'b.pdf'), file(root.id, 'root.pdf'), file(replies[1]!.id, 'a.pdf')])
})

describe('GET /api/apps/email, thread by thread', () => {
  it.each(['filter=inbox', 'label=company', 'filter=sent&q=re', 'q=delivery', 'filter=trashed'])(
    '%s: every page holds its threads with their replies and attachments, and the counts',
    async (query) => {
      const all = await list(`${query}&itemsPerPage=100`)
      const counts = await countsOf(adminId)
      const paged: Email[] = []
      const pages = Math.ceil(all.total / 2)
      for (let page = 1; page <= pages + 1; page++) {
        const answer = await list(`${query}&itemsPerPage=2&page=${page}`)
        expect(answer).toMatchObject({ total: all.total, totalIsLowerBound: false, page, itemsPerPage: 2 })
        // Past the last page: no threads, and still the counts (read on their own then).
        expect(answer.emails).toHaveLength(page > pages ? 0 : Math.min(2, all.total - (page - 1) * 2))
        expect(answer.emailsMeta, `${query} page ${page}`).toEqual(counts)
        paged.push(...answer.emails)
      }
      expect(paged.map((email) => email.id)).toEqual(all.emails.map((email) => email.id))
      expect(paged).toEqual(
        await threadsOf(
          adminId,
          all.emails.map((email) => email.id),
        ),
      )
    },
  )

  it('puts the page-2 thread together: replies by time then id, attachments by id', async () => {
    const thread = (await list('filter=inbox&itemsPerPage=2&page=2')).emails[0]!
    expect(thread.attachments.at(-1)!.fileName).toBe('root.pdf')
    expect(thread.replies.map((reply) => reply.subject).slice(-2)).toEqual(['First answer', 'Second answer'])
    expect(thread.replies.at(-1)!.attachments.map((file) => file.fileName)).toEqual(['b.pdf', 'a.pdf'])
    // The same thread opened by a reply's id.
    const opened = await api.request(`/api/apps/email/${thread.replies.at(-1)!.id}`, { token: tokens.admin })
    expect(opened.json).toEqual(thread)
  })
})

describe('a search with more matches than the cap', () => {
  const MANY = SEARCH_TOTAL_CAP + 20
  let owner: Awaited<ReturnType<typeof insertSignedInUser>>

  beforeAll(async () => {
    owner = await insertSignedInUser(api, {
      fullName: 'Zoe Zebra',
      username: 'zoezebra',
      email: 'zoe.zebra@aurum.example',
      password: 'zoe-password',
      role: 'admin',
    })
    // Threads a minute apart, every other one read, every third one labelled company; the newest
    // three get a reply each, and the newest one's reply a file.
    await api.db.execute(sql`
      insert into emails (owner_user_id, from_email, from_name, subject, message, folder, labels, is_read,
        sent_at, activity_at)
      select ${owner.id}, 'herd' || n || '@example.com', 'Herd', 'Zebra crossing ' || n, '<p>Stripes</p>',
        'inbox', case when n % 3 = 0 then array['company'] else '{}'::text[] end, n % 2 = 0,
        timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute',
        timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
      from generate_series(1, ${MANY}) as n`)
    await api.db.execute(sql`
      insert into emails (owner_user_id, parent_id, from_email, from_name, subject, message, folder, is_read,
        sent_at, activity_at)
      select owner_user_id, id, 'zoe.zebra@aurum.example', 'Zoe Zebra', 'Re: ' || subject, '<p>Seen</p>',
        'sent', true, sent_at + interval '1 second', sent_at + interval '1 second'
      from emails where owner_user_id = ${owner.id} order by activity_at desc, id desc limit 3`)
    await api.db.execute(sql`
      insert into email_attachments (email_id, file_name, thumbnail, url, size)
      select id, 'stripes.txt', '/api/media/image/file/txt.svg', '/files/stripes.txt', '1kb'
      from emails where owner_user_id = ${owner.id} and parent_id is not null
      order by sent_at desc, id desc limit 1`)
  })

  it('answers the cap with totalIsLowerBound, the newest threads with their replies, and the counts', async () => {
    const answer = await list('q=zebra&itemsPerPage=5', owner.token)
    expect(answer).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true })
    const newest = await api.db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.ownerUserId, owner.id), isNull(emails.parentId)))
      .orderBy(sql`${emails.activityAt} desc, ${emails.id} desc`)
      .limit(5)
    expect(answer.emails).toEqual(
      await threadsOf(
        owner.id,
        newest.map((row) => row.id),
      ),
    )
    expect(answer.emails.map((email) => email.replies.length)).toEqual([1, 1, 1, 0, 0])
    expect(answer.emails[0]!.replies[0]!.attachments.map((file) => file.fileName)).toEqual(['stripes.txt'])
    expect(answer.emailsMeta).toEqual(await countsOf(owner.id))
  })
})
