// The products table: picture with name and brand, category, stock, SKU, price (dollars in the
// reader's language), quantity, status, and the row's actions (edit link, delete), with row checkboxes for
// bulk deletion, over the server-paged data table.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HighlightOff from '@mui/icons-material/HighlightOff'
import { useTranslation } from 'react-i18next'
import type { Product, ProductSortKey, ProductStatus } from '@aurum/shared'
import {
  ServerDataTable,
  useColumns,
  type ListColumns,
  type ServerTableState,
  type TableSelection,
} from '@/components/data-table'
import { readableShade, type TonalChipColor } from '@/components/tonal-chip'

const PRODUCT_STATUS_COLORS: Record<ProductStatus, TonalChipColor> = {
  Published: 'success',
  Scheduled: 'warning',
  Inactive: 'secondary',
}

const productEditPath = (id: number) => `/apps/ecommerce/product/edit/${id}`

export type ProductTableProps = {
  list: ServerTableState<Product, ProductSortKey>
  canEdit: boolean
  /** Null when the user may not delete products: no delete button and no row checkboxes. */
  onDelete: ((product: Product) => void) | null
  selection: TableSelection
}

function ProductStock({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation()
  const color: TonalChipColor = inStock ? 'success' : 'error'
  const Icon = inStock ? CheckCircleOutline : HighlightOff
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
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span">
        {t(inStock ? 'ecommerce.products.stock.in' : 'ecommerce.products.stock.out')}
      </Typography>
    </Box>
  )
}

export function ProductTable({ list, canEdit, onDelete, selection }: ProductTableProps) {
  const { t } = useTranslation()
  const col = useColumns<Product, ProductSortKey>()
  const columns = useMemo<ListColumns<Product, ProductSortKey>>(
    () => [
      col.media({
        field: 'productName',
        headerName: t('ecommerce.products.columns.product'),
        sortKey: 'product',
        flex: 1.6,
        minWidth: 240,
        media: (row) => ({ image: row.image, title: row.productName, subtitle: row.productBrand }),
      }),
      {
        field: 'category',
        headerName: t('ecommerce.products.columns.category'),
        sortKey: 'category',
        flex: 0.8,
        minWidth: 130,
      },
      {
        field: 'stock',
        headerName: t('ecommerce.products.columns.stock'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => <ProductStock inStock={row.stock} />,
      },
      {
        field: 'sku',
        headerName: t('ecommerce.products.columns.sku'),
        sortKey: 'sku',
        minWidth: 100,
        flex: 0.6,
      },
      col.money({
        field: 'priceValue',
        headerName: t('ecommerce.products.columns.price'),
        sortKey: 'price',
        minWidth: 110,
        flex: 0.6,
      }),
      col.number({
        field: 'qty',
        headerName: t('ecommerce.products.columns.qty'),
        sortKey: 'qty',
        minWidth: 80,
        flex: 0.5,
      }),
      col.status({
        field: 'status',
        headerName: t('ecommerce.products.columns.status'),
        sortKey: 'status',
        minWidth: 120,
        flex: 0.6,
        tones: PRODUCT_STATUS_COLORS,
        label: (status) => t(`ecommerce.products.status.${status}`),
      }),
      (canEdit || onDelete) &&
        col.actions({
          width: 110,
          actions: (row) => [
            canEdit && {
              title: t('common.edit'),
              label: t('ecommerce.products.actions.edit', { name: row.productName }),
              icon: <EditOutlined fontSize="small" />,
              to: productEditPath(row.id),
            },
            onDelete && {
              title: t('common.delete'),
              label: t('ecommerce.products.actions.delete', { name: row.productName }),
              icon: <DeleteOutlineOutlined fontSize="small" />,
              onClick: () => onDelete(row),
            },
          ],
        }),
    ],
    [t, col, canEdit, onDelete],
  )

  return (
    <ServerDataTable
      label={t('ecommerce.products.list.tableLabel')}
      list={list}
      columns={columns}
      emptyText={t('ecommerce.products.list.empty')}
      selection={onDelete ? selection : undefined}
    />
  )
}
