// The store's orders (the number as the store writes it, customer) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { orderListQuerySchema } from '@aurum/shared'
import { firstPageQuery, searchProvider } from '../../search/registry.js'
import { listOrders } from './service.js'

export const orderSearchProvider = searchProvider({
  kind: 'orders',
  title: { es: 'Pedidos', en: 'Orders', fr: 'Commandes', ar: 'الطلبات' },
  requires: { action: 'read', subject: 'Order' },
  icon: 'invoice',
  // The order list's own search: "#W5434" (the number as the store writes it) finds order 5434.
  rows: async (db, term, limit) =>
    (await listOrders(db, firstPageQuery(orderListQuerySchema, term, limit))).orders,
  hit: (row) => ({
    id: row.id,
    title: row.orderLabel,
    subtitle: row.customer,
    url: `/apps/ecommerce/order/details/${row.id}`,
    avatar: row.avatar,
  }),
})
