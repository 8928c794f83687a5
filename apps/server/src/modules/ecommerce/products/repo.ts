// SQL of the products module: the list and its export (through the list kit), the stats cards'
// figures, and single-row reads and writes.
import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { ProductExportQuery, ProductListQuery, ProductSortKey } from '@aurum/shared'
import type { Db, Tx } from '#server/db/client.js'
import { categories, productCounts, products } from '#server/db/schema/index.js'
import { defineList, type PickedPage } from '#server/db/list-kit.js'
import { containsPattern } from '#server/db/sql-helpers.js'

const productColumns = {
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

type ProductFilters = Pick<ProductExportQuery, 'q' | 'stock' | 'category' | 'status'>

/**
 * Spec section 7: "results reversed then sorted". Reversed means newest (highest id) first; a
 * sort keeps that order among ties, so ties go newest first whatever the direction. The sort
 * indexes end with the filter columns (migration 0011), so a filtered, sorted page stays inside one
 * index. Without a search the total comes from the trigger-kept product_counts (≤ 36 rows).
 */
const productList = defineList<ProductSortKey, ProductFilters>({
  table: products,
  id: products.id,
  sorts: {
    product: { column: products.productName, type: 'text' },
    category: { column: products.category, type: 'text' },
    status: { column: products.status, type: 'text' },
    price: { column: products.price, type: 'numeric' },
    qty: { column: products.qty, type: 'integer' },
    sku: { column: products.sku, type: 'text' },
  },
  defaultSort: () => ({ column: products.id, type: 'integer', orderBy: 'desc' }),
  ties: 'newest',
  where: (query) =>
    and(
      // products.search_text is lower(name, U+001F, brand): a LIKE of the lower-cased pattern.
      query.q ? sql`${products.searchText} like lower(${containsPattern(query.q)})` : undefined,
      query.stock === undefined ? undefined : eq(products.stock, query.stock),
      query.category ? eq(products.category, query.category) : undefined,
      query.status ? eq(products.status, query.status) : undefined,
    ),
  searches: (query) => Boolean(query.q),
  keptTotal: (db, query) =>
    sql`${db
      .select({ total: sql`sum(${productCounts.total})` })
      .from(productCounts)
      .where(
        and(
          query.stock === undefined ? undefined : eq(productCounts.stock, query.stock),
          query.category ? eq(productCounts.category, query.category) : undefined,
          query.status ? eq(productCounts.status, query.status) : undefined,
        ),
      )}`,
})

const readProducts = (db: Db) => (picked: PickedPage) =>
  db
    .select({ ...productColumns, total: picked.total })
    .from(picked)
    .innerJoin(products, eq(products.id, picked.id))

export function selectProductsPage(db: Db, query: ProductListQuery) {
  return productList.page<ProductRow>(db, query, readProducts(db))
}

/** The CSV export's batches, in the list's order. */
export function selectProductBatches(db: Db, query: ProductExportQuery, size: number) {
  return productList.batches<ProductRow>(db, query, readProducts(db), size)
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

// ---------------------------------------------------------------------------------------------
// The storefront: what a visitor can buy, and the units a placed order takes

const CATALOGUE_SIZE = 24

/** Products a visitor can buy: published, in stock, with units left; q on name or brand. */
export async function selectCatalogue(db: Db, q: string | undefined) {
  const filters = [eq(products.status, 'Published'), eq(products.stock, true), gt(products.qty, 0)]
  if (q) filters.push(sql`${products.searchText} like ${containsPattern(q.toLowerCase())}`)
  return db
    .select({
      id: products.id,
      productName: products.productName,
      productBrand: products.productBrand,
      category: products.category,
      price: products.price,
      qty: products.qty,
      image: products.image,
    })
    .from(products)
    .where(and(...filters))
    .orderBy(asc(products.id))
    .limit(CATALOGUE_SIZE)
}

/** What a checkout quotes and checks of each product it sells. */
const quoteColumns = {
  id: products.id,
  productName: products.productName,
  price: products.price,
  qty: products.qty,
  stock: products.stock,
  status: products.status,
}

export async function selectProductsForQuote(db: Db, ids: number[]) {
  return db.select(quoteColumns).from(products).where(inArray(products.id, ids))
}

/**
 * The checkout's products locked for the transaction (in id order, so two checkouts of the same
 * products wait for each other instead of deadlocking): the second buyer of the last unit sees the
 * first one's decrement.
 */
export async function lockProducts(tx: Tx, ids: number[]) {
  return tx
    .select(quoteColumns)
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update')
}

export async function takeStock(tx: Tx, id: number, qty: number) {
  await tx
    .update(products)
    .set({ qty: sql`${products.qty} - ${qty}` })
    .where(eq(products.id, id))
}
