// Calls of the account-settings pages: the signed-in user's own account, password, two-step
// switch, sessions, notifications, connections, billing, plan and deactivation. Answers are
// checked against the shared schemas; each mutation refreshes the keys that show its data.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  accountSchema,
  accountSessionsResponseSchema,
  billingResponseSchema,
  connectionsResponseSchema,
  meResponseSchema,
  notificationsResponseSchema,
  twoStepResponseSchema,
  uploadResponseSchema,
  type Account,
  type AccountBillingInput,
  type AccountConnection,
  type AccountUpdateInput,
  type BillingResponse,
  type NotificationPreference,
  type PasswordChange,
  type UploadResponse,
  type UserPlan,
} from '@aurum/shared'
import { ApiError, apiFetch } from '../../lib/api-client'
import { clearSession, getSession, updateSessionUser } from '../../lib/session'

export const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  billing: () => [...accountKeys.all, 'billing'] as const,
}

export const accountQueryOptions = queryOptions({
  queryKey: accountKeys.detail(),
  queryFn: async ({ signal }): Promise<Account> =>
    accountSchema.parse(await apiFetch<unknown>('/api/account', { signal })),
})

export const accountSessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: async ({ signal }) =>
    accountSessionsResponseSchema.parse(await apiFetch<unknown>('/api/account/sessions', { signal }))
      .sessions,
})

export const accountBillingQueryOptions = queryOptions({
  queryKey: accountKeys.billing(),
  queryFn: async ({ signal }): Promise<BillingResponse> =>
    billingResponseSchema.parse(await apiFetch<unknown>('/api/account/billing', { signal })),
})

export function useAccount() {
  return useQuery(accountQueryOptions)
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions)
}

export function useAccountBilling() {
  return useQuery(accountBillingQueryOptions)
}

/** The navbar shows the stored userData: after a change of name, email or picture it is read again. */
async function refreshSessionUser(): Promise<void> {
  const me = meResponseSchema.parse(await apiFetch<unknown>('/api/auth/me'))
  updateSessionUser(me.userData, me.userAbilityRules)
}

export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AccountUpdateInput) =>
      accountSchema.parse(await apiFetch<unknown>('/api/account', { method: 'PUT', body })),
    onSuccess: async (account) => {
      queryClient.setQueryData(accountKeys.detail(), account)
      const { userData } = getSession()
      if (
        !userData ||
        userData.fullName !== account.fullName ||
        userData.email !== account.email ||
        userData.avatar !== account.avatar
      ) {
        await refreshSessionUser()
      }
    },
  })
}

/**
 * Sends a picture to POST /api/media/uploads (multipart, field `file`) and answers its URL. The
 * JSON client cannot send a form, so this is its one multipart sibling, with the same token and
 * error handling.
 */
export async function uploadImage(file: File): Promise<UploadResponse> {
  const form = new FormData()
  form.append('file', file)
  const { accessToken } = getSession()
  const response = await fetch('/api/media/uploads', {
    method: 'POST',
    headers: accessToken
      ? { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' }
      : { Accept: 'application/json' },
    body: form,
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  if (!response.ok) {
    if (response.status === 401 && accessToken) clearSession()
    throw new ApiError(response.status, body)
  }
  return uploadResponseSchema.parse(body)
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadImage })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PasswordChange) => apiFetch<void>('/api/account/password', { method: 'POST', body }),
    // The other sessions were ended: the devices list shrinks.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  })
}

export function useSetTwoStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      twoStepResponseSchema.parse(
        await apiFetch<unknown>('/api/account/two-step', { method: 'PUT', body: { enabled } }),
      ),
    onSuccess: ({ twoStepEnabled }) =>
      queryClient.setQueryData<Account>(
        accountKeys.detail(),
        (account) => account && { ...account, twoStepEnabled },
      ),
  })
}

export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  })
}

export function useSaveNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (notifications: NotificationPreference[]) =>
      notificationsResponseSchema.parse(
        await apiFetch<unknown>('/api/account/notifications', { method: 'PUT', body: { notifications } }),
      ).notifications,
    onSuccess: (notifications) =>
      queryClient.setQueryData<Account>(
        accountKeys.detail(),
        (account) => account && { ...account, notifications },
      ),
  })
}

export function useSaveConnections() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (connections: AccountConnection[]) =>
      connectionsResponseSchema.parse(
        await apiFetch<unknown>('/api/account/connections', { method: 'PUT', body: { connections } }),
      ).connections,
    onSuccess: (connections) =>
      queryClient.setQueryData<Account>(
        accountKeys.detail(),
        (account) => account && { ...account, connections },
      ),
  })
}

export function useSaveBilling() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AccountBillingInput) =>
      billingResponseSchema.parse(await apiFetch<unknown>('/api/account/billing', { method: 'PUT', body })),
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.billing(), answer),
  })
}

export function useChangePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (plan: UserPlan) =>
      billingResponseSchema.parse(
        await apiFetch<unknown>('/api/account/plan', { method: 'PUT', body: { plan } }),
      ),
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountKeys.billing(), answer)
      await queryClient.invalidateQueries({ queryKey: accountKeys.detail() })
    },
  })
}

/** Deactivation ends every session on the server: the stored one is forgotten right after. */
export function useDeactivateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/account/deactivate', { method: 'POST', body: { confirm: true } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: accountKeys.all })
      clearSession()
    },
  })
}
