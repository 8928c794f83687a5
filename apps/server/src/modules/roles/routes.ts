// HTTP of /api/apps/roles: the roles and the abilities they store, which the server enforces.
import {
  fieldErrorsSchema,
  messageSchema,
  roleInputSchema,
  roleListResponseSchema,
  roleSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import type { AuthContext } from '../../auth/types.js'
import { ApiRouter } from '../../http/api-router.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import * as rolesService from './service.js'

const invalid = { description: 'Invalid input', schema: fieldErrorsSchema }
const notFoundAnswer = { description: "'Role not found'", schema: messageSchema }
const lockout = {
  description: 'It would leave no one (or not you) able to manage roles',
  schema: messageSchema,
}
const escalation = { description: 'The rules grant abilities you do not have', schema: messageSchema }
const role = resourceRoutes({
  path: '/apps/roles',
  subject: 'Role',
  tags: ['roles'],
  notFound: notFoundAnswer,
  invalid,
})

/** A role's writes check the caller's own abilities and whether someone can still manage roles. */
const actingUser = (auth: AuthContext) => ({ userId: auth.user.id, ability: auth.ability })

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
    .include(
      role.get({
        summary: 'One role',
        answer: { description: 'The role', schema: roleSchema },
        read: (id) => rolesService.getRole(db, id),
      }),
    )
    .include(
      role.create({
        summary: 'Create a role from a permission matrix (a full matrix is stored as manage all)',
        body: roleInputSchema,
        schema: roleSchema,
        responses: { 403: escalation, 409: { description: 'Name taken', schema: fieldErrorsSchema } },
        create: (body, auth) => rolesService.createRole(db, body, auth.ability),
      }),
    )
    .include(
      role.update({
        summary: "Rename a role or change its abilities; its users' requests follow from the next one",
        body: roleInputSchema,
        answer: { description: 'Updated', schema: roleSchema },
        responses: {
          403: {
            description: 'The new rules, or the role as it is, hold abilities you do not have',
            schema: messageSchema,
          },
          409: lockout,
        },
        update: (id, body, auth) => rolesService.updateRole(db, id, body, actingUser(auth)),
      }),
    )
    .include(
      role.remove({
        summary: 'Delete a role nobody holds (it is also removed from the permissions naming it)',
        responses: {
          403: { description: 'The role holds abilities you do not have', schema: messageSchema },
          409: { description: 'Users still hold it, or lockout', schema: messageSchema },
        },
        remove: (id, auth) => rolesService.deleteRole(db, id, actingUser(auth)),
      }),
    )
}
