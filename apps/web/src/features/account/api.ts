// Calls of the account-settings pages: the signed-in user's own account, password, two-step
// switch, sessions, notifications, connections, billing, plan and deactivation. Answers are
// checked against the shared schemas; each mutation's meta names the keys that show its data and
// its snackbars (lib/query-client.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  accountSchema,
  accountSessionsResponseSchema,
  billingResponseSchema,
  connectionsResponseSchema,
  meResponseSchema,
  notificationsResponseSchema,
  twoStepDisabledSchema,
  twoStepEnabledSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
  uploadResponseSchema,
  type Account,
  type AccountBillingInput,
  type AccountConnection,
  type AccountUpdateInput,
  type BillingResponse,
  type NotificationPreference,
  type PasswordChange,
  type TwoStepDisableBody,
  type TwoStepEnabled,
  type TwoStepSetup,
  type TwoStepStatus,
  type UploadResponse,
  type PlanChange,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { i18n } from '@/i18n'
import { mutationMeta } from '@/lib/query-client'
import { clearSession, getSession, updateSessionUser } from '@/lib/session'

const accountKeys = {
  all: ['account'] as const,
  detail: () => [...accountKeys.all, 'detail'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  billing: () => [...accountKeys.all, 'billing'] as const,
  twoStep: () => [...accountKeys.all, 'two-step'] as const,
}

const accountQueryOptions = queryOptions({
  queryKey: accountKeys.detail(),
  queryFn: async ({ signal }): Promise<Account> => apiCall(accountSchema, '/api/account', { signal }),
})

const accountSessionsQueryOptions = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: async ({ signal }) =>
    (await apiCall(accountSessionsResponseSchema, '/api/account/sessions', { signal })).sessions,
})

const accountBillingQueryOptions = queryOptions({
  queryKey: accountKeys.billing(),
  queryFn: async ({ signal }): Promise<BillingResponse> =>
    apiCall(billingResponseSchema, '/api/account/billing', { signal }),
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
  const me = await apiCall(meResponseSchema, '/api/auth/me')
  updateSessionUser(me.userData, me.userAbilityRules)
}

export function useUpdateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: AccountUpdateInput) =>
      apiCall(accountSchema, '/api/account', { method: 'PUT', body }),
    // The current password goes only with a new email.
    meta: mutationMeta<Account, AccountUpdateInput>({
      success: (_, body) =>
        body.currentPassword === undefined ? 'account.profile.saved' : 'account.profile.savedNewEmail',
    }),
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

/** Sends a picture to POST /api/media/uploads (multipart, through lib/xhr-upload). */
async function uploadImage(file: File): Promise<UploadResponse> {
  const body = await uploadWithProgress('/api/media/uploads', file)
  return uploadResponseSchema.parse(body)
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadImage })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => apiFetch<void>('/api/account/password', { method: 'POST', body }),
    meta: mutationMeta({
      // The other sessions were ended: the devices list shrinks.
      invalidates: [accountKeys.sessions()],
      success: 'account.security.passwordDone',
    }),
  })
}

const twoStepStatusQueryOptions = queryOptions({
  queryKey: accountKeys.twoStep(),
  queryFn: async ({ signal }): Promise<TwoStepStatus> =>
    apiCall(twoStepStatusSchema, '/api/account/two-step', { signal }),
})

export function useTwoStepStatus() {
  return useQuery(twoStepStatusQueryOptions)
}

/** A new secret (base32, otpauth:// address and its QR code), shown once in the setup dialog. */
export function useStartTwoStepSetup() {
  return useMutation({
    mutationFn: async (): Promise<TwoStepSetup> =>
      apiCall(twoStepSetupSchema, '/api/account/two-step/setup', { method: 'POST' }),
    meta: mutationMeta({ error: 'account.twoStep.setupFailed' }),
  })
}

/** Both the account (its twoStepEnabled) and the two-step status show the switch's state. */
function useTwoStepChanged() {
  const queryClient = useQueryClient()
  return (twoStepEnabled: boolean) => {
    queryClient.setQueryData<Account>(
      accountKeys.detail(),
      (account) => account && { ...account, twoStepEnabled },
    )
    void queryClient.invalidateQueries({ queryKey: accountKeys.twoStep() })
  }
}

/** One code of the app confirms the secret; the answer holds the recovery codes, shown once. */
export function useEnableTwoStep() {
  const changed = useTwoStepChanged()
  return useMutation({
    mutationFn: async (code: string): Promise<TwoStepEnabled> =>
      apiCall(twoStepEnabledSchema, '/api/account/two-step/enable', { method: 'POST', body: { code } }),
    onSuccess: () => changed(true),
  })
}

export function useDisableTwoStep() {
  const changed = useTwoStepChanged()
  return useMutation({
    mutationFn: async (body: TwoStepDisableBody) =>
      apiCall(twoStepDisabledSchema, '/api/account/two-step/disable', { method: 'POST', body }),
    meta: mutationMeta({ success: 'account.twoStep.turnedOff' }),
    onSuccess: () => changed(false),
  })
}

export function useRevokeSession() {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    meta: mutationMeta({
      invalidates: [accountKeys.sessions()],
      invalidatesOnError: true,
      success: 'account.security.revoked',
      error: 'account.security.revokeFailed',
    }),
  })
}

export function useRevokeOtherSessions() {
  return useMutation({
    mutationFn: () => apiFetch<unknown>('/api/account/sessions', { method: 'DELETE' }),
    meta: mutationMeta({
      invalidates: [accountKeys.sessions()],
      invalidatesOnError: true,
      success: 'account.security.othersRevoked',
      error: 'account.security.othersRevokeFailed',
    }),
  })
}

export function useSaveNotifications() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (notifications: NotificationPreference[]) =>
      (
        await apiCall(notificationsResponseSchema, '/api/account/notifications', {
          method: 'PUT',
          body: { notifications },
        })
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
      (
        await apiCall(connectionsResponseSchema, '/api/account/connections', {
          method: 'PUT',
          body: { connections },
        })
      ).connections,
    meta: mutationMeta({ success: 'account.connections.saved', error: 'common.saveFailed' }),
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
      apiCall(billingResponseSchema, '/api/account/billing', { method: 'PUT', body }),
    meta: mutationMeta({ success: 'account.billing.saved' }),
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.billing(), answer),
  })
}

export function useChangePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (change: PlanChange) =>
      apiCall(billingResponseSchema, '/api/account/plan', { method: 'PUT', body: change }),
    meta: mutationMeta<BillingResponse, PlanChange>({
      invalidates: [accountKeys.detail()],
      success: (_, { plan }) => ({
        key: 'account.billing.planChanged',
        params: { plan: i18n.t(`account.plans.${plan}`) },
      }),
      error: 'common.saveFailed',
    }),
    onSuccess: (answer) => queryClient.setQueryData(accountKeys.billing(), answer),
  })
}

/** Deactivation ends every session on the server: the stored one is forgotten right after. */
export function useDeactivateAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (password: string) =>
      apiFetch<void>('/api/account/deactivate', { method: 'POST', body: { confirm: true, password } }),
    // No snackbar of its own: the card shows a wrong password under its field, anything else itself.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: accountKeys.all })
      clearSession()
    },
  })
}
