// HTTP of /api/apps/users (spec section 7): list, get, create, delete.
import {
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  userCreateSchema,
  userDetailSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as usersService from './service.js'

const notFoundAnswer = { description: "'User not found'", schema: messageSchema }

export function createUsersRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/users',
        summary: 'List users: search, filter, sort and page (a page beyond the last falls back to 1)',
        tags: ['users'],
        access: { action: 'read', subject: 'User' },
        query: userListQuerySchema,
        responses: {
          200: { description: 'A page of users', schema: userListResponseSchema },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      async (c, { query }) => c.json(await usersService.listUsers(db, query)),
    )
    .get(
      {
        path: '/apps/users/:id',
        summary: 'One user with details',
        tags: ['users'],
        access: { action: 'read', subject: 'User' },
        params: idParamSchema,
        responses: { 200: { description: 'The user', schema: userDetailSchema }, 404: notFoundAnswer },
      },
      async (c, { params }) => c.json(await usersService.getUser(db, params.id)),
    )
    .post(
      {
        path: '/apps/users',
        summary: 'Create a user',
        tags: ['users'],
        access: { action: 'create', subject: 'User' },
        body: userCreateSchema,
        responses: {
          201: { description: 'Created', schema: userDetailSchema },
          400: { description: 'Invalid input', schema: fieldErrorsSchema },
          409: { description: 'Email or username taken', schema: fieldErrorsSchema },
        },
      },
      async (c, { body }) => c.json(await usersService.createUser(db, body), 201),
    )
    .delete(
      {
        path: '/apps/users/:id',
        summary: 'Delete a user (not yourself)',
        tags: ['users'],
        access: { action: 'delete', subject: 'User' },
        params: idParamSchema,
        responses: {
          204: { description: 'Deleted' },
          404: notFoundAnswer,
          409: { description: 'Deleting your own account', schema: messageSchema },
        },
      },
      async (c, { params, auth }) => {
        await usersService.deleteUser(db, params.id, auth!.user.id)
        return c.body(null, 204)
      },
    )
}
