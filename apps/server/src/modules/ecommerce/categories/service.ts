// Rules of the categories module: unique names (any case) and slugs, renames that carry the
// products along, and no deleting a category that products still use.
import {
  CATEGORY_MESSAGES,
  PRODUCT_MESSAGES,
  formatDollars,
  type Category,
  type CategoryCreate,
  type CategoryExportQuery,
  type CategoryListQuery,
  type CategoryListResponse,
  type CategoryNamesResponse,
} from '@aurum/shared'
import type { Db } from '#server/db/client.js'
import { badRequest, conflict, notFound, refused } from '#server/http/errors.js'
import * as uploadsService from '../../media/uploads-service.js'
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from '#server/db/pg-errors.js'
import * as categoriesRepo from './repo.js'

const categoryNotFound = () => notFound(CATEGORY_MESSAGES.notFound)
const nameConflict = () => conflict({ name: [CATEGORY_MESSAGES.nameTaken] })

function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  // A name with no Latin letter or digit (e.g. Arabic) still gets a stable, unique-enough slug.
  return slug || `category-${Buffer.from(name).toString('hex').slice(0, 24)}`
}

function toCategory(row: categoriesRepo.CategoryRow): Category {
  const earningsAmount = Math.round(row.earnings * 100) / 100
  return { ...row, earnings: formatDollars(earningsAmount), earningsAmount }
}

export async function listCategories(db: Db, query: CategoryListQuery): Promise<CategoryListResponse> {
  const { rows, ...total } = await categoriesRepo.selectCategoriesPage(db, query)
  return { categories: rows.map(toCategory), ...total }
}

export async function listCategoryNames(db: Db): Promise<CategoryNamesResponse> {
  return { names: await categoriesRepo.selectCategoryNames(db) }
}

/** The CSV export's batches, in the list's order. */
export async function* exportCategories(
  db: Db,
  query: CategoryExportQuery,
  size: number,
): AsyncGenerator<Category[]> {
  for await (const rows of categoriesRepo.selectCategoryBatches(db, query, size)) yield rows.map(toCategory)
}

/** One category with the list's figures. */
export async function getCategory(db: Db, id: number): Promise<Category> {
  const row = await categoriesRepo.findCategoryRow(db, id)
  if (!row) throw categoryNotFound()
  return toCategory(row)
}

async function checkedFields(
  db: Db,
  input: CategoryCreate,
  exceptId?: number,
): Promise<categoriesRepo.CategoryWrite> {
  const uploadId = input.image ? uploadsService.uploadIdOf(input.image) : null
  if (uploadId && !(await uploadsService.imageExists(db, uploadId)))
    throw badRequest({ image: [PRODUCT_MESSAGES.imageMissing] })
  const slug = slugify(input.name)
  if (await categoriesRepo.nameTaken(db, input.name, slug, exceptId)) throw nameConflict()
  return { ...input, slug }
}

async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw nameConflict()
    throw error
  }
}

export async function createCategory(db: Db, input: CategoryCreate): Promise<Category> {
  const fields = await checkedFields(db, input)
  const id = await refusingDuplicates(() => categoriesRepo.insertCategory(db, fields))
  return getCategory(db, id)
}

export async function updateCategory(db: Db, id: number, input: CategoryCreate): Promise<Category> {
  if (!(await categoriesRepo.findCategory(db, id))) throw categoryNotFound()
  const fields = await checkedFields(db, input, id)
  if (!(await refusingDuplicates(() => categoriesRepo.updateCategory(db, id, fields))))
    throw categoryNotFound()
  return getCategory(db, id)
}

function inUse(products: number) {
  return products === 1
    ? refused(CATEGORY_MESSAGES.inUseOne, undefined, { products })
    : refused(CATEGORY_MESSAGES.inUse, { count: products }, { products })
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  const category = await categoriesRepo.findCategory(db, id)
  if (!category) throw categoryNotFound()
  const products = await categoriesRepo.countProductsIn(db, category.name)
  if (products > 0) throw inUse(products)
  try {
    if (!(await categoriesRepo.deleteCategory(db, id))) throw categoryNotFound()
  } catch (error) {
    // A product added to it meanwhile: the foreign key (ON DELETE RESTRICT) refuses.
    if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION)
      throw inUse(await categoriesRepo.countProductsIn(db, category.name))
    throw error
  }
}
