// Rules of the permission catalogue: unique names, and every assigned role must exist.
import {
  PERMISSION_MESSAGES,
  type Permission,
  type PermissionInput,
  type PermissionListQuery,
  type PermissionListResponse,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, conflict, notFound } from '../../http/errors.js'
import * as permissionsRepo from './repo.js'

export async function listPermissions(db: Db, query: PermissionListQuery): Promise<PermissionListResponse> {
  const { rows, total, totalIsLowerBound } = await permissionsRepo.selectPermissionsPage(db, query)
  return { permissions: rows, totalPermissions: total, totalIsLowerBound }
}

async function checkInput(db: Db, input: PermissionInput, exceptId?: number): Promise<PermissionInput> {
  const assignedTo = [...new Set(input.assignedTo)]
  const known = await permissionsRepo.existingRoleNames(db, assignedTo)
  const unknown = assignedTo.filter((name) => !known.has(name))
  if (unknown.length)
    throw badRequest({
      assignedTo: [{ code: PERMISSION_MESSAGES.unknownRoles, params: { roles: unknown.join(', ') } }],
    })
  const taken = await permissionsRepo.findPermissionByName(db, input.name)
  if (taken && taken.id !== exceptId) throw conflict({ name: [PERMISSION_MESSAGES.nameTaken] })
  return { name: input.name, assignedTo }
}

async function getPermission(db: Db, id: number): Promise<Permission> {
  const row = await permissionsRepo.findPermission(db, id)
  if (!row) throw notFound(PERMISSION_MESSAGES.notFound)
  return row
}

export async function createPermission(db: Db, input: PermissionInput): Promise<Permission> {
  const id = await permissionsRepo.insertPermission(db, await checkInput(db, input))
  return getPermission(db, id)
}

export async function updatePermission(db: Db, id: number, input: PermissionInput): Promise<Permission> {
  const values = await checkInput(db, input, id)
  if (!(await permissionsRepo.updatePermission(db, id, values))) throw notFound(PERMISSION_MESSAGES.notFound)
  return getPermission(db, id)
}

export async function deletePermission(db: Db, id: number): Promise<void> {
  if (!(await permissionsRepo.deletePermission(db, id))) throw notFound(PERMISSION_MESSAGES.notFound)
}
