// The categories table: picture with name and description, number of products, earnings (dollar
// text) and the row's actions (edit in the drawer, delete), over the server-paged data table.
import { useMemo } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import type { Category } from '@aurum/shared'
import {
  actionsColumn,
  RowAction,
  ServerDataTable,
  type TablePaging,
  type TablePagingPatch,
} from '../../../components/data-table'
import { useFormat } from '../../../lib/format'

/** Column field → the list's sortBy (packages/shared CATEGORY_SORT_KEYS). */
const CATEGORY_SORT_KEYS = { name: 'name', products: 'products', earnings: 'earnings' } as const

export type CategoryTableProps = {
  rows: Category[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading: boolean
  onEdit: ((category: Category) => void) | null
  onDelete: ((category: Category) => void) | null
}

export function CategoryTable({
  rows,
  total,
  paging,
  onPagingChange,
  loading,
  onEdit,
  onDelete,
}: CategoryTableProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const columns = useMemo<GridColDef<Category>[]>(() => {
    const base: GridColDef<Category>[] = [
      {
        field: 'name',
        headerName: t('ecommerce.categories.columns.category'),
        flex: 2,
        minWidth: 260,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <Avatar
              variant="rounded"
              src={row.image ?? undefined}
              alt=""
              sx={{ width: 38, height: 38, bgcolor: 'action.hover', color: 'text.secondary' }}
            >
              {row.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                {row.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {row.description}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'products',
        headerName: t('ecommerce.categories.columns.products'),
        flex: 0.7,
        minWidth: 130,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'earnings',
        headerName: t('ecommerce.categories.columns.earnings'),
        flex: 0.7,
        minWidth: 140,
        renderCell: ({ row }) => (
          <Box component="span" dir="ltr">
            {row.earnings}
          </Box>
        ),
      },
    ]
    if (onEdit || onDelete) {
      base.push(
        actionsColumn<Category>(t('common.actions'), 110, (row) => (
          <>
            {onEdit ? (
              <RowAction
                title={t('common.edit')}
                label={t('ecommerce.categories.actions.edit', { name: row.name })}
                icon={<EditOutlined fontSize="small" />}
                onClick={() => onEdit(row)}
              />
            ) : null}
            {onDelete ? (
              <RowAction
                title={t('common.delete')}
                label={t('ecommerce.categories.actions.delete', { name: row.name })}
                icon={<DeleteOutlineOutlined fontSize="small" />}
                onClick={() => onDelete(row)}
              />
            ) : null}
          </>
        )),
      )
    }
    return base
  }, [t, format, onEdit, onDelete])

  return (
    <ServerDataTable<Category>
      label={t('ecommerce.categories.list.tableLabel')}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={CATEGORY_SORT_KEYS}
      emptyText={t('ecommerce.categories.list.empty')}
      rowHeight={64}
    />
  )
}
