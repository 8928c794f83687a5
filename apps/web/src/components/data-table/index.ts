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
  type ListColumns,
  type ServerTableState,
  type TableSelection,
} from './server-data-table'
export { useServerList, type ListState } from './use-server-list'
export { ListCard, ListFilterSelect, ListPage, ListSearch } from './list-page'
export { useColumns, type RowActionItem } from './use-columns'
export { PersonCell, ownDirection } from './cells'
export { RowAction, type RowActionProps } from './row-actions'
export { useListSelection } from './use-list-selection'
export { serverRefusal, useDeleteConfirmation } from './use-delete-confirmation'
export { TableSearch } from './table-search'
