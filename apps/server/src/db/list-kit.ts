// One way to list rows, for every list of the API: a page of a filtered, sorted list with its
// total, the total alone, and the CSV export's batches. A repo declares its list once (the table,
// what each sort key orders by, its filters, an optional trigger-kept total) and reads the page's
// rows by id; the kit decides how:
// - the page's ids are picked first, on their own, so an index holding the filter and the sort
//   columns skips the offset without reading the table, and only the rows shown are read;
// - without a search the total rides along in the same query (a kept counts table, or a count);
// - a search (q) counts its matches only up to SEARCH_TOTAL_CAP: one query finds at most CAP + 1
//   matches, counts them and pages them; when there are more, the answer says "at least CAP" and the
//   page is picked again by walking the sort order, which finds a common term's rows at once;
// - the export reads batches after a keyset cursor (sort key, id), so each batch costs one index
//   range instead of an OFFSET that rescans every earlier row.
import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SubqueryWithSelection } from 'drizzle-orm/pg-core'
import { SEARCH_TOTAL_CAP, type OrderBy } from '@aurum/shared'
import type { Db } from './client.js'

/** The SQL type a sort key's text is cast back to when the export resumes after it. */
type KeysetType = 'integer' | 'text' | 'numeric' | 'date' | 'timestamptz' | 'boolean'

/** What a sort key orders by; the column (or expression) must not be null. */
export type SortColumn = { column: PgColumn | SQL; type: KeysetType }

type ListSort = SortColumn & { orderBy: OrderBy }

export type ListQuery<SortKey extends string> = { sortBy?: SortKey; orderBy: OrderBy }
export type PageQuery = { page: number; itemsPerPage: number }

export type ListPage<Row> = { rows: Row[]; total: number; totalIsLowerBound: boolean }

/** Reads the rows shown for the picked ids: `db.select({ ...columns, total: picked.total }).from(picked).innerJoin(…)`. */
export type ReadRows = (picked: PickedPage) => { $dynamic(): PgSelect }

export type ListDefinition<SortKey extends string, Filters> = {
  table: PgTable
  /** The row id: the last sort key, and the key the page's rows are read back by. */
  id: PgColumn
  sorts: Record<SortKey, SortColumn>
  /** The order without a sortBy (e.g. newest first). */
  defaultSort: (orderBy: OrderBy) => ListSort
  /**
   * Ties on the sort key: 'newest' puts the highest id first whatever the direction (the spec's
   * "results reversed then sorted"); 'same' orders ids in the sort's direction.
   */
  ties: 'newest' | 'same'
  where: (filters: Filters) => SQL | undefined
  /** Whether these filters search text (q): a search's total is counted up to SEARCH_TOTAL_CAP. */
  searches: (filters: Filters) => boolean
  /** Joins a sort column or a filter needs beyond the table (e.g. the customer of an order). */
  join?: <Q extends PgSelect>(select: Q, sort: SortColumn, filters: Filters) => Q
  /** The exact total of a list without a search, from a trigger-kept counts table (a scalar subquery). */
  keptTotal?: (db: Db, filters: Filters) => SQL | undefined
}

/** The picked page: a subquery with `id`, `sortKey` and `total` to join the rows to. */
export type PickedPage = SubqueryWithSelection<
  { id: PgColumn; sortKey: SQL.Aliased<unknown>; total: SQL.Aliased<number> },
  'picked'
>

function pickedSubquery(db: Db, table: PgTable, id: PgColumn, sortKey: SQL, total: SQL<number>) {
  return db
    .select({
      id,
      sortKey: sql`${sortKey}`.as('sort_key'),
      total: sql<number>`${total}`.mapWith(Number).as('total'),
    })
    .from(table)
    .$dynamic()
}

export function defineList<SortKey extends string, Filters>(definition: ListDefinition<SortKey, Filters>) {
  const { table, id } = definition

  function sortOf(query: ListQuery<SortKey>): ListSort {
    return query.sortBy
      ? { ...definition.sorts[query.sortBy], orderBy: query.orderBy }
      : definition.defaultSort(query.orderBy)
  }

  function orderOf(
    sort: ListSort,
    sortKey: PgColumn | SQL | SQL.Aliased = sort.column,
    rowId: PgColumn | SQL.Aliased = id,
  ): SQL[] {
    const direction = sort.orderBy === 'desc' ? desc : asc
    const idDirection = definition.ties === 'newest' ? desc : direction
    // The id is the key itself when a list sorts by id: once is enough.
    if (sortKey === id) return [direction(rowId)]
    return [direction(sortKey), idDirection(rowId)]
  }

  function selectFrom<Q extends PgSelect>(select: Q, sort: SortColumn, filters: Filters): Q {
    return definition.join ? definition.join(select, sort, filters) : select
  }

  /** The exact count of the filters' rows, or, for a search, up to CAP + 1. */
  async function countRows(db: Db, filters: Filters): Promise<{ total: number; totalIsLowerBound: boolean }> {
    const search = definition.searches(filters)
    const kept = search ? undefined : definition.keptTotal?.(db, filters)
    if (kept) {
      const [row] = await db
        .select({ total: sql<number>`coalesce((${kept}), 0)`.mapWith(Number) })
        .from(sql`(select 1) as one`)
      return { total: row?.total ?? 0, totalIsLowerBound: false }
    }
    const where = definition.where(filters)
    const sort = definition.defaultSort('asc')
    let matches = selectFrom(
      db
        .select({ one: sql`1` })
        .from(table)
        .$dynamic(),
      sort,
      filters,
    ).where(where)
    if (search) matches = matches.limit(SEARCH_TOTAL_CAP + 1)
    const [row] = await db.select({ total: count() }).from(matches.as('matches'))
    const total = row?.total ?? 0
    return total > SEARCH_TOTAL_CAP
      ? { total: SEARCH_TOTAL_CAP, totalIsLowerBound: true }
      : { total, totalIsLowerBound: false }
  }

  /**
   * One page of the list and its total. `read` joins the picked ids to the columns shown:
   * `(picked) => db.select({ ...columns }).from(picked).innerJoin(table, eq(table.id, picked.id))`;
   * the kit orders it.
   */
  async function page<Row>(
    db: Db,
    query: Filters & ListQuery<SortKey> & PageQuery,
    read: ReadRows,
  ): Promise<ListPage<Row>> {
    const sort = sortOf(query)
    const offset = (query.page - 1) * query.itemsPerPage
    const where = definition.where(query)
    const search = definition.searches(query)

    const readPage = async (picked: PickedPage) => {
      const found = (await read(picked)
        .$dynamic()
        .orderBy(...orderOf(sort, picked.sortKey, picked.id))) as (Row & { total: number })[]
      return found
    }
    const pickOrdered = (total: SQL<number>) =>
      selectFrom(pickedSubquery(db, table, id, sqlOf(sort.column), total), sort, query)
        .where(where)
        .orderBy(...orderOf(sort))
        .limit(query.itemsPerPage)
        .offset(offset)
        .as('picked') as unknown as PickedPage

    if (!search) {
      // The total in the same query: a kept counts table, or a count of the filter's rows.
      const kept = definition.keptTotal?.(db, query)
      const counted = selectFrom(db.select({ total: count() }).from(table).$dynamic(), sort, query).where(
        where,
      )
      const total = kept ? sql<number>`coalesce((${kept}), 0)` : sql<number>`(${counted})`
      const found = await readPage(pickOrdered(total))
      if (found.length) return { rows: strip(found), total: found[0]!.total, totalIsLowerBound: false }
      return { rows: [], ...(await countRows(db, query)) }
    }

    // At most CAP + 1 matches, counted and paged in one query: the window count runs over the
    // matches before the page's LIMIT, and keeps PostgreSQL from merging the subquery into the
    // outer one, so the matches come from the search indexes once.
    const matched = selectFrom(
      db
        .select({ id, sortKey: sql`${sqlOf(sort.column)}`.as('sort_key') })
        .from(table)
        .$dynamic(),
      sort,
      query,
    )
      .where(where)
      .limit(SEARCH_TOTAL_CAP + 1)
      .as('matched')
    const counted = db
      .select({
        id: matched.id,
        sortKey: matched.sortKey,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(matched)
      .orderBy(...orderOf(sort, matched.sortKey, matched.id))
      .limit(query.itemsPerPage)
      .offset(offset)
      .as('picked') as unknown as PickedPage
    const found = await readPage(counted)
    const first = found[0]
    if (first && first.total <= SEARCH_TOTAL_CAP)
      return { rows: strip(found), total: first.total, totalIsLowerBound: false }
    if (!first) {
      // Nothing on page 1: nothing matched. A page past the end counts on its own.
      if (query.page === 1) return { rows: [], total: 0, totalIsLowerBound: false }
      const counted = await countRows(db, query)
      if (!counted.totalIsLowerBound) return { rows: [], ...counted }
    }
    // More than CAP matches: CAP + 1 arbitrary ones do not hold the page, so walk the sort order.
    const beyond = await readPage(pickOrdered(sql<number>`${SEARCH_TOTAL_CAP}`))
    return { rows: strip(beyond), total: SEARCH_TOTAL_CAP, totalIsLowerBound: true }
  }

  /**
   * The export: batches of `size` rows in the list's order, each after the previous one's last
   * (sort key, id), read with `read` as for a page (its rows must carry their `id`).
   */
  async function* batches<Row extends { id: number }>(
    db: Db,
    query: Filters & ListQuery<SortKey>,
    read: ReadRows,
    size: number,
  ): AsyncGenerator<Row[]> {
    const sort = sortOf(query)
    const where = definition.where(query)
    let cursor: { key: string; id: number } | null = null
    for (;;) {
      const picked = selectFrom(
        pickedSubquery(db, table, id, sqlOf(sort.column), sql<number>`0`),
        sort,
        query,
      )
        .where(and(where, cursor ? after(sort, cursor) : undefined))
        .orderBy(...orderOf(sort))
        .limit(size)
        .as('picked') as unknown as PickedPage
      const found = (await read(picked)
        .$dynamic()
        .orderBy(...orderOf(sort, picked.sortKey, picked.id))) as (Row & { total: number })[]
      const last = found.at(-1)
      if (!last) return
      yield strip(found)
      if (found.length < size) return
      // The last row's sort key as PostgreSQL prints it, so the next batch compares exactly.
      const [key] = await selectFrom(
        db
          .select({ text: sql<string>`(${sqlOf(sort.column)})::text` })
          .from(table)
          .$dynamic(),
        sort,
        query,
      ).where(eq(id, last.id))
      if (!key) return
      cursor = { key: key.text, id: last.id }
    }
  }

  /** Rows after the cursor in the list's order: the sort key, then the id in its own direction. */
  function after(sort: ListSort, cursor: { key: string; id: number }): SQL | undefined {
    const key = sqlOf(sort.column)
    const cursorKey = sql`cast(${cursor.key} as ${sql.raw(sort.type)})`
    if (sort.column === id) return sort.orderBy === 'desc' ? lt(id, cursor.id) : gt(id, cursor.id)
    const beyondKey = sort.orderBy === 'desc' ? sql`${key} < ${cursorKey}` : sql`${key} > ${cursorKey}`
    const idAfter =
      (definition.ties === 'newest' ? 'desc' : sort.orderBy) === 'desc'
        ? lt(id, cursor.id)
        : gt(id, cursor.id)
    return or(beyondKey, and(sql`${key} = ${cursorKey}`, idAfter))
  }

  return { page, count: countRows, batches, sortOf, orderOf }
}

const sqlOf = (column: PgColumn | SQL): SQL => sql`${column}`

function strip<Row>(found: (Row & { total: number })[]): Row[] {
  return found.map(({ total: _total, ...row }) => row as Row)
}
