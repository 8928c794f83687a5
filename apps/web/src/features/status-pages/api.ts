// The status pages' one call: the coming-soon page's "notify me" (POST /api/pages/launch-subscribers).
import { useMutation } from '@tanstack/react-query'
import type { LaunchSubscription } from '@aurum/shared'
import { apiFetch } from '@/lib/api-client'

export function useLaunchSubscription() {
  return useMutation({
    mutationFn: (input: LaunchSubscription) =>
      apiFetch<unknown>('/api/pages/launch-subscribers', { method: 'POST', body: input }),
  })
}
