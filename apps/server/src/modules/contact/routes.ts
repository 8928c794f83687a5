// HTTP of what visitors send from the public pages (public, limited per address and hour): the
// landing page's contact form and the coming-soon page's launch sign-up.
import {
  PAGES_MESSAGES,
  contactMessageSchema,
  fieldErrorsSchema,
  launchSubscriptionSchema,
  messageSchema,
} from '@aurum/shared'
import { z } from 'zod'
import { clientOf } from '../../auth/routes.js'
import { takeAttempt, tooManyAttempts, type ThrottleRule } from '../../auth/throttle.js'
import type { Db } from '../../db/client.js'
import { ApiRouter, type AppContext } from '../../http/api-router.js'
import * as contactService from './service.js'

const publicTags = ['pages']
const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }
const tooMany = { description: 'Too many from this address this hour (Retry-After)', schema: messageSchema }

export type ContactDeps = {
  db: Db
  /** Contact messages and launch sign-ups per address (counted before they are stored). */
  visitorFormsRule: ThrottleRule
  trustProxy: boolean
}

export function createContactRouter({ db, visitorFormsRule, trustProxy }: ContactDeps) {
  /** One more visitor form from this address, or 429 past the hour's limit. */
  const countVisitorForm = async (c: AppContext) => {
    const { retryAfterSeconds } = await takeAttempt(db, visitorFormsRule, clientOf(c, { trustProxy }).ip)
    if (retryAfterSeconds) throw tooManyAttempts(retryAfterSeconds, PAGES_MESSAGES.tooManyVisitorForms)
  }
  return new ApiRouter()
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
        return c.json(await contactService.contact(db, body), 201)
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
        return c.json(await contactService.subscribeToLaunch(db, body), 201)
      },
    )
}
