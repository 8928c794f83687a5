// Calls of the store settings page (/api/apps/ecommerce/settings): every section at once, and the
// save of one section, whose answer (every section as stored) replaces the cached settings. Saved
// details change how every order number reads (lists, details, dashboards): those refresh.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { storeSettingsSchema, type StoreSettings, type StoreSettingsSection } from '@aurum/shared'
import { i18n } from '@/i18n'
import { apiCall } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'
import { queryRoots } from '@/lib/query-keys'

const STORE_SETTINGS_PATH = '/api/apps/ecommerce/settings'

const storeSettingsKeys = {
  all: ['ecommerce', 'settings'] as const,
}

export function useStoreSettings() {
  return useQuery({
    queryKey: storeSettingsKeys.all,
    queryFn: async ({ signal }) => apiCall(storeSettingsSchema, STORE_SETTINGS_PATH, { signal }),
  })
}

export function useSaveStoreSettings<S extends StoreSettingsSection>(section: S) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (value: StoreSettings[S]) =>
      apiCall(storeSettingsSchema, `${STORE_SETTINGS_PATH}/${section}`, { method: 'PUT', body: value }),
    meta: mutationMeta({
      invalidates: section === 'details' ? [queryRoots.orders, queryRoots.dashboards] : [],
      success: () => ({
        key: 'ecommerce.settings.saved',
        params: { section: i18n.t(`ecommerce.settings.sections.${section}`) },
      }),
    }),
    onSuccess: (settings) => client.setQueryData(storeSettingsKeys.all, settings),
  })
}
