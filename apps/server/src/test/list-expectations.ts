// The plain computation that list tests check a paged answer against: how a column compares, and
// which ids one page holds.

/** Numbers by value, text by code unit: how the list columns compare in the tests' expectations. */
export const compareValues = (left: string | number, right: string | number) =>
  typeof left === 'number' ? left - (right as number) : left < right ? -1 : left > right ? 1 : 0

/** One page of the rows in their expected order: its ids, and how many rows matched in all. */
export const pageOf = (sorted: { id: number }[], page: number, itemsPerPage: number) => ({
  ids: sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage).map((row) => row.id),
  total: sorted.length,
})
