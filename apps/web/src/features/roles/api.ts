// Calls of the roles page: the roles (/api/apps/roles) and their changes, and the users table
// below the cards (/api/apps/users, read here directly: a feature does not import another).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  roleListResponseSchema,
  roleSchema,
  userListResponseSchema,
  type RoleInput,
  type UserListQuery,
} from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

const ROLES_PATH = '/api/apps/roles'

export const roleKeys = {
  all: ['roles'] as const,
  /** Shared with the users pages, which read the same list for their role options. */
  list: () => [...roleKeys.all, 'list'] as const,
}

/** The users area's keys: its lists show role names, which a rename changes. */
const usersKey = ['users'] as const
const usersListKey = (query: UserListQuery) => [...usersKey, 'list', query] as const

export function useRoles() {
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: async ({ signal }) =>
      roleListResponseSchema.parse(await apiFetch<unknown>(ROLES_PATH, { signal })),
    select: (answer) => answer.roles,
  })
}

export function useRoleUsers(query: UserListQuery) {
  return useQuery({
    queryKey: usersListKey(query),
    queryFn: async ({ signal }) =>
      userListResponseSchema.parse(await apiFetch<unknown>('/api/apps/users', { query, signal })),
    placeholderData: keepPreviousData,
  })
}

/** After a change of roles: the cards, the users' role names and the permissions naming roles. */
function useInvalidateRoles() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: roleKeys.all }),
      client.invalidateQueries({ queryKey: usersKey }),
      client.invalidateQueries({ queryKey: ['permissions'] }),
    ])
}

export function useSaveRole() {
  const invalidate = useInvalidateRoles()
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: RoleInput }) =>
      roleSchema.parse(
        await apiFetch<unknown>(id === undefined ? ROLES_PATH : `${ROLES_PATH}/${id}`, {
          method: id === undefined ? 'POST' : 'PUT',
          body,
        }),
      ),
    onSuccess: invalidate,
  })
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles()
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${ROLES_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  })
}
