// /apps/ecommerce/order/list: the payment-state cards and the orders table (search, status filter,
// sort and paging held in the URL), deletion with confirmation and the CSV export.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES, orderListQuerySchema, type Order } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useAbility } from '../../../lib/ability'
import { useListParams } from '../../../lib/list-params'
import { ORDERS_PATH, useDeleteOrder, useOrderStats, useOrders } from '../api/orders'
import { ORDER_STATUS_KEYS } from '../components/order-chips'
import { OrderStatsCards } from '../components/order-stats-cards'
import { OrderTable } from '../components/order-table'

const ALL = 'all'

export function OrderListPage() {
  const { t } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const { params, setParams } = useListParams(orderListQuerySchema)
  const orders = useOrders(params)
  const stats = useOrderStats()
  const remove = useDeleteOrder()
  const [deleting, setDeleting] = useState<Order | null>(null)
  const canDelete = ability.can('delete', 'Order')
  const numberOf = (order: Order | null) =>
    order ? t('ecommerce.orders.number', { number: order.order }) : ''

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify(t('ecommerce.orders.delete.done', { order: numberOf(deleting) }))
      setDeleting(null)
    } catch {
      // The dialog stays open: nothing was deleted.
      notify(t('common.deleteFailed'), 'error')
    }
  }

  return (
    <Box>
      <PageHeader title={t('ecommerce.orders.list.title')} subtitle={t('ecommerce.orders.list.subtitle')} />
      <Box sx={{ mb: 3 }}>
        <OrderStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
      </Box>
      <Card>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 2.5,
          }}
        >
          <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}>
            <TableSearch
              value={params.q}
              onChange={(q) => setParams({ q })}
              label={t('ecommerce.orders.list.search')}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <TextField
              select
              fullWidth={false}
              size="small"
              label={t('ecommerce.orders.list.statusFilter')}
              value={params.status ?? ALL}
              onChange={(event) =>
                setParams({ status: event.target.value === ALL ? null : event.target.value })
              }
              sx={{ minWidth: 180 }}
            >
              <MenuItem value={ALL}>{t('common.all')}</MenuItem>
              {ORDER_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(`ecommerce.orders.status.${ORDER_STATUS_KEYS[status]}`)}
                </MenuItem>
              ))}
            </TextField>
            <ExportButton path={`${ORDERS_PATH}/export.csv`} query={params} fileName="orders.csv" />
          </Box>
        </Box>
        {orders.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
          </Box>
        ) : (
          <OrderTable
            rows={orders.data?.orders}
            total={orders.data?.total}
            paging={params}
            onPagingChange={setParams}
            loading={orders.isFetching}
            onDelete={canDelete ? setDeleting : null}
          />
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('ecommerce.orders.delete.title')}
        text={t('ecommerce.orders.delete.text', {
          order: numberOf(deleting),
          customer: deleting?.customer ?? '',
        })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
