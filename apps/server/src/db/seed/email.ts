// The admin's mailbox: 30 conversations over the four folders and labels, some with replies
// (nested under their parent) and attachments of the spec's sizes.
import { EMAIL_FOLDERS, EMAIL_LABELS } from '@aurum/shared'
import { emailAttachments, emails } from '../schema/index.js'
import { avatarUrl, imageUrl, type SeedContext } from './context.js'
import { ADMIN_EMAIL, at, cycle, userIdByEmail } from './helpers.js'

export const DEMO_EMAIL_COUNT = 30

const ATTACHMENT_FILES = [
  { fileName: 'report.xlsx', kind: 'xlsx' },
  { fileName: 'log.txt', kind: 'txt' },
  { fileName: 'proposal.pdf', kind: 'pdf' },
  { fileName: 'design.png', kind: 'png' },
] as const

export async function seedEmail({ db, fakerFor }: SeedContext) {
  const faker = fakerFor(3001)
  const ownerUserId = await userIdByEmail(db, ADMIN_EMAIL)
  const owner = { email: ADMIN_EMAIL, name: 'John Doe' }

  const rows = Array.from({ length: DEMO_EMAIL_COUNT }, (_, index) => {
    const folder = cycle(EMAIL_FOLDERS, index)
    const contactName = faker.person.fullName()
    const contactEmail = faker.internet.email({ firstName: contactName.split(' ')[0] }).toLowerCase()
    const outgoing = folder === 'sent' || folder === 'draft'
    const from = outgoing ? owner : { email: contactEmail, name: contactName }
    const to = outgoing ? [{ email: contactEmail, name: contactName }] : [owner]
    // Every label occurs; a few messages carry two.
    const labels = [cycle(EMAIL_LABELS, Math.floor(index / 2))]
    if (index % 7 === 0) labels.push(cycle(EMAIL_LABELS, Math.floor(index / 2) + 1))
    return {
      ownerUserId,
      fromEmail: from.email,
      fromName: from.name,
      fromAvatar: avatarUrl(from.name),
      to,
      cc: index % 5 === 0 ? [faker.internet.email().toLowerCase()] : [],
      bcc: index % 9 === 0 ? [faker.internet.email().toLowerCase()] : [],
      subject: faker.helpers.arrayElement([
        `Meeting about ${faker.company.buzzNoun()}`,
        `Invoice ${faker.string.numeric(4)}`,
        `Re: ${faker.company.catchPhrase()}`,
        `${faker.commerce.productName()} launch`,
        `Quick question on ${faker.hacker.noun()}`,
      ]),
      message: `<p>Hi ${to[0]?.name.split(' ')[0] ?? ''},</p><p>${faker.lorem.paragraphs(2, '</p><p>')}</p><p>Regards,<br>${from.name}</p>`,
      folder,
      labels,
      isStarred: index % 4 === 1,
      isRead: folder !== 'inbox' || index % 3 === 0,
      // A couple of messages sit in the trash.
      isDeleted: index === 10 || index === 21,
      sentAt: faker.date.between({ from: '2025-11-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
    }
  })
  const inserted = await db.insert(emails).values(rows).returning({ id: emails.id })

  // Replies to every fifth inbox message, in its thread, from the admin and back.
  const replies = rows.flatMap((row, index) => {
    if (row.folder !== 'inbox' || index % 5 !== 0) return []
    const parentId = at(inserted, index).id
    const correspondent = { email: row.fromEmail, name: row.fromName }
    return [0, 1].map((step) => {
      const from = step === 0 ? owner : correspondent
      return {
        ownerUserId,
        parentId,
        fromEmail: from.email,
        fromName: from.name,
        fromAvatar: avatarUrl(from.name),
        to: [step === 0 ? correspondent : owner],
        subject: `Re: ${row.subject}`,
        message: `<p>${faker.lorem.paragraph()}</p>`,
        folder: row.folder,
        labels: row.labels,
        isRead: true,
        sentAt: new Date(row.sentAt.getTime() + (step + 1) * 3_600_000),
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
}
