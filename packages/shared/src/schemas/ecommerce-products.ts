// Contracts of the store's catalogue: products, categories and image uploads (spec sections 3 and
// 7). Amounts travel as the spec's dollar text ("$1,299.00") with the number beside it for forms.
import { z } from 'zod'
import { PRODUCT_STATUSES } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import { booleanQuery, optionalQueryEnum, optionalQueryText, pagedAnswer, pagedQuery } from './common.js'

// The API's wire format, not a reader's: spec section 9 writes amounts as en-US dollar text in
// every answer, whatever the language. The web never shows it; it formats the amount beside it
// (priceValue, inventoryValueAmount…) through lib/format.ts.
// eslint-disable-next-line no-restricted-syntax
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Spec section 9: prices are dollar text, e.g. 1299 → "$1,299.00". */
export function formatDollars(amount: number): string {
  return usd.format(amount)
}

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number]
export const CATEGORY_SORT_KEYS = ['name', 'products', 'earnings'] as const
export type CategorySortKey = (typeof CATEGORY_SORT_KEYS)[number]
export type ProductStatus = (typeof PRODUCT_STATUSES)[number]

/** Limits of the product form, shared by the server's validation and the web's hints. */
export const PRODUCT_LIMITS = {
  nameMax: 120,
  brandMax: 80,
  skuMax: 40,
  priceMax: 999_999.99,
  qtyMax: 1_000_000,
  descriptionMax: 20_000,
  tagMax: 30,
  tagsMax: 10,
} as const

/** Uploads: accepted image types and the size limit (2 MB). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024

/**
 * The reasons of the product form's errors (schemas below, and the server's checks); the category
 * form, on the same e-commerce pages, shares the name, length and image ones.
 */
export const PRODUCT_MESSAGES = defineMessages('products', {
  nameRequired: 'Name is required',
  brandRequired: 'Brand is required',
  categoryRequired: 'Category is required',
  skuRequired: 'SKU is required',
  tooLong: 'Too long',
  skuChars: 'Only letters, digits, dots, dashes and underscores',
  priceRequired: 'Enter a price',
  pricePositive: 'The price must be greater than 0',
  priceTooHigh: 'The price is too high',
  qtyRequired: 'Enter a quantity',
  qtyWhole: 'Enter a whole number',
  qtyNegative: 'The quantity cannot be negative',
  qtyTooHigh: 'The quantity is too high',
  statusRequired: 'Choose a status',
  descriptionTooLong: 'The description is too long',
  tagEmpty: 'Tags cannot be empty',
  tagTooLong: 'Tags have at most 30 characters',
  tooManyTags: 'At most 10 tags',
  tagsRepeated: 'Tags must be different',
  imageInvalid: 'Use an uploaded image',
  imageMissing: 'Upload the image again',
  categoryUnknown: 'Unknown category',
  skuTaken: 'This SKU is already used',
})
const M = PRODUCT_MESSAGES

export const CATEGORY_MESSAGES = defineMessages('categories', {
  nameTaken: 'A category with this name already exists',
  notFound: 'Category not found',
  // Two codes rather than one with a plural: the English beside them names one product or several.
  inUseOne: '1 product uses this category. Move them to another category or delete them first.',
  inUse: '{count} products use this category. Move them to another category or delete them first.',
})

/**
 * An image is a local media URL: an uploaded file (/api/media/uploads/<id>) or one of the
 * generated tiles the demo data uses (/api/media/image/<kind>/<label>.svg). No external URL:
 * the app works offline and never loads third-party images.
 */
export const UPLOAD_URL_PATTERN = /^\/api\/media\/uploads\/([A-Za-z0-9_-]{16,64})$/
const mediaUrlPattern =
  /^\/api\/media\/(uploads\/[A-Za-z0-9_-]{16,64}|image\/[A-Za-z0-9%._~-]+\/[A-Za-z0-9%._~-]+\.svg)$/
export const mediaImageUrlSchema = z.string().max(300).regex(mediaUrlPattern, M.imageInvalid).nullable()

// ---------------------------------------------------------------------------------------------
// Products

export const productSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  productBrand: z.string(),
  category: z.string(),
  stock: z.boolean(),
  sku: z.string(),
  /** Dollar text, e.g. "$1,299.00". */
  price: z.string(),
  /** The same price as a number of dollars (forms, charts). */
  priceValue: z.number(),
  qty: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string().nullable(),
})
export type Product = z.infer<typeof productSchema>

export const productDetailSchema = productSchema.extend({
  /** HTML from the editor, cleaned by the server to an allow-list of tags. */
  description: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
})
export type ProductDetail = z.infer<typeof productDetailSchema>

/** An empty `stock=` (a cleared filter) means no filter, like the other query fields. */
const stockQuery = z.preprocess((value) => (value === '' ? undefined : value), booleanQuery)

export const productFiltersSchema = z.object({
  q: optionalQueryText,
  stock: stockQuery,
  /** Categories are data (they can be added), so any name is accepted; an unknown one matches nothing. */
  category: optionalQueryText,
  status: optionalQueryEnum(PRODUCT_STATUSES),
})

export const productListQuerySchema = pagedQuery(PRODUCT_SORT_KEYS).extend(productFiltersSchema.shape)
export type ProductListQuery = z.infer<typeof productListQuerySchema>
export type ProductListQueryInput = z.input<typeof productListQuerySchema>

/** The CSV export takes the list's filters and sort, and answers every matching row. */
export const productExportQuerySchema = productListQuerySchema.omit({ page: true, itemsPerPage: true })
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>

export const productListResponseSchema = pagedAnswer('products', productSchema, z.number().int())
export type ProductListResponse = z.infer<typeof productListResponseSchema>

/** The figures on the product list's cards. */
export const productStatsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  scheduled: z.number().int(),
  inactive: z.number().int(),
  /** Products marked out of stock or with no units left. */
  outOfStock: z.number().int(),
  /** Sum of price × quantity over every product. */
  inventoryValue: z.string(),
  inventoryValueAmount: z.number(),
})
export type ProductStats = z.infer<typeof productStatsSchema>

const tagSchema = z.string().trim().min(1, M.tagEmpty).max(PRODUCT_LIMITS.tagMax, M.tagTooLong)

/** The product form and the body of POST and PUT (a PUT replaces every field). */
export const productCreateSchema = z.object({
  productName: z.string().trim().min(1, M.nameRequired).max(PRODUCT_LIMITS.nameMax, M.tooLong),
  productBrand: z.string().trim().min(1, M.brandRequired).max(PRODUCT_LIMITS.brandMax, M.tooLong),
  category: z.string().trim().min(1, M.categoryRequired).max(60, M.tooLong),
  sku: z
    .string()
    .trim()
    .min(1, M.skuRequired)
    .max(PRODUCT_LIMITS.skuMax, M.tooLong)
    .regex(/^[A-Za-z0-9._-]+$/, M.skuChars),
  price: z
    .number({ error: M.priceRequired })
    .positive(M.pricePositive)
    .max(PRODUCT_LIMITS.priceMax, M.priceTooHigh),
  qty: z
    .number({ error: M.qtyRequired })
    .int(M.qtyWhole)
    .min(0, M.qtyNegative)
    .max(PRODUCT_LIMITS.qtyMax, M.qtyTooHigh),
  stock: z.boolean(),
  status: z.enum(PRODUCT_STATUSES, { error: M.statusRequired }),
  description: z.string().max(PRODUCT_LIMITS.descriptionMax, M.descriptionTooLong),
  tags: z
    .array(tagSchema)
    .max(PRODUCT_LIMITS.tagsMax, M.tooManyTags)
    .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, M.tagsRepeated),
  image: mediaImageUrlSchema,
})
export type ProductCreate = z.infer<typeof productCreateSchema>
export type ProductCreateInput = z.input<typeof productCreateSchema>

// ---------------------------------------------------------------------------------------------
// Categories

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** How many products use the category. */
  products: z.number().int(),
  /** Dollar text: the value of the order lines of its products. */
  earnings: z.string(),
  earningsAmount: z.number(),
})
export type Category = z.infer<typeof categorySchema>

export const categoryListQuerySchema = pagedQuery(CATEGORY_SORT_KEYS).extend({ q: optionalQueryText })
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>
export type CategoryListQueryInput = z.input<typeof categoryListQuerySchema>
export const categoryExportQuerySchema = categoryListQuerySchema.omit({ page: true, itemsPerPage: true })
export type CategoryExportQuery = z.infer<typeof categoryExportQuerySchema>

export const categoryListResponseSchema = pagedAnswer('categories', categorySchema, z.number().int())
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>

/** Every category name, A to Z: the choices of the product form and the product filters. */
export const categoryNamesResponseSchema = z.object({ names: z.array(z.string()) })
export type CategoryNamesResponse = z.infer<typeof categoryNamesResponseSchema>

export const categoryCreateSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(60, M.tooLong),
  description: z.string().trim().max(500, M.tooLong),
  image: mediaImageUrlSchema,
})
export type CategoryCreate = z.infer<typeof categoryCreateSchema>
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>

/** 409 of deleting a category that products still use: the error answer and how many they are. */
export const categoryInUseSchema = z.object({
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  products: z.number().int(),
})
export type CategoryInUse = z.infer<typeof categoryInUseSchema>

// ---------------------------------------------------------------------------------------------
// Uploads

export const uploadResponseSchema = z.object({
  id: z.string(),
  /** Public URL of the file: /api/media/uploads/<id>. */
  url: z.string(),
})
export type UploadResponse = z.infer<typeof uploadResponseSchema>
