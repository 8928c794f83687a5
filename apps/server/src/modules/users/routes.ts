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
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import { csvResponse, type CsvColumn } from '../../http/csv.js'
import * as usersRepo from './repo.js'
import * as usersService from './service.js'

const notFoundAnswer = { description: "'User not found'", schema: messageSchema }
const invalid = { description: 'Invalid input', schema: fieldErrorsSchema }
const lockout = { description: 'It would leave no one (or not you) able to manage roles', schema: messageSchema }

type UserRow = Awaited<ReturnType<typeof usersRepo.selectUsersBatch>>[number]
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
        path: '/apps/users/stats',
        summary: 'Users per status (for the list page cards)',
        tags: ['users'],
        access: { action: 'read', subject: 'User' },
        responses: { 200: { description: 'Totals', schema: userStatsSchema } },
      },
      async (c) => c.json(await usersService.userStats(db)),
    )
    .get(
      {
        path: '/apps/users/export.csv',
        summary: "CSV of every user the list's filters select, in the list's order (streamed)",
        tags: ['users'],
        access: { action: 'read', subject: 'User' },
        query: userExportQuerySchema,
        responses: { 200: { description: 'CSV file', contentType: 'text/csv' }, 400: invalid },
      },
      (c, { query }) =>
        csvResponse(c, 'users.csv', CSV_COLUMNS, (offset, limit) => usersRepo.selectUsersBatch(db, query, offset, limit)),
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
      async (c, { body, auth }) => c.json(await usersService.createUser(db, body, auth!.ability), 201),
    )
    .put(
      {
        path: '/apps/users/:id',
        summary: 'Save the edit-user dialog (a role change needs every ability the role grants)',
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: userUpdateSchema,
        responses: {
          200: { description: 'Updated', schema: userDetailSchema },
          400: invalid,
          403: { description: 'The role grants abilities you do not have', schema: messageSchema },
          404: notFoundAnswer,
          409: { description: 'Email or username taken (errors), or lockout (message)', schema: messageSchema },
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await usersService.updateUser(db, params.id, body, { userId: auth!.user.id, ability: auth!.ability })),
    )
    .patch(
      {
        path: '/apps/users/:id/status',
        summary: "Suspend ('inactive', ends their sessions) or activate a user",
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: z.object({ status: z.enum(USER_STATUSES) }),
        responses: { 200: { description: 'Updated', schema: userDetailSchema }, 400: invalid, 404: notFoundAnswer, 409: lockout },
      },
      async (c, { params, body, auth }) =>
        c.json(await usersService.setUserStatus(db, params.id, body.status, { userId: auth!.user.id, ability: auth!.ability })),
    )
    .put(
      {
        path: '/apps/users/:id/password',
        summary: "Set a user's password (ends every session of theirs)",
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: userPasswordSchema,
        responses: { 204: { description: 'Saved' }, 400: invalid, 404: notFoundAnswer },
      },
      async (c, { params, body }) => {
        await usersService.setUserPassword(db, params.id, body.password)
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
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema,
        body: userSettingsUpdateSchema,
        responses: { 200: { description: 'Saved', schema: userSettingsSchema }, 400: invalid, 404: notFoundAnswer },
      },
      async (c, { params, body }) => c.json(await usersService.updateUserSettings(db, params.id, body)),
    )
    .delete(
      {
        path: '/apps/users/:id/sessions/:sessionId',
        summary: 'End one session of the user',
        tags: ['users'],
        access: { action: 'update', subject: 'User' },
        params: idParamSchema.extend({ sessionId: z.string().min(1).max(100) }),
        responses: { 204: { description: 'Ended' }, 404: { description: "'Session not found'", schema: messageSchema } },
      },
      async (c, { params }) => {
        await usersService.revokeUserSession(db, params.id, params.sessionId)
        return c.body(null, 204)
      },
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
