// HTTP of the help content: the FAQ and the help center read by anyone (/api/pages/faq,
// /api/pages/help-center/*, in the reader's language) and written by authors (/api/content/*,
// with the Faq and HelpCenter abilities).
import {
  articleAdminListSchema,
  articleAdminSchema,
  articleQuerySchema,
  articleResponseSchema,
  articleSlugParamSchema,
  articleWriteSchema,
  contentLangQuerySchema,
  faqAdminEntrySchema,
  faqAdminResponseSchema,
  faqEntryWriteSchema,
  faqQuerySchema,
  faqResponseSchema,
  fieldErrorsSchema,
  helpCenterResponseSchema,
  helpSearchQuerySchema,
  helpSearchResponseSchema,
  messageSchema,
  reorderSchema,
} from '@aurum/shared'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import * as contentService from './service.js'

const publicTags = ['pages']
const authorTags = ['content']
const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }
const missing = { description: 'Not found', schema: messageSchema }
const unauthorized = { description: 'No valid token', schema: messageSchema }
const forbidden = { description: 'Without the ability', schema: messageSchema }
const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

const faqAccess = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Faq' }) as const
const helpAccess = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ action, subject: 'HelpCenter' }) as const
const slugTaken = { description: 'Slug taken', schema: fieldErrorsSchema }
/** What every authoring route may answer besides its own (the reading ones are public). */
const authoring = {
  tags: authorTags,
  notFound: missing,
  invalid,
  idParams: idParamSchema,
  everyRoute: { 401: unauthorized, 403: forbidden },
}
const faqEntry = resourceRoutes({ ...authoring, path: '/content/faq', subject: 'Faq' })
const article = resourceRoutes({ ...authoring, path: '/content/help-center/articles', subject: 'HelpCenter' })

export function createContentRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/pages/faq',
        summary: 'FAQ groups with their published questions; q keeps the questions matching it',
        description:
          'q matches the question or the answer in the language asked (English where not translated): by substring, by stem (english, spanish, french) or by a close word; groups left without questions are dropped. lang: en, es, fr, ar (default en).',
        tags: publicTags,
        access: 'public',
        query: faqQuerySchema,
        responses: { 200: { description: 'Groups', schema: faqResponseSchema }, 400: invalid },
      },
      async (c, { query }) => c.json(await contentService.faq(db, query.lang ?? 'en', query.q)),
    )
    .get(
      {
        path: '/pages/help-center',
        summary:
          'Help center: every published article by category, the popular ones, the ones to keep learning',
        tags: publicTags,
        access: 'public',
        query: contentLangQuerySchema,
        responses: {
          200: { description: 'The three lists', schema: helpCenterResponseSchema },
          400: invalid,
        },
      },
      async (c, { query }) => c.json(await contentService.helpCenter(db, query.lang ?? 'en')),
    )
    .get(
      {
        path: '/pages/help-center/search',
        summary: 'Published articles matching q (title, summary or text), the best first',
        description:
          'The engine of the FAQ search: in the language asked (English where not translated), by substring, by stem (english, spanish, french) or by a close word. lang: en, es, fr, ar (default en).',
        tags: publicTags,
        access: 'public',
        query: helpSearchQuerySchema,
        responses: {
          200: { description: 'Matching articles', schema: helpSearchResponseSchema },
          400: invalid,
        },
      },
      async (c, { query }) => c.json(await contentService.searchHelpCenter(db, query.lang ?? 'en', query.q)),
    )
    .get(
      {
        path: '/pages/help-center/article',
        summary: 'One article (by slug; the first popular article without one) with its related articles',
        tags: publicTags,
        access: 'public',
        query: articleQuerySchema,
        responses: {
          200: { description: 'articleData', schema: articleResponseSchema },
          400: invalid,
          404: missing,
        },
      },
      async (c, { query }) =>
        c.json({ articleData: await contentService.article(db, query.lang ?? 'en', query.slug) }),
    )
    .get(
      {
        path: '/pages/help-center/articles/:slug',
        summary: 'One published article by its address, with its related articles',
        tags: publicTags,
        access: 'public',
        params: articleSlugParamSchema,
        query: contentLangQuerySchema,
        responses: {
          200: { description: 'articleData', schema: articleResponseSchema },
          400: invalid,
          404: missing,
        },
      },
      async (c, { params, query }) =>
        c.json({ articleData: await contentService.article(db, query.lang ?? 'en', params.slug) }),
    )
    .get(
      {
        path: '/content/faq',
        summary: 'Every FAQ group with all its questions (published or not) and their translations',
        description: 'lang: the language of the group titles (the author’s; en, es, fr, ar, default en).',
        tags: authorTags,
        access: faqAccess('read'),
        query: contentLangQuerySchema,
        responses: {
          200: { description: 'Groups', schema: faqAdminResponseSchema },
          400: invalid,
          401: unauthorized,
          403: forbidden,
        },
      },
      async (c, { query }) => c.json(await contentService.faqForAuthors(db, query.lang ?? 'en')),
    )
    .include(
      faqEntry.create({
        summary: 'Add a question (last in its group); the answer HTML is sanitized',
        body: faqEntryWriteSchema,
        schema: faqAdminEntrySchema,
        create: (body) => contentService.createFaq(db, body),
      }),
    )
    .include(
      faqEntry.update({
        summary: 'Rewrite a question, its answer, group, publication and translations',
        body: faqEntryWriteSchema,
        answer: { description: 'Saved', schema: faqAdminEntrySchema },
        update: (id, body) => contentService.updateFaq(db, id, body),
      }),
    )
    .include(
      faqEntry.remove({ summary: 'Delete a question', remove: (id) => contentService.deleteFaq(db, id) }),
    )
    .put(
      {
        path: '/content/faq/groups/:id/order',
        summary: "Reorder a group's questions: every id of the group, in the new order",
        tags: authorTags,
        access: faqAccess('update'),
        params: idParamSchema,
        body: reorderSchema,
        responses: {
          200: { description: 'Groups after the change', schema: faqAdminResponseSchema },
          400: invalid,
          401: unauthorized,
          403: forbidden,
          404: missing,
        },
      },
      async (c, { params, body }) => c.json(await contentService.reorderFaqs(db, params.id, body.ids)),
    )
    .get(
      {
        path: '/content/help-center/articles',
        summary: 'Every category with all its articles (published or not) and their translations',
        description: 'lang: the language of the category titles (the author’s; en, es, fr, ar, default en).',
        tags: authorTags,
        access: helpAccess('read'),
        query: contentLangQuerySchema,
        responses: {
          200: { description: 'Categories', schema: articleAdminListSchema },
          400: invalid,
          401: unauthorized,
          403: forbidden,
        },
      },
      async (c, { query }) => c.json(await contentService.articlesForAuthors(db, query.lang ?? 'en')),
    )
    .include(
      article.get({
        summary: 'One article as its authors edit it',
        answer: { description: 'The article', schema: articleAdminSchema },
        responses: { 400: invalid },
        read: (id) => contentService.articleForAuthors(db, id),
      }),
    )
    .include(
      article.create({
        summary: 'Write a new article (last in its category); its HTML is sanitized',
        body: articleWriteSchema,
        schema: articleAdminSchema,
        responses: { 409: slugTaken },
        create: (body) => contentService.createArticle(db, body),
      }),
    )
    .include(
      article.update({
        summary: 'Rewrite an article; its last-updated day becomes today',
        body: articleWriteSchema,
        answer: { description: 'Saved', schema: articleAdminSchema },
        responses: { 409: slugTaken },
        update: (id, body) => contentService.updateArticle(db, id, body),
      }),
    )
    .include(
      article.remove({ summary: 'Delete an article', remove: (id) => contentService.deleteArticle(db, id) }),
    )
    .put(
      {
        path: '/content/help-center/categories/:id/order',
        summary: "Reorder a category's articles: every id of the category, in the new order",
        tags: authorTags,
        access: helpAccess('update'),
        params: idParamSchema,
        body: reorderSchema,
        responses: {
          200: { description: 'Categories after the change', schema: articleAdminListSchema },
          400: invalid,
          401: unauthorized,
          403: forbidden,
          404: missing,
        },
      },
      async (c, { params, body }) => c.json(await contentService.reorderArticles(db, params.id, body.ids)),
    )
}
