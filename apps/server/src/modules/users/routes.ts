// HTTP of /api/apps/users (spec section 7): list, get, create, delete; beyond the spec the edit
// dialog, suspend, password, sessions, stats and the CSV export.
import {
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  USER_STATUSES,
  userCreateSchema,
  userDetailSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userListResponseSchema,
  userPasswordSchema,
  userSessionListSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
  userStatsSchema,
  userUpdateSchema,
} from '@aurum/shared'
import { z } from 'zod'
import type { AuthContext } from '../../auth/types.js'
import { ApiRouter } from '../../http/api-router.js'
import type { CsvColumn } from '../../http/csv.js'
import { listRoutes } from '../../http/list-routes.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import type { EmailDeps } from '../email/service.js'
import * as usersService from './service.js'

const notFoundAnswer = { description: "'User not found'", schema: messageSchema }
const invalid = { description: 'Invalid input', schema: fieldErrorsSchema }
const lockout = {
  description: 'It would leave no one (or not you) able to manage roles',
  schema: messageSchema,
}

type UserRow = usersService.UserListRow
const CSV_COLUMNS: CsvColumn<UserRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'fullName', value: (row) => row.fullName },
  { header: 'username', value: (row) => row.username },
  { header: 'email', value: (row) => row.email },
  { header: 'role', value: (row) => row.role },
  { header: 'currentPlan', value: (row) => row.currentPlan },
  { header: 'status', value: (row) => row.status },
  { header: 'company', value: (row) => row.company },
  { header: 'country', value: (row) => row.country },
  { header: 'contact', value: (row) => row.contact },
]

const manageForbidden = {
  description: 'The user holds abilities you do not have (or the role given does)',
  schema: messageSchema,
}

const user = resourceRoutes({
  path: '/apps/users',
  subject: 'User',
  tags: ['users'],
  notFound: notFoundAnswer,
  invalid,
})

/** Every route that writes a user passes its caller on: who may manage whom is the service's rule. */
const actingUser = (auth: AuthContext): usersService.ActingUser => ({
  userId: auth.user.id,
  ability: auth.ability,
  sessionId: auth.sessionId,
})

/** `mail`: the outbox, for the notices of an administrator's change of someone's email or password. */
export function createUsersRouter(mail: EmailDeps) {
  const { db } = mail
  return new ApiRouter()
    .include(
      listRoutes({
        path: '/apps/users',
        subject: 'User',
        tags: ['users'],
        summary: 'List users: search, filter, sort and page (a page beyond the last falls back to 1)',
        query: userListQuerySchema,
        response: userListResponseSchema,
        list: (query) => usersService.listUsers(db, query),
        stats: {
          summary: 'Users per status (for the list page cards)',
          schema: userStatsSchema,
          read: () => usersService.userStats(db),
        },
        export: {
          noun: 'users',
          query: userExportQuerySchema,
          columns: CSV_COLUMNS,
          batches: (query, size) => usersService.exportUsers(db, query, size),
        },
      }),
    )
    .include(
      user.get({
        summary: 'One user with details',
        answer: { description: 'The user', schema: userDetailSchema },
        read: (id) => usersService.getUser(db, id),
      }),
    )
    .include(
      user.create({
        summary: 'Create a user',
        body: userCreateSchema,
        schema: userDetailSchema,
        responses: { 409: { description: 'Email or username taken', schema: fieldErrorsSchema } },
        create: (body, auth) => usersService.createUser(db, body, auth.ability),
      }),
    )
    .include(
      user.update({
        summary: 'Save the edit-user dialog (a role change needs every ability the role grants)',
        description:
          'A new email (other than by case) for the caller themselves needs `currentPassword` (400 on ' +
          '`currentPassword`: `users.currentPasswordRequired` or `users.currentPasswordWrong`) and ends their other ' +
          'sessions. A new email for someone else ends all of their sessions and queues a notice to the old ' +
          'address, in their language. A change of role or status that would leave no active user who can sign ' +
          'in (has a password) able to manage roles is a 409 (`common.lastManager`).',
        body: userUpdateSchema,
        answer: { description: 'Updated', schema: userDetailSchema },
        responses: {
          403: manageForbidden,
          409: {
            description: 'Email or username taken (errors), or lockout (message)',
            schema: messageSchema,
          },
        },
        update: (id, body, auth) => usersService.updateUser(mail, id, body, actingUser(auth)),
      }),
    )
    .patch(
      {
        path: '/apps/users/:id/status',
        summary: "Suspend ('inactive', ends their sessions) or activate a user",
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: z.object({ status: z.enum(USER_STATUSES) }),
        responses: {
          200: { description: 'Updated', schema: userDetailSchema },
          400: invalid,
          403: manageForbidden,
          404: notFoundAnswer,
          409: lockout,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await usersService.setUserStatus(db, params.id, body.status, actingUser(auth))),
    )
    .put(
      {
        path: '/apps/users/:id/password',
        summary: "Set a user's password (ends every session of theirs)",
        description:
          'Someone else: every session of theirs ends and they are told by mail, in their language. ' +
          'The caller themselves: `currentPassword` is needed (400 on `currentPassword`, as for the email) and ' +
          'the asking session stays open.',
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: userPasswordSchema,
        responses: { 204: { description: 'Saved' }, 400: invalid, 403: manageForbidden, 404: notFoundAnswer },
      },
      async (c, { params, body, auth }) => {
        await usersService.setUserPassword(mail, params.id, body, actingUser(auth))
        return c.body(null, 204)
      },
    )
    .get(
      {
        path: '/apps/users/:id/sessions',
        summary: "The user's latest sessions (devices), newest first",
        tags: ['users'],
        access: { action: 'read', subject: 'User' },
        params: idParamSchema,
        responses: { 200: { description: 'Sessions', schema: userSessionListSchema }, 404: notFoundAnswer },
      },
      async (c, { params }) => c.json(await usersService.listUserSessions(db, params.id)),
    )
    .get(
      {
        path: '/apps/users/:id/settings',
        summary: "The user's notifications, connections, billing address and two-step switch",
        tags: ['users'],
        access: { action: 'read', subject: 'User' },
        params: idParamSchema,
        responses: { 200: { description: 'Settings', schema: userSettingsSchema }, 404: notFoundAnswer },
      },
      async (c, { params }) => c.json(await usersService.getUserSettings(db, params.id)),
    )
    .put(
      {
        path: '/apps/users/:id/settings',
        summary: "Save any of the user's notifications, connections, billing address and two-step switch",
        description:
          '`twoStepEnabled: false` turns the user’s two-step verification off (secret and recovery codes ' +
          'deleted); `true` is refused (400) unless it is already on: only the user sets up an authenticator.',
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: userSettingsUpdateSchema,
        responses: {
          200: { description: 'Saved', schema: userSettingsSchema },
          400: invalid,
          403: manageForbidden,
          404: notFoundAnswer,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await usersService.updateUserSettings(db, params.id, body, actingUser(auth))),
    )
    .delete(
      {
        path: '/apps/users/:id/sessions/:sessionId',
        summary: 'End one session of the user',
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema.extend({ sessionId: z.string().min(1).max(100) }),
        responses: {
          204: { description: 'Ended' },
          403: manageForbidden,
          404: { description: "'Session not found'", schema: messageSchema },
        },
      },
      async (c, { params, auth }) => {
        await usersService.revokeUserSession(db, params.id, params.sessionId, actingUser(auth))
        return c.body(null, 204)
      },
    )
    .include(
      user.remove({
        summary: 'Delete a user (not yourself, nor the last active user who can sign in and manage roles)',
        responses: {
          403: manageForbidden,
          409: { description: 'Deleting your own account, or lockout', schema: messageSchema },
        },
        remove: (id, auth) => usersService.deleteUser(db, id, actingUser(auth)),
      }),
    )
}
