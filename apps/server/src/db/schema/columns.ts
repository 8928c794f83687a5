// Column groups that many tables share, each built fresh per table: the generated SQL is what the
// long forms gave.
import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'

/** The serial primary key `id`. */
export const serialId = () => serial('id').primaryKey()

/** A required link to another row's integer id; the row goes when the one it links to goes. */
export const cascadingId = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' })

/** When the row was written: `created_at`, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
