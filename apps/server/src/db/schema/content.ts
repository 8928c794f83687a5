// Public content pages: FAQ groups and questions, help-center categories and articles (written by
// authors in the back office, each with optional translations that fall back to English), the
// pricing plans the billing tab and the pricing pages share, and the landing page's contact messages.
import { sql, type SQL } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core'
import { cascadingId, createdAt, serialId } from './columns.js'

/** Per-language overrides of a row's texts: `{ es: { question: '…' } }`; English is the row itself. */
export type ContentTranslations<Field extends string> = Partial<
  Record<string, Partial<Record<Field, string>>>
>

// ---------------------------------------------------------------------------------------------
// Search documents of the FAQ and the help center

/**
 * Letters folded before matching, on the stored documents and on the typed term alike: Latin
 * accents (either case: lower() leaves them alone under the C locale PGlite runs in), the Arabic
 * hamza forms of alef, alef maqsura, taa marbuta and the no-break spaces; then the Arabic short vowels are dropped (the
 * characters of `from` past the end of `to`). Stored in generated columns: changing it takes a
 * migration.
 */
const FOLDED: [from: string, to: string][] = [
  ['áàâäãÁÀÂÄÃ', 'a'],
  ['éèêëÉÈÊË', 'e'],
  ['íìîïÍÌÎÏ', 'i'],
  ['óòôöõÓÒÔÖÕ', 'o'],
  ['úùûüÚÙÛÜ', 'u'],
  ['çÇ', 'c'],
  ['ñÑ', 'n'],
  ['أإآ', 'ا'],
  ['ى', 'ي'],
  ['ة', 'ه'],
  // French puts a no-break space before ? : ; ! — a plain space to the word splitter.
  ['\u00A0\u202F', ' '],
]
export const SEARCH_FOLD_FROM =
  FOLDED.map(([from]) => from).join('') + '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652'
export const SEARCH_FOLD_TO = FOLDED.map(([from, to]) => to.repeat([...from].length)).join('')

/** The folded, lower-case form of a text (an SQL expression): what the search compares. */
export function searchFold(text: SQL): SQL<string> {
  return sql<string>`translate(lower(${text}), ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)})`
}

/** The languages content is searched in, each with its Postgres text-search configuration (no Arabic one: 'simple'). */
export const SEARCH_CONFIGS = { en: 'english', es: 'spanish', fr: 'french', ar: 'simple' } as const
export type SearchLanguage = keyof typeof SEARCH_CONFIGS

/**
 * A row's searchable text in one language: each field's translation, or the English when the
 * author left it empty (what the reader is shown), tags removed, folded. A generated column, so
 * an author's edit is searchable at once and the trigram and text-search indexes stay current.
 */
function searchDocument(
  lang: SearchLanguage,
  translations: AnyPgColumn,
  fields: [name: string, english: AnyPgColumn][],
): SQL {
  const texts = fields.map(([name, english]) =>
    lang === 'en'
      ? sql`${english}`
      : sql`coalesce(nullif(${translations} -> ${sql.raw(`'${lang}'`)} ->> ${sql.raw(`'${name}'`)}, ''), ${english})`,
  )
  return searchFold(sql`regexp_replace(${sql.join(texts, sql` || ' ' || `)}, '<[^>]*>', ' ', 'g')`)
}

/** The generated search columns of a table, one per language. */
function searchColumns(document: (lang: SearchLanguage) => SQL) {
  return {
    searchEn: text('search_en')
      .notNull()
      .generatedAlwaysAs((): SQL => document('en')),
    searchEs: text('search_es')
      .notNull()
      .generatedAlwaysAs((): SQL => document('es')),
    searchFr: text('search_fr')
      .notNull()
      .generatedAlwaysAs((): SQL => document('fr')),
    searchAr: text('search_ar')
      .notNull()
      .generatedAlwaysAs((): SQL => document('ar')),
  }
}

type SearchColumns = Record<'searchEn' | 'searchEs' | 'searchFr' | 'searchAr', ExtraConfigColumn>

/**
 * Per language: a trigram index (substring and similar-word matches, the only ones Arabic gets)
 * and a text-search index in the language's configuration (stems: refund/refunded,
 * reembolso/reembolsado, remboursement/remboursé).
 */
function searchIndexes(table: string, t: SearchColumns) {
  return (['en', 'es', 'fr', 'ar'] as const).flatMap((lang) => {
    const column = t[`search${lang[0]!.toUpperCase()}${lang[1]}` as keyof SearchColumns]
    return [
      index(`${table}_search_${lang}_trgm`).using('gin', column.op('gin_trgm_ops')),
      index(`${table}_search_${lang}_fts`).using(
        'gin',
        sql`to_tsvector(${sql.raw(`'${SEARCH_CONFIGS[lang]}'`)}::regconfig, ${column})`,
      ),
    ]
  })
}

export const faqGroups = pgTable('faq_groups', {
  id: serialId(),
  faqTitle: text('faq_title').notNull().unique(),
  faqIcon: text('faq_icon').notNull(),
  faqSubtitle: text('faq_subtitle').notNull(),
  position: integer('position').notNull(),
  translations: jsonb('translations')
    .$type<ContentTranslations<'faqTitle' | 'faqSubtitle'>>()
    .notNull()
    .default({}),
})

export const faqs = pgTable(
  'faqs',
  {
    id: serialId(),
    groupId: cascadingId('group_id', () => faqGroups.id),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    /** HTML (sanitized when written). */
    answer: text('answer').notNull(),
    published: boolean('published').notNull().default(true),
    translations: jsonb('translations')
      .$type<ContentTranslations<'question' | 'answer'>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...searchColumns((lang: SearchLanguage): SQL =>
      searchDocument(lang, faqs.translations, [
        ['question', faqs.question],
        ['answer', faqs.answer],
      ]),
    ),
  },
  (t) => [index('faqs_group_idx').on(t.groupId, t.position), ...searchIndexes('faqs', t)],
)

export const helpCenterCategories = pgTable('help_center_categories', {
  id: serialId(),
  title: text('title').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
  translations: jsonb('translations').$type<ContentTranslations<'title'>>().notNull().default({}),
})

export const helpCenterArticles = pgTable(
  'help_center_articles',
  {
    id: serialId(),
    categoryId: cascadingId('category_id', () => helpCenterCategories.id),
    position: integer('position').notNull(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    img: text('img').notNull(),
    popular: boolean('popular').notNull().default(false),
    keepLearning: boolean('keep_learning').notNull().default(false),
    published: boolean('published').notNull().default(true),
    lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
    /** HTML (sanitized when written). */
    productContent: text('product_content').notNull(),
    /** HTML (sanitized when written). */
    checkoutContent: text('checkout_content').notNull(),
    productImg: text('product_img').notNull(),
    checkoutImg: text('checkout_img').notNull(),
    translations: jsonb('translations')
      .$type<ContentTranslations<'title' | 'subtitle' | 'productContent' | 'checkoutContent'>>()
      .notNull()
      .default({}),
    ...searchColumns((lang: SearchLanguage): SQL =>
      searchDocument(lang, helpCenterArticles.translations, [
        ['title', helpCenterArticles.title],
        ['subtitle', helpCenterArticles.subtitle],
        ['productContent', helpCenterArticles.productContent],
        ['checkoutContent', helpCenterArticles.checkoutContent],
      ]),
    ),
  },
  (t) => [
    index('help_center_articles_category_idx').on(t.categoryId, t.position),
    ...searchIndexes('help_center_articles', t),
  ],
)

/**
 * The subscription plans: the billing tab, its change-plan dialog and the pricing pages read them
 * from here. `code` is one of USER_PLANS (users.current_plan holds it).
 */
export const plans = pgTable('plans', {
  code: text('code').primaryKey(),
  position: integer('position').notNull(),
  /** US dollars per month, billed monthly. */
  monthlyPrice: numeric('monthly_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  /** US dollars per month, billed yearly. */
  annualMonthlyPrice: numeric('annual_monthly_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  popular: boolean('popular').notNull().default(false),
  /** Keys of the plan's features (the web words them in each language). */
  features: text('features').array().notNull(),
})

/** What visitors send from the landing page's contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: serialId(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
})

/** Addresses left on the coming-soon page to hear when Aurum opens (one row per address). */
export const launchSubscribers = pgTable(
  'launch_subscribers',
  {
    id: serialId(),
    email: text('email').notNull(),
    /** The page's language when they signed up: the announcement is written in it. */
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('launch_subscribers_email_key').on(sql`lower(${t.email})`)],
)
