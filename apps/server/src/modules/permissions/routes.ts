// HTTP of /api/apps/permissions (spec section 7): the searchable catalogue and its writes.
import {
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  permissionInputSchema,
  permissionListQuerySchema,
  permissionListResponseSchema,
  permissionSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as permissionsService from './service.js'

const invalid = { description: 'Invalid input, or an unknown role in assignedTo', schema: fieldErrorsSchema }
const notFoundAnswer = { description: "'Permission not found'", schema: messageSchema }
const nameTaken = { description: 'Name taken', schema: fieldErrorsSchema }

export function createPermissionsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/permissions',
        summary:
          'List permissions: q over name, created date and the start of an assigned role; sort by name; paging',
        tags: ['permissions'],
        access: { action: 'read', subject: 'Permission' },
        query: permissionListQuerySchema,
        responses: {
          200: { description: 'A page of permissions', schema: permissionListResponseSchema },
          400: invalid,
        },
      },
      async (c, { query }) => c.json(await permissionsService.listPermissions(db, query)),
    )
    .post(
      {
        path: '/apps/permissions',
        summary: 'Create a permission assigned to existing roles',
        tags: ['permissions'],
        access: { action: 'create', subject: 'Permission' },
        body: permissionInputSchema,
        responses: {
          201: { description: 'Created', schema: permissionSchema },
          400: invalid,
          409: nameTaken,
        },
      },
      async (c, { body }) => c.json(await permissionsService.createPermission(db, body), 201),
    )
    .put(
      {
        path: '/apps/permissions/:id',
        summary: 'Rename a permission or change its roles',
        tags: ['permissions'],
        access: { action: 'update', subject: 'Permission' },
        params: idParamSchema,
        body: permissionInputSchema,
        responses: {
          200: { description: 'Updated', schema: permissionSchema },
          400: invalid,
          404: notFoundAnswer,
          409: nameTaken,
        },
      },
      async (c, { params, body }) => c.json(await permissionsService.updatePermission(db, params.id, body)),
    )
    .delete(
      {
        path: '/apps/permissions/:id',
        summary: 'Delete a permission',
        tags: ['permissions'],
        access: { action: 'delete', subject: 'Permission' },
        params: idParamSchema,
        responses: { 204: { description: 'Deleted' }, 404: notFoundAnswer },
      },
      async (c, { params }) => {
        await permissionsService.deletePermission(db, params.id)
        return c.body(null, 204)
      },
    )
}
