// Calls of the user profile (/api/pages/profile*): the header, each tab's cards, the project table
// and the Connect button. Answers are checked with the shared schemas; a connection change updates
// the connections tab at once and refetches the profile tab, which shows the same people.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  profileConnectionSchema,
  profileHeaderSchema,
  profileProjectListResponseSchema,
  profileTabDataSchemas,
  type ProfileConnection,
  type ProfileProjectListQuery,
  type ProfileTabData,
  type ProfileTabName,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'

const PROFILE_PATH = '/api/pages/profile'

const profileKeys = {
  all: ['profile'] as const,
  header: () => [...profileKeys.all, 'header'] as const,
  tab: (tab: ProfileTabName) => [...profileKeys.all, 'tab', tab] as const,
  projectLists: () => [...profileKeys.all, 'projects'] as const,
  projectList: (query: ProfileProjectListQuery) => [...profileKeys.projectLists(), query] as const,
}

const profileHeaderQueryOptions = queryOptions({
  queryKey: profileKeys.header(),
  queryFn: async ({ signal }) => apiCall(profileHeaderSchema, `${PROFILE_PATH}/header`, { signal }),
})

export function useProfileHeader() {
  return useQuery(profileHeaderQueryOptions)
}

const profileTabQueryOptions = <T extends ProfileTabName>(tab: T) =>
  queryOptions({
    queryKey: profileKeys.tab(tab),
    queryFn: async ({ signal }): Promise<ProfileTabData[T]> =>
      profileTabDataSchemas[tab].parse(
        await apiFetch<unknown>(PROFILE_PATH, { query: { tab }, signal }),
      ) as ProfileTabData[T],
  })

export function useProfileTab<T extends ProfileTabName>(tab: T) {
  return useQuery(profileTabQueryOptions(tab))
}

export function useProfileProjects(query: ProfileProjectListQuery) {
  return useQuery({
    queryKey: profileKeys.projectList(query),
    queryFn: async ({ signal }) =>
      apiCall(profileProjectListResponseSchema, `${PROFILE_PATH}/projects`, { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export type ConnectionToggle = { index: number; isConnected: boolean }

export function useSetConnection() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ index, isConnected }: ConnectionToggle): Promise<ProfileConnection> =>
      apiCall(profileConnectionSchema, `${PROFILE_PATH}/connections/${index}`, {
        method: 'PUT',
        body: { isConnected },
      }),
    meta: mutationMeta<ProfileConnection, ConnectionToggle>({
      invalidates: [profileKeys.tab('profile')],
      success: (connection) => ({
        key: connection.isConnected
          ? 'profile.connections.nowConnected'
          : 'profile.connections.nowDisconnected',
        params: { name: connection.name },
      }),
    }),
    onSuccess: (connection, { index }) =>
      client.setQueryData(profileKeys.tab('connections'), (list: ProfileConnection[] | undefined) =>
        list?.map((entry, at) => (at === index ? connection : entry)),
      ),
  })
}
