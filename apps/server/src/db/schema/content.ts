// Public content pages: FAQ groups and questions, help-center categories and articles (written by
// authors in the back office, each with optional translations that fall back to English), the
// pricing plans the billing tab and the pricing pages share, and the landing page's contact messages.
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

/** Per-language overrides of a row's texts: `{ es: { question: '…' } }`; English is the row itself. */
export type ContentTranslations<Field extends string> = Partial<
  Record<string, Partial<Record<Field, string>>>
>

export const faqGroups = pgTable('faq_groups', {
  id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
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
  },
  (t) => [index('faqs_group_idx').on(t.groupId, t.position)],
)

export const helpCenterCategories = pgTable('help_center_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
  translations: jsonb('translations').$type<ContentTranslations<'title'>>().notNull().default({}),
})

export const helpCenterArticles = pgTable(
  'help_center_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCenterCategories.id, { onDelete: 'cascade' }),
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
  },
  (t) => [index('help_center_articles_category_idx').on(t.categoryId, t.position)],
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
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Addresses left on the coming-soon page to hear when Aurum opens (one row per address). */
export const launchSubscribers = pgTable(
  'launch_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** The page's language when they signed up: the announcement is written in it. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('launch_subscribers_email_key').on(sql`lower(${t.email})`)],
)
