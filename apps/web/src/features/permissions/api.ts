// Calls of the permissions page: the permission catalogue (/api/apps/permissions) and its changes,
// and the role names it is assigned to (/api/apps/roles).
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  permissionListResponseSchema,
  permissionSchema,
  roleListResponseSchema,
  type Permission,
  type PermissionInput,
  type PermissionListQuery,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'
import { pagedListQuery, recordKeys } from '@/lib/record-queries'
import { queryRoots, sharedQueryKeys } from '@/lib/query-keys'

const PERMISSIONS_PATH = '/api/apps/permissions'

const permissionKeys = {
  ...recordKeys<PermissionListQuery>(queryRoots.permissions),
}

const permissionsQueryOptions = pagedListQuery(
  permissionKeys.list,
  PERMISSIONS_PATH,
  permissionListResponseSchema,
)

export function usePermissions(query: PermissionListQuery) {
  return useQuery(permissionsQueryOptions(query))
}

/** The roles area's cached list (same key), read here for the names only. */
export function useRoleNames() {
  return useQuery({
    queryKey: sharedQueryKeys.rolesList(),
    queryFn: async ({ signal }) => apiCall(roleListResponseSchema, '/api/apps/roles', { signal }),
    select: (answer) => answer.roles.map((role) => role.name),
    staleTime: 60_000,
  })
}

type PermissionSave = { id?: number; body: PermissionInput }

export function useSavePermission() {
  return useMutation({
    mutationFn: async ({ id, body }: PermissionSave) =>
      apiCall(permissionSchema, id === undefined ? PERMISSIONS_PATH : `${PERMISSIONS_PATH}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    meta: mutationMeta<Permission, PermissionSave>({
      invalidates: [permissionKeys.all],
      success: (permission, { id }) => ({
        key: id === undefined ? 'permissions.dialog.created' : 'permissions.dialog.updated',
        params: { name: permission.name },
      }),
    }),
  })
}

export function useDeletePermission() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${PERMISSIONS_PATH}/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [permissionKeys.all] },
  })
}
