// HTTP of the public pages (/api/pages/*: FAQ, help center, plans, catalogue, checkout, contact;
// public), the test-card subscription (/api/account/subscription; any signed-in user) and the
// authoring back office (/api/content/*: Faq and HelpCenter abilities).
import {
  articleAdminListSchema,
  articleAdminSchema,
  articleQuerySchema,
  articleResponseSchema,
  articleSlugParamSchema,
  articleWriteSchema,
  catalogueQuerySchema,
  catalogueResponseSchema,
  checkoutOptionsSchema,
  checkoutQuoteSchema,
  checkoutResponseSchema,
  checkoutSchema,
  checkoutTotalsSchema,
  contactMessageSchema,
  launchSubscriptionSchema,
  PAGES_MESSAGES,
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
  plansResponseSchema,
  reorderSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
} from '@aurum/shared'
import { z } from 'zod'
import { clientOf } from '../../auth/routes.js'
import { takeAttempt, tooManyAttempts, type ThrottleRule } from '../../auth/throttle.js'
import { ApiRouter, type AppContext } from '../../http/api-router.js'
import type { EmailDeps } from '../email/service.js'
import * as pagesService from './service.js'

const publicTags = ['pages']
const authorTags = ['content']
const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }
const missing = { description: 'Not found', schema: messageSchema }
const unauthorized = { description: 'No valid token', schema: messageSchema }
const forbidden = { description: 'Without the ability', schema: messageSchema }
const tooMany = { description: 'Too many from this address this hour (Retry-After)', schema: messageSchema }
const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

const faqAccess = (action: 'read' | 'create' | 'update' | 'delete') => ({ action, subject: 'Faq' }) as const
const helpAccess = (action: 'read' | 'create' | 'update' | 'delete') =>
  ({ action, subject: 'HelpCenter' }) as const

export type PagesDeps = EmailDeps & {
  /** Contact messages and launch sign-ups per address (counted before they are stored). */
  visitorFormsRule: ThrottleRule
  trustProxy: boolean
}

export function createPagesRouter({ visitorFormsRule, trustProxy, ...emailDeps }: PagesDeps) {
  const { db } = emailDeps
  /** One more visitor form from this address, or 429 past the hour's limit. */
  const countVisitorForm = async (c: AppContext) => {
    const { retryAfterSeconds } = await takeAttempt(db, visitorFormsRule, clientOf(c, { trustProxy }).ip)
    if (retryAfterSeconds) throw tooManyAttempts(retryAfterSeconds, PAGES_MESSAGES.tooManyVisitorForms)
  }
  return (
    new ApiRouter()
      // ------------------------------------------------------------------ public reads
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
        async (c, { query }) => c.json(await pagesService.faq(db, query.lang ?? 'en', query.q)),
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
        async (c, { query }) => c.json(await pagesService.helpCenter(db, query.lang ?? 'en')),
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
        async (c, { query }) => c.json(await pagesService.searchHelpCenter(db, query.lang ?? 'en', query.q)),
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
          c.json({ articleData: await pagesService.article(db, query.lang ?? 'en', query.slug) }),
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
          c.json({ articleData: await pagesService.article(db, query.lang ?? 'en', params.slug) }),
      )
      .get(
        {
          path: '/pages/pricing',
          summary: 'The subscription plans (the same the billing tab offers)',
          tags: publicTags,
          access: 'public',
          responses: { 200: { description: 'Plans in order', schema: plansResponseSchema } },
        },
        async (c) => c.json({ plans: await pagesService.plans(db) }),
      )
      .get(
        {
          path: '/pages/catalogue',
          summary: 'Products a visitor can buy (published, in stock); q on name or brand; at most 24',
          tags: publicTags,
          access: 'public',
          query: catalogueQuerySchema,
          responses: { 200: { description: 'Products', schema: catalogueResponseSchema }, 400: invalid },
        },
        async (c, { query }) => c.json(await pagesService.catalogue(db, query.q)),
      )
      .get(
        {
          path: '/pages/checkout/options',
          summary:
            "What the checkout asks for and offers, from the store settings: each address field's mode, the payment methods, the delivery prices",
          tags: publicTags,
          access: 'public',
          responses: { 200: { description: 'The options', schema: checkoutOptionsSchema }, 404: missing },
        },
        async (c) => c.json(await pagesService.checkoutOptions(db)),
      )
      .post(
        {
          path: '/pages/checkout/quote',
          summary: 'Price a cart (lines, subtotal, delivery, discount, tax, total) without ordering',
          description:
            "An offer code (a deal's, any case) is checked against the rules the body gives inputs for (country, email, payment method; dates, minimum cart, uses always) and its discount applied; a broken rule is a 400 on offerCode naming it.",
          tags: publicTags,
          access: 'public',
          body: checkoutQuoteSchema,
          responses: {
            200: { description: 'Totals', schema: checkoutTotalsSchema },
            400: invalid,
            409: { description: 'A product is unavailable or short of stock', schema: fieldErrorsSchema },
          },
        },
        async (c, { body, auth }) => c.json(await pagesService.quote(db, body, auth?.user.id ?? null)),
      )
      .post(
        {
          path: '/pages/checkout',
          summary: 'Place an order for catalogue products: stock checked and taken, totals computed here',
          description:
            "The address must give what the store's checkout settings require (400 naming the field; hidden fields are dropped) and the payment be one they offer (400 on payment.method). A card pays with the test card 4242 4242 4242 4242 (no card is charged; another valid card is declined with 409) and is named by its brand; PayPal and the manual methods leave the order pending. An offer code (a deal's, any case) must meet every rule of its deal (dates, minimum cart, payment method, region of the country, signed-in or paid-plan user, max uses, once per customer email), else 400 on offerCode naming the rule; its discount is part of the totals. The order appears in the back office as Ready to Pickup with its subtotal, delivery, tax, discount and total; the customer is mailed a confirmation and the team told as the notification settings say.",
          tags: publicTags,
          access: 'public',
          body: checkoutSchema,
          responses: {
            201: { description: 'The order placed', schema: checkoutResponseSchema },
            400: invalid,
            409: { description: 'Out of stock, unavailable, or card declined', schema: fieldErrorsSchema },
          },
        },
        async (c, { body, auth }) =>
          c.json(await pagesService.checkout(emailDeps, body, new Date(), auth?.user.id ?? null), 201),
      )
      .post(
        {
          path: '/pages/contact',
          summary:
            "Send a message from the landing page's contact form (stored, put in the administrators' inboxes, and their bell rung)",
          tags: publicTags,
          access: 'public',
          body: contactMessageSchema,
          responses: {
            201: { description: 'Stored', schema: z.object({ id: z.number().int() }) },
            400: invalid,
            429: tooMany,
          },
        },
        async (c, { body }) => {
          await countVisitorForm(c)
          return c.json(await pagesService.contact(db, body), 201)
        },
      )
      .post(
        {
          path: '/pages/launch-subscribers',
          summary: 'Leave an address on the coming-soon page to hear when Aurum opens',
          description: 'Kept once per address (any letter case); signing up again answers the same.',
          tags: publicTags,
          access: 'public',
          body: launchSubscriptionSchema,
          responses: {
            201: { description: 'Kept', schema: z.object({ subscribed: z.literal(true) }) },
            400: invalid,
            429: tooMany,
          },
        },
        async (c, { body }) => {
          await countVisitorForm(c)
          return c.json(await pagesService.subscribeToLaunch(db, body), 201)
        },
      )
      .post(
        {
          path: '/account/subscription',
          summary: 'Subscribe my account to a plan, monthly or annual, paying with the test card',
          tags: ['account'],
          access: 'authenticated',
          body: subscriptionSchema,
          responses: {
            200: { description: 'Subscribed', schema: subscriptionResponseSchema },
            400: invalid,
            401: unauthorized,
            409: { description: 'Card declined', schema: messageSchema },
          },
        },
        async (c, { auth, body }) => c.json(await pagesService.subscribe(db, auth.user.id, body)),
      )
      // ------------------------------------------------------------------ authoring: FAQ
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
        async (c, { query }) => c.json(await pagesService.faqForAuthors(db, query.lang ?? 'en')),
      )
      .post(
        {
          path: '/content/faq',
          summary: 'Add a question (last in its group); the answer HTML is sanitized',
          tags: authorTags,
          access: faqAccess('create'),
          body: faqEntryWriteSchema,
          responses: {
            201: { description: 'Created', schema: faqAdminEntrySchema },
            400: invalid,
            401: unauthorized,
            403: forbidden,
          },
        },
        async (c, { body }) => c.json(await pagesService.createFaq(db, body), 201),
      )
      .put(
        {
          path: '/content/faq/:id',
          summary: 'Rewrite a question, its answer, group, publication and translations',
          tags: authorTags,
          access: faqAccess('update'),
          params: idParamSchema,
          body: faqEntryWriteSchema,
          responses: {
            200: { description: 'Saved', schema: faqAdminEntrySchema },
            400: invalid,
            401: unauthorized,
            403: forbidden,
            404: missing,
          },
        },
        async (c, { params, body }) => c.json(await pagesService.updateFaq(db, params.id, body)),
      )
      .delete(
        {
          path: '/content/faq/:id',
          summary: 'Delete a question',
          tags: authorTags,
          access: faqAccess('delete'),
          params: idParamSchema,
          responses: { 204: { description: 'Deleted' }, 401: unauthorized, 403: forbidden, 404: missing },
        },
        async (c, { params }) => {
          await pagesService.deleteFaq(db, params.id)
          return c.body(null, 204)
        },
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
        async (c, { params, body }) => c.json(await pagesService.reorderFaqs(db, params.id, body.ids)),
      )
      // ------------------------------------------------------------------ authoring: help center
      .get(
        {
          path: '/content/help-center/articles',
          summary: 'Every category with all its articles (published or not) and their translations',
          description:
            'lang: the language of the category titles (the author’s; en, es, fr, ar, default en).',
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
        async (c, { query }) => c.json(await pagesService.articlesForAuthors(db, query.lang ?? 'en')),
      )
      .get(
        {
          path: '/content/help-center/articles/:id',
          summary: 'One article as its authors edit it',
          tags: authorTags,
          access: helpAccess('read'),
          params: idParamSchema,
          responses: {
            200: { description: 'The article', schema: articleAdminSchema },
            400: invalid,
            401: unauthorized,
            403: forbidden,
            404: missing,
          },
        },
        async (c, { params }) => c.json(await pagesService.articleForAuthors(db, params.id)),
      )
      .post(
        {
          path: '/content/help-center/articles',
          summary: 'Write a new article (last in its category); its HTML is sanitized',
          tags: authorTags,
          access: helpAccess('create'),
          body: articleWriteSchema,
          responses: {
            201: { description: 'Created', schema: articleAdminSchema },
            400: invalid,
            401: unauthorized,
            403: forbidden,
            409: { description: 'Slug taken', schema: fieldErrorsSchema },
          },
        },
        async (c, { body }) => c.json(await pagesService.createArticle(db, body), 201),
      )
      .put(
        {
          path: '/content/help-center/articles/:id',
          summary: 'Rewrite an article; its last-updated day becomes today',
          tags: authorTags,
          access: helpAccess('update'),
          params: idParamSchema,
          body: articleWriteSchema,
          responses: {
            200: { description: 'Saved', schema: articleAdminSchema },
            400: invalid,
            401: unauthorized,
            403: forbidden,
            404: missing,
            409: { description: 'Slug taken', schema: fieldErrorsSchema },
          },
        },
        async (c, { params, body }) => c.json(await pagesService.updateArticle(db, params.id, body)),
      )
      .delete(
        {
          path: '/content/help-center/articles/:id',
          summary: 'Delete an article',
          tags: authorTags,
          access: helpAccess('delete'),
          params: idParamSchema,
          responses: { 204: { description: 'Deleted' }, 401: unauthorized, 403: forbidden, 404: missing },
        },
        async (c, { params }) => {
          await pagesService.deleteArticle(db, params.id)
          return c.body(null, 204)
        },
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
        async (c, { params, body }) => c.json(await pagesService.reorderArticles(db, params.id, body.ids)),
      )
  )
}
