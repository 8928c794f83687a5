// SQL of the categories module: the list with each category's product count (product_counts) and
// earnings (category_sales), its count, single-row reads and writes.
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { CategoryExportQuery, CategorySortKey } from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { categories, categorySales, productCounts, products } from '../../../db/schema/index.js'
import { searchColumns } from '../../../db/sql-helpers.js'

function listFilter(query: Pick<CategoryExportQuery, 'q'>, onlyId?: number): SQL | undefined {
  return and(
    searchColumns(query.q, [categories.name, categories.description]),
    onlyId === undefined ? undefined : eq(categories.id, onlyId),
  )
}

/** Rows `offset` to `offset + limit` of the list in its order (a page, an export batch, or one row by id). */
export function selectCategories(
  db: Db,
  query: CategoryExportQuery,
  offset: number,
  limit: number,
  onlyId?: number,
) {
  // From the trigger-kept product_counts (a few rows per category), not by grouping the products.
  const categoryProducts = db
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
  const sortColumns: Record<CategorySortKey, SQL | typeof categories.name> = {
    name: categories.name,
    products: productsColumn,
    earnings: earningsColumn,
  }
  // Newest first without a sort, and ties keep that order: the products list's convention.
  const order = query.sortBy
    ? [
        query.orderBy === 'desc' ? desc(sortColumns[query.sortBy]) : asc(sortColumns[query.sortBy]),
        desc(categories.id),
      ]
    : [desc(categories.id)]
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      image: categories.image,
      products: productsColumn,
      earnings: earningsColumn,
    })
    .from(categories)
    .leftJoin(categoryProducts, eq(categoryProducts.category, categories.name))
    .leftJoin(categorySales, eq(categorySales.category, categories.name))
    .where(listFilter(query, onlyId))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
}

export type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number]

export async function countCategories(db: Db, query: Pick<CategoryExportQuery, 'q'>): Promise<number> {
  const [row] = await db.select({ total: count() }).from(categories).where(listFilter(query))
  return row?.total ?? 0
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
