// SQL of the help content: the FAQ and the help center, read in a language (with the search engine
// the FAQ page, the help center's search box and the global search share) and written by authors.
import { and, asc, desc, eq, max, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { ContentLanguage } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import {
  faqGroups,
  faqs,
  helpCenterArticles,
  helpCenterCategories,
  SEARCH_CONFIGS,
  searchFold,
} from '../../db/schema/index.js'
import { containsPattern } from '../../db/sql-helpers.js'

/**
 * A text in the language asked for: its translation when the author wrote one, English otherwise.
 * `column` is a jsonb translations column and `field` a key of its per-language objects.
 */
function localized(
  english: SQL | typeof faqs.question,
  translations: SQL,
  field: string,
  lang: ContentLanguage,
) {
  if (lang === 'en') return sql<string>`${english}`
  return sql<string>`coalesce(nullif(${translations} -> ${lang} ->> ${field}, ''), ${english})`
}

// ---------------------------------------------------------------------------------------------
// Search of the FAQ and the help center: one engine for the FAQ page, the help center's search box
// and the global search. Each row keeps a folded document per language (schema/content.ts); a row
// matches a term when the document holds it (any language, Arabic's "الاسترداد" for "استرداد"),
// when their stems meet in the language's text-search configuration (refund/refunded,
// reembolso/reembolsado, remboursement/remboursé), or when the document has a word close to it
// (a typo; terms of four letters or more, so short words do not match half the content).

type SearchDocuments = Pick<
  typeof faqs | typeof helpCenterArticles,
  'searchEn' | 'searchEs' | 'searchFr' | 'searchAr'
>

function searchDocumentOf(table: SearchDocuments, lang: ContentLanguage): AnyColumn {
  return { en: table.searchEn, es: table.searchEs, fr: table.searchFr, ar: table.searchAr }[lang]
}

/** Whether the row's document in `lang` matches the term (the indexes of 0055 serve each branch). */
function matchesTerm(table: SearchDocuments, lang: ContentLanguage, term: string): SQL {
  const document = searchDocumentOf(table, lang)
  const config = sql.raw(`'${SEARCH_CONFIGS[lang]}'::regconfig`)
  const folded = searchFold(sql`${term}::text`)
  const contains = (text: string) => sql`${document} like ${searchFold(sql`${containsPattern(text)}::text`)}`
  // Word by word, so "delivery cost" does not match every text that merely says "delivery".
  const words = term.split(/\s+/).filter(Boolean)
  const fuzzy = words.some((word) => [...word].length >= 4)
    ? sql` or (${sql.join(
        words.map((word) =>
          [...word].length >= 4 ? sql`${searchFold(sql`${word}::text`)} <% ${document}` : contains(word),
        ),
        sql` and `,
      )})`
    : sql``
  return sql`(${contains(term)}
    or to_tsvector(${config}, ${document}) @@ plainto_tsquery(${config}, ${folded})${fuzzy})`
}

/** How well the row's document matches the term: stems first, then the closest word. */
function termRank(table: SearchDocuments, lang: ContentLanguage, term: string): SQL<number> {
  const document = searchDocumentOf(table, lang)
  const config = sql.raw(`'${SEARCH_CONFIGS[lang]}'::regconfig`)
  const folded = searchFold(sql`${term}::text`)
  return sql<number>`(ts_rank(to_tsvector(${config}, ${document}), plainto_tsquery(${config}, ${folded}))
    + word_similarity(${folded}, ${document}))`
}

/** The position after the last row of a group (a FAQ group's questions, a category's articles). */
async function nextPosition(
  tx: Pick<Db, 'select'>,
  table: typeof faqs | typeof helpCenterArticles,
  position: typeof faqs.position | typeof helpCenterArticles.position,
  inGroup: SQL | undefined,
): Promise<number> {
  const [last] = await tx
    .select({ position: max(position) })
    .from(table)
    .where(inGroup)
  return (last?.position ?? -1) + 1
}

// ---------------------------------------------------------------------------------------------
// FAQ

/** Published questions (in the language) of every group, q matching the shown question or answer. */
export async function selectPublishedFaqs(db: Db, lang: ContentLanguage, q: string | undefined) {
  const question = localized(sql`${faqs.question}`, sql`${faqs.translations}`, 'question', lang)
  const filters = [eq(faqs.published, true)]
  if (q) filters.push(matchesTerm(faqs, lang, q))
  return db
    .select({
      groupId: faqGroups.id,
      faqTitle: localized(sql`${faqGroups.faqTitle}`, sql`${faqGroups.translations}`, 'faqTitle', lang),
      faqIcon: faqGroups.faqIcon,
      faqSubtitle: localized(
        sql`${faqGroups.faqSubtitle}`,
        sql`${faqGroups.translations}`,
        'faqSubtitle',
        lang,
      ),
      id: faqs.id,
      question,
      answer: localized(sql`${faqs.answer}`, sql`${faqs.translations}`, 'answer', lang),
    })
    .from(faqs)
    .innerJoin(faqGroups, eq(faqGroups.id, faqs.groupId))
    .where(and(...filters))
    .orderBy(asc(faqGroups.position), asc(faqGroups.id), asc(faqs.position), asc(faqs.id))
}

/** Published questions whose question or answer (in the language) matches the term: the global search. */
export async function searchPublishedFaqs(db: Db, lang: ContentLanguage, term: string, limit: number) {
  const question = localized(sql`${faqs.question}`, sql`${faqs.translations}`, 'question', lang)
  return (
    db
      .select({
        id: faqs.id,
        question,
        group: localized(sql`${faqGroups.faqTitle}`, sql`${faqGroups.translations}`, 'faqTitle', lang),
      })
      .from(faqs)
      .innerJoin(faqGroups, eq(faqGroups.id, faqs.groupId))
      .where(and(eq(faqs.published, true), matchesTerm(faqs, lang, term)))
      // Questions that name the term first, then the best matches.
      .orderBy(
        sql`(${searchFold(question)} like ${searchFold(sql`${containsPattern(term)}::text`)}) desc`,
        desc(termRank(faqs, lang, term)),
        asc(faqGroups.position),
        asc(faqs.position),
        asc(faqs.id),
      )
      .limit(limit)
  )
}

export async function selectFaqGroups(db: Db) {
  return db.select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id))
}

export async function selectAllFaqs(db: Db) {
  return db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id))
}

export async function findFaqGroup(db: Db, id: number) {
  const [row] = await db.select({ id: faqGroups.id }).from(faqGroups).where(eq(faqGroups.id, id))
  return row
}

export async function findFaq(db: Db, id: number) {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id))
  return row
}

export type FaqValues = Pick<
  typeof faqs.$inferInsert,
  'groupId' | 'question' | 'answer' | 'published' | 'translations'
>

/** A new question goes last in its group. */
export async function insertFaq(db: Db, values: FaqValues) {
  return db.transaction(async (tx) => {
    const position = await nextPosition(tx, faqs, faqs.position, eq(faqs.groupId, values.groupId))
    const [row] = await tx
      .insert(faqs)
      .values({ ...values, position })
      .returning()
    return row!
  })
}

export async function updateFaq(db: Db, id: number, values: FaqValues) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update')
    if (!current) return undefined
    // Moved to another group: last there.
    let position = current.position
    if (current.groupId !== values.groupId)
      position = await nextPosition(tx, faqs, faqs.position, eq(faqs.groupId, values.groupId))
    const [row] = await tx
      .update(faqs)
      .set({ ...values, position, updatedAt: sql`now()` })
      .where(eq(faqs.id, id))
      .returning()
    return row
  })
}

export async function deleteFaq(db: Db, id: number): Promise<boolean> {
  const gone = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })
  return gone.length > 0
}

/** Ids of a group's questions (or a category's articles), for checking a new order. */
export async function selectFaqIdsOfGroup(db: Db, groupId: number) {
  const rows = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.groupId, groupId))
  return rows.map((row) => row.id)
}

export async function reorderFaqs(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(faqs).set({ position }).where(eq(faqs.id, id))
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Help center

const articleTitle = (lang: ContentLanguage) =>
  localized(sql`${helpCenterArticles.title}`, sql`${helpCenterArticles.translations}`, 'title', lang)

/** Published articles with their category, in the categories' and articles' order. */
export async function selectPublishedArticles(db: Db, lang: ContentLanguage) {
  return db
    .select({
      categoryId: helpCenterCategories.id,
      category: localized(
        sql`${helpCenterCategories.title}`,
        sql`${helpCenterCategories.translations}`,
        'title',
        lang,
      ),
      icon: helpCenterCategories.icon,
      slug: helpCenterArticles.slug,
      title: articleTitle(lang),
      subtitle: localized(
        sql`${helpCenterArticles.subtitle}`,
        sql`${helpCenterArticles.translations}`,
        'subtitle',
        lang,
      ),
      img: helpCenterArticles.img,
      popular: helpCenterArticles.popular,
      keepLearning: helpCenterArticles.keepLearning,
    })
    .from(helpCenterArticles)
    .innerJoin(helpCenterCategories, eq(helpCenterCategories.id, helpCenterArticles.categoryId))
    .where(eq(helpCenterArticles.published, true))
    .orderBy(
      asc(helpCenterCategories.position),
      asc(helpCenterCategories.id),
      asc(helpCenterArticles.position),
      asc(helpCenterArticles.id),
    )
}

/**
 * Published articles whose title, summary or text (in the language) matches the term, the best
 * first: the help center's search box and the global search.
 */
export async function searchPublishedArticles(db: Db, lang: ContentLanguage, term: string, limit: number) {
  const title = articleTitle(lang)
  const subtitle = localized(
    sql`${helpCenterArticles.subtitle}`,
    sql`${helpCenterArticles.translations}`,
    'subtitle',
    lang,
  )
  return db
    .select({
      id: helpCenterArticles.id,
      slug: helpCenterArticles.slug,
      title,
      subtitle,
      category: localized(
        sql`${helpCenterCategories.title}`,
        sql`${helpCenterCategories.translations}`,
        'title',
        lang,
      ),
    })
    .from(helpCenterArticles)
    .innerJoin(helpCenterCategories, eq(helpCenterCategories.id, helpCenterArticles.categoryId))
    .where(and(eq(helpCenterArticles.published, true), matchesTerm(helpCenterArticles, lang, term)))
    .orderBy(
      sql`(${searchFold(title)} like ${searchFold(sql`${containsPattern(term)}::text`)}) desc`,
      desc(termRank(helpCenterArticles, lang, term)),
      asc(helpCenterCategories.position),
      asc(helpCenterArticles.position),
      asc(helpCenterArticles.id),
    )
    .limit(limit)
}

/** One published article in the language; the first popular one without a slug. */
export async function findPublishedArticle(db: Db, lang: ContentLanguage, slug: string | undefined) {
  const translations = sql`${helpCenterArticles.translations}`
  const [row] = await db
    .select({
      id: helpCenterArticles.id,
      categoryId: helpCenterArticles.categoryId,
      category: localized(
        sql`${helpCenterCategories.title}`,
        sql`${helpCenterCategories.translations}`,
        'title',
        lang,
      ),
      slug: helpCenterArticles.slug,
      title: articleTitle(lang),
      lastUpdated: helpCenterArticles.lastUpdated,
      productContent: localized(
        sql`${helpCenterArticles.productContent}`,
        translations,
        'productContent',
        lang,
      ),
      checkoutContent: localized(
        sql`${helpCenterArticles.checkoutContent}`,
        translations,
        'checkoutContent',
        lang,
      ),
      productImg: helpCenterArticles.productImg,
      checkoutImg: helpCenterArticles.checkoutImg,
    })
    .from(helpCenterArticles)
    .innerJoin(helpCenterCategories, eq(helpCenterCategories.id, helpCenterArticles.categoryId))
    .where(and(eq(helpCenterArticles.published, true), slug ? eq(helpCenterArticles.slug, slug) : undefined))
    .orderBy(sql`${helpCenterArticles.popular} desc`, asc(helpCenterArticles.id))
    .limit(1)
  return row
}

/** The other published articles of a category (the article page's related list). */
export async function selectRelatedArticles(
  db: Db,
  lang: ContentLanguage,
  categoryId: number,
  exceptId: number,
) {
  return db
    .select({ slug: helpCenterArticles.slug, title: articleTitle(lang) })
    .from(helpCenterArticles)
    .where(
      and(
        eq(helpCenterArticles.categoryId, categoryId),
        eq(helpCenterArticles.published, true),
        sql`${helpCenterArticles.id} <> ${exceptId}`,
      ),
    )
    .orderBy(asc(helpCenterArticles.position), asc(helpCenterArticles.id))
}

export async function selectCategories(db: Db) {
  return db
    .select()
    .from(helpCenterCategories)
    .orderBy(asc(helpCenterCategories.position), asc(helpCenterCategories.id))
}

export async function selectAllArticles(db: Db) {
  return db
    .select()
    .from(helpCenterArticles)
    .orderBy(asc(helpCenterArticles.position), asc(helpCenterArticles.id))
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: helpCenterCategories.id })
    .from(helpCenterCategories)
    .where(eq(helpCenterCategories.id, id))
  return row
}

export async function findArticle(db: Db, id: number) {
  const [row] = await db.select().from(helpCenterArticles).where(eq(helpCenterArticles.id, id))
  return row
}

export async function findArticleIdBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: helpCenterArticles.id })
    .from(helpCenterArticles)
    .where(eq(helpCenterArticles.slug, slug))
  return row?.id
}

export type ArticleValues = Pick<
  typeof helpCenterArticles.$inferInsert,
  | 'categoryId'
  | 'slug'
  | 'title'
  | 'subtitle'
  | 'productContent'
  | 'checkoutContent'
  | 'popular'
  | 'keepLearning'
  | 'published'
  | 'translations'
  | 'lastUpdated'
> & { img: string; productImg: string; checkoutImg: string }

export async function insertArticle(db: Db, values: ArticleValues) {
  return db.transaction(async (tx) => {
    const position = await nextPosition(
      tx,
      helpCenterArticles,
      helpCenterArticles.position,
      eq(helpCenterArticles.categoryId, values.categoryId),
    )
    const [row] = await tx
      .insert(helpCenterArticles)
      .values({ ...values, position })
      .returning()
    return row!
  })
}

export async function updateArticle(
  db: Db,
  id: number,
  values: Omit<ArticleValues, 'img' | 'productImg' | 'checkoutImg'>,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(helpCenterArticles)
      .where(eq(helpCenterArticles.id, id))
      .for('update')
    if (!current) return undefined
    let position = current.position
    if (current.categoryId !== values.categoryId)
      position = await nextPosition(
        tx,
        helpCenterArticles,
        helpCenterArticles.position,
        eq(helpCenterArticles.categoryId, values.categoryId),
      )
    const [row] = await tx
      .update(helpCenterArticles)
      .set({ ...values, position })
      .where(eq(helpCenterArticles.id, id))
      .returning()
    return row
  })
}

export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  const gone = await db
    .delete(helpCenterArticles)
    .where(eq(helpCenterArticles.id, id))
    .returning({ id: helpCenterArticles.id })
  return gone.length > 0
}

export async function selectArticleIdsOfCategory(db: Db, categoryId: number) {
  const rows = await db
    .select({ id: helpCenterArticles.id })
    .from(helpCenterArticles)
    .where(eq(helpCenterArticles.categoryId, categoryId))
  return rows.map((row) => row.id)
}

export async function reorderArticles(db: Db, ids: number[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(helpCenterArticles).set({ position }).where(eq(helpCenterArticles.id, id))
    }
  })
}
