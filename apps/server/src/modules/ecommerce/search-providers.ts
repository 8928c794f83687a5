// The store's records in the global search: products (name, brand, SKU), orders (number as the
// store writes it, customer), customers (name, email, country) and categories (name), each read
// through its list's own query (the same indexes and filters as the list pages), first page only.
import {
  categoryListQuerySchema,
  customerListQuerySchema,
  orderListQuerySchema,
  productListQuerySchema,
} from '@aurum/shared'
import type { SearchProvider } from '../search/registry.js'
import { selectCategoriesPage } from './categories/repo.js'
import { selectCustomersPage } from './customers/repo.js'
import { listOrders } from './orders/service.js'
import { selectProductsPage } from './products/repo.js'

export const productSearchProvider: SearchProvider = {
  kind: 'products',
  title: { es: 'Productos', en: 'Products', fr: 'Produits', ar: 'المنتجات' },
  requires: { action: 'read', subject: 'Product' },
  async search(db, term, limit) {
    const page = await selectProductsPage(db, productListQuerySchema.parse({ q: term, itemsPerPage: limit }))
    return page.rows.map((row) => ({
      id: String(row.id),
      title: row.productName,
      subtitle: `${row.productBrand} · ${row.sku}`,
      url: `/apps/ecommerce/product/edit/${row.id}`,
      icon: 'cart',
      avatar: row.image,
    }))
  },
}

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

export const categorySearchProvider: SearchProvider = {
  kind: 'categories',
  title: { es: 'Categorías', en: 'Categories', fr: 'Catégories', ar: 'الفئات' },
  requires: { action: 'read', subject: 'Category' },
  async search(db, term, limit) {
    const page = await selectCategoriesPage(
      db,
      categoryListQuerySchema.parse({ q: term, itemsPerPage: limit }),
    )
    return page.rows.map((row) => ({
      id: String(row.id),
      title: row.name,
      subtitle: row.description,
      url: `/apps/ecommerce/product/category-list?q=${encodeURIComponent(row.name)}`,
      icon: 'table',
      avatar: row.image,
    }))
  },
}
