// The bell's notifications: the caller's own from /api/notifications, polled so new ones appear
// without a reload (the realtime channel of the chat issue can later push the same key's refresh).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notificationListResponseSchema, type NotificationListResponse } from '@aurum/shared'
import { apiFetch } from '../../../lib/api-client'

/** How often the bell asks for new notifications while the tab is visible. */
export const NOTIFICATIONS_POLL_MS = 30_000

export const notificationKeys = { all: ['notifications'] as const }

export function useNotificationList() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }): Promise<NotificationListResponse> =>
      notificationListResponseSchema.parse(await apiFetch<unknown>('/api/notifications', { signal })),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  })
}

export function useMarkNotificationsRead() {
  const client = useQueryClient()
  return useMutation({
    /** One notification's id, or every one of the caller's when null. */
    mutationFn: (id: number | null) =>
      apiFetch<void>(id === null ? '/api/notifications/read-all' : `/api/notifications/${id}/read`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}
