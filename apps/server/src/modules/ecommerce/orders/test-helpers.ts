// Helpers of the orders and customers tests: the orders a text sort may take depending on the
// database's collation.

/**
 * Ids sorted by a text column then id, in each collation the database may use: code points (C,
 * the default here) or a language-aware order (ICU). The answer must equal one of them exactly.
 */
export function textSortCandidates<Row extends { id: number }>(
  rows: Row[],
  value: (row: Row) => string,
  orderBy: 'asc' | 'desc',
): number[][] {
  const sign = orderBy === 'desc' ? -1 : 1
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const byLanguage = (a: string, b: string) => a.localeCompare(b, 'en')
  return [byCodePoint, byLanguage].map((compare) =>
    [...rows].sort((a, b) => sign * (compare(value(a), value(b)) || a.id - b.id)).map((row) => row.id),
  )
}
