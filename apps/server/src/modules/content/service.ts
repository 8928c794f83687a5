// Rules of the help content: the FAQ filter (spec section 7), the help center's three lists and its
// articles, and what authors may write (HTML sanitized as product descriptions are, translations
// falling back to English, orders of a whole group).
import {
  HELP_SEARCH_LIMIT,
  PAGES_MESSAGES,
  type ArticleAdmin,
  type ArticleAdminList,
  type ArticleData,
  type ArticleWrite,
  type ContentLanguage,
  type FaqAdminEntry,
  type FaqAdminResponse,
  type FaqEntryWrite,
  type FaqGroup,
  type HelpCenterResponse,
  type HelpSearchResponse,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, conflict, notFound } from '../../http/errors.js'
import { imageUrl } from '../media/urls.js'
import { sanitizeRichText } from '../../lib/rich-text.js'
import * as contentRepo from './repo.js'

const M = PAGES_MESSAGES

// ---------------------------------------------------------------------------------------------
// FAQ

/**
 * Spec section 7, widened by issue 30: groups with their questions whose question or answer
 * matches q (the search engine of content/repo.ts, in the shown language),
 * a group left without questions dropped. Unpublished questions never show.
 */
export async function faq(db: Db, lang: ContentLanguage, q: string | undefined): Promise<FaqGroup[]> {
  const rows = await contentRepo.selectPublishedFaqs(db, lang, q)
  const groups = new Map<number, FaqGroup>()
  for (const row of rows) {
    let group = groups.get(row.groupId)
    if (!group) {
      group = {
        id: row.groupId,
        faqTitle: row.faqTitle,
        faqIcon: row.faqIcon,
        faqSubtitle: row.faqSubtitle,
        faqs: [],
      }
      groups.set(row.groupId, group)
    }
    group.faqs.push({ id: row.id, question: row.question, answer: row.answer })
  }
  return [...groups.values()]
}

function toAdminFaq(row: Awaited<ReturnType<typeof contentRepo.findFaq>> & object): FaqAdminEntry {
  return {
    id: row.id,
    groupId: row.groupId,
    position: row.position,
    question: row.question,
    answer: row.answer,
    published: row.published,
    translations: row.translations as FaqAdminEntry['translations'],
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A group's or category's text in the author's language, the English where it has none. */
function inLanguage<Field extends string>(
  row: Record<Field, string> & { translations: Partial<Record<string, Partial<Record<Field, string>>>> },
  field: Field,
  lang: ContentLanguage,
): string {
  return row.translations[lang]?.[field]?.trim() || row[field]
}

/** Every question of every group; the group titles in the author's language. */
export async function faqForAuthors(db: Db, lang: ContentLanguage = 'en'): Promise<FaqAdminResponse> {
  const [groups, entries] = await Promise.all([
    contentRepo.selectFaqGroups(db),
    contentRepo.selectAllFaqs(db),
  ])
  return {
    groups: groups.map((group) => ({
      id: group.id,
      faqTitle: inLanguage(group, 'faqTitle', lang),
      faqIcon: group.faqIcon,
      faqSubtitle: inLanguage(group, 'faqSubtitle', lang),
      faqs: entries.filter((entry) => entry.groupId === group.id).map(toAdminFaq),
    })),
  }
}

/** Empty translations are left out: the English shows for them. */
function cleanTranslations<Field extends string>(
  translations: Partial<Record<string, Partial<Record<Field, string | undefined>>>>,
  htmlFields: readonly Field[],
): Partial<Record<string, Partial<Record<Field, string>>>> {
  const clean: Partial<Record<string, Partial<Record<Field, string>>>> = {}
  for (const [lang, fields] of Object.entries(translations)) {
    const kept: Partial<Record<Field, string>> = {}
    for (const [field, value] of Object.entries(fields ?? {}) as [Field, string | undefined][]) {
      const text = htmlFields.includes(field) ? sanitizeRichText(value ?? '') : (value ?? '')
      if (text.trim()) kept[field] = text
    }
    if (Object.keys(kept).length) clean[lang] = kept
  }
  return clean
}

async function faqValues(db: Db, input: FaqEntryWrite): Promise<contentRepo.FaqValues> {
  if (!(await contentRepo.findFaqGroup(db, input.groupId))) throw badRequest({ groupId: [M.groupNotFound] })
  const answer = sanitizeRichText(input.answer)
  if (!answer.replace(/<[^>]*>/g, '').trim()) throw badRequest({ answer: [M.required] })
  return {
    groupId: input.groupId,
    question: input.question,
    answer,
    published: input.published,
    translations: cleanTranslations(input.translations, ['answer']),
  }
}

export async function createFaq(db: Db, input: FaqEntryWrite): Promise<FaqAdminEntry> {
  return toAdminFaq(await contentRepo.insertFaq(db, await faqValues(db, input)))
}

export async function updateFaq(db: Db, id: number, input: FaqEntryWrite): Promise<FaqAdminEntry> {
  const row = await contentRepo.updateFaq(db, id, await faqValues(db, input))
  if (!row) throw notFound(M.faqNotFound)
  return toAdminFaq(row)
}

export async function deleteFaq(db: Db, id: number): Promise<void> {
  if (!(await contentRepo.deleteFaq(db, id))) throw notFound(M.faqNotFound)
}

/** The new order must name each question of the group exactly once. */
function sameMembers(current: number[], wanted: number[]): boolean {
  return (
    current.length === wanted.length &&
    new Set(wanted).size === wanted.length &&
    wanted.every((id) => current.includes(id))
  )
}

export async function reorderFaqs(db: Db, groupId: number, ids: number[]): Promise<FaqAdminResponse> {
  if (!(await contentRepo.findFaqGroup(db, groupId))) throw notFound(M.groupNotFound)
  if (!sameMembers(await contentRepo.selectFaqIdsOfGroup(db, groupId), ids)) {
    throw badRequest({ ids: [M.orderMismatch] })
  }
  await contentRepo.reorderFaqs(db, ids)
  return faqForAuthors(db)
}

// ---------------------------------------------------------------------------------------------
// Help center

export async function helpCenter(db: Db, lang: ContentLanguage): Promise<HelpCenterResponse> {
  const rows = await contentRepo.selectPublishedArticles(db, lang)
  const categories = new Map<number, HelpCenterResponse['allArticles'][number]>()
  for (const row of rows) {
    let category = categories.get(row.categoryId)
    if (!category) {
      category = { title: row.category, icon: row.icon, articles: [] }
      categories.set(row.categoryId, category)
    }
    category.articles.push({ slug: row.slug, title: row.title })
  }
  const card = ({ slug, title, img, subtitle }: (typeof rows)[number]) => ({ slug, title, img, subtitle })
  return {
    allArticles: [...categories.values()],
    popularArticles: rows.filter((row) => row.popular).map(card),
    keepLearning: rows.filter((row) => row.keepLearning).map(card),
  }
}

/** The help center's search box: published articles matching q in the reader's language. */
export async function searchHelpCenter(
  db: Db,
  lang: ContentLanguage,
  q: string,
): Promise<HelpSearchResponse> {
  const rows = await contentRepo.searchPublishedArticles(db, lang, q, HELP_SEARCH_LIMIT)
  return {
    articles: rows.map(({ slug, title, subtitle, category }) => ({ slug, title, subtitle, category })),
  }
}

/** A published article (the first popular one without a slug) with its related articles. */
export async function article(db: Db, lang: ContentLanguage, slug: string | undefined): Promise<ArticleData> {
  const row = await contentRepo.findPublishedArticle(db, lang, slug)
  if (!row) throw notFound(M.articleNotFound)
  const related = await contentRepo.selectRelatedArticles(db, lang, row.categoryId, row.id)
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    lastUpdated: row.lastUpdated,
    productContent: row.productContent,
    checkoutContent: row.checkoutContent,
    articleList: related,
    productImg: row.productImg,
    checkoutImg: row.checkoutImg,
  }
}

type ArticleRow = NonNullable<Awaited<ReturnType<typeof contentRepo.findArticle>>>

function toAdminArticle(row: ArticleRow): ArticleAdmin {
  return {
    id: row.id,
    categoryId: row.categoryId,
    position: row.position,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    productContent: row.productContent,
    checkoutContent: row.checkoutContent,
    popular: row.popular,
    keepLearning: row.keepLearning,
    published: row.published,
    lastUpdated: row.lastUpdated,
    translations: row.translations as ArticleAdmin['translations'],
  }
}

/** Every article of every category; the category titles in the author's language. */
export async function articlesForAuthors(db: Db, lang: ContentLanguage = 'en'): Promise<ArticleAdminList> {
  const [categories, articles] = await Promise.all([
    contentRepo.selectCategories(db),
    contentRepo.selectAllArticles(db),
  ])
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: inLanguage(category, 'title', lang),
      icon: category.icon,
      articles: articles.filter((row) => row.categoryId === category.id).map(toAdminArticle),
    })),
  }
}

export async function articleForAuthors(db: Db, id: number): Promise<ArticleAdmin> {
  const row = await contentRepo.findArticle(db, id)
  if (!row) throw notFound(M.articleNotFound)
  return toAdminArticle(row)
}

async function articleValues(db: Db, input: ArticleWrite, id: number | null, today: string) {
  if (!(await contentRepo.findCategory(db, input.categoryId)))
    throw badRequest({ categoryId: [M.categoryNotFound] })
  const owner = await contentRepo.findArticleIdBySlug(db, input.slug)
  if (owner !== undefined && owner !== id) throw conflict({ slug: [M.slugTaken] })
  const productContent = sanitizeRichText(input.productContent)
  if (!productContent.replace(/<[^>]*>/g, '').trim()) throw badRequest({ productContent: [M.required] })
  return {
    categoryId: input.categoryId,
    slug: input.slug,
    title: input.title,
    subtitle: input.subtitle,
    productContent,
    checkoutContent: sanitizeRichText(input.checkoutContent),
    popular: input.popular,
    keepLearning: input.keepLearning,
    published: input.published,
    translations: cleanTranslations(input.translations, ['productContent', 'checkoutContent']),
    lastUpdated: today,
  }
}

export async function createArticle(db: Db, input: ArticleWrite, now = new Date()): Promise<ArticleAdmin> {
  const values = await articleValues(db, input, null, now.toISOString().slice(0, 10))
  const row = await contentRepo.insertArticle(db, {
    ...values,
    // Pictures without words, so they suit every language the article is read in.
    img: imageUrl('banner', input.slug),
    productImg: imageUrl('banner', `${input.slug}-product`),
    checkoutImg: imageUrl('banner', `${input.slug}-checkout`),
  })
  return toAdminArticle(row)
}

export async function updateArticle(
  db: Db,
  id: number,
  input: ArticleWrite,
  now = new Date(),
): Promise<ArticleAdmin> {
  if (!(await contentRepo.findArticle(db, id))) throw notFound(M.articleNotFound)
  const row = await contentRepo.updateArticle(
    db,
    id,
    await articleValues(db, input, id, now.toISOString().slice(0, 10)),
  )
  if (!row) throw notFound(M.articleNotFound)
  return toAdminArticle(row)
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  if (!(await contentRepo.deleteArticle(db, id))) throw notFound(M.articleNotFound)
}

export async function reorderArticles(db: Db, categoryId: number, ids: number[]): Promise<ArticleAdminList> {
  if (!(await contentRepo.findCategory(db, categoryId))) throw notFound(M.categoryNotFound)
  if (!sameMembers(await contentRepo.selectArticleIdsOfCategory(db, categoryId), ids)) {
    throw badRequest({ ids: [M.orderMismatch] })
  }
  await contentRepo.reorderArticles(db, ids)
  return articlesForAuthors(db)
}
