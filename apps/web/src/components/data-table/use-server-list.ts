// Joins a list's query state (the URL, or the component for a list inside another page) and the
// server's answer into what the list frame and table show: rows, the total or its lower bound,
// paging typed with the shared schema's sort keys, loading and error.
import { useEffect } from 'react'
import type { OrderBy } from '@aurum/shared'
import type { ListParamsPatch } from '@/lib/list-params'
import type { ServerTableState, TablePaging, TableRowModel } from './server-data-table'

/** The paging part of every list query (packages/shared pagedQuery), and the search every list has. */
export type ListQueryParams = {
  page: number
  itemsPerPage: number
  sortBy?: string
  orderBy: OrderBy
  q?: string
}

/** The sort keys of a list query: `(typeof USER_SORT_KEYS)[number]` for the users list. */
export type SortKeyOf<Params extends ListQueryParams> = NonNullable<Params['sortBy']> & string

export type ListState<Params extends ListQueryParams> = {
  params: Params
  setParams: (patch: ListParamsPatch) => void
}

export type ServerList<Params extends ListQueryParams, Row extends TableRowModel> = ListState<Params> &
  ServerTableState<Row, SortKeyOf<Params>>

/** The part of a TanStack query result a list reads. */
export type ListQueryResult<Data> = {
  data: Data | undefined
  isPlaceholderData: boolean
  isFetching: boolean
  error: unknown
  refetch: () => unknown
}

type KeysOfType<Data, Value> = { [Key in keyof Data]-?: Data[Key] extends Value ? Key : never }[keyof Data] &
  string
type RowOf<Rows> = Rows extends readonly (infer Row extends TableRowModel)[] ? Row : never

/** Where the answer keeps its rows and its total (`total` unless named). */
export type ListAnswerKeys<Data, RowsKey> = { rows: RowsKey } & (Data extends { total: number }
  ? { total?: KeysOfType<Data, number> }
  : { total: KeysOfType<Data, number> })

/**
 * `useServerList(useListParams(productListQuerySchema), useProducts(params), { rows: 'products' })`.
 * A page asked beyond the last one (a hand-edited URL, the last row of the last page deleted)
 * moves to the page the server served or to the last page, so the URL says what is shown.
 */
export function useServerList<
  Params extends ListQueryParams,
  Data extends object,
  RowsKey extends KeysOfType<Data, readonly TableRowModel[]>,
>(
  state: ListState<Params>,
  query: ListQueryResult<Data>,
  keys: ListAnswerKeys<Data, RowsKey>,
): ServerList<Params, RowOf<Data[RowsKey]>> {
  type Row = RowOf<Data[RowsKey]>
  const { params, setParams } = state
  const answer = query.data as Record<string, unknown> | undefined
  const rows = answer?.[keys.rows] as Row[] | undefined
  const total = answer?.[keys.total ?? 'total'] as number | undefined
  const totalIsLowerBound = answer?.totalIsLowerBound === true
  // A placeholder is the previous query's answer, kept while the next one loads: no verdict on this page.
  const settled = query.isPlaceholderData ? undefined : answer
  const servedPage = typeof settled?.page === 'number' ? settled.page : undefined
  const lastPage =
    settled && total !== undefined && !totalIsLowerBound
      ? Math.max(1, Math.ceil(total / params.itemsPerPage))
      : undefined
  const shownPage = servedPage ?? (lastPage !== undefined && params.page > lastPage ? lastPage : params.page)
  useEffect(() => {
    if (shownPage !== params.page) setParams({ page: shownPage === 1 ? null : shownPage })
  }, [shownPage, params.page, setParams])

  // Shown at once, before the URL catches up, so the grid never sees a page beyond the last (it
  // would move to the last page by itself).
  const paging = { ...params, page: shownPage } as TablePaging<SortKeyOf<Params>>
  return {
    params,
    setParams,
    rows,
    total,
    totalIsLowerBound,
    paging,
    onPagingChange: setParams,
    loading: query.isFetching,
    error: query.error ?? null,
    retry: () => void query.refetch(),
  }
}
