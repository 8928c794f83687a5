// HTTP of /api/apps/kanban (spec section 7): boards and items, board add / rename / delete, item
// add / update / delete, comments, attachments (files of the media module's store, downloaded here
// by whoever may read the boards), the people look-up and the two reorder calls. The Kanban ability is required (the
// client role and visitors are refused); the boards are the team's, shared by every such user.
import {
  fieldErrorsSchema,
  kanbanAttachmentAddSchema,
  kanbanAttachmentParamsSchema,
  idParamSchema,
  kanbanBoardAddSchema,
  kanbanBoardRenameSchema,
  kanbanBoardSchema,
  kanbanBoardStateSchema,
  kanbanCommentAddSchema,
  kanbanItemAddSchema,
  kanbanItemSchema,
  kanbanItemStateSchema,
  kanbanItemUpdateSchema,
  kanbanStateSchema,
  messageSchema,
} from '@aurum/shared'
import { z } from 'zod'
import { ApiRouter } from '../../http/api-router.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import { peopleRoute } from '../users/people-route.js'
import { attachmentUploadRoute, storeAttachmentFrom, type UploadsDeps } from '../media/uploads-routes.js'
import * as kanbanService from './service.js'

const tags = ['kanban']
const badInput = {
  description: 'Invalid input (a duplicate board title among them)',
  schema: fieldErrorsSchema,
}
const missing = { description: 'No such board or card', schema: messageSchema }
const kanban = { subject: 'Kanban', tags, notFound: missing, invalid: badInput } as const
const board = resourceRoutes({ ...kanban, path: '/apps/kanban/board' })
const item = resourceRoutes({ ...kanban, path: '/apps/kanban/item' })
const stateAnswer = { description: 'Boards and items after the change', schema: kanbanStateSchema }

export function createKanbanRouter(deps: kanbanService.KanbanDeps & UploadsDeps) {
  const { db } = deps
  return new ApiRouter()
    .include(
      peopleRoute(db, {
        path: '/apps/kanban/people',
        subject: 'Kanban',
        tags,
        chosenAs: 'members',
        invalid: badInput,
      }),
    )
    .get(
      {
        path: '/apps/kanban',
        summary: 'The boards (in order, with their items ids in order) and every item',
        tags,
        access: { action: 'read', subject: 'Kanban' },
        responses: { 200: stateAnswer },
      },
      async (c) => c.json(await kanbanService.getState(db)),
    )
    .post(
      {
        path: '/apps/kanban/board/add',
        summary: 'Add a board at the end; a title already used (case aside) is refused',
        tags,
        access: { action: 'create', subject: 'Kanban' },
        body: kanbanBoardAddSchema,
        responses: { 201: { description: 'The board', schema: kanbanBoardSchema }, 400: badInput },
      },
      async (c, { body }) => c.json(await kanbanService.addBoard(db, body.title), 201),
    )
    .put(
      {
        path: '/apps/kanban/board/rename',
        summary: 'Rename a board; a title already used by another board is refused',
        tags,
        access: { action: 'update', subject: 'Kanban' },
        body: kanbanBoardRenameSchema,
        responses: {
          200: { description: 'The board', schema: z.object({ id: z.number().int(), title: z.string() }) },
          400: badInput,
          404: missing,
        },
      },
      async (c, { body }) => c.json(await kanbanService.renameBoard(db, body.boardId, body.newName)),
    )
    .include(
      board.remove({
        summary: 'Delete a board and its items',
        responses: { 400: badInput },
        remove: (id) => kanbanService.deleteBoard(db, id),
      }),
    )
    .put(
      {
        path: '/apps/kanban/board/state-update',
        summary: 'The boards in this order (boards left out, added meanwhile, follow)',
        tags,
        access: { action: 'update', subject: 'Kanban' },
        body: kanbanBoardStateSchema,
        responses: { 200: stateAnswer, 400: badInput },
      },
      async (c, { body }) => c.json(await kanbanService.setBoardOrder(db, body.ids)),
    )
    .post(
      {
        path: '/apps/kanban/item/add',
        summary: 'Add an item at the end of a board: itemTitle and boardId required',
        tags,
        access: { action: 'create', subject: 'Kanban' },
        body: kanbanItemAddSchema,
        responses: { 201: { description: 'The item', schema: kanbanItemSchema }, 400: badInput },
      },
      async (c, { body }) => c.json(await kanbanService.addItem(db, body.boardId, body.itemTitle), 201),
    )
    .put(
      {
        path: '/apps/kanban/item/update',
        summary: 'Merge title, dueDate, labels and members (user ids) into an item',
        tags,
        access: { action: 'update', subject: 'Kanban' },
        body: kanbanItemUpdateSchema,
        responses: {
          200: { description: 'The item', schema: kanbanItemSchema },
          400: badInput,
          404: missing,
        },
      },
      async (c, { body }) => c.json(await kanbanService.updateItem(db, body)),
    )
    .put(
      {
        path: '/apps/kanban/item/state-update',
        summary:
          "A board's items in this order after a move (items of other boards move here); one transaction under the boards' locks",
        tags,
        access: { action: 'update', subject: 'Kanban' },
        body: kanbanItemStateSchema,
        responses: { 200: stateAnswer, 400: badInput, 404: missing },
      },
      async (c, { body }) => c.json(await kanbanService.setItemOrder(db, body.boardId, body.ids)),
    )
    .post(
      {
        path: '/apps/kanban/item/:id/comments',
        summary: 'Add a comment, stored with you as its author and the time',
        tags,
        access: { action: 'update', subject: 'Kanban' },
        params: idParamSchema,
        body: kanbanCommentAddSchema,
        responses: {
          201: { description: 'The item', schema: kanbanItemSchema },
          400: badInput,
          404: missing,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await kanbanService.addComment(db, auth.user, params.id, body.text), 201),
    )
    .post(
      attachmentUploadRoute({
        path: '/apps/kanban/uploads',
        summary: 'Upload a file to attach to a card (multipart/form-data, field `file`)',
        usedBy: 'POST /apps/kanban/item/{id}/attachments then names (for users who may change the boards)',
        tags,
        access: { action: 'update', subject: 'Kanban' },
      }),
      async (c, { auth }) => storeAttachmentFrom(c, deps, auth.user.id),
    )
    .post(
      {
        path: '/apps/kanban/item/:id/attachments',
        summary: "Attach files you uploaded to a card (another user's upload or an unknown id is refused)",
        tags,
        access: { action: 'update', subject: 'Kanban' },
        params: idParamSchema,
        body: kanbanAttachmentAddSchema,
        responses: {
          201: { description: 'The item', schema: kanbanItemSchema },
          400: badInput,
          404: missing,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await kanbanService.addAttachments(db, auth.user.id, params.id, body.uploadIds), 201),
    )
    .get(
      {
        path: '/apps/kanban/item/:id/attachments/:uploadId',
        summary: "Download a card's file (always as a download, under its name)",
        tags,
        access: { action: 'read', subject: 'Kanban' },
        params: kanbanAttachmentParamsSchema,
        responses: {
          200: { description: 'The file', contentType: 'application/octet-stream' },
          400: badInput,
          404: missing,
        },
      },
      async (c, { params }) => {
        const file = await kanbanService.attachmentFile(db, params.id, params.uploadId)
        return c.body(new Uint8Array(file.data), 200, {
          'Content-Type': file.contentType,
          'Content-Length': String(file.byteSize),
          'Content-Disposition': `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'",
        })
      },
    )
    .delete(
      {
        path: '/apps/kanban/item/:id/attachments/:uploadId',
        summary: 'Remove a file from a card',
        tags,
        access: { action: 'update', subject: 'Kanban' },
        params: kanbanAttachmentParamsSchema,
        responses: {
          200: { description: 'The item', schema: kanbanItemSchema },
          400: badInput,
          404: missing,
        },
      },
      async (c, { params }) => c.json(await kanbanService.removeAttachment(db, params.id, params.uploadId)),
    )
    .include(
      item.remove({
        summary: 'Delete an item (its board closes the gap)',
        responses: { 400: badInput },
        remove: (id) => kanbanService.deleteItem(db, id),
      }),
    )
}
