// A list table whose rows, order and page come from the server. Page, page size and sort are the
// list's URL params (lib/list-params.ts): the table shows them and reports changes; it never sorts
// or pages by itself. A column sorts by the `sortKey` it names, typed against the shared schema's
// sort keys, so renaming a key there fails the page's typecheck.
// Drawn with MUI's Table rather than MUI X's Data Grid: the lists page on the server and need none
// of the grid's client-side machinery (virtualization, filtering, column menus), which cost ~100 KB
// of JavaScript (gzip) on every list page (issue 13).
import { Fragment, useMemo, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell, { tableCellClasses } from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { PAGE_SIZE_OPTIONS, type OrderBy } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'
import { visuallyHidden } from '../page-header'
import { EmptyState, ErrorState } from '../state-views'

/** A row's identity (its `id` unless the table is given getRowId). */
export type RowId = string | number
/** Any row object. */
export type TableRowModel = object
export type CellAlignment = 'left' | 'right' | 'center'

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
export type ListColumn<Row extends TableRowModel, SortKey extends string = string> = {
  field: string
  headerName?: string
  sortKey?: SortKey
  /** Off turns sorting off for a column that names a sort key; on without a key does nothing. */
  sortable?: boolean
  /** A share of the room left once fixed widths are given (a column's relative width). */
  flex?: number
  minWidth?: number
  width?: number
  align?: CellAlignment
  headerAlign?: CellAlignment
  /**
   * Kept as a column on a phone, beside the actions. Without any column marked, a phone shows the
   * first column and the actions; the others move into each row's details, opened from the row.
   */
  phone?: boolean
  /** The cell's content; without it, the field's value (through valueFormatter when given). */
  renderCell?: (params: { row: Row; value: unknown }) => ReactNode
  // `never`: a formatter written for the field's own type ((value: number) => string) fits.
  valueFormatter?: (value: never, row: Row) => ReactNode
}

/** A table's columns; a falsy one is left out (a permission the reader lacks, a compact form). */
export type ListColumns<Row extends TableRowModel, SortKey extends string = string> = readonly (
  ListColumn<Row, SortKey> | null | undefined | false
)[]

/** What a list table shows and how it pages (useServerList makes it from the URL and the answer). */
export type ServerTableState<Row extends TableRowModel, SortKey extends string> = {
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
  ids: readonly RowId[]
  onChange: (ids: RowId[]) => void
}

export type ServerDataTableProps<Row extends TableRowModel, SortKey extends string> = {
  /** Accessible name of the table (e.g. "Products"). */
  label: string
  list: ServerTableState<Row, SortKey>
  columns: ListColumns<Row, NoInfer<SortKey>>
  emptyText?: string
  /** Row checkboxes for bulk actions; without it, none. */
  selection?: TableSelection
  getRowId?: (row: Row) => RowId
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
function useTotalText() {
  const { t } = useTranslation()
  const format = useFormat()
  return useMemo(
    () => (total: number, totalIsLowerBound: boolean) =>
      totalIsLowerBound ? t('common.table.atLeast', { total: format.number(total) }) : format.number(total),
    [t, format],
  )
}

const defaultRowId = (row: object): RowId => (row as { id: RowId }).id

function cellContent<Row extends TableRowModel>(column: ListColumn<Row>, row: Row): ReactNode {
  const value = (row as Record<string, unknown>)[column.field]
  if (column.renderCell) return column.renderCell({ row, value })
  if (column.valueFormatter)
    return (column.valueFormatter as (value: unknown, row: Row) => ReactNode)(value, row)
  return value === null || value === undefined ? '' : String(value)
}

/** Widths as the grid gave them: fixed ones as set, flexible ones sharing the rest by their flex. */
function columnWidths<Row extends TableRowModel>(columns: readonly ListColumn<Row>[]) {
  const flexTotal = columns.reduce((sum, column) => sum + (column.width ? 0 : (column.flex ?? 0)), 0)
  return columns.map((column) =>
    column.width
      ? { width: column.width, minWidth: column.width }
      : {
          width: column.flex && flexTotal > 0 ? `${(100 * column.flex) / flexTotal}%` : undefined,
          minWidth: column.minWidth ?? 100,
        },
  )
}

/**
 * On a phone, the columns that stay (those marked `phone`, or else the first one and the actions)
 * and the ones folded into each row's details; on a wider screen every column stays.
 */
export function phoneColumns<Column extends Pick<ListColumn<never>, 'field' | 'phone'>>(
  columns: readonly Column[],
  phone: boolean,
): { shown: Column[]; folded: Column[] } {
  if (!phone || columns.length <= 2) return { shown: [...columns], folded: [] }
  const marked = columns.some((column) => column.phone)
  const stays = (column: Column, index: number) =>
    column.field === 'actions' || (marked ? Boolean(column.phone) : index === 0)
  return {
    shown: columns.filter(stays),
    folded: columns.filter((column, index) => !stays(column, index)),
  }
}

/** On a phone, where most headers are folded away: the list's order as one select (column and direction). */
function PhoneSortSelect<Row extends TableRowModel, SortKey extends string>({
  columns,
  paging,
  onPagingChange,
}: {
  columns: readonly ListColumn<Row, SortKey>[]
  paging: TablePaging<SortKey>
  onPagingChange: (patch: TablePagingPatch<SortKey>) => void
}) {
  const { t } = useTranslation()
  const sortable = columns.filter((column) => column.sortable !== false && column.sortKey)
  if (!sortable.length) return null
  const directions = ['asc', 'desc'] as const
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <TextField
        select
        size="small"
        label={t('common.table.sortBy')}
        value={paging.sortBy ? `${paging.sortBy}:${paging.orderBy}` : ''}
        onChange={(event) => {
          const [sortBy, orderBy] = event.target.value.split(':') as [SortKey | '', OrderBy | undefined]
          onPagingChange(sortBy ? { sortBy, orderBy: orderBy ?? 'asc' } : { sortBy: null, orderBy: 'asc' })
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('common.table.defaultOrder')}</MenuItem>
        {sortable.flatMap((column) =>
          directions.map((direction) => (
            <MenuItem key={`${column.field}:${direction}`} value={`${column.sortKey}:${direction}`}>
              {t(direction === 'asc' ? 'common.table.sortAscending' : 'common.table.sortDescending', {
                column: column.headerName,
              })}
            </MenuItem>
          )),
        )}
      </TextField>
    </Box>
  )
}

export function ServerDataTable<Row extends TableRowModel, SortKey extends string>(
  props: ServerDataTableProps<Row, SortKey>,
) {
  const { label, list, selection } = props
  const { paging, onPagingChange, total, totalIsLowerBound } = list
  const { t } = useTranslation()
  const format = useFormat()
  const totalText = useTotalText()
  const getRowId = props.getRowId ?? defaultRowId
  const columns = useMemo(
    () => props.columns.filter((column): column is ListColumn<Row, SortKey> => Boolean(column)),
    [props.columns],
  )
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const { shown, folded } = useMemo(() => phoneColumns(columns, phone), [columns, phone])
  // A phone's few columns share its width as their content needs; the wide screen's widths would overflow it.
  const widths = useMemo(() => (phone ? shown.map(() => ({})) : columnWidths(shown)), [shown, phone])
  const [openRows, setOpenRows] = useState<ReadonlySet<RowId>>(new Set())
  const toggleRow = (id: RowId) =>
    setOpenRows((open) => {
      const next = new Set(open)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  // Keep the last known total while a page loads, so the pager does not jump.
  const [knownTotal, setKnownTotal] = useState(total ?? 0)
  if (total !== undefined && total !== knownTotal) setKnownTotal(total)
  const shownTotal = total ?? knownTotal

  if (list.error)
    return (
      <Box sx={{ px: 2.5, pb: 2.5 }}>
        <ErrorState error={list.error} onRetry={list.retry} />
      </Box>
    )

  const rows = list.rows ?? []
  const loading = list.loading || list.rows === undefined
  const rowHeight = props.rowHeight ?? 64
  const selected = new Set(selection?.ids ?? [])
  const selectedOnPage = rows.filter((row) => selected.has(getRowId(row))).length
  // Ascending, then descending, then the list's default order.
  const sortNext = (sortKey: SortKey): TablePagingPatch<SortKey> =>
    paging.sortBy !== sortKey
      ? { sortBy: sortKey, orderBy: 'asc' }
      : paging.orderBy === 'asc'
        ? { sortBy: sortKey, orderBy: 'desc' }
        : { sortBy: null, orderBy: 'asc' }
  const columnCount = shown.length + (selection ? 1 : 0) + (folded.length ? 1 : 0)

  return (
    <Box sx={{ position: 'relative' }}>
      {phone ? <PhoneSortSelect columns={columns} paging={paging} onPagingChange={onPagingChange} /> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          aria-label={label}
          aria-busy={loading}
          // On a phone a long address or name wraps inside its cell rather than pushing the row out,
          // and the cells' inline padding is halved so a number or an amount keeps to one line.
          sx={
            phone
              ? {
                  '& td, & th': { overflowWrap: 'anywhere' },
                  [`& td:not(.${tableCellClasses.paddingCheckbox}), & th:not(.${tableCellClasses.paddingCheckbox})`]:
                    { paddingInline: 1 },
                }
              : { minWidth: 640 }
          }
        >
          {/* On a phone the order is chosen in the select above: the header row stays for screen readers only. */}
          <TableHead sx={phone ? visuallyHidden : undefined}>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    inputProps={{ 'aria-label': t('common.table.selectAllRows') }}
                    checked={rows.length > 0 && selectedOnPage === rows.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                    disabled={rows.length === 0}
                    onChange={(event) =>
                      selection.onChange(event.target.checked ? rows.map((row) => getRowId(row)) : [])
                    }
                  />
                </TableCell>
              )}
              {shown.map((column, index) => {
                const sortKey = column.sortable === false ? undefined : column.sortKey
                const active = sortKey !== undefined && paging.sortBy === sortKey
                return (
                  <TableCell
                    key={column.field}
                    align={column.headerAlign ?? column.align}
                    sortDirection={active ? paging.orderBy : false}
                    // The whole header sorts, as in a grid; the label's button (which a click on it
                    // reaches through here) is what keyboards and screen readers use.
                    onClick={sortKey ? () => onPagingChange(sortNext(sortKey)) : undefined}
                    sx={{ ...widths[index], cursor: sortKey ? 'pointer' : undefined }}
                  >
                    {sortKey ? (
                      <TableSortLabel active={active} direction={active ? paging.orderBy : 'asc'}>
                        {column.headerName}
                      </TableSortLabel>
                    ) : (
                      column.headerName
                    )}
                  </TableCell>
                )
              })}
              {folded.length ? (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t('common.table.details')}
                  </Box>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const id = getRowId(row)
              const isSelected = selected.has(id)
              const open = openRows.has(id)
              const detailsId = `row-details-${String(id)}`
              return (
                <Fragment key={id}>
                  <TableRow
                    hover
                    selected={isSelected}
                    sx={{ height: rowHeight, '& > td': open ? { borderBottom: 0 } : {} }}
                  >
                    {selection && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          inputProps={{ 'aria-label': t('common.table.selectRow') }}
                          checked={isSelected}
                          onChange={(event) =>
                            selection.onChange(
                              event.target.checked
                                ? [...(selection.ids ?? []), id]
                                : selection.ids.filter((other) => other !== id),
                            )
                          }
                        />
                      </TableCell>
                    )}
                    {shown.map((column) => (
                      // data-field: which column a cell is, for tests and styles (as MUI's grid marks it).
                      <TableCell key={column.field} align={column.align} data-field={column.field}>
                        {cellContent(column, row)}
                      </TableCell>
                    ))}
                    {folded.length ? (
                      <TableCell padding="checkbox">
                        <IconButton
                          size="small"
                          aria-expanded={open}
                          aria-controls={open ? detailsId : undefined}
                          aria-label={t(open ? 'common.table.hideDetails' : 'common.table.showDetails')}
                          onClick={() => toggleRow(id)}
                        >
                          <ExpandMoreOutlined
                            sx={{
                              transition: 'transform 150ms',
                              transform: open ? 'rotate(180deg)' : undefined,
                            }}
                          />
                        </IconButton>
                      </TableCell>
                    ) : null}
                  </TableRow>
                  {open ? (
                    <TableRow id={detailsId} selected={isSelected}>
                      <TableCell colSpan={columnCount} sx={{ pt: 0 }}>
                        <Box
                          component="dl"
                          sx={{
                            m: 0,
                            display: 'grid',
                            gridTemplateColumns: 'minmax(96px, auto) 1fr',
                            columnGap: 2,
                            rowGap: 1,
                            alignItems: 'center',
                            '& dt': { color: 'text.secondary', typography: 'body2' },
                            '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
                          }}
                        >
                          {folded.map((column) => (
                            <Fragment key={column.field}>
                              <dt>{column.headerName}</dt>
                              <dd data-field={column.field}>{cellContent(column, row)}</dd>
                            </Fragment>
                          ))}
                        </Box>
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              )
            })}
            {/* The first page: placeholder rows of the page's height, so nothing moves when it comes. */}
            {list.rows === undefined &&
              Array.from({ length: Math.min(paging.itemsPerPage, 10) }, (_, index) => (
                <TableRow key={`loading-${index}`} sx={{ height: rowHeight }} aria-hidden>
                  <TableCell colSpan={columnCount}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ))}
            {list.rows !== undefined && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} sx={{ borderBottom: 0 }}>
                  <EmptyState title={props.emptyText ?? t('common.noResults')} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {loading && (
        <LinearProgress
          aria-label={t('common.loading')}
          sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2 }}
        />
      )}
      <TablePagination
        component="div"
        count={gridRowCount(shownTotal, totalIsLowerBound, paging, list.rows?.length)}
        page={paging.page - 1}
        rowsPerPage={paging.itemsPerPage}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_, page) => onPagingChange({ page: page + 1 })}
        onRowsPerPageChange={(event) => onPagingChange({ itemsPerPage: Number(event.target.value) })}
        labelRowsPerPage={t('common.table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('common.table.displayedRows', {
            from: format.number(from),
            to: format.number(to),
            count: totalIsLowerBound ? totalText(shownTotal, true) : format.number(count),
          })
        }
        getItemAriaLabel={(type) =>
          t(
            {
              first: 'common.table.firstPage',
              last: 'common.table.lastPage',
              next: 'common.table.nextPage',
              previous: 'common.table.previousPage',
            }[type],
          )
        }
      />
    </Box>
  )
}
