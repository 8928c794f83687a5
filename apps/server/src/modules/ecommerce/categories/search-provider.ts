// The store's categories (name) in the global search, read through the list's own query (the same
// indexes and filters as the list page), first page only.
import { categoryListQuerySchema } from '@aurum/shared'
import type { SearchProvider } from '../../search/registry.js'
import { selectCategoriesPage } from './repo.js'

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
