// HTTP of /api/apps/email (spec section 7): the mailbox list with its counts, the bulk update,
// deleting from the trash for good, one thread, drafts and sending. Every route works on the
// caller's own mailbox; the Email ability is required (the client role and visitors are refused).
import {
  emailComposeSchema,
  emailDeleteSchema,
  emailListQuerySchema,
  emailListResponseSchema,
  emailSchema,
  emailSendSchema,
  emailUpdateSchema,
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
} from '@aurum/shared'
import { z } from 'zod'
import { ApiRouter } from '../../http/api-router.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import * as emailService from './service.js'

const tags = ['email']
const notFoundAnswer = { description: 'Not a message of your mailbox', schema: messageSchema }
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }
const mailbox = resourceRoutes({
  path: '/apps/email',
  subject: 'Email',
  tags,
  notFound: notFoundAnswer,
  invalid: badInput,
})

export function createEmailRouter(deps: emailService.MailboxDeps) {
  const { db } = deps
  return new ApiRouter()
    .include(
      mailbox.list({
        summary:
          "Your mailbox: q (sender name or subject), filter (inbox, draft, spam, sent, starred, trashed), label; threads newest first, paged (page, itemsPerPage), with the spec's emailsMeta counts",
        query: emailListQuerySchema,
        answer: { description: 'Threads and counts', schema: emailListResponseSchema },
        list: (query, auth) => emailService.listEmails(deps, auth.user.id, query),
      }),
    )
    .post(
      {
        path: '/apps/email',
        summary:
          'Bulk update (spec section 4): `data` (isRead, isStarred, folder, isDeleted) is merged into each email of `ids`; `label` is toggled on each',
        tags,
        access: { action: 'update', subject: 'Email' },
        body: emailUpdateSchema,
        responses: {
          201: { description: 'Updated', schema: z.object({ ids: z.array(z.number().int()) }) },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { body, auth }) => c.json(await emailService.updateEmails(db, auth.user.id, body), 201),
    )
    .post(
      {
        path: '/apps/email/delete-forever',
        summary: 'Delete messages for good; only messages in the trash',
        tags,
        access: { action: 'delete', subject: 'Email' },
        body: emailDeleteSchema,
        responses: { 204: { description: 'Deleted' }, 400: badInput, 404: notFoundAnswer },
      },
      async (c, { body, auth }) => {
        await emailService.deleteForever(db, auth.user.id, body.ids)
        return c.body(null, 204)
      },
    )
    .post(
      {
        path: '/apps/email/send',
        summary:
          "Send: to Aurum users' inboxes directly, to other addresses through SMTP (queued in the outbox, with a delivery status); `inReplyTo` joins the thread, `draftId` sends a saved draft",
        tags,
        access: { action: 'create', subject: 'Email' },
        body: emailSendSchema,
        responses: {
          201: { description: "The sender's copy", schema: emailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { body, auth }) => c.json(await emailService.sendEmail(deps, auth.user, body), 201),
    )
    .post(
      {
        path: '/apps/email/drafts',
        summary: 'Save a new draft',
        tags,
        access: { action: 'create', subject: 'Email' },
        body: emailComposeSchema,
        responses: {
          201: { description: 'The draft', schema: emailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { body, auth }) => c.json(await emailService.saveDraft(deps, auth.user, body), 201),
    )
    .put(
      {
        path: '/apps/email/drafts/:id',
        summary: 'Save a draft again (while composing)',
        tags,
        access: { action: 'update', subject: 'Email' },
        params: idParamSchema,
        body: emailComposeSchema,
        responses: {
          200: { description: 'The draft', schema: emailSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await emailService.saveDraft(deps, auth.user, body, params.id)),
    )
    .include(
      mailbox.get({
        summary: 'One thread of your mailbox, with its replies and attachments',
        answer: { description: 'The thread', schema: emailSchema },
        responses: { 400: badInput },
        read: (id, auth) => emailService.getEmail(deps, auth.user.id, id),
      }),
    )
}
