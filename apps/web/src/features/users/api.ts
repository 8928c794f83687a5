// Calls of the users area (/api/apps/users*): list, stats, one user, their sessions and settings,
// and every change the list and the user page make. Answers are checked with the shared schemas;
// each change invalidates what shows the user (lists, cards, the roles' user counts).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  roleListResponseSchema,
  userDetailSchema,
  userListResponseSchema,
  userSessionListSchema,
  userSettingsSchema,
  userStatsSchema,
  type UserCreate,
  type UserSettingsUpdate,
  type UserListQuery,
  type UserStatus,
  type UserUpdate,
} from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'

export const USERS_PATH = '/api/apps/users'

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  sessions: (id: number) => [...userKeys.detail(id), 'sessions'] as const,
  settings: (id: number) => [...userKeys.detail(id), 'settings'] as const,
}

/** The roles area's key: its dialogs and these pages share one cached roles list. */
const rolesListKey = ['roles', 'list'] as const

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) =>
      userListResponseSchema.parse(await apiFetch<unknown>(USERS_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  })

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query))
}

export function useUserStats() {
  return useQuery({
    queryKey: userKeys.stats(),
    queryFn: async ({ signal }) =>
      userStatsSchema.parse(await apiFetch<unknown>(`${USERS_PATH}/stats`, { signal })),
  })
}

/** The role names a user can be given (the filter's and the forms' options). */
export function useRoleNames() {
  return useQuery({
    queryKey: rolesListKey,
    queryFn: async ({ signal }) =>
      roleListResponseSchema.parse(await apiFetch<unknown>('/api/apps/roles', { signal })),
    select: (answer) => answer.roles.map((role) => role.name),
    staleTime: 60_000,
  })
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) =>
      userDetailSchema.parse(await apiFetch<unknown>(`${USERS_PATH}/${id}`, { signal })),
  })
}

export function useUserSessions(id: number, enabled = true) {
  return useQuery({
    queryKey: userKeys.sessions(id),
    queryFn: async ({ signal }) =>
      userSessionListSchema.parse(await apiFetch<unknown>(`${USERS_PATH}/${id}/sessions`, { signal }))
        .sessions,
    enabled,
  })
}

export function useUserSettings(id: number, enabled = true) {
  return useQuery({
    queryKey: userKeys.settings(id),
    queryFn: async ({ signal }) =>
      userSettingsSchema.parse(await apiFetch<unknown>(`${USERS_PATH}/${id}/settings`, { signal })),
    enabled,
  })
}

/** After any change to users: lists, stats, the user, and the roles' counts and avatars. */
function useInvalidateUsers() {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: userKeys.all }),
      client.invalidateQueries({ queryKey: ['roles'] }),
    ])
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: async (body: UserCreate) =>
      userDetailSchema.parse(await apiFetch<unknown>(USERS_PATH, { method: 'POST', body })),
    onSuccess: invalidate,
  })
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: UserUpdate) =>
      userDetailSchema.parse(await apiFetch<unknown>(`${USERS_PATH}/${id}`, { method: 'PUT', body })),
    onSuccess: async (user) => {
      client.setQueryData(userKeys.detail(id), user)
      await invalidate()
    },
  })
}

export function useSetUserStatus(id: number) {
  const invalidate = useInvalidateUsers()
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (status: UserStatus) =>
      userDetailSchema.parse(
        await apiFetch<unknown>(`${USERS_PATH}/${id}/status`, { method: 'PATCH', body: { status } }),
      ),
    onSuccess: async (user) => {
      client.setQueryData(userKeys.detail(id), user)
      await invalidate()
    },
  })
}

export function useSetUserPassword(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: { password: string; confirmPassword: string }) =>
      apiFetch<void>(`${USERS_PATH}/${id}/password`, { method: 'PUT', body }),
    // Setting a password ends the user's sessions.
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.sessions(id) }),
  })
}

export function useRevokeUserSession(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiFetch<void>(`${USERS_PATH}/${id}/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.sessions(id) }),
  })
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`${USERS_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  })
}

export function useUpdateUserSettings(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (patch: UserSettingsUpdate) =>
      userSettingsSchema.parse(
        await apiFetch<unknown>(`${USERS_PATH}/${id}/settings`, { method: 'PUT', body: patch }),
      ),
    onSuccess: (settings) => client.setQueryData(userKeys.settings(id), settings),
  })
}
