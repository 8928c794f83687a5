// /apps/ecommerce/order/list: the payment-state cards and the orders table (search, status filter,
// sort and paging held in the URL), deletion with confirmation and the CSV export.
import { useTranslation } from 'react-i18next'
import { ORDER_STATUSES, orderListQuerySchema, type Order } from '@aurum/shared'
import { ListFilterSelect, ListPage, useDeleteConfirmation, useServerList } from '@/components/data-table'
import { useAbility } from '@/lib/ability'
import { useListParams } from '@/lib/list-params'
import { ORDERS_PATH, useDeleteOrder, useOrderStats, useOrders } from '../api/orders'
import { ORDER_STATUS_KEYS } from '../components/order-chips'
import { OrderStatsCards } from '../components/order-stats-cards'
import { OrderTable } from '../components/order-table'

export function OrderListPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const state = useListParams(orderListQuerySchema)
  const list = useServerList(state, useOrders(state.params), { rows: 'orders' })
  const stats = useOrderStats()
  const remove = useDeleteOrder()
  const deletion = useDeleteConfirmation({
    remove: (order: Order) => remove.mutateAsync(order.id),
    pending: remove.isPending,
    title: () => t('ecommerce.orders.delete.title'),
    text: (order) => t('ecommerce.orders.delete.text', { order: order.orderLabel, customer: order.customer }),
    done: (order) => t('ecommerce.orders.delete.done', { order: order.orderLabel }),
  })

  return (
    <ListPage
      title={t('ecommerce.orders.list.title')}
      subtitle={t('ecommerce.orders.list.subtitle')}
      stats={<OrderStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />}
      list={list}
      searchLabel={t('ecommerce.orders.list.search')}
      toolbar={
        <ListFilterSelect
          list={list}
          param="status"
          label={t('ecommerce.orders.list.statusFilter')}
          options={ORDER_STATUSES.map((status) => ({
            value: status,
            label: t(`ecommerce.orders.status.${ORDER_STATUS_KEYS[status]}`),
          }))}
        />
      }
      exportCsv={{ path: `${ORDERS_PATH}/export.csv`, fileName: 'orders.csv' }}
    >
      <OrderTable list={list} onDelete={ability.can('delete', 'Order') ? deletion.ask : null} />
      {deletion.dialog}
    </ListPage>
  )
}
