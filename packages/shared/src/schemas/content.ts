// Contracts of the FAQ and the help center (spec section 7), read by visitors and written by
// authors in the back office.
import { z } from 'zod'
import type { LanguageCode } from '../constants/index.js'
import { INT4_MAX, optionalQueryText } from './common.js'
import { PAGES_MESSAGES as M, requiredText as text } from './pages-messages.js'

/** A row id: a PostgreSQL integer. */
const rowId = z.number().int().positive().max(INT4_MAX)

/** The languages content can be written in; English is the row itself, the others translations. */
export const CONTENT_LANGUAGES = ['en', 'es', 'fr', 'ar'] as const satisfies readonly LanguageCode[]
export const CONTENT_TRANSLATION_LANGUAGES = ['es', 'fr', 'ar'] as const satisfies readonly LanguageCode[]
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]

const langQuery = z.enum(CONTENT_LANGUAGES).optional()

/** Optional translated text: empty means "not translated" (the English shows). */
const optionalText = (max: number) => z.string().trim().max(max).optional()

// ---------------------------------------------------------------------------------------------
// FAQ (public)

export const faqQuerySchema = z.object({ q: optionalQueryText, lang: langQuery })
export type FaqQuery = z.infer<typeof faqQuerySchema>

export const faqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** HTML, sanitized by the server. */
  answer: z.string(),
})
export const faqGroupSchema = z.object({
  id: z.number().int(),
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqEntrySchema),
})
export type FaqGroup = z.infer<typeof faqGroupSchema>
/** Spec section 7: the groups whose questions match q (case-insensitive), groups left empty dropped. */
export const faqResponseSchema = z.array(faqGroupSchema)

// ---------------------------------------------------------------------------------------------
// Help center (public)

export const contentLangQuerySchema = z.object({ lang: langQuery })
export const articleQuerySchema = z.object({
  lang: langQuery,
  slug: z
    .string()
    .max(120)
    .regex(/^[a-z0-9-]+$/)
    .optional(),
})
export const articleSlugSchema = z
  .string()
  .trim()
  .min(1, M.required)
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.slugFormat)
export const articleSlugParamSchema = z.object({ slug: z.string().max(120) })

export const articleCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
})
export type ArticleCard = z.infer<typeof articleCardSchema>

export const helpCenterResponseSchema = z.object({
  allArticles: z.array(
    z.object({
      title: z.string(),
      icon: z.string(),
      articles: z.array(z.object({ slug: z.string(), title: z.string() })),
    }),
  ),
  popularArticles: z.array(articleCardSchema),
  keepLearning: z.array(articleCardSchema),
})
export type HelpCenterResponse = z.infer<typeof helpCenterResponseSchema>

/** The help center's search box: q in the reader's language (stems, similar words, substrings). */
export const helpSearchQuerySchema = z.object({
  q: z.string().trim().min(1, M.required).max(200),
  lang: langQuery,
})
export type HelpSearchQuery = z.infer<typeof helpSearchQuerySchema>
export const helpSearchHitSchema = z.object({
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
})
export type HelpSearchHit = z.infer<typeof helpSearchHitSchema>
/** The best matches first, at most HELP_SEARCH_LIMIT. */
export const helpSearchResponseSchema = z.object({ articles: z.array(helpSearchHitSchema) })
export type HelpSearchResponse = z.infer<typeof helpSearchResponseSchema>
export const HELP_SEARCH_LIMIT = 20

export const articleDataSchema = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** YYYY-MM-DD. */
  lastUpdated: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  /** Related articles: the others of its category. */
  articleList: z.array(z.object({ slug: z.string(), title: z.string() })),
  checkoutImg: z.string(),
  productImg: z.string(),
})
export type ArticleData = z.infer<typeof articleDataSchema>
export const articleResponseSchema = z.object({ articleData: articleDataSchema })

// ---------------------------------------------------------------------------------------------
// Authoring (back office)

const faqTranslationSchema = z.object({ question: optionalText(300), answer: optionalText(20_000) })
export const faqEntryWriteSchema = z.object({
  groupId: rowId,
  question: text(300),
  answer: text(20_000),
  published: z.boolean().default(true),
  translations: z.partialRecord(z.enum(CONTENT_TRANSLATION_LANGUAGES), faqTranslationSchema).default({}),
})
export type FaqEntryWrite = z.infer<typeof faqEntryWriteSchema>
export type FaqEntryWriteInput = z.input<typeof faqEntryWriteSchema>

export const faqAdminEntrySchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  answer: z.string(),
  published: z.boolean(),
  translations: z.record(z.string(), faqTranslationSchema),
  updatedAt: z.string(),
})
export type FaqAdminEntry = z.infer<typeof faqAdminEntrySchema>
export const faqAdminGroupSchema = z.object({
  id: z.number().int(),
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(faqAdminEntrySchema),
})
export type FaqAdminGroup = z.infer<typeof faqAdminGroupSchema>
export const faqAdminResponseSchema = z.object({ groups: z.array(faqAdminGroupSchema) })
export type FaqAdminResponse = z.infer<typeof faqAdminResponseSchema>

/** Reordering: every id of the group (or category), in the new order. */
export const reorderSchema = z.object({ ids: z.array(rowId).min(1).max(500) })
export type Reorder = z.infer<typeof reorderSchema>

const articleTranslationSchema = z.object({
  title: optionalText(200),
  subtitle: optionalText(300),
  productContent: optionalText(50_000),
  checkoutContent: optionalText(50_000),
})
export const articleWriteSchema = z.object({
  categoryId: rowId,
  slug: articleSlugSchema,
  title: text(200),
  subtitle: text(300),
  productContent: text(50_000),
  checkoutContent: z.string().trim().max(50_000).default(''),
  popular: z.boolean().default(false),
  keepLearning: z.boolean().default(false),
  published: z.boolean().default(true),
  translations: z.partialRecord(z.enum(CONTENT_TRANSLATION_LANGUAGES), articleTranslationSchema).default({}),
})
export type ArticleWrite = z.infer<typeof articleWriteSchema>
export type ArticleWriteInput = z.input<typeof articleWriteSchema>

export const articleAdminSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  position: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  productContent: z.string(),
  checkoutContent: z.string(),
  popular: z.boolean(),
  keepLearning: z.boolean(),
  published: z.boolean(),
  lastUpdated: z.string(),
  translations: z.record(z.string(), articleTranslationSchema),
})
export type ArticleAdmin = z.infer<typeof articleAdminSchema>
export const articleAdminListSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      icon: z.string(),
      articles: z.array(articleAdminSchema),
    }),
  ),
})
export type ArticleAdminList = z.infer<typeof articleAdminListSchema>
