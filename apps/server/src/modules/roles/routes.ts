// HTTP of /api/apps/roles: the roles and the abilities they store, which the server enforces.
import {
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  roleInputSchema,
  roleListResponseSchema,
  roleSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as rolesService from './service.js'

const invalid = { description: 'Invalid input', schema: fieldErrorsSchema }
const notFoundAnswer = { description: "'Role not found'", schema: messageSchema }
const lockout = {
  description: 'It would leave no one (or not you) able to manage roles',
  schema: messageSchema,
}
const escalation = { description: 'The rules grant abilities you do not have', schema: messageSchema }

export function createRolesRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/roles',
        summary: 'Every role with its rules, its permission matrix, its user count and a few of its users',
        tags: ['roles'],
        access: { action: 'read', subject: 'Role' },
        responses: { 200: { description: 'The roles', schema: roleListResponseSchema } },
      },
      async (c) => c.json(await rolesService.listRoles(db)),
    )
    .get(
      {
        path: '/apps/roles/:id',
        summary: 'One role',
        tags: ['roles'],
        access: { action: 'read', subject: 'Role' },
        params: idParamSchema,
        responses: { 200: { description: 'The role', schema: roleSchema }, 404: notFoundAnswer },
      },
      async (c, { params }) => c.json(await rolesService.getRole(db, params.id)),
    )
    .post(
      {
        path: '/apps/roles',
        summary: 'Create a role from a permission matrix (a full matrix is stored as manage all)',
        tags: ['roles'],
        access: { action: 'create', subject: 'Role' },
        body: roleInputSchema,
        responses: {
          201: { description: 'Created', schema: roleSchema },
          400: invalid,
          403: escalation,
          409: { description: 'Name taken', schema: fieldErrorsSchema },
        },
      },
      async (c, { body, auth }) => c.json(await rolesService.createRole(db, body, auth.ability), 201),
    )
    .put(
      {
        path: '/apps/roles/:id',
        summary: "Rename a role or change its abilities; its users' requests follow from the next one",
        tags: ['roles'],
        access: { action: 'update', subject: 'Role' },
        params: idParamSchema,
        body: roleInputSchema,
        responses: {
          200: { description: 'Updated', schema: roleSchema },
          400: invalid,
          403: {
            description: 'The new rules, or the role as it is, hold abilities you do not have',
            schema: messageSchema,
          },
          404: notFoundAnswer,
          409: lockout,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(
          await rolesService.updateRole(db, params.id, body, {
            userId: auth.user.id,
            ability: auth.ability,
          }),
        ),
    )
    .delete(
      {
        path: '/apps/roles/:id',
        summary: 'Delete a role nobody holds (it is also removed from the permissions naming it)',
        tags: ['roles'],
        access: { action: 'delete', subject: 'Role' },
        params: idParamSchema,
        responses: {
          204: { description: 'Deleted' },
          403: { description: 'The role holds abilities you do not have', schema: messageSchema },
          404: notFoundAnswer,
          409: { description: 'Users still hold it, or lockout', schema: messageSchema },
        },
      },
      async (c, { params, auth }) => {
        await rolesService.deleteRole(db, params.id, { userId: auth.user.id, ability: auth.ability })
        return c.body(null, 204)
      },
    )
}
