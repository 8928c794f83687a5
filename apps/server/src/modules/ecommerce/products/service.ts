// Rules of the products module: answers in the spec's shape (price as dollar text), unique SKUs,
// known categories, images that are local media, and descriptions cleaned before they are stored.
import {
  PRODUCT_MESSAGES,
  formatDollars,
  type Product,
  type ProductCreate,
  type ProductDetail,
  type ProductExportQuery,
  type ProductListQuery,
  type ProductListResponse,
  type ProductStats,
  type ProductStatus,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { badRequest, conflict, type Reason } from '#server/http/errors.js'
import * as uploadsService from '../../media/uploads-service.js'
import { sanitizeRichText } from '#server/lib/rich-text.js'
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-errors.js'
import * as productsRepo from './repo.js'
import { notify } from '../../notifications/service.js'

function toProduct(row: productsRepo.ProductRow): Product {
  return {
    ...row,
    status: row.status as ProductStatus,
    price: formatDollars(row.price),
    priceValue: row.price,
  }
}

function toDetail(row: productsRepo.ProductDetailRow): ProductDetail {
  const { description, tags, createdAt, ...listed } = row
  return { ...toProduct(listed), description, tags, createdAt: createdAt.toISOString() }
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductListResponse> {
  const { rows, ...total } = await productsRepo.selectProductsPage(db, query)
  return { products: rows.map(toProduct), ...total }
}

/** The CSV export's batches, in the list's order. */
export async function* exportProducts(
  db: Db,
  query: ProductExportQuery,
  size: number,
): AsyncGenerator<Product[]> {
  for await (const rows of productsRepo.selectProductBatches(db, query, size)) yield rows.map(toProduct)
}

export async function productStats(db: Db): Promise<ProductStats> {
  const { inventoryValue, ...counts } = await productsRepo.selectStats(db)
  const amount = Math.round(inventoryValue * 100) / 100
  return { ...counts, inventoryValue: formatDollars(amount), inventoryValueAmount: amount }
}

/** The product, or undefined: the spec answers a missing product with an empty 404. */
export async function getProduct(db: Db, id: number): Promise<ProductDetail | undefined> {
  const row = await productsRepo.findProduct(db, id)
  return row && toDetail(row)
}

async function checkedFields(
  db: Db,
  input: ProductCreate,
  exceptId?: number,
): Promise<productsRepo.ProductWrite> {
  const errors: Record<string, Reason[]> = {}
  if (!(await productsRepo.categoryExists(db, input.category)))
    errors.category = [PRODUCT_MESSAGES.categoryUnknown]
  const uploadId = input.image ? uploadsService.uploadIdOf(input.image) : null
  if (uploadId && !(await uploadsService.imageExists(db, uploadId)))
    errors.image = [PRODUCT_MESSAGES.imageMissing]
  if (Object.keys(errors).length) throw badRequest(errors)
  if (await productsRepo.skuTaken(db, input.sku, exceptId))
    throw conflict({ sku: [PRODUCT_MESSAGES.skuTaken] })
  return {
    ...input,
    price: Math.round(input.price * 100) / 100,
    description: sanitizeRichText(input.description),
  }
}

/** A constraint that refuses a write the checks let through (two writers at once) answers as the checks do. */
async function refusingDuplicateSku<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const code = pgErrorCode(error)
    if (code === UNIQUE_VIOLATION) throw conflict({ sku: [PRODUCT_MESSAGES.skuTaken] })
    if (code === FOREIGN_KEY_VIOLATION) throw badRequest({ category: [PRODUCT_MESSAGES.categoryUnknown] })
    throw error
  }
}

export async function createProduct(db: Db, input: ProductCreate): Promise<ProductDetail> {
  const fields = await checkedFields(db, input)
  const id = await refusingDuplicateSku(() => productsRepo.insertProduct(db, fields))
  return (await getProduct(db, id))!
}

/** The updated product, or undefined when there is no product with this id. */
export async function updateProduct(
  db: Db,
  id: number,
  input: ProductCreate,
  actorId?: number,
): Promise<ProductDetail | undefined> {
  const before = await productsRepo.findProduct(db, id)
  if (!before) return undefined
  const fields = await checkedFields(db, input, id)
  const updated = await refusingDuplicateSku(() => productsRepo.updateProduct(db, id, fields))
  if (updated && before.qty > 0 && fields.qty === 0) {
    // Whoever may restock it hears that it ran out (the editor who saved it knows already).
    await notify(db, {
      ability: { action: 'update', subject: 'Product' },
      exceptUserId: actorId,
      kind: 'outOfStock',
      params: { product: fields.productName },
      link: `/apps/ecommerce/product/edit/${id}`,
    })
  }
  return updated ? getProduct(db, id) : undefined
}

export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  return productsRepo.deleteProduct(db, id)
}

// ---------------------------------------------------------------------------------------------
// The storefront checkout (modules/checkout) buys through these.

/** Products a visitor can buy (published, in stock, with units left); q on name or brand. */
export async function catalogue(db: Db, q: string | undefined) {
  return { products: await productsRepo.selectCatalogue(db, q) }
}

/** What a cart needs to know of its products, to price it without taking anything. */
export const productsForSale = productsRepo.selectProductsForQuote
/** The same, locked for an order's transaction (in id order: two checkouts wait, never deadlock). */
export const lockProductsForSale = productsRepo.lockProducts
/** Takes a placed order's units off the stock (inside its transaction, after the lock). */
export const takeStock = productsRepo.takeStock
