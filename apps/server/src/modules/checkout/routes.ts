// HTTP of the storefront checkout (public): the catalogue, what the checkout asks for and offers,
// a cart's price, and placing the order.
import {
  catalogueQuerySchema,
  catalogueResponseSchema,
  checkoutOptionsSchema,
  checkoutQuoteSchema,
  checkoutResponseSchema,
  checkoutSchema,
  checkoutTotalsSchema,
  fieldErrorsSchema,
  messageSchema,
} from '@aurum/shared'
import { ApiRouter } from '../../http/api-router.js'
import type { EmailDeps } from '../email/service.js'
import * as checkoutService from './service.js'

const publicTags = ['pages']
const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }
const missing = { description: 'Not found', schema: messageSchema }

/** The order's confirmation and the team's notices go out by mail and the bell (email deps). */
export function createCheckoutRouter(emailDeps: EmailDeps) {
  const { db } = emailDeps
  return new ApiRouter()
    .get(
      {
        path: '/pages/catalogue',
        summary: 'Products a visitor can buy (published, in stock); q on name or brand; at most 24',
        tags: publicTags,
        access: 'public',
        query: catalogueQuerySchema,
        responses: { 200: { description: 'Products', schema: catalogueResponseSchema }, 400: invalid },
      },
      async (c, { query }) => c.json(await checkoutService.catalogue(db, query.q)),
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
      async (c) => c.json(await checkoutService.checkoutOptions(db)),
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
      async (c, { body, auth }) => c.json(await checkoutService.quote(db, body, auth?.user.id ?? null)),
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
        c.json(await checkoutService.checkout(emailDeps, body, new Date(), auth?.user.id ?? null), 201),
    )
}
