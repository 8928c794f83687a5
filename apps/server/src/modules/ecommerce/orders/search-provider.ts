// The store's orders (the number as the store writes it, customer) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { orderListQuerySchema } from '@aurum/shared'
import type { SearchProvider } from '../../search/registry.js'
import { listOrders } from './service.js'

export const orderSearchProvider: SearchProvider = {
  kind: 'orders',
  title: { es: 'Pedidos', en: 'Orders', fr: 'Commandes', ar: 'الطلبات' },
  requires: { action: 'read', subject: 'Order' },
  async search(db, term, limit) {
    // The order list's own search: "#W5434" (the number as the store writes it) finds order 5434.
    const page = await listOrders(db, orderListQuerySchema.parse({ q: term, itemsPerPage: limit }))
    return page.orders.map((row) => ({
      id: String(row.id),
      title: row.orderLabel,
      subtitle: row.customer,
      url: `/apps/ecommerce/order/details/${row.id}`,
      icon: 'invoice',
      avatar: row.avatar,
    }))
  },
}
