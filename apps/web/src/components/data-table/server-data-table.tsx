// A list table whose rows, order and page come from the server (MUI X Data Grid in server mode).
// Page, page size and sort are the list's URL params (lib/list-params.ts): the grid shows them and
// reports changes; it never sorts or pages by itself.
import { useMemo, useState } from 'react'
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid'
import { arSD, enUS, esES, frFR } from '@mui/x-data-grid/locales'
import { PAGE_SIZE_OPTIONS, type OrderBy } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../state-views'

const GRID_TEXT = { es: esES, en: enUS, fr: frFR, ar: arSD } as const
const gridTextFor = (language: string) =>
  (GRID_TEXT[language as keyof typeof GRID_TEXT] ?? enUS).components.MuiDataGrid.defaultProps.localeText

export type TablePaging = { page: number; itemsPerPage: number; sortBy?: string; orderBy: OrderBy }
export type TablePagingPatch = {
  page?: number
  itemsPerPage?: number
  sortBy?: string | null
  orderBy?: OrderBy
}

export type ServerDataTableProps<Row extends GridValidRowModel> = {
  /** Accessible name of the table (e.g. "Products"). */
  label: string
  rows: Row[] | undefined
  total: number | undefined
  columns: GridColDef<Row>[]
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading?: boolean
  /** Column field → the list's sortBy value, when they differ (a column is sortable only if it is here or `sortable`). */
  sortKeys?: Partial<Record<string, string>>
  emptyText?: string
  /** Row checkboxes for bulk actions; ids of the selected rows on this page. */
  selectable?: boolean
  selectedIds?: readonly (string | number)[]
  onSelectedIdsChange?: (ids: (string | number)[]) => void
  getRowId?: (row: Row) => string | number
  rowHeight?: number
}

export function ServerDataTable<Row extends GridValidRowModel>(props: ServerDataTableProps<Row>) {
  const {
    label,
    rows,
    total,
    paging,
    onPagingChange,
    sortKeys = {},
    selectable = false,
    selectedIds = [],
  } = props
  const { t, i18n } = useTranslation()
  const fieldOfSortKey = useMemo(
    () => Object.fromEntries(Object.entries(sortKeys).map(([field, key]) => [key, field])),
    [sortKeys],
  )
  const columns = useMemo(
    () =>
      props.columns.map((column) => ({ ...column, sortable: column.sortable ?? column.field in sortKeys })),
    [props.columns, sortKeys],
  )
  // One array per sort: the grid takes a new array for a new sort and sends the list back to page 1.
  const sortField = paging.sortBy ? (fieldOfSortKey[paging.sortBy] ?? paging.sortBy) : undefined
  const sortModel: GridSortModel = useMemo(
    () => (sortField ? [{ field: sortField, sort: paging.orderBy }] : []),
    [sortField, paging.orderBy],
  )
  const selection: GridRowSelectionModel = useMemo(
    () => ({ type: 'include', ids: new Set(selectedIds) }),
    [selectedIds],
  )
  // The grid needs a row count while the first page loads; keep the last known one so the pager does not jump.
  const [knownTotal, setKnownTotal] = useState(total ?? 0)
  if (total !== undefined && total !== knownTotal) setKnownTotal(total)

  return (
    <DataGrid<Row>
      aria-label={label}
      rows={rows ?? []}
      columns={columns}
      getRowId={props.getRowId}
      rowCount={total ?? knownTotal}
      loading={props.loading || rows === undefined}
      autoHeight
      rowHeight={props.rowHeight ?? 56}
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
        onPagingChange(
          first?.sort
            ? { sortBy: sortKeys[first.field] ?? first.field, orderBy: first.sort }
            : { sortBy: null, orderBy: 'asc' },
        )
      }}
      checkboxSelection={selectable}
      // The page owns the selection (it starts afresh on another page, filter or sort); a refetch
      // that briefly shows other rows must not drop it.
      keepNonExistentRowsSelected
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) =>
        props.onSelectedIdsChange?.([...model.ids] as (string | number)[])
      }
      localeText={gridTextFor(i18n.language)}
      slots={{ noRowsOverlay: () => <EmptyState title={props.emptyText ?? t('common.noResults')} /> }}
      sx={{
        border: 0,
        '--DataGrid-overlayHeight': '180px',
        '& .MuiDataGrid-cell:focus-within': { outline: 'none' },
      }}
    />
  )
}
