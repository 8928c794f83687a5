// The demo mailboxes: the admin's 30 conversations over the four folders, the trash and the four
// labels (spec section 3's shapes: to, from, cc, bcc, HTML message, attachments with sizes, replies),
// written as readable business mail, and a few messages in the client's mailbox. Deterministic.
import { EMAIL_FOLDERS, EMAIL_LABELS } from '@aurum/shared'
import { sql } from 'drizzle-orm'
import { emailAttachments, emails, users } from '../schema/index.js'
import { avatarUrl, imageUrl, type SeedContext } from './context.js'
import { ADMIN_EMAIL, at, cycle, demoHistory, userIdByEmail } from './helpers.js'

const DEMO_EMAIL_COUNT = 30
const CLIENT_EMAIL = 'client@demo.com'

const ATTACHMENT_FILES = [
  { fileName: 'report.xlsx', kind: 'xlsx' },
  { fileName: 'log.txt', kind: 'txt' },
  { fileName: 'proposal.pdf', kind: 'pdf' },
  { fileName: 'design.png', kind: 'png' },
] as const

/** Subjects and bodies: each paragraph a sentence a colleague, supplier or customer would write. */
const CONVERSATIONS: { subject: string; paragraphs: string[] }[] = [
  {
    subject: 'Quarterly sales review on Thursday',
    paragraphs: [
      'Could we move the quarterly sales review to Thursday at 10:00? Two of the regional leads are travelling on Wednesday.',
      'I will bring the figures for the new catalogue and the returns of the last month.',
    ],
  },
  {
    subject: 'Invoice 4821 for the October order',
    paragraphs: [
      'Please find attached the invoice for the October order of office chairs.',
      'Payment is due within 30 days; let me know if the purchase order number should appear on it.',
    ],
  },
  {
    subject: 'New product photos are ready',
    paragraphs: [
      'The photographer sent the pictures of the spring collection this morning.',
      'I picked the twelve best ones for the product pages; the rest are in the shared folder.',
    ],
  },
  {
    subject: 'Question about a delayed delivery',
    paragraphs: [
      'My order was due on Monday and the tracking page has not changed since Friday.',
      'Could you tell me when it will arrive? I need the headphones for a trip next week.',
    ],
  },
  {
    subject: 'Draft agenda for the team offsite',
    paragraphs: [
      'Here is a first agenda for the offsite: planning in the morning, workshops after lunch, dinner at seven.',
      'Tell me what you would add before I send it to the whole team.',
    ],
  },
  {
    subject: 'Your warehouse contract renewal',
    paragraphs: [
      'Your warehouse contract ends on the 31st of January. We would be glad to renew it on the same terms.',
      'If you need more space for the holiday season, we have a second bay free from December.',
    ],
  },
  {
    subject: 'Refund processed for order 1042',
    paragraphs: [
      'The refund for order 1042 has been processed and should reach the card within five working days.',
      'Thank you for your patience while we checked the returned parcel.',
    ],
  },
  {
    subject: 'Website downtime tonight from 23:00',
    paragraphs: [
      'We will update the servers tonight between 23:00 and 23:30; the shop will show a maintenance page.',
      'Orders placed before 23:00 are not affected.',
    ],
  },
  {
    subject: 'Congratulations on the launch',
    paragraphs: [
      'Congratulations to you and the team on the launch of the new store. The checkout is much faster.',
      'We already see more orders from mobile phones than last week.',
    ],
  },
  {
    subject: 'Training session for the new support staff',
    paragraphs: [
      'The three new support agents start on Monday. Could you give them an hour on the order system?',
      'Any morning this week works for them.',
    ],
  },
]

const CONTACTS = [
  { name: 'Sofia Martinez', email: 'sofia.martinez@northwind.example' },
  { name: 'Liam Chen', email: 'liam.chen@contoso.example' },
  { name: 'Amira Haddad', email: 'amira.haddad@fabrikam.example' },
  { name: 'Lucas Bernard', email: 'lucas.bernard@tailspin.example' },
  { name: 'Emma Schneider', email: 'emma.schneider@litware.example' },
  { name: 'Noah Williams', email: 'noah.williams@adventure.example' },
  { name: 'Chloé Dubois', email: 'chloe.dubois@wingtip.example' },
]

const REPLY_LINES = [
  'Thanks, that works for me. I have put it in the calendar.',
  'Thank you for the quick answer; I will come back to you by Friday.',
  'Noted. I will forward this to the team and confirm tomorrow.',
]

const html = (greeting: string, paragraphs: string[], signature: string) =>
  `<p>Hi ${greeting},</p>${paragraphs.map((text) => `<p>${text}</p>`).join('')}<p>Best regards,<br>${signature}</p>`

export async function seedEmail({ db, now }: SeedContext) {
  const ownerUserId = await userIdByEmail(db, ADMIN_EMAIL)
  const owner = { email: ADMIN_EMAIL, name: 'John Doe' }
  const base = demoHistory(now).at(Date.parse('2025-12-30T09:00:00Z')).getTime()

  const rows = Array.from({ length: DEMO_EMAIL_COUNT }, (_, index) => {
    const folder = cycle(EMAIL_FOLDERS, index)
    const conversation = cycle(CONVERSATIONS, index)
    const contact = cycle(CONTACTS, index)
    const outgoing = folder === 'sent' || folder === 'draft'
    const from = outgoing ? owner : contact
    const to = outgoing ? [contact] : [owner]
    // Every label occurs; a few messages carry two.
    const labels = [cycle(EMAIL_LABELS, Math.floor(index / 2))]
    if (index % 7 === 0) labels.push(cycle(EMAIL_LABELS, Math.floor(index / 2) + 1))
    const sentAt = new Date(base - index * 37 * 3_600_000)
    return {
      ownerUserId,
      fromEmail: from.email,
      fromName: from.name,
      fromAvatar: avatarUrl(from.name),
      to,
      cc: index % 5 === 0 ? [cycle(CONTACTS, index + 2)] : [],
      bcc: index % 9 === 0 ? [cycle(CONTACTS, index + 4)] : [],
      subject: conversation.subject,
      message: html(to[0]!.name.split(' ')[0]!, conversation.paragraphs, from.name),
      folder,
      labels,
      isStarred: index % 4 === 1,
      isRead: folder !== 'inbox' || index % 3 === 0,
      // A couple of messages sit in the trash.
      isDeleted: index === 10 || index === 21,
      sentAt,
      activityAt: sentAt,
      messageId: `seed-${index}@aurum`,
    }
  })

  // Replies to every fifth inbox message, in its thread, from the admin and back: the thread's
  // activity is its newest reply.
  for (const [index, row] of rows.entries()) {
    if (row.folder === 'inbox' && index % 5 === 0)
      row.activityAt = new Date(row.sentAt.getTime() + 2 * 3_600_000)
  }
  const inserted = await db.insert(emails).values(rows).returning({ id: emails.id })

  const replies = rows.flatMap((row, index) => {
    if (row.folder !== 'inbox' || index % 5 !== 0) return []
    const parentId = at(inserted, index).id
    const correspondent = { email: row.fromEmail, name: row.fromName }
    return [0, 1].map((step) => {
      const from = step === 0 ? owner : correspondent
      const to = step === 0 ? correspondent : owner
      const sentAt = new Date(row.sentAt.getTime() + (step + 1) * 3_600_000)
      return {
        ownerUserId,
        parentId,
        fromEmail: from.email,
        fromName: from.name,
        fromAvatar: avatarUrl(from.name),
        to: [to],
        subject: `Re: ${row.subject}`,
        message: html(to.name.split(' ')[0]!, [cycle(REPLY_LINES, index + step)], from.name),
        folder: step === 0 ? 'sent' : 'inbox',
        labels: row.labels,
        isRead: true,
        sentAt,
        activityAt: sentAt,
      }
    })
  })
  if (replies.length > 0) await db.insert(emails).values(replies)

  await db.insert(emailAttachments).values(
    inserted.flatMap((email, index) => {
      if (index % 3 !== 2) return []
      return [0, 1].slice(0, index % 2 === 0 ? 2 : 1).map((part) => {
        const file = cycle(ATTACHMENT_FILES, index + part)
        return {
          emailId: email.id,
          fileName: file.fileName,
          thumbnail: imageUrl('file', file.kind),
          url: `/api/media/image/file/${encodeURIComponent(file.fileName)}.svg`,
          size: part === 0 ? '5mb' : '10mb',
        }
      })
    }),
  )

  // The client's mailbox (read once an administrator grants their role the Email ability).
  const clientId = await userIdByEmail(db, CLIENT_EMAIL)
  const client = { email: CLIENT_EMAIL, name: 'Jane Doe' }
  await db.insert(emails).values(
    CONVERSATIONS.slice(0, 3).map((conversation, index) => {
      const sentAt = new Date(now.getTime() - (index + 1) * 86_400_000)
      return {
        ownerUserId: clientId,
        fromEmail: owner.email,
        fromName: owner.name,
        fromAvatar: avatarUrl(owner.name),
        to: [client],
        subject: conversation.subject,
        message: html('Jane', conversation.paragraphs, owner.name),
        folder: 'inbox',
        isRead: index > 0,
        sentAt,
        activityAt: sentAt,
        messageId: `seed-client-${index}@aurum`,
      }
    }),
  )
}

const VOLUME_SENDERS = CONTACTS.map((contact) => contact.name)
const VOLUME_SUBJECTS = CONVERSATIONS.map((conversation) => conversation.subject)

/**
 * Benchmark volume (`npm run seed -- --emails 1000000`): one in ten messages goes to the admin's
 * mailbox, the rest over the other users, across folders, labels, stars, read state and trash.
 * Generated in SQL (generate_series) in batches: a million rows in a few minutes.
 */
export async function seedVolumeEmails({ db }: SeedContext, count: number) {
  const adminId = await userIdByEmail(db, ADMIN_EMAIL)
  // The first thousand users own the rest (a million users would not fit one array literal).
  const others = (await db.select({ id: users.id }).from(users).orderBy(users.id).limit(1000))
    .map((row) => row.id)
    .filter((id) => id !== adminId)
  const batch = 100_000
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1)
    await db.execute(sql`
      insert into emails (owner_user_id, from_email, from_name, from_avatar, "to", subject, message, folder,
        labels, is_starred, is_read, is_deleted, sent_at, activity_at, message_id)
      select
        case when g % 10 = 0 then ${adminId} else (${sql.raw(`array[${others.join(',')}]`)})[1 + g % ${others.length}] end,
        'sender' || (g % 997) || '@mail.example',
        (${sql.raw(`array[${VOLUME_SENDERS.map((name) => `'${name.replace(/'/g, "''")}'`).join(',')}]`)})[1 + g % ${VOLUME_SENDERS.length}],
        null,
        '[{"email":"admin@demo.com","name":"John Doe"}]'::jsonb,
        (${sql.raw(`array[${VOLUME_SUBJECTS.map((subject) => `'${subject.replace(/'/g, "''")}'`).join(',')}]`)})[1 + (g / 10) % ${VOLUME_SUBJECTS.length}] || ' #' || g,
        '<p>Message number ' || g || '.</p>',
        (array['inbox','inbox','inbox','sent','draft','spam'])[1 + (g / 10) % 6],
        case (g / 10) % 5 when 0 then array['personal'] when 1 then array['company'] when 2 then array['important']
          when 3 then array['private'] else array[]::text[] end,
        (g / 10) % 7 = 0,
        (g / 10) % 3 <> 0,
        (g / 10) % 20 = 0,
        now() - make_interval(mins => g),
        now() - make_interval(mins => g),
        'volume-' || g || '@aurum'
      from generate_series(${start}::int, ${end}::int) as g`)
  }
  await db.execute(sql`analyze emails`)
}
