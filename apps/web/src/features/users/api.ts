// Calls of the users area (/api/apps/users*): list, stats, one user, their sessions and settings,
// and every change the list and the user page make. Answers are checked with the shared schemas;
// each change's meta names what shows the user (lists, cards, the roles' user counts) and its
// snackbars (lib/query-client.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  roleListResponseSchema,
  userDetailSchema,
  userListResponseSchema,
  userSessionListSchema,
  userSettingsSchema,
  userStatsSchema,
  type UserCreate,
  type UserDetail,
  type UserSettings,
  type UserSettingsUpdate,
  type UserListQuery,
  type UserPasswordInput,
  type UserStatus,
  type UserUpdate,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta, type MutationMeta } from '@/lib/query-client'
import { pagedListQuery } from '@/lib/record-queries'
import { queryRoots, sharedQueryKeys } from '@/lib/query-keys'
import { withSearchLanguage } from '@/lib/search-language'

export const USERS_PATH = '/api/apps/users'

const userKeys = {
  all: queryRoots.users,
  lists: () => [...userKeys.all, 'list'] as const,
  list: sharedQueryKeys.usersList,
  stats: () => [...userKeys.all, 'stats'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  sessions: (id: number) => [...userKeys.detail(id), 'sessions'] as const,
  settings: (id: number) => [...userKeys.detail(id), 'settings'] as const,
}

const userPageQuery = pagedListQuery(userKeys.list, USERS_PATH, userListResponseSchema)

/** A page of users, searched in the reader's language. */
export const usersQueryOptions = (query: UserListQuery) => userPageQuery(withSearchLanguage(query))

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query))
}

export const userStatsQueryOptions = queryOptions({
  queryKey: userKeys.stats(),
  queryFn: async ({ signal }) => apiCall(userStatsSchema, `${USERS_PATH}/stats`, { signal }),
})

export function useUserStats() {
  return useQuery(userStatsQueryOptions)
}

/** The role names a user can be given (the filter's and the forms' options). */
export const roleListQueryOptions = queryOptions({
  queryKey: sharedQueryKeys.rolesList(),
  queryFn: async ({ signal }) => apiCall(roleListResponseSchema, '/api/apps/roles', { signal }),
  staleTime: 60_000,
})

export function useRoleNames() {
  return useQuery({ ...roleListQueryOptions, select: (answer) => answer.roles.map((role) => role.name) })
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) => apiCall(userDetailSchema, `${USERS_PATH}/${id}`, { signal }),
  })
}

export function useUserSessions(id: number, enabled = true) {
  return useQuery({
    queryKey: userKeys.sessions(id),
    queryFn: async ({ signal }) =>
      (await apiCall(userSessionListSchema, `${USERS_PATH}/${id}/sessions`, { signal })).sessions,
    enabled,
  })
}

export function useUserSettings(id: number, enabled = true) {
  return useQuery({
    queryKey: userKeys.settings(id),
    queryFn: async ({ signal }) => apiCall(userSettingsSchema, `${USERS_PATH}/${id}/settings`, { signal }),
    enabled,
  })
}

/** After any change to users: lists, stats, the user, and the roles' counts and avatars. */
const USERS_CHANGED = [userKeys.all, queryRoots.roles]

export function useCreateUser() {
  return useMutation({
    mutationFn: async (body: UserCreate) => apiCall(userDetailSchema, USERS_PATH, { method: 'POST', body }),
    meta: mutationMeta<UserDetail, UserCreate>({
      invalidates: USERS_CHANGED,
      success: (user) => ({ key: 'users.add.done', params: { name: user.fullName } }),
    }),
  })
}

/** The edit dialog and the plan dialog save through it, each with its own snackbars. */
export function useUpdateUser(id: number, feedback: MutationMeta<UserDetail, UserUpdate> = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: UserUpdate) =>
      apiCall(userDetailSchema, `${USERS_PATH}/${id}`, { method: 'PUT', body }),
    meta: mutationMeta<UserDetail, UserUpdate>({ ...feedback, invalidates: USERS_CHANGED }),
    onSuccess: (user) => client.setQueryData(userKeys.detail(id), user),
  })
}

export function useSetUserStatus(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (status: UserStatus) =>
      apiCall(userDetailSchema, `${USERS_PATH}/${id}/status`, { method: 'PATCH', body: { status } }),
    meta: mutationMeta<UserDetail, UserStatus>({
      invalidates: USERS_CHANGED,
      success: (user) => ({
        key: user.status === 'inactive' ? 'users.view.suspended' : 'users.view.activated',
        params: { name: user.fullName },
      }),
      error: 'common.saveFailed',
    }),
    onSuccess: (user) => client.setQueryData(userKeys.detail(id), user),
  })
}

export function useSetUserPassword(user: Pick<UserDetail, 'id' | 'fullName'>) {
  return useMutation({
    mutationFn: (body: UserPasswordInput) =>
      apiFetch<void>(`${USERS_PATH}/${user.id}/password`, { method: 'PUT', body }),
    meta: mutationMeta({
      // Setting a password ends the user's sessions.
      invalidates: [userKeys.sessions(user.id)],
      success: { key: 'users.security.passwordDone', params: { name: user.fullName } },
    }),
  })
}

export function useRevokeUserSession(id: number) {
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch<void>(`${USERS_PATH}/${id}/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    meta: mutationMeta({
      invalidates: [userKeys.sessions(id)],
      invalidatesOnError: true,
      success: 'users.security.sessionEndedDone',
      error: 'users.security.sessionEndFailed',
    }),
  })
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${USERS_PATH}/${id}`, { method: 'DELETE' }),
    meta: { invalidates: USERS_CHANGED },
  })
}

/** The billing, two-step, connections and notifications tabs save through it, each with its snackbars. */
export function useUpdateUserSettings(
  id: number,
  feedback: MutationMeta<UserSettings, UserSettingsUpdate> = {},
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (patch: UserSettingsUpdate) =>
      apiCall(userSettingsSchema, `${USERS_PATH}/${id}/settings`, { method: 'PUT', body: patch }),
    meta: mutationMeta(feedback),
    onSuccess: (settings) => client.setQueryData(userKeys.settings(id), settings),
  })
}
