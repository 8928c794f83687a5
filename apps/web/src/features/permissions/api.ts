// Calls of the permissions page: the permission catalogue (/api/apps/permissions) and its changes,
// and the role names it is assigned to (/api/apps/roles).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  permissionListResponseSchema,
  permissionSchema,
  roleListResponseSchema,
  type PermissionInput,
  type PermissionListQuery,
} from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

const PERMISSIONS_PATH = '/api/apps/permissions'

export const permissionKeys = {
  all: ['permissions'] as const,
  list: (query: PermissionListQuery) => [...permissionKeys.all, 'list', query] as const,
}

export function usePermissions(query: PermissionListQuery) {
  return useQuery({
    queryKey: permissionKeys.list(query),
    queryFn: async ({ signal }) =>
      permissionListResponseSchema.parse(await apiFetch<unknown>(PERMISSIONS_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })
}

/** The roles area's cached list (same key), read here for the names only. */
export function useRoleNames() {
  return useQuery({
    queryKey: ['roles', 'list'],
    queryFn: async ({ signal }) =>
      roleListResponseSchema.parse(await apiFetch<unknown>('/api/apps/roles', { signal })),
    select: (answer) => answer.roles.map((role) => role.name),
    staleTime: 60_000,
  })
}

export function useSavePermission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: PermissionInput }) =>
      permissionSchema.parse(
        await apiFetch<unknown>(id === undefined ? PERMISSIONS_PATH : `${PERMISSIONS_PATH}/${id}`, {
          method: id === undefined ? 'POST' : 'PUT',
          body,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  })
}

export function useDeletePermission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${PERMISSIONS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: permissionKeys.all }),
  })
}
