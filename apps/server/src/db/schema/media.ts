// Files uploaded through the API (product images, avatars), kept in the database so every API
// instance serves them and a backup of the database holds them too.
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.js'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const uploads = pgTable(
  'uploads',
  {
    /** Random, unguessable id used in the public URL /api/media/uploads/:id. */
    id: text('id').primaryKey(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    fileName: text('file_name').notNull().default(''),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_uploaded_by_idx').on(t.uploadedBy)],
)
