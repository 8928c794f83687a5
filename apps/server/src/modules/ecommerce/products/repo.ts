// SQL of the products module: the filtered, sorted, paged list and its count, the export batches,
// the stats cards' figures, and single-row reads and writes.
import { and, asc, count, desc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { ProductExportQuery, ProductSortKey } from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { categories, productCounts, products } from '../../../db/schema/index.js'
import { pageOffset, pageWithTotal, searchColumns } from '../../../db/sql-helpers.js'

export const productColumns = {
  id: products.id,
  productName: products.productName,
  productBrand: products.productBrand,
  category: products.category,
  stock: products.stock,
  sku: products.sku,
  price: products.price,
  qty: products.qty,
  status: products.status,
  image: products.image,
}

const detailColumns = {
  ...productColumns,
  description: products.description,
  tags: products.tags,
  createdAt: products.createdAt,
}

export type ProductRow = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] }
export type ProductDetailRow = { [K in keyof typeof detailColumns]: (typeof products.$inferSelect)[K] }

const sortColumns: Record<ProductSortKey, AnyColumn> = {
  product: products.productName,
  category: products.category,
  status: products.status,
  price: products.price,
  qty: products.qty,
  sku: products.sku,
}

type ProductFilters = Pick<ProductExportQuery, 'q' | 'stock' | 'category' | 'status'>

function listFilter(query: ProductFilters): SQL | undefined {
  return and(
    searchColumns(query.q, [products.productName, products.productBrand]),
    query.stock === undefined ? undefined : eq(products.stock, query.stock),
    query.category ? eq(products.category, query.category) : undefined,
    query.status ? eq(products.status, query.status) : undefined,
  )
}

/**
 * Spec section 7: "results reversed then sorted". Reversed means newest (highest id) first; a
 * sort keeps that order among ties, so the tie-breaker is id descending whatever the direction.
 */
function listOrder(query: Pick<ProductExportQuery, 'sortBy' | 'orderBy'>): SQL[] {
  if (!query.sortBy) return [desc(products.id)]
  const column = sortColumns[query.sortBy]
  return [query.orderBy === 'desc' ? desc(column) : asc(column), desc(products.id)]
}

/**
 * Rows `offset` to `offset + limit` of the list in its order (a page, or an export batch). The
 * ids are picked first, on their own, so an index that holds the filter and sort columns skips
 * the offset without reading the table; only the rows kept are then read.
 */
export function selectProducts(
  db: Db,
  query: ProductExportQuery,
  offset: number,
  limit: number,
): Promise<ProductRow[]> {
  const picked = pickProductIds(db, query, offset, limit)
  return db
    .select(productColumns)
    .from(picked)
    .innerJoin(products, eq(products.id, picked.id))
    .orderBy(...listOrder(query))
}

function pickProductIds(db: Db, query: ProductExportQuery, offset: number, limit: number) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(listFilter(query))
    .orderBy(...listOrder(query))
    .limit(limit)
    .offset(offset)
    .as('picked')
}

/** Without a search term the total comes from the trigger-kept product_counts (≤ 36 rows). */
function keptProductTotal(db: Db, query: ProductFilters) {
  return db
    .select({ total: sql<string | null>`sum(${productCounts.total})` })
    .from(productCounts)
    .where(
      and(
        query.stock === undefined ? undefined : eq(productCounts.stock, query.stock),
        query.category ? eq(productCounts.category, query.category) : undefined,
        query.status ? eq(productCounts.status, query.status) : undefined,
      ),
    )
}

async function countProducts(db: Db, query: ProductFilters): Promise<number> {
  if (query.q) {
    const [counted] = await db.select({ total: count() }).from(products).where(listFilter(query))
    return counted?.total ?? 0
  }
  const [row] = await keptProductTotal(db, query)
  return Number(row?.total ?? 0)
}

/**
 * One page and the number of matching products, in one query (one round trip to the database).
 * Without a search term the total rides along as a scalar subquery over product_counts. With one,
 * the query finds the matches once (trigram indexes), counts them (window count) and keeps the
 * page's ids, instead of running the trigram search twice, once for the page and once for the
 * count.
 */
export async function selectProductsPage(
  db: Db,
  query: ProductExportQuery & { page: number; itemsPerPage: number },
) {
  const offset = pageOffset(query.page, query.itemsPerPage)
  if (!query.q) {
    const picked = pickProductIds(db, query, offset, query.itemsPerPage)
    const found = await db
      .select({
        ...productColumns,
        total: sql<number>`coalesce((${keptProductTotal(db, query)}), 0)`.mapWith(Number),
      })
      .from(picked)
      .innerJoin(products, eq(products.id, picked.id))
      .orderBy(...listOrder(query))
    return pageWithTotal(found, () => countProducts(db, query))
  }
  // The window count sits in a subquery without an ORDER BY on purpose: PostgreSQL cannot merge
  // it into the outer query, so it finds the matches from the trigram indexes, rather than walking
  // the sort column's index and filtering every product until the page is full.
  const sortColumn = query.sortBy ? sortColumns[query.sortBy] : products.id
  const matched = db
    .select({
      id: products.id,
      sortKey: sql`${sortColumn}`.as('sort_key'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(products)
    .where(listFilter(query))
    .as('matched')
  // The same order as listOrder, on the subquery's columns: newest first, also among ties.
  const pageOrder = query.sortBy
    ? [query.orderBy === 'desc' ? desc(matched.sortKey) : asc(matched.sortKey), desc(matched.id)]
    : [desc(matched.id)]
  const picked = db
    .select({ id: matched.id, sortKey: matched.sortKey, total: matched.total })
    .from(matched)
    .orderBy(...pageOrder)
    .limit(query.itemsPerPage)
    .offset(offset)
    .as('picked')
  const found = await db
    .select({ ...productColumns, total: picked.total })
    .from(picked)
    .innerJoin(products, eq(products.id, picked.id))
    .orderBy(...listOrder(query))
  // Nothing on page 1 means nothing matched; a page past the end counts on its own.
  return pageWithTotal(found, async () => (query.page === 1 ? 0 : countProducts(db, query)))
}

/** The stat cards, from product_counts. */
export async function selectStats(db: Db) {
  const sumWhere = (condition: SQL) =>
    sql<number>`coalesce(sum(${productCounts.total}) filter (where ${condition}), 0)`.mapWith(Number)
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${productCounts.total}), 0)`.mapWith(Number),
      published: sumWhere(sql`${productCounts.status} = 'Published'`),
      scheduled: sumWhere(sql`${productCounts.status} = 'Scheduled'`),
      inactive: sumWhere(sql`${productCounts.status} = 'Inactive'`),
      outOfStock: sql<number>`coalesce(sum(${productCounts.outOfStock}), 0)`.mapWith(Number),
      inventoryValue: sql<number>`coalesce(sum(${productCounts.inventoryValue}), 0)`.mapWith(Number),
    })
    .from(productCounts)
  return row!
}

export async function findProduct(db: Db, id: number): Promise<ProductDetailRow | undefined> {
  const [row] = await db.select(detailColumns).from(products).where(eq(products.id, id)).limit(1)
  return row
}

/** Whether another product (not `exceptId`) already uses the SKU. */
export async function skuTaken(db: Db, sku: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), exceptId === undefined ? undefined : ne(products.id, exceptId)))
    .limit(1)
  return rows.length > 0
}

export async function categoryExists(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, name))
    .limit(1)
  return rows.length > 0
}

export type ProductWrite = Omit<typeof products.$inferInsert, 'id' | 'createdAt'>

export async function insertProduct(db: Db, product: ProductWrite): Promise<number> {
  const [row] = await db.insert(products).values(product).returning({ id: products.id })
  return row!.id
}

export async function updateProduct(db: Db, id: number, product: ProductWrite): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(product)
    .where(eq(products.id, id))
    .returning({ id: products.id })
  return rows.length > 0
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id })
  return rows.length > 0
}
