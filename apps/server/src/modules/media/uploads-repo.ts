// SQL of uploaded files: store one, read one back, and tell whether one exists.
import { and, eq, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { uploads, users } from '../../db/schema/index.js'

export async function insertUpload(db: Db, upload: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(upload)
}

/** The upload with its bytes; only when it is an image if `imagesOnly`. */
export async function findUpload(db: Db, id: string, { imagesOnly }: { imagesOnly: boolean }) {
  const [row] = await db
    .select({
      kind: uploads.kind,
      contentType: uploads.contentType,
      byteSize: uploads.byteSize,
      fileName: uploads.fileName,
      data: uploads.data,
    })
    .from(uploads)
    .where(imagesOnly ? and(eq(uploads.id, id), eq(uploads.kind, 'image')) : eq(uploads.id, id))
    .limit(1)
  return row
}

/** Type, size and name of an upload this user sent (not its bytes), or undefined. */
export async function findOwnUploadFacts(db: Db, id: string, userId: number) {
  const [row] = await db
    .select({ contentType: uploads.contentType, byteSize: uploads.byteSize, fileName: uploads.fileName })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.uploadedBy, userId)))
    .limit(1)
  return row
}

/** Whether some upload matches `where` (one id read, never the bytes). */
async function uploadMatches(db: Db, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ id: uploads.id }).from(uploads).where(where).limit(1)
  return rows.length > 0
}

/** Whether the upload exists and was sent by this user. */
export async function uploadOwnedBy(db: Db, id: string, userId: number): Promise<boolean> {
  return uploadMatches(db, and(eq(uploads.id, id), eq(uploads.uploadedBy, userId)))
}

/** Whether the upload exists, is a public image (not an attachment) and was sent by this user. */
export async function ownImageExists(db: Db, id: string, userId: number): Promise<boolean> {
  return uploadMatches(db, and(eq(uploads.id, id), eq(uploads.uploadedBy, userId), eq(uploads.kind, 'image')))
}

/** Whether the user an attachment's address was signed for still has an account that may sign in. */
export async function activeUserExists(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), ne(users.status, 'inactive')))
    .limit(1)
  return rows.length > 0
}

export async function imageExists(db: Db, id: string): Promise<boolean> {
  return uploadMatches(db, and(eq(uploads.id, id), eq(uploads.kind, 'image')))
}
