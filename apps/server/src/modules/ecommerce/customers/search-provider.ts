// The store's customers (name, email, country) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { customerListQuerySchema } from '@aurum/shared'
import { firstPageQuery, searchProvider } from '../../search/registry.js'
import { selectCustomersPage } from './repo.js'

export const customerSearchProvider = searchProvider({
  kind: 'customers',
  title: { es: 'Clientes', en: 'Customers', fr: 'Clients', ar: 'العملاء' },
  requires: { action: 'read', subject: 'Customer' },
  icon: 'users',
  rows: async (db, term, limit) =>
    (await selectCustomersPage(db, firstPageQuery(customerListQuerySchema, term, limit))).rows,
  hit: (row) => ({
    id: row.customerCode,
    title: row.customer,
    subtitle: row.email,
    url: `/apps/ecommerce/customer/details/${row.customerCode}`,
    avatar: row.avatar,
  }),
})
