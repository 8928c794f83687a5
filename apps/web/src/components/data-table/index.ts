export {
  ServerDataTable,
  type ServerDataTableProps,
  type TablePaging,
  type TablePagingPatch,
} from './server-data-table'
export { TableSearch, type TableSearchProps } from './table-search'
export { ExportButton, type ExportButtonProps } from './export-button'
export { actionsColumn, RowAction } from './row-actions'
