// HTTP of /api/apps/ecommerce/products (spec section 7, plus what a back office needs): list,
// stats, CSV export, get, create, update, delete.
import {
  fieldErrorsSchema,
  productCreateSchema,
  productDetailSchema,
  productExportQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productStatsSchema,
  type Product,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { ApiRouter } from '#server/http/api-router.js'
import { csvMoney, type CsvColumn } from '#server/http/csv.js'
import { listRoutes } from '#server/http/list-routes.js'
import { resourceRoutes } from '#server/http/resource-routes.js'
import * as productsService from './service.js'

const notFoundAnswer = { description: 'No product with this id (empty body, spec section 8)' }
const invalidAnswer = { description: 'Invalid input', schema: fieldErrorsSchema }
const product = resourceRoutes({
  path: '/apps/ecommerce/products',
  subject: 'Product',
  tags: ['ecommerce'],
  notFound: notFoundAnswer,
  invalid: invalidAnswer,
})

const csvColumns: CsvColumn<Product>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Product', value: (row) => row.productName },
  { header: 'Brand', value: (row) => row.productBrand },
  { header: 'Category', value: (row) => row.category },
  { header: 'SKU', value: (row) => row.sku },
  // A plain number, so spreadsheets can sum it; the list shows the dollar text.
  { header: 'Price (USD)', value: (row) => csvMoney(row.priceValue) },
  { header: 'Quantity', value: (row) => row.qty },
  { header: 'In stock', value: (row) => row.stock },
  { header: 'Status', value: (row) => row.status },
]

export function createProductsRouter({ db }: { db: Db }) {
  // The list's fixed paths (stats, export.csv) come before /:id so they are not read as an id.
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/ecommerce/products',
        subject: 'Product',
        tags: ['ecommerce'],
        summary: 'List products: search, filter, sort and page',
        description:
          'q matches the name or the brand (case-insensitive substring); stock, category and status match exactly. ' +
          'Spec: "results reversed then sorted": without sortBy the newest product comes first, and with sortBy ties ' +
          'keep that order (id descending). price is dollar text ("$1,299.00"); priceValue is the same amount as a number.',
        query: productListQuerySchema,
        response: productListResponseSchema,
        list: (query) => productsService.listProducts(db, query),
        stats: {
          summary:
            "The product list's figures: counts by status, out of stock, and inventory value (price × quantity)",
          schema: productStatsSchema,
          read: () => productsService.productStats(db),
        },
        export: {
          noun: 'products',
          query: productExportQuerySchema,
          columns: csvColumns,
          batches: (query, size) => productsService.exportProducts(db, query, size),
        },
      }),
    )
    .include(
      product.get({
        summary: 'One product with its description and tags',
        answer: { description: 'The product', schema: productDetailSchema },
        read: (id) => productsService.getProduct(db, id),
      }),
    )
    .include(
      product.create({
        summary: 'Create a product',
        description:
          'The category must exist (400 otherwise) and the SKU be unused (409 with errors.sku). The description is ' +
          "the editor's HTML; the server keeps only an allow-list of tags and attributes (no script, no on* handler, " +
          'no javascript: link). image is a local media URL (an upload) or null.',
        body: productCreateSchema,
        schema: productDetailSchema,
        responses: { 409: { description: 'SKU already used', schema: fieldErrorsSchema } },
        create: (body) => productsService.createProduct(db, body),
      }),
    )
    .include(
      product.update({
        summary: 'Replace a product (same body and rules as create)',
        body: productCreateSchema,
        answer: { description: 'Updated', schema: productDetailSchema },
        responses: { 409: { description: 'SKU already used by another product', schema: fieldErrorsSchema } },
        update: (id, body, auth) => productsService.updateProduct(db, id, body, auth.user.id),
      }),
    )
    .include(
      product.remove({
        summary: 'Delete a product (its reviews go with it; order lines keep the name and price)',
        remove: (id) => productsService.deleteProduct(db, id),
      }),
    )
}
