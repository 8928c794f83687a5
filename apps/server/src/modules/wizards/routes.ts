// HTTP of the wizards (issue 22), for any signed-in user, each on their own rows only:
// GET/PUT/DELETE /api/wizards/drafts/:wizard (the draft { step, data, updatedAt }),
// POST/GET /api/wizards/accounts (the form wizards' submissions), /api/wizards/deals and
// /api/wizards/listings, with GET/PUT/DELETE of one deal or listing by id (another user's: 404).
// Every submission is validated whole with the wizard's shared schema.
import {
  accountSubmissionSchema,
  accountSubmissionsResponseSchema,
  accountWizardSchema,
  dealSchema,
  dealWizardSchema,
  dealsResponseSchema,
  fieldErrorsSchema,
  listingSchema,
  listingWizardSchema,
  listingsResponseSchema,
  messageSchema,
  wizardDraftInputSchema,
  wizardDraftResponseSchema,
  wizardDraftSchema,
  wizardParamSchema,
  wizardRowParamSchema,
} from '@aurum/shared'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as wizardsService from './service.js'

const tags = ['wizards']
const invalid = { description: 'Invalid input', schema: fieldErrorsSchema }
const missing = { description: "No such row of the user's", schema: messageSchema }
const accountBodySchema = accountWizardSchema.extend({
  wizard: z.enum(['form-wizard-numbered', 'form-wizard-icons']),
})

export function createWizardsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/wizards/drafts/:wizard',
        summary: "The signed-in user's draft of a wizard ({ draft: null } when none)",
        tags,
        access: 'authenticated',
        params: wizardParamSchema,
        responses: { 200: { description: 'The draft', schema: wizardDraftResponseSchema }, 400: invalid },
      },
      async (c, { params, auth }) =>
        c.json({ draft: await wizardsService.readDraft(db, auth.user.id, params.wizard) }),
    )
    .put(
      {
        path: '/wizards/drafts/:wizard',
        summary: "Keep the signed-in user's draft of a wizard (the step and its data, at most 64 KB)",
        tags,
        access: 'authenticated',
        params: wizardParamSchema,
        body: wizardDraftInputSchema,
        responses: { 200: { description: 'The draft kept', schema: wizardDraftSchema }, 400: invalid },
      },
      async (c, { params, body, auth }) =>
        c.json(await wizardsService.saveDraft(db, auth.user.id, params.wizard, body)),
    )
    .delete(
      {
        path: '/wizards/drafts/:wizard',
        summary: "Discard the signed-in user's draft of a wizard",
        tags,
        access: 'authenticated',
        params: wizardParamSchema,
        responses: { 204: { description: 'Discarded (or there was none)' }, 400: invalid },
      },
      async (c, { params, auth }) => {
        await wizardsService.discardDraft(db, auth.user.id, params.wizard)
        return c.body(null, 204)
      },
    )
    .post(
      {
        path: '/wizards/accounts',
        summary:
          "Submit a form wizard's account: creates the user when the caller may create users (accountId), else keeps the submission only (accountId null); ends its draft",
        tags,
        access: 'authenticated',
        body: accountBodySchema,
        responses: {
          201: { description: 'Stored (and the account created)', schema: accountSubmissionSchema },
          400: invalid,
          409: { description: 'The email or username is taken', schema: fieldErrorsSchema },
        },
      },
      async (c, { body, auth }) => {
        const { wizard, ...input } = body
        const actor = { userId: auth.user.id, ability: auth.ability }
        return c.json(await wizardsService.submitAccount(db, actor, wizard, input), 201)
      },
    )
    .get(
      {
        path: '/wizards/accounts',
        summary: "The signed-in user's form-wizard submissions, newest first (at most 50)",
        tags,
        access: 'authenticated',
        responses: { 200: { description: 'Submissions', schema: accountSubmissionsResponseSchema } },
      },
      async (c, { auth }) => c.json({ submissions: await wizardsService.listSubmissions(db, auth.user.id) }),
    )
    .post(
      {
        path: '/wizards/deals',
        summary: 'Create a deal (type, details, usage); ends the create-deal draft',
        tags,
        access: 'authenticated',
        body: dealWizardSchema,
        responses: { 201: { description: 'The deal', schema: dealSchema }, 400: invalid },
      },
      async (c, { body, auth }) => c.json(await wizardsService.createDeal(db, auth.user.id, body), 201),
    )
    .get(
      {
        path: '/wizards/deals',
        summary: "The signed-in user's deals, newest first (at most 50)",
        tags,
        access: 'authenticated',
        responses: { 200: { description: 'Deals', schema: dealsResponseSchema } },
      },
      async (c, { auth }) => c.json({ deals: await wizardsService.listDeals(db, auth.user.id) }),
    )
    .get(
      {
        path: '/wizards/deals/:id',
        summary: "One of the signed-in user's deals (another user's: 404)",
        tags,
        access: 'authenticated',
        params: wizardRowParamSchema,
        responses: { 200: { description: 'The deal', schema: dealSchema }, 400: invalid, 404: missing },
      },
      async (c, { params, auth }) => c.json(await wizardsService.getDeal(db, auth.user.id, params.id)),
    )
    .put(
      {
        path: '/wizards/deals/:id',
        summary: "Edit one of the signed-in user's deals: the wizard's values, validated whole again",
        description: 'The code stays unique among all deals in any case (400 on details.code when taken).',
        tags,
        access: 'authenticated',
        params: wizardRowParamSchema,
        body: dealWizardSchema,
        responses: { 200: { description: 'The deal', schema: dealSchema }, 400: invalid, 404: missing },
      },
      async (c, { params, body, auth }) =>
        c.json(await wizardsService.updateDeal(db, auth.user.id, params.id, body)),
    )
    .delete(
      {
        path: '/wizards/deals/:id',
        summary: "Delete one of the signed-in user's deals (orders that used its code keep it)",
        tags,
        access: 'authenticated',
        params: wizardRowParamSchema,
        responses: { 204: { description: 'Deleted' }, 400: invalid, 404: missing },
      },
      async (c, { params, auth }) => {
        await wizardsService.deleteDeal(db, auth.user.id, params.id)
        return c.body(null, 204)
      },
    )
    .post(
      {
        path: '/wizards/listings',
        summary: 'Create a property listing with its uploaded photos; ends the property-listing draft',
        tags,
        access: 'authenticated',
        body: listingWizardSchema,
        responses: {
          201: { description: 'The listing', schema: listingSchema },
          400: { description: 'Invalid input or an unknown photo', schema: fieldErrorsSchema },
        },
      },
      async (c, { body, auth }) => c.json(await wizardsService.createListing(db, auth.user.id, body), 201),
    )
    .get(
      {
        path: '/wizards/listings',
        summary: "The signed-in user's property listings, newest first (at most 50)",
        tags,
        access: 'authenticated',
        responses: { 200: { description: 'Listings', schema: listingsResponseSchema } },
      },
      async (c, { auth }) => c.json({ listings: await wizardsService.listListings(db, auth.user.id) }),
    )
    .get(
      {
        path: '/wizards/listings/:id',
        summary: "One of the signed-in user's property listings (another user's: 404)",
        tags,
        access: 'authenticated',
        params: wizardRowParamSchema,
        responses: { 200: { description: 'The listing', schema: listingSchema }, 400: invalid, 404: missing },
      },
      async (c, { params, auth }) => c.json(await wizardsService.getListing(db, auth.user.id, params.id)),
    )
    .put(
      {
        path: '/wizards/listings/:id',
        summary:
          "Edit one of the signed-in user's property listings: the wizard's values, validated whole again",
        tags,
        access: 'authenticated',
        params: wizardRowParamSchema,
        body: listingWizardSchema,
        responses: {
          200: { description: 'The listing', schema: listingSchema },
          400: { description: 'Invalid input or an unknown photo', schema: fieldErrorsSchema },
          404: missing,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await wizardsService.updateListing(db, auth.user.id, params.id, body)),
    )
    .delete(
      {
        path: '/wizards/listings/:id',
        summary: "Delete one of the signed-in user's property listings",
        tags,
        access: 'authenticated',
        params: wizardRowParamSchema,
        responses: { 204: { description: 'Deleted' }, 400: invalid, 404: missing },
      },
      async (c, { params, auth }) => {
        await wizardsService.deleteListing(db, auth.user.id, params.id)
        return c.body(null, 204)
      },
    )
}
