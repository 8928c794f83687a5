// Contracts of the store's catalogue: products, categories and image uploads (spec sections 3 and
// 7). Amounts travel as the spec's dollar text ("$1,299.00") with the number beside it for forms.
import { z } from 'zod'
import { PRODUCT_STATUSES } from '../constants/index.js'
import { booleanQuery, optionalQueryEnum, optionalQueryText, pagedQuery } from './common.js'

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
 * An image is a local media URL: an uploaded file (/api/media/uploads/<id>) or one of the
 * generated tiles the demo data uses (/api/media/image/<kind>/<label>.svg). No external URL:
 * the app works offline and never loads third-party images.
 */
export const UPLOAD_URL_PATTERN = /^\/api\/media\/uploads\/([A-Za-z0-9_-]{16,64})$/
const mediaUrlPattern =
  /^\/api\/media\/(uploads\/[A-Za-z0-9_-]{16,64}|image\/[A-Za-z0-9%._~-]+\/[A-Za-z0-9%._~-]+\.svg)$/
export const mediaImageUrlSchema = z
  .string()
  .max(300)
  .regex(mediaUrlPattern, 'Use an uploaded image')
  .nullable()

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

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
})
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

const tagSchema = z
  .string()
  .trim()
  .min(1, 'Tags cannot be empty')
  .max(PRODUCT_LIMITS.tagMax, 'Tags have at most 30 characters')

/** The product form and the body of POST and PUT (a PUT replaces every field). */
export const productCreateSchema = z.object({
  productName: z.string().trim().min(1, 'Name is required').max(PRODUCT_LIMITS.nameMax, 'Too long'),
  productBrand: z.string().trim().min(1, 'Brand is required').max(PRODUCT_LIMITS.brandMax, 'Too long'),
  category: z.string().trim().min(1, 'Category is required').max(60, 'Too long'),
  sku: z
    .string()
    .trim()
    .min(1, 'SKU is required')
    .max(PRODUCT_LIMITS.skuMax, 'Too long')
    .regex(/^[A-Za-z0-9._-]+$/, 'Only letters, digits, dots, dashes and underscores'),
  price: z
    .number({ error: 'Enter a price' })
    .positive('The price must be greater than 0')
    .max(PRODUCT_LIMITS.priceMax, 'The price is too high'),
  qty: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole number')
    .min(0, 'The quantity cannot be negative')
    .max(PRODUCT_LIMITS.qtyMax, 'The quantity is too high'),
  stock: z.boolean(),
  status: z.enum(PRODUCT_STATUSES, { error: 'Choose a status' }),
  description: z.string().max(PRODUCT_LIMITS.descriptionMax, 'The description is too long'),
  tags: z
    .array(tagSchema)
    .max(PRODUCT_LIMITS.tagsMax, 'At most 10 tags')
    .refine(
      (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
      'Tags must be different',
    ),
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

export const categoryListResponseSchema = z.object({
  categories: z.array(categorySchema),
  total: z.number().int(),
})
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>

/** Every category name, A to Z: the choices of the product form and the product filters. */
export const categoryNamesResponseSchema = z.object({ names: z.array(z.string()) })
export type CategoryNamesResponse = z.infer<typeof categoryNamesResponseSchema>

export const categoryCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60, 'Too long'),
  description: z.string().trim().max(500, 'Too long'),
  image: mediaImageUrlSchema,
})
export type CategoryCreate = z.infer<typeof categoryCreateSchema>
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>

/** 409 of deleting a category that products still use: the message and how many they are. */
export const categoryInUseSchema = z.object({ message: z.string(), products: z.number().int() })
export type CategoryInUse = z.infer<typeof categoryInUseSchema>

// ---------------------------------------------------------------------------------------------
// Uploads

export const uploadResponseSchema = z.object({
  id: z.string(),
  /** Public URL of the file: /api/media/uploads/<id>. */
  url: z.string(),
})
export type UploadResponse = z.infer<typeof uploadResponseSchema>
