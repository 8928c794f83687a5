// The plain computation that list tests check a paged answer against: how a column compares, and
// which ids one page holds, and the checks every list makes of its bad queries.
import { expect, it } from 'vitest'

/** Numbers by value, text by code unit: how the list columns compare in the tests' expectations. */
export const compareValues = (left: string | number, right: string | number) =>
  typeof left === 'number' ? left - (right as number) : left < right ? -1 : left > right ? 1 : 0

/** One page of the rows in their expected order: its ids, and how many rows matched in all. */
export const pageOf = (sorted: { id: number }[], page: number, itemsPerPage: number) => ({
  ids: sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage).map((row) => row.id),
  total: sorted.length,
})

/**
 * it.each over list queries the route must refuse: each answers 400, and its errors name exactly
 * the one field at fault. A case is [what is wrong, the query, the field].
 */
export function itAnswers400NamingTheField<Query>(
  list: (query: Query) => Promise<{ status: number; json: { errors: object } }>,
  cases: readonly (readonly [label: string, query: NoInfer<Query>, field: string])[],
) {
  it.each(cases)('answers 400 naming the field for %s', async (_, query, field) => {
    const answer = await list(query)
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toEqual([field])
  })
}

/** Rows sorted by the column when one is asked for, its ties and everything else newest (highest id) first. */
export function sortedNewestFirst<Row extends { id: number }, Column extends keyof Row>(
  rows: Row[],
  column: Column | undefined,
  orderBy: 'asc' | 'desc',
) {
  const sign = orderBy === 'desc' ? -1 : 1
  const byColumn = (a: Row, b: Row) =>
    column ? sign * compareValues(a[column] as string | number, b[column] as string | number) : 0
  return [...rows].sort((a, b) => byColumn(a, b) || b.id - a.id)
}
