// Calls of the roles page: the roles (/api/apps/roles) and their changes, and the users table
// below the cards (/api/apps/users, read here directly: a feature does not import another).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import {
  roleListResponseSchema,
  roleSchema,
  userListResponseSchema,
  type Role,
  type RoleInput,
  type UserListQuery,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'
import { queryRoots, sharedQueryKeys } from '@/lib/query-keys'
import { withSearchLanguage } from '@/lib/search-language'

const ROLES_PATH = '/api/apps/roles'

const roleKeys = {
  all: queryRoots.roles,
  /** Shared with the users and permissions pages, which read the same list for their role options. */
  list: sharedQueryKeys.rolesList,
}

export function useRoles() {
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: async ({ signal }) => apiCall(roleListResponseSchema, ROLES_PATH, { signal }),
    select: (answer) => answer.roles,
  })
}

export function useRoleUsers(listQuery: UserListQuery) {
  const query = withSearchLanguage(listQuery)
  return useQuery({
    queryKey: sharedQueryKeys.usersList(query),
    queryFn: async ({ signal }) => apiCall(userListResponseSchema, '/api/apps/users', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** After a change of roles: the cards, the users' role names and the permissions naming roles. */
const ROLES_CHANGED = [roleKeys.all, queryRoots.users, queryRoots.permissions]

type RoleSave = { id?: number; body: RoleInput }

export function useSaveRole() {
  return useMutation({
    mutationFn: async ({ id, body }: RoleSave) =>
      apiCall(roleSchema, id === undefined ? ROLES_PATH : `${ROLES_PATH}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    meta: mutationMeta<Role, RoleSave>({
      invalidates: ROLES_CHANGED,
      success: (role, { id }) => ({
        key: id === undefined ? 'roles.dialog.created' : 'roles.dialog.updated',
        params: { name: role.name },
      }),
    }),
  })
}

export function useDeleteRole() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${ROLES_PATH}/${id}`, { method: 'DELETE' }),
    meta: { invalidates: ROLES_CHANGED },
  })
}
