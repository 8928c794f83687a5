// The store's customers (name, email, country) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { customerListQuerySchema } from '@aurum/shared'
import type { SearchProvider } from '../../search/registry.js'
import { selectCustomersPage } from './repo.js'

export const customerSearchProvider: SearchProvider = {
  kind: 'customers',
  title: { es: 'Clientes', en: 'Customers', fr: 'Clients', ar: 'العملاء' },
  requires: { action: 'read', subject: 'Customer' },
  async search(db, term, limit) {
    const page = await selectCustomersPage(
      db,
      customerListQuerySchema.parse({ q: term, itemsPerPage: limit }),
    )
    return page.rows.map((row) => ({
      id: String(row.customerCode),
      title: row.customer,
      subtitle: row.email,
      url: `/apps/ecommerce/customer/details/${row.customerCode}`,
      icon: 'users',
      avatar: row.avatar,
    }))
  },
}
