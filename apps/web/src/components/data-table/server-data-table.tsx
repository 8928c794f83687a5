// A list table whose rows, order and page come from the server (MUI X Data Grid in server mode).
// Page, page size and sort are the list's URL params (lib/list-params.ts): the grid shows them and
// reports changes; it never sorts or pages by itself. A column sorts by the `sortKey` it names,
// typed against the shared schema's sort keys, so renaming a key there fails the page's typecheck.
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import {
  DataGrid,
  type GridColDef,
  type GridLocaleText,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid'
import { arSD, enUS, esES, frFR } from '@mui/x-data-grid/locales'
import { PAGE_SIZE_OPTIONS, type OrderBy } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../lib/format'
import { EmptyState, ErrorState } from '../state-views'

const GRID_TEXT = { es: esES, en: enUS, fr: frFR, ar: arSD } as const
const gridTextFor = (language: string) =>
  (GRID_TEXT[language as keyof typeof GRID_TEXT] ?? enUS).components.MuiDataGrid.defaultProps.localeText

export type TablePaging<SortKey extends string = string> = {
  page: number
  itemsPerPage: number
  sortBy?: SortKey
  orderBy: OrderBy
}
export type TablePagingPatch<SortKey extends string = string> = {
  page?: number
  itemsPerPage?: number
  sortBy?: SortKey | null
  orderBy?: OrderBy
}

/** A column of a server-paged list; it is sortable when it names the list's sort key for it. */
export type ListColumn<Row extends GridValidRowModel, SortKey extends string = string> = GridColDef<Row> & {
  sortKey?: SortKey
}

/** A table's columns; a falsy one is left out (a permission the reader lacks, a compact form). */
export type ListColumns<Row extends GridValidRowModel, SortKey extends string = string> = readonly (
  ListColumn<Row, SortKey> | null | undefined | false
)[]

/** What a list table shows and how it pages (useServerList makes it from the URL and the answer). */
export type ServerTableState<Row extends GridValidRowModel, SortKey extends string> = {
  rows: Row[] | undefined
  total: number | undefined
  /** The total is SEARCH_TOTAL_CAP and more rows match: shown as "10,000+", and paging goes on. */
  totalIsLowerBound: boolean
  paging: TablePaging<SortKey>
  onPagingChange: (patch: TablePagingPatch<SortKey>) => void
  loading: boolean
  /** The list could not be loaded: the table gives way to the error with a retry. */
  error: unknown
  retry: () => void
}

/** The rows a page has checked, for bulk actions (useListSelection). */
export type TableSelection = {
  ids: readonly GridRowId[]
  onChange: (ids: GridRowId[]) => void
}

export type ServerDataTableProps<Row extends GridValidRowModel, SortKey extends string> = {
  /** Accessible name of the table (e.g. "Products"). */
  label: string
  list: ServerTableState<Row, SortKey>
  columns: ListColumns<Row, NoInfer<SortKey>>
  emptyText?: string
  /** Row checkboxes for bulk actions; without it, none. */
  selection?: TableSelection
  getRowId?: (row: Row) => GridRowId
  rowHeight?: number
}

/**
 * The row count the grid pages with. An exact total is the count. A lower bound is known to be
 * passed only page by page: a full page may have a next one, a short page is the last. (The grid's
 * own "unknown count" mode, rowCount -1, leaves "next" enabled on the last page in MUI X 8.)
 */
export function gridRowCount(
  total: number,
  totalIsLowerBound: boolean,
  paging: Pick<TablePaging, 'page' | 'itemsPerPage'>,
  rowsOnPage: number | undefined,
): number {
  if (!totalIsLowerBound || rowsOnPage === undefined) return total
  const shownEnd = (paging.page - 1) * paging.itemsPerPage + rowsOnPage
  return rowsOnPage === paging.itemsPerPage ? Math.max(total, shownEnd + 1) : shownEnd
}

/** "10,000" or, for a lower bound, "10,000+", in the reader's language. */
export function useTotalText() {
  const { t } = useTranslation()
  const format = useFormat()
  return useMemo(
    () => (total: number, totalIsLowerBound: boolean) =>
      totalIsLowerBound ? t('common.table.atLeast', { total: format.number(total) }) : format.number(total),
    [t, format],
  )
}

export function ServerDataTable<Row extends GridValidRowModel, SortKey extends string>(
  props: ServerDataTableProps<Row, SortKey>,
) {
  const { label, list, selection } = props
  const { paging, onPagingChange, total, totalIsLowerBound } = list
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const totalText = useTotalText()
  const columns = useMemo(
    () =>
      props.columns
        .filter((column): column is ListColumn<Row, SortKey> => Boolean(column))
        .map(({ sortKey, ...column }) => ({ ...column, sortable: column.sortable ?? sortKey !== undefined })),
    [props.columns],
  )
  const sortKeyOfField = useMemo(() => {
    const keys = new Map<string, SortKey>()
    for (const column of props.columns) if (column && column.sortKey) keys.set(column.field, column.sortKey)
    return keys
  }, [props.columns])
  // One array per sort: the grid takes a new array for a new sort and sends the list back to page 1.
  const sortField = [...sortKeyOfField].find(([, key]) => key === paging.sortBy)?.[0]
  const sortModel: GridSortModel = useMemo(
    () => (sortField ? [{ field: sortField, sort: paging.orderBy }] : []),
    [sortField, paging.orderBy],
  )
  const selectedIds = selection?.ids
  const selectionModel: GridRowSelectionModel = useMemo(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
  )
  // The grid needs a row count while the first page loads; keep the last known one so the pager does not jump.
  const [knownTotal, setKnownTotal] = useState(total ?? 0)
  if (total !== undefined && total !== knownTotal) setKnownTotal(total)
  const shownTotal = total ?? knownTotal
  const localeText = useMemo<Partial<GridLocaleText>>(
    () => ({
      ...gridTextFor(i18n.language),
      // The grid writes its numbers as they are; the app writes them in the reader's language.
      paginationDisplayedRows: ({ from, to, count }) =>
        t('common.table.displayedRows', {
          from: format.number(from),
          to: format.number(to),
          count: totalIsLowerBound ? totalText(shownTotal, true) : format.number(count),
        }),
    }),
    [i18n.language, t, format, totalText, totalIsLowerBound, shownTotal],
  )

  if (list.error)
    return (
      <Box sx={{ px: 2.5, pb: 2.5 }}>
        <ErrorState error={list.error} onRetry={list.retry} />
      </Box>
    )

  return (
    <DataGrid<Row>
      aria-label={label}
      rows={list.rows ?? []}
      columns={columns}
      getRowId={props.getRowId}
      rowCount={gridRowCount(shownTotal, totalIsLowerBound, paging, list.rows?.length)}
      loading={list.loading || list.rows === undefined}
      autoHeight
      rowHeight={props.rowHeight ?? 64}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      sortingOrder={['asc', 'desc', null]}
      pageSizeOptions={[...PAGE_SIZE_OPTIONS]}
      paginationModel={{ page: paging.page - 1, pageSize: paging.itemsPerPage }}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== paging.itemsPerPage) onPagingChange({ itemsPerPage: model.pageSize })
        else if (model.page + 1 !== paging.page) onPagingChange({ page: model.page + 1 })
      }}
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model
        const sortBy = first?.sort ? sortKeyOfField.get(first.field) : undefined
        onPagingChange(
          first?.sort && sortBy ? { sortBy, orderBy: first.sort } : { sortBy: null, orderBy: 'asc' },
        )
      }}
      checkboxSelection={selection !== undefined}
      // The page owns the selection (it starts afresh on another page, filter or sort); a refetch
      // that briefly shows other rows must not drop it.
      keepNonExistentRowsSelected
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => selection?.onChange([...model.ids])}
      localeText={localeText}
      slots={{ noRowsOverlay: () => <EmptyState title={props.emptyText ?? t('common.noResults')} /> }}
      sx={{
        border: 0,
        '--DataGrid-overlayHeight': '180px',
        '& .MuiDataGrid-cell:focus-within': { outline: 'none' },
      }}
    />
  )
}
