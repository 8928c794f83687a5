// SQL of the categories module: the list (through the list kit) with each category's product count
// (product_counts) and earnings (category_sales), single-row reads and writes.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm'
import { QueryBuilder, type PgSelect } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { CategoryExportQuery, CategoryListQuery, CategorySortKey } from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { categories, categorySales, productCounts, products } from '#server/db/schema/index.js'
import { defineList, type PickedPage } from '#server/db/list-kit.js'
import { searchColumns } from '#server/db/sql-helpers.js'

// From the trigger-kept product_counts (a few rows per category), not by grouping the products.
const categoryProducts = new QueryBuilder()
  .select({
    category: productCounts.category,
    productCount: sql<string>`sum(${productCounts.total})`.as('product_count'),
  })
  .from(productCounts)
  .groupBy(productCounts.category)
  .as('category_products')
// category_sales holds the order lines of each category's products; lines whose product was
// deleted belong to no category any more.
const productsColumn = sql<number>`coalesce(${categoryProducts.productCount}, 0)`.mapWith(Number)
const earningsColumn = sql<number>`coalesce(${categorySales.revenue}, 0)`.mapWith(Number)

const withFigures = <Q extends PgSelect>(select: Q): Q =>
  select
    .leftJoin(categoryProducts, eq(categoryProducts.category, categories.name))
    .leftJoin(categorySales, eq(categorySales.category, categories.name)) as unknown as Q

// Newest first without a sort, and ties keep that order: the products list's convention.
const categoryList = defineList<CategorySortKey, Pick<CategoryExportQuery, 'q'>>({
  table: categories,
  id: categories.id,
  sorts: {
    name: { column: categories.name, type: 'text' },
    products: { column: productsColumn, type: 'integer' },
    earnings: { column: earningsColumn, type: 'numeric' },
  },
  defaultSort: () => ({ column: categories.id, type: 'integer', orderBy: 'desc' }),
  ties: 'newest',
  where: (query) => searchColumns(query.q, [categories.name, categories.description]),
  searches: (query) => Boolean(query.q),
  join: (select, sort) =>
    sort.column === categories.name || sort.column === categories.id ? select : withFigures(select),
})

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  image: categories.image,
  products: productsColumn,
  earnings: earningsColumn,
}
export type CategoryRow = SelectResultFields<typeof categoryColumns>

const readCategories = (db: Db) => (picked: PickedPage) =>
  withFigures(
    db
      .select({ ...categoryColumns, total: picked.total })
      .from(picked)
      .innerJoin(categories, eq(categories.id, picked.id))
      .$dynamic(),
  )

export function selectCategoriesPage(db: Db, query: CategoryListQuery) {
  return categoryList.page<CategoryRow>(db, query, readCategories(db))
}

/** The CSV export's batches, in the list's order. */
export function selectCategoryBatches(db: Db, query: CategoryExportQuery, size: number) {
  return categoryList.batches<CategoryRow>(db, query, readCategories(db), size)
}

/** One category with the list's figures. */
export async function findCategoryRow(db: Db, id: number): Promise<CategoryRow | undefined> {
  const [row] = await withFigures(db.select(categoryColumns).from(categories).$dynamic()).where(
    eq(categories.id, id),
  )
  return row
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1)
  return row
}

/** Whether another category (not `exceptId`) has this name (any case) or slug. */
export async function nameTaken(db: Db, name: string, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`(lower(${categories.name}) = ${name.toLowerCase()} or ${categories.slug} = ${slug})`,
        exceptId === undefined ? undefined : ne(categories.id, exceptId),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/** Every name, A to Z (read from the unique index on name). */
export async function selectCategoryNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.name))
  return rows.map((row) => row.name)
}

export async function countProductsIn(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.category, name))
  return row?.total ?? 0
}

export type CategoryWrite = Omit<typeof categories.$inferInsert, 'id'>

export async function insertCategory(db: Db, category: CategoryWrite): Promise<number> {
  const [row] = await db.insert(categories).values(category).returning({ id: categories.id })
  return row!.id
}

/** A rename reaches the products through the foreign key's ON UPDATE CASCADE. */
export async function updateCategory(db: Db, id: number, category: CategoryWrite): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set(category)
    .where(eq(categories.id, id))
    .returning({ id: categories.id })
  return rows.length > 0
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })
  return rows.length > 0
}
