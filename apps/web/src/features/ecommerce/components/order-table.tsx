// The orders table: number (link to the details), date, customer, payment state, status, method,
// amount and the row's actions, over the server-paged data table. The customer details page uses
// it in compact form (no customer or method column).
import { useMemo } from 'react'
import Link from '@mui/material/Link'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { Order } from '@aurum/shared'
import {
  actionsColumn,
  RowAction,
  ServerDataTable,
  type TablePaging,
  type TablePagingPatch,
} from '../../../components/data-table'
import { CustomerCell } from './customer-cell'
import { useFormat } from '../../../lib/format'
import { OrderMethod, OrderMomentCell, OrderPaymentChip, OrderStatusChip } from './order-chips'

/** Column field → the list's sortBy (packages/shared ORDER_SORT_KEYS). */
const ORDER_SORT_KEYS = {
  order: 'order',
  orderedAt: 'date',
  customer: 'customers',
  status: 'status',
  spent: 'spent',
} as const

export const orderDetailsPath = (id: number) => `/apps/ecommerce/order/details/${id}`

export type OrderTableProps = {
  rows: Order[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading: boolean
  /** Null when the user may not delete orders: no delete button. */
  onDelete: ((order: Order) => void) | null
  /** On a customer's page every row is theirs: no customer column, and no method, to fit the narrower card. */
  compact?: boolean
  emptyText?: string
}

export function OrderTable({
  rows,
  total,
  paging,
  onPagingChange,
  loading,
  onDelete,
  compact = false,
  emptyText,
}: OrderTableProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const columns = useMemo<GridColDef<Order>[]>(() => {
    const orderNumber = (row: Order) => t('ecommerce.orders.number', { number: row.order })
    const list: GridColDef<Order>[] = [
      {
        field: 'order',
        headerName: t('ecommerce.orders.columns.order'),
        minWidth: 90,
        flex: 0.4,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={orderDetailsPath(row.id)} sx={{ fontWeight: 500 }}>
            {orderNumber(row)}
          </Link>
        ),
      },
      {
        field: 'orderedAt',
        headerName: t('ecommerce.orders.columns.date'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => <OrderMomentCell orderedAt={row.orderedAt} />,
      },
    ]
    if (!compact) {
      list.push({
        field: 'customer',
        headerName: t('ecommerce.orders.columns.customer'),
        minWidth: 210,
        flex: 1.4,
        renderCell: ({ row }) => <CustomerCell customer={row} />,
      })
    }
    const method: GridColDef<Order> = {
      field: 'method',
      headerName: t('ecommerce.orders.columns.method'),
      sortable: false,
      minWidth: 130,
      flex: 0.7,
      renderCell: ({ row }) => <OrderMethod method={row.method} methodNumber={row.methodNumber} />,
    }
    list.push(
      {
        field: 'payment',
        headerName: t('ecommerce.orders.columns.payment'),
        sortable: false,
        minWidth: 110,
        flex: 0.6,
        renderCell: ({ row }) => <OrderPaymentChip payment={row.payment} />,
      },
      {
        field: 'status',
        headerName: t('ecommerce.orders.columns.status'),
        minWidth: 140,
        flex: 0.8,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
      ...(compact ? [] : [method]),
      {
        field: 'spent',
        headerName: t('ecommerce.orders.columns.spent'),
        minWidth: 110,
        flex: 0.6,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => format.money(value),
      },
      actionsColumn<Order>(t('common.actions'), onDelete ? 110 : 90, (row) => (
        <>
          <RowAction
            title={t('common.view')}
            label={t('ecommerce.orders.actions.view', { order: orderNumber(row) })}
            icon={<VisibilityOutlined fontSize="small" />}
            to={orderDetailsPath(row.id)}
          />
          {onDelete ? (
            <RowAction
              title={t('common.delete')}
              label={t('ecommerce.orders.actions.delete', { order: orderNumber(row) })}
              icon={<DeleteOutlineOutlined fontSize="small" />}
              onClick={() => onDelete(row)}
            />
          ) : null}
        </>
      )),
    )
    return list
  }, [t, format, onDelete, compact])

  return (
    <ServerDataTable<Order>
      label={t('ecommerce.orders.list.tableLabel')}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={ORDER_SORT_KEYS}
      emptyText={emptyText ?? t('ecommerce.orders.list.empty')}
      rowHeight={64}
    />
  )
}
