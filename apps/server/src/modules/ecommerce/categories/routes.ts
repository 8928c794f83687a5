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
  idParamSchema,
  messageSchema,
  type Category,
} from '@aurum/shared'
import type { Db } from '../../../db/client.js'
import { ApiRouter } from '../../../http/api-router.js'
import { csvMoney, type CsvColumn } from '../../../http/csv.js'
import { listRoutes } from '../../../http/list-routes.js'
import * as categoriesService from './service.js'

const notFoundAnswer = { description: "'Category not found'", schema: messageSchema }
const invalidAnswer = { description: 'Invalid input', schema: fieldErrorsSchema }
const access = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Category' }) as const

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
        access: access('read'),
        responses: { 200: { description: 'The names', schema: categoryNamesResponseSchema } },
      },
      async (c) => c.json(await categoriesService.listCategoryNames(db)),
    )
    .get(
      {
        path: '/apps/ecommerce/categories/:id',
        summary: 'One category with its figures',
        tags: ['ecommerce'],
        access: access('read'),
        params: idParamSchema,
        responses: { 200: { description: 'The category', schema: categorySchema }, 404: notFoundAnswer },
      },
      async (c, { params }) => c.json(await categoriesService.getCategory(db, params.id)),
    )
    .post(
      {
        path: '/apps/ecommerce/categories',
        summary: 'Create a category (the slug is made from the name)',
        tags: ['ecommerce'],
        access: access('create'),
        body: categoryCreateSchema,
        responses: {
          201: { description: 'Created', schema: categorySchema },
          400: invalidAnswer,
          409: { description: 'Name already used (any case)', schema: fieldErrorsSchema },
        },
      },
      async (c, { body }) => c.json(await categoriesService.createCategory(db, body), 201),
    )
    .put(
      {
        path: '/apps/ecommerce/categories/:id',
        summary:
          "Replace a category; a new name reaches every product of the category (the foreign key's ON UPDATE CASCADE)",
        tags: ['ecommerce'],
        access: access('update'),
        params: idParamSchema,
        body: categoryCreateSchema,
        responses: {
          200: { description: 'Updated', schema: categorySchema },
          400: invalidAnswer,
          404: notFoundAnswer,
          409: { description: 'Name already used by another category', schema: fieldErrorsSchema },
        },
      },
      async (c, { params, body }) => c.json(await categoriesService.updateCategory(db, params.id, body)),
    )
    .delete(
      {
        path: '/apps/ecommerce/categories/:id',
        summary: 'Delete a category that no product uses',
        tags: ['ecommerce'],
        access: access('delete'),
        params: idParamSchema,
        responses: {
          204: { description: 'Deleted' },
          404: notFoundAnswer,
          409: {
            description: 'Products still use it: message and their number',
            schema: categoryInUseSchema,
          },
        },
      },
      async (c, { params }) => {
        await categoriesService.deleteCategory(db, params.id)
        return c.body(null, 204)
      },
    )
}
