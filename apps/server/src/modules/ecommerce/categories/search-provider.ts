// The store's categories (name) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { categoryListQuerySchema } from '@aurum/shared'
import { firstPageQuery, searchProvider } from '../../search/registry.js'
import { selectCategoriesPage } from './repo.js'

export const categorySearchProvider = searchProvider({
  kind: 'categories',
  title: { es: 'Categorías', en: 'Categories', fr: 'Catégories', ar: 'الفئات' },
  requires: { action: 'read', subject: 'Category' },
  icon: 'table',
  rows: async (db, term, limit) =>
    (await selectCategoriesPage(db, firstPageQuery(categoryListQuerySchema, term, limit))).rows,
  hit: (row) => ({
    id: row.id,
    title: row.name,
    subtitle: row.description,
    url: `/apps/ecommerce/product/category-list?q=${encodeURIComponent(row.name)}`,
    avatar: row.image,
  }),
})
