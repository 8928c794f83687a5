// The orders table: number (link to the details), date, customer, payment state, status, method,
// amount and the row's actions, over the server-paged data table. The customer details page uses
// it in compact form (no customer or method column).
import { useMemo } from 'react'
import Link from '@mui/material/Link'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { Order, OrderSortKey } from '@aurum/shared'
import { ServerDataTable, useColumns, type ListColumns, type ServerTableState } from '@/components/data-table'
import { CustomerCell } from './customer-cell'
import { OrderMethod, OrderMomentCell, OrderPaymentChip, OrderStatusChip } from './order-chips'

const orderDetailsPath = (id: number) => `/apps/ecommerce/order/details/${id}`

export type OrderTableProps = {
  list: ServerTableState<Order, OrderSortKey>
  /** Null when the user may not delete orders: no delete button. */
  onDelete: ((order: Order) => void) | null
  /** On a customer's page every row is theirs: no customer column, and no method, to fit the narrower card. */
  compact?: boolean
  emptyText?: string
}

export function OrderTable({ list, onDelete, compact = false, emptyText }: OrderTableProps) {
  const { t } = useTranslation()
  const col = useColumns<Order, OrderSortKey>()
  const columns = useMemo<ListColumns<Order, OrderSortKey>>(() => {
    const orderNumber = (row: Order) => row.orderLabel
    return [
      {
        field: 'order',
        headerName: t('ecommerce.orders.columns.order'),
        sortKey: 'order',
        phone: true,
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
        sortKey: 'date',
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => <OrderMomentCell orderedAt={row.orderedAt} />,
      },
      !compact && {
        field: 'customer',
        headerName: t('ecommerce.orders.columns.customer'),
        sortKey: 'customers',
        minWidth: 210,
        flex: 1.4,
        renderCell: ({ row }) => <CustomerCell customer={row} />,
      },
      {
        field: 'payment',
        headerName: t('ecommerce.orders.columns.payment'),
        minWidth: 110,
        flex: 0.6,
        renderCell: ({ row }) => <OrderPaymentChip payment={row.payment} />,
      },
      {
        field: 'status',
        headerName: t('ecommerce.orders.columns.status'),
        sortKey: 'status',
        minWidth: 140,
        flex: 0.8,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
      !compact && {
        field: 'method',
        headerName: t('ecommerce.orders.columns.method'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => (
          <OrderMethod method={row.method} methodNumber={row.methodNumber} methodName={row.methodName} />
        ),
      },
      col.money({
        field: 'spent',
        headerName: t('ecommerce.orders.columns.spent'),
        sortKey: 'spent',
        phone: true,
        minWidth: 110,
        flex: 0.6,
      }),
      col.actions({
        width: onDelete ? 110 : 90,
        actions: (row) => [
          {
            title: t('common.view'),
            label: t('ecommerce.orders.actions.view', { order: orderNumber(row) }),
            icon: <VisibilityOutlined fontSize="small" />,
            to: orderDetailsPath(row.id),
          },
          onDelete && {
            title: t('common.delete'),
            label: t('ecommerce.orders.actions.delete', { order: orderNumber(row) }),
            icon: <DeleteOutlineOutlined fontSize="small" />,
            onClick: () => onDelete(row),
          },
        ],
      }),
    ]
  }, [t, col, onDelete, compact])

  return (
    <ServerDataTable
      label={t('ecommerce.orders.list.tableLabel')}
      list={list}
      columns={columns}
      emptyText={emptyText ?? t('ecommerce.orders.list.empty')}
    />
  )
}
