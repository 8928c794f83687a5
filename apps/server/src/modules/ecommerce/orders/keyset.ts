// Keyset paging for CSV exports of the orders and customers lists: each batch starts after the last
// row of the one before, so a million-row export costs one index range per batch instead of an
// OFFSET that rescans every earlier row.
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { OrderBy } from '@aurum/shared'

/** The SQL type a sort key's text is cast back to when comparing. */
export type KeysetType = 'integer' | 'text' | 'numeric' | 'timestamptz'

/** Where the previous batch ended: the sort key as PostgreSQL's text of it, and the row id. */
export type KeysetCursor = { key: string; id: number }

/** The sort key as text: exact for every type here (timestamps keep their microseconds). */
export function keysetKeyText(sortKey: AnyColumn | SQLWrapper): SQL<string> {
  return sql<string>`(${sortKey})::text`
}

/**
 * Rows after the cursor in `ORDER BY sortKey dir, id dir` (both in one direction, as
 * orderByColumns writes them), so a row comparison matches the order exactly.
 */
export function keysetAfter(
  cursor: KeysetCursor | null,
  sortKey: AnyColumn | SQLWrapper,
  type: KeysetType,
  id: AnyColumn,
  orderBy: OrderBy,
): SQL | undefined {
  if (!cursor) return undefined
  const comparison = orderBy === 'desc' ? sql.raw('<') : sql.raw('>')
  return sql`(${sortKey}, ${id}) ${comparison} (cast(${cursor.key} as ${sql.raw(type)}), ${cursor.id})`
}
