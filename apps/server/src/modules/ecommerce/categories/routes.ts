// HTTP of /api/apps/ecommerce/categories: list (with product counts and earnings), every name, CSV export,
// get, create, update (a rename carries the products along), delete (not while products use it).
import {
  categoryCreateSchema,
  categoryExportQuerySchema,
  categoryInUseSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryNamesResponseSchema,
  categorySchema,
  fieldErrorsSchema,
  messageSchema,
  type Category,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { ApiRouter } from '#server/http/api-router.js'
import { csvMoney, type CsvColumn } from '#server/http/csv.js'
import { listRoutes } from '#server/http/list-routes.js'
import { resourceRoutes } from '#server/http/resource-routes.js'
import * as categoriesService from './service.js'

const notFoundAnswer = { description: "'Category not found'", schema: messageSchema }
const invalidAnswer = { description: 'Invalid input', schema: fieldErrorsSchema }
const category = resourceRoutes({
  path: '/apps/ecommerce/categories',
  subject: 'Category',
  tags: ['ecommerce'],
  notFound: notFoundAnswer,
  invalid: invalidAnswer,
})

const csvColumns: CsvColumn<Category>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Description', value: (row) => row.description },
  { header: 'Products', value: (row) => row.products },
  { header: 'Earnings (USD)', value: (row) => csvMoney(row.earningsAmount) },
]

export function createCategoriesRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/ecommerce/categories',
        subject: 'Category',
        tags: ['ecommerce'],
        summary: 'List categories with their product count and earnings: search, sort and page',
        description:
          'q matches the name or the description (case-insensitive substring). products counts the products in the ' +
          'category; earnings (dollar text, earningsAmount as a number) sums the order lines of its products. Without ' +
          'sortBy the newest category comes first; ties of a sort keep that order.',
        query: categoryListQuerySchema,
        response: categoryListResponseSchema,
        list: (query) => categoriesService.listCategories(db, query),
        export: {
          noun: 'categories',
          query: categoryExportQuerySchema,
          columns: csvColumns,
          batches: (query, size) => categoriesService.exportCategories(db, query, size),
        },
      }),
    )
    .get(
      {
        path: '/apps/ecommerce/categories/names',
        summary: 'Every category name, A to Z (the choices of the product form and filters; not paged)',
        tags: ['ecommerce'],
        access: { action: 'read', subject: 'Category' },
        responses: { 200: { description: 'The names', schema: categoryNamesResponseSchema } },
      },
      async (c) => c.json(await categoriesService.listCategoryNames(db)),
    )
    .include(
      category.get({
        summary: 'One category with its figures',
        answer: { description: 'The category', schema: categorySchema },
        read: (id) => categoriesService.getCategory(db, id),
      }),
    )
    .include(
      category.create({
        summary: 'Create a category (the slug is made from the name)',
        body: categoryCreateSchema,
        schema: categorySchema,
        responses: { 409: { description: 'Name already used (any case)', schema: fieldErrorsSchema } },
        create: (body) => categoriesService.createCategory(db, body),
      }),
    )
    .include(
      category.update({
        summary:
          "Replace a category; a new name reaches every product of the category (the foreign key's ON UPDATE CASCADE)",
        body: categoryCreateSchema,
        answer: { description: 'Updated', schema: categorySchema },
        responses: {
          409: { description: 'Name already used by another category', schema: fieldErrorsSchema },
        },
        update: (id, body) => categoriesService.updateCategory(db, id, body),
      }),
    )
    .include(
      category.remove({
        summary: 'Delete a category that no product uses',
        responses: {
          409: {
            description: 'Products still use it: message and their number',
            schema: categoryInUseSchema,
          },
        },
        remove: (id) => categoriesService.deleteCategory(db, id),
      }),
    )
}
