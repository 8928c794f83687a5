// Small SQL builders of the lists' search filters (the paging itself is db/list-kit.ts).
import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm'

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
