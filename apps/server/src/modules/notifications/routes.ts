// HTTP of the navbar's notifications: the caller's own, newest first, with the unread count (the
// web polls it), and marking them read. Every signed-in user has notifications: no ability needed,
// and nobody reaches another user's.
import {
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  notificationListResponseSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as notificationsService from './service.js'

export function createNotificationsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/notifications',
        summary: "The caller's newest notifications (at most 20) and how many are unread",
        tags: ['notifications'],
        access: 'authenticated',
        responses: { 200: { description: 'Notifications', schema: notificationListResponseSchema } },
      },
      async (c, { auth }) => c.json(await notificationsService.listNotifications(db, auth.user.id)),
    )
    .post(
      {
        path: '/notifications/read-all',
        summary: "Mark all of the caller's notifications read",
        tags: ['notifications'],
        access: 'authenticated',
        responses: { 204: { description: 'Marked read' } },
      },
      async (c, { auth }) => {
        await notificationsService.markAllRead(db, auth.user.id)
        return c.body(null, 204)
      },
    )
    .post(
      {
        path: '/notifications/:id/read',
        summary: "Mark one of the caller's notifications read",
        tags: ['notifications'],
        access: 'authenticated',
        params: idParamSchema,
        responses: {
          204: { description: 'Marked read' },
          400: { description: 'Invalid id', schema: fieldErrorsSchema },
          404: { description: 'No such notification of the caller', schema: messageSchema },
        },
      },
      async (c, { params, auth }) => {
        await notificationsService.markOneRead(db, auth.user.id, params.id)
        return c.body(null, 204)
      },
    )
}
