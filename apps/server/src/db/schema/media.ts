// Files uploaded through the API (product images, avatars, and the attachments of mail, chat, cards
// and sent invoices), kept in the database so every API instance serves them and a backup of the
// database holds them too.
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.js'
import { users } from './users.js'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * 'image': a public picture (products, avatars, articles), served to anyone and cached for good.
 * 'attachment': a private file, served only through an address signed for a user who may see the
 * message, card or invoice that holds it (media/file-urls.ts).
 */
export type UploadKind = 'image' | 'attachment'

export const uploads = pgTable(
  'uploads',
  {
    /** Random, unguessable id used in the URL /api/media/uploads/:id. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<UploadKind>().notNull().default('image'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull().default(''),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_uploaded_by_idx').on(t.uploadedBy)],
)
