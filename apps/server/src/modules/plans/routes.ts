// HTTP of the subscription plans: the pricing page's plans (public) and subscribing one's own
// account to one with the test card (/api/account/subscription; any signed-in user).
import {
  fieldErrorsSchema,
  messageSchema,
  plansResponseSchema,
  subscriptionResponseSchema,
  subscriptionSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as plansService from './service.js'

const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }
const unauthorized = { description: 'No valid token', schema: messageSchema }

export function createPlansRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/pages/pricing',
        summary: 'The subscription plans (the same the billing tab offers)',
        tags: ['pages'],
        access: 'public',
        responses: { 200: { description: 'Plans in order', schema: plansResponseSchema } },
      },
      async (c) => c.json({ plans: await plansService.plans(db) }),
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
      async (c, { auth, body }) => c.json(await plansService.subscribe(db, auth.user.id, body)),
    )
}
