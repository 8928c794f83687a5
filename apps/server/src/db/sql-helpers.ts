// Small SQL builders shared by every repo's list query.
import { asc, desc, ilike, or, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { OrderBy } from '@aurum/shared'

/** `%term%` with LIKE's wildcards escaped, so a `%` typed by the user matches a `%`. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** Case-insensitive substring match over several columns (served by trigram GIN indexes). */
export function searchColumns(term: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!term) return undefined
  const pattern = containsPattern(term)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/** ORDER BY the chosen column, then the id in the same direction so pages never overlap. */
export function orderByColumns(column: AnyColumn | SQLWrapper, orderBy: OrderBy, tieBreaker: AnyColumn): SQL[] {
  const direction = orderBy === 'desc' ? desc : asc
  return [direction(column), direction(tieBreaker)]
}

export function pageOffset(page: number, itemsPerPage: number): number {
  return (page - 1) * itemsPerPage
}

/** Spec section 7 (users): a page beyond the last one falls back to page 1. */
export function pageWithinRange(page: number, itemsPerPage: number, total: number): number {
  const totalPages = Math.max(1, Math.ceil(total / itemsPerPage))
  return page > totalPages ? 1 : page
}

/**
 * A page whose rows each carry the list's total (a window count, or a scalar subquery of a counts
 * table), split into its rows and that total. A page with no row carries no total: `countAlone`
 * gives it then (a page past the end, or nothing matched at all).
 */
export async function pageWithTotal<Found extends { total: number }>(
  found: Found[],
  countAlone: () => Promise<number>,
): Promise<{ rows: Omit<Found, 'total'>[]; total: number }> {
  const first = found[0]
  if (!first) return { rows: [], total: await countAlone() }
  return { rows: found.map(({ total: _total, ...row }) => row), total: first.total }
}
