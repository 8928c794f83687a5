// HTTP of /api/apps/permissions (spec section 7): the searchable catalogue and its writes.
import {
  fieldErrorsSchema,
  messageSchema,
  permissionInputSchema,
  permissionListQuerySchema,
  permissionListResponseSchema,
  permissionSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import { resourceRoutes } from '../../http/resource-routes.js'
import * as permissionsService from './service.js'

const invalid = { description: 'Invalid input, or an unknown role in assignedTo', schema: fieldErrorsSchema }
const notFoundAnswer = { description: "'Permission not found'", schema: messageSchema }
const nameTaken = { description: 'Name taken', schema: fieldErrorsSchema }
const permission = resourceRoutes({
  path: '/apps/permissions',
  subject: 'Permission',
  tags: ['permissions'],
  notFound: notFoundAnswer,
  invalid,
})

export function createPermissionsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .include(
      permission.list({
        summary:
          'List permissions: q over name, created date and the start of an assigned role; sort by name; paging',
        query: permissionListQuerySchema,
        answer: { description: 'A page of permissions', schema: permissionListResponseSchema },
        list: (query) => permissionsService.listPermissions(db, query),
      }),
    )
    .include(
      permission.create({
        summary: 'Create a permission assigned to existing roles',
        body: permissionInputSchema,
        schema: permissionSchema,
        responses: { 409: nameTaken },
        create: (body) => permissionsService.createPermission(db, body),
      }),
    )
    .include(
      permission.update({
        summary: 'Rename a permission or change its roles',
        body: permissionInputSchema,
        answer: { description: 'Updated', schema: permissionSchema },
        responses: { 409: nameTaken },
        update: (id, body) => permissionsService.updatePermission(db, id, body),
      }),
    )
    .include(
      permission.remove({
        summary: 'Delete a permission',
        remove: (id) => permissionsService.deletePermission(db, id),
      }),
    )
}
