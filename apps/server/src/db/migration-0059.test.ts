// Migration 0059 over uploads stored before kinds existed: what a mail, a card, a chat message or a
// queued mail carries, and whatever is not a picture, becomes a private attachment; other pictures
// (products, avatars) stay public images.
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSeededTestDatabase, type TestDatabase } from '../test/test-database.js'
import {
  chatMessages,
  emailAttachments,
  emails,
  kanbanItemAttachments,
  kanbanItems,
  mailOutbox,
  uploads,
  users,
} from './schema/index.js'

let database: TestDatabase
beforeAll(async () => {
  database = await openSeededTestDatabase()
})
afterAll(() => database.close())

const PNG = Buffer.from('89504e470d0a1a0a', 'hex')

describe('migration 0059', () => {
  it('marks the files that messages, cards and mails carry, and every non-picture, as attachments', async () => {
    const { db } = database
    const ids = {
      avatar: 'MigrationAvatarImage00001',
      mailed: 'MigrationMailAttachment01',
      carded: 'MigrationCardAttachment01',
      chatted: 'MigrationChatAttachment01',
      queued: 'MigrationQueuedInvoice001',
      loosePdf: 'MigrationLoosePdfFile0001',
    }
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'))
    const [client] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.com'))
    await db.insert(uploads).values(
      Object.entries(ids).map(([name, id]) => ({
        id,
        uploadedBy: admin!.id,
        contentType: name === 'queued' || name === 'loosePdf' ? 'application/pdf' : 'image/png',
        byteSize: PNG.byteLength,
        fileName: `${name}.png`,
        data: PNG,
      })),
    )
    const [email] = await db.select({ id: emails.id }).from(emails).limit(1)
    await db.insert(emailAttachments).values({
      emailId: email!.id,
      fileName: 'mailed.png',
      thumbnail: '/api/media/image/file/file.svg',
      url: `/api/media/uploads/${ids.mailed}`,
      size: '8b',
      uploadId: ids.mailed,
    })
    const [item] = await db.select({ id: kanbanItems.id }).from(kanbanItems).limit(1)
    await db.insert(kanbanItemAttachments).values({ itemId: item!.id, uploadId: ids.carded })
    const [low, high] = [admin!.id, client!.id].sort((a, b) => a - b)
    await db.insert(chatMessages).values({
      lowUserId: low!,
      highUserId: high!,
      senderUserId: admin!.id,
      message: '',
      attachment: { uploadId: ids.chatted, fileName: 'chatted.png', contentType: 'image/png', byteSize: 8 },
    })
    await db.insert(mailOutbox).values({
      subject: 'Invoice',
      html: '<p>Invoice</p>',
      attachments: [{ uploadId: ids.queued, fileName: 'invoice.pdf' }],
    })

    // Back to the shape before 0059.
    await db.execute(sql`alter table uploads drop column kind`)
    const file = fileURLToPath(new URL('./migrations/0059_upload_kinds.sql', import.meta.url))
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint')
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement))
    })

    const kinds = Object.fromEntries(
      (
        await db
          .select({ id: uploads.id, kind: uploads.kind })
          .from(uploads)
          .where(inArray(uploads.id, Object.values(ids)))
      ).map((row) => [row.id, row.kind]),
    )
    expect(kinds).toEqual({
      [ids.avatar]: 'image',
      [ids.mailed]: 'attachment',
      [ids.carded]: 'attachment',
      [ids.chatted]: 'attachment',
      [ids.queued]: 'attachment',
      [ids.loosePdf]: 'attachment',
    })
  })
})
