// The categories table: picture with name and description, number of products, earnings (dollars
// in the reader's language) and the row's actions (edit in the drawer, delete), over the server-paged data table.
import { useMemo } from 'react'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { useTranslation } from 'react-i18next'
import type { Category, CategorySortKey } from '@aurum/shared'
import { ServerDataTable, useColumns, type ListColumns, type ServerTableState } from '@/components/data-table'

export type CategoryTableProps = {
  list: ServerTableState<Category, CategorySortKey>
  onEdit: ((category: Category) => void) | null
  onDelete: ((category: Category) => void) | null
}

export function CategoryTable({ list, onEdit, onDelete }: CategoryTableProps) {
  const { t } = useTranslation()
  const col = useColumns<Category, CategorySortKey>()
  const columns = useMemo<ListColumns<Category, CategorySortKey>>(
    () => [
      col.media({
        field: 'name',
        headerName: t('ecommerce.categories.columns.category'),
        sortKey: 'name',
        flex: 2,
        minWidth: 260,
        media: (row) => ({ image: row.image, title: row.name, subtitle: row.description }),
      }),
      col.number({
        field: 'products',
        headerName: t('ecommerce.categories.columns.products'),
        sortKey: 'products',
        flex: 0.7,
        minWidth: 130,
      }),
      col.money({
        field: 'earningsAmount',
        headerName: t('ecommerce.categories.columns.earnings'),
        sortKey: 'earnings',
        flex: 0.7,
        minWidth: 140,
      }),
      (onEdit || onDelete) &&
        col.actions({
          width: 110,
          actions: (row) => [
            onEdit && {
              title: t('common.edit'),
              label: t('ecommerce.categories.actions.edit', { name: row.name }),
              icon: <EditOutlined fontSize="small" />,
              onClick: () => onEdit(row),
            },
            onDelete && {
              title: t('common.delete'),
              label: t('ecommerce.categories.actions.delete', { name: row.name }),
              icon: <DeleteOutlineOutlined fontSize="small" />,
              onClick: () => onDelete(row),
            },
          ],
        }),
    ],
    [t, col, onEdit, onDelete],
  )

  return (
    <ServerDataTable
      label={t('ecommerce.categories.list.tableLabel')}
      list={list}
      columns={columns}
      emptyText={t('ecommerce.categories.list.empty')}
    />
  )
}
