// The store's products (name, brand, SKU) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { productListQuerySchema } from '@aurum/shared'
import { firstPageQuery, searchProvider } from '../../search/registry.js'
import { selectProductsPage } from './repo.js'

export const productSearchProvider = searchProvider({
  kind: 'products',
  title: { es: 'Productos', en: 'Products', fr: 'Produits', ar: 'المنتجات' },
  requires: { action: 'read', subject: 'Product' },
  icon: 'cart',
  rows: async (db, term, limit) =>
    (await selectProductsPage(db, firstPageQuery(productListQuerySchema, term, limit))).rows,
  hit: (row) => ({
    id: row.id,
    title: row.productName,
    subtitle: `${row.productBrand} · ${row.sku}`,
    url: `/apps/ecommerce/product/edit/${row.id}`,
    avatar: row.image,
  }),
})
