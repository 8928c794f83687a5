// The products table: picture with name and brand, category, stock, SKU, price (the spec's dollar
// text), quantity, status, and the row's actions (edit link, delete), with row checkboxes for
// bulk deletion, over the server-paged data table.
import { useMemo } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HighlightOff from '@mui/icons-material/HighlightOff'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import type { Product, ProductStatus } from '@aurum/shared'
import {
  actionsColumn,
  RowAction,
  ServerDataTable,
  type TablePaging,
  type TablePagingPatch,
} from '../../../components/data-table'
import { TonalChip, readableShade, type TonalChipColor } from '../../../components/tonal-chip'
import { useFormat } from '../../../lib/format'

export const PRODUCT_STATUS_COLORS: Record<ProductStatus, TonalChipColor> = {
  Published: 'success',
  Scheduled: 'warning',
  Inactive: 'secondary',
}

/** Column field → the list's sortBy (packages/shared PRODUCT_SORT_KEYS). */
const PRODUCT_SORT_KEYS = {
  productName: 'product',
  category: 'category',
  status: 'status',
  price: 'price',
  qty: 'qty',
  sku: 'sku',
} as const

export const productEditPath = (id: number) => `/apps/ecommerce/product/edit/${id}`

export type ProductTableProps = {
  rows: Product[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading: boolean
  canEdit: boolean
  /** Null when the user may not delete products: no delete button and no row checkboxes. */
  onDelete: ((product: Product) => void) | null
  selectedIds: readonly number[]
  onSelectedIdsChange: (ids: number[]) => void
}

export function ProductTable(props: ProductTableProps) {
  const {
    rows,
    total,
    paging,
    onPagingChange,
    loading,
    canEdit,
    onDelete,
    selectedIds,
    onSelectedIdsChange,
  } = props
  const { t } = useTranslation()
  const format = useFormat()
  const columns = useMemo<GridColDef<Product>[]>(() => {
    const base: GridColDef<Product>[] = [
      {
        field: 'productName',
        headerName: t('ecommerce.products.columns.product'),
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            {/* The name is written beside the picture: the picture adds nothing to read. */}
            <Avatar
              variant="rounded"
              src={row.image ?? undefined}
              alt=""
              sx={{ width: 38, height: 38, bgcolor: 'action.hover', color: 'text.secondary' }}
            >
              {row.productName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                {row.productName}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {row.productBrand}
              </Typography>
            </Box>
          </Box>
        ),
      },
      { field: 'category', headerName: t('ecommerce.products.columns.category'), flex: 0.8, minWidth: 130 },
      {
        field: 'stock',
        headerName: t('ecommerce.products.columns.stock'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => {
          const color: TonalChipColor = row.stock ? 'success' : 'error'
          return (
            <Box
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                height: '100%',
                color: readableShade(theme, color),
              })}
            >
              {row.stock ? (
                <CheckCircleOutline fontSize="small" aria-hidden />
              ) : (
                <HighlightOff fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" component="span">
                {t(row.stock ? 'ecommerce.products.stock.in' : 'ecommerce.products.stock.out')}
              </Typography>
            </Box>
          )
        },
      },
      { field: 'sku', headerName: t('ecommerce.products.columns.sku'), minWidth: 100, flex: 0.6 },
      {
        field: 'price',
        headerName: t('ecommerce.products.columns.price'),
        minWidth: 110,
        flex: 0.6,
        // The spec's dollar text as the server wrote it; digits stay in their order in Arabic.
        renderCell: ({ row }) => (
          <Box component="span" dir="ltr">
            {row.price}
          </Box>
        ),
      },
      {
        field: 'qty',
        headerName: t('ecommerce.products.columns.qty'),
        minWidth: 80,
        flex: 0.5,
        valueFormatter: (value: number) => format.number(value),
      },
      {
        field: 'status',
        headerName: t('ecommerce.products.columns.status'),
        minWidth: 120,
        flex: 0.6,
        renderCell: ({ row }) => (
          <TonalChip
            color={PRODUCT_STATUS_COLORS[row.status]}
            label={t(`ecommerce.products.status.${row.status}`)}
          />
        ),
      },
    ]
    if (canEdit || onDelete) {
      base.push(
        actionsColumn<Product>(t('common.actions'), 110, (row) => (
          <>
            {canEdit ? (
              <RowAction
                title={t('common.edit')}
                label={t('ecommerce.products.actions.edit', { name: row.productName })}
                icon={<EditOutlined fontSize="small" />}
                to={productEditPath(row.id)}
              />
            ) : null}
            {onDelete ? (
              <RowAction
                title={t('common.delete')}
                label={t('ecommerce.products.actions.delete', { name: row.productName })}
                icon={<DeleteOutlineOutlined fontSize="small" />}
                onClick={() => onDelete(row)}
              />
            ) : null}
          </>
        )),
      )
    }
    return base
  }, [t, format, canEdit, onDelete])

  return (
    <ServerDataTable<Product>
      label={t('ecommerce.products.list.tableLabel')}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={PRODUCT_SORT_KEYS}
      emptyText={t('ecommerce.products.list.empty')}
      rowHeight={64}
      selectable={onDelete !== null}
      selectedIds={selectedIds}
      onSelectedIdsChange={(ids) => onSelectedIdsChange(ids.map(Number))}
    />
  )
}
