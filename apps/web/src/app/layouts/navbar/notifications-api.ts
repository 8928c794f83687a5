// The bell's notifications: the caller's own from /api/notifications. The realtime socket says when
// they change (a new one, or read in another tab); while it is down the bell polls instead.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { notificationListResponseSchema, type NotificationListResponse } from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { useRealtimeConnected, useRealtimeEvents } from '@/lib/realtime'

/** How often the bell asks for new notifications while the tab is visible and the socket is down. */
const NOTIFICATIONS_POLL_MS = 30_000

const notificationKeys = { all: ['notifications'] as const }

export function useNotificationList() {
  const client = useQueryClient()
  const pushed = useRealtimeConnected()
  useRealtimeEvents((event) => {
    // 'ready': connected again, so whatever came meanwhile is fetched.
    if (event.type === 'notifications.changed' || event.type === 'ready')
      void client.invalidateQueries({ queryKey: notificationKeys.all })
  })
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }): Promise<NotificationListResponse> =>
      apiCall(notificationListResponseSchema, '/api/notifications', { signal }),
    refetchInterval: pushed ? false : NOTIFICATIONS_POLL_MS,
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
