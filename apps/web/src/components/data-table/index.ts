// The list kit. A list page is its API hook, its columns and its filters:
//
//   const state = useListParams(invoiceListQuerySchema)            // q, filters, page, sort in the URL
//   const list = useServerList(state, useInvoices(state.params), { rows: 'invoices' })
//   const col = useColumns<Invoice, InvoiceSortKey>()             // sort keys from the shared schema
//   const columns = useMemo(() => [col.person({ ... }), col.money({ ... }), col.actions({ ... })], [...])
//   return (
//     <ListPage title=… list={list} searchLabel=… toolbar={<ListFilterSelect … />} exportCsv={…} add={…}>
//       <ServerDataTable label=… list={list} columns={columns} />
//       {deletion.dialog}                                           // useDeleteConfirmation
//     </ListPage>
//   )
//
// The table shows a capped search total as "10,000+" and keeps paging; a failed load gives way to
// the error with a retry; a page beyond the last moves to the last.
export {
  ServerDataTable,
  gridRowCount,
  useTotalText,
  type CellAlignment,
  type ListColumn,
  type ListColumns,
  type ServerDataTableProps,
  type ServerTableState,
  type TablePaging,
  type TablePagingPatch,
  type TableSelection,
  type RowId,
  type TableRowModel,
} from './server-data-table'
export {
  useServerList,
  type ListQueryParams,
  type ListQueryResult,
  type ListState,
  type ServerList,
  type SortKeyOf,
} from './use-server-list'
export {
  ListCard,
  ListFilterSelect,
  ListPage,
  ListSearch,
  type ListAddAction,
  type ListCardProps,
  type ListFilterSelectProps,
  type ListPageProps,
} from './list-page'
export { useColumns, type ColumnBase, type ColumnKit, type RowActionItem } from './use-columns'
export { MediaCell, PersonCell, ownDirection, type MediaCellProps, type PersonCellProps } from './cells'
export { RowAction, type RowActionProps } from './row-actions'
export { useListSelection, type ListSelection } from './use-list-selection'
export {
  serverRefusal,
  useDeleteConfirmation,
  type DeleteConfirmation,
  type DeleteFailure,
  type DeleteConfirmationOptions,
} from './use-delete-confirmation'
export { TableSearch, type TableSearchProps } from './table-search'
export { ExportButton, type ExportButtonProps } from './export-button'
