// Public content pages: FAQ groups and questions, help-center categories and articles.
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'

export const faqGroups = pgTable('faq_groups', {
  id: serial('id').primaryKey(),
  faqTitle: text('faq_title').notNull().unique(),
  faqIcon: text('faq_icon').notNull(),
  faqSubtitle: text('faq_subtitle').notNull(),
  position: integer('position').notNull(),
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
    answer: text('answer').notNull(),
  },
  (t) => [index('faqs_group_idx').on(t.groupId, t.position)],
)

export const helpCenterCategories = pgTable('help_center_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
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
    lastUpdated: date('last_updated', { mode: 'string' }).notNull(),
    /** HTML. */
    productContent: text('product_content').notNull(),
    /** HTML. */
    checkoutContent: text('checkout_content').notNull(),
    productImg: text('product_img').notNull(),
    checkoutImg: text('checkout_img').notNull(),
  },
  (t) => [index('help_center_articles_category_idx').on(t.categoryId, t.position)],
)
