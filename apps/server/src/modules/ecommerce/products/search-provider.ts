// The store's products (name, brand, SKU) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { productListQuerySchema } from '@aurum/shared'
import type { SearchProvider } from '../../search/registry.js'
import { selectProductsPage } from './repo.js'

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
