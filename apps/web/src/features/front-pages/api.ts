// Calls of the public pages: the FAQ and help center in the shown language, the plans, the
// catalogue and the checkout, the test-card subscription and the contact form. Answers are checked
// with the shared schemas.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import {
  articleResponseSchema,
  faqResponseSchema,
  helpCenterResponseSchema,
  helpSearchResponseSchema,
  subscriptionResponseSchema,
  type ContactMessageInput,
  type ContentLanguage,
  type SubscriptionInput,
  type SubscriptionResponse,
} from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { apiFetch, apiCall } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'
import { queryRoots } from '@/lib/query-keys'

export { usePlans } from '@/lib/plans'
export { useCatalogue, useCheckoutOptions, useCheckoutTotals, usePlaceOrder } from '@/lib/checkout'

const frontPagesKeys = {
  all: ['front-pages'] as const,
  faq: (lang: string, q: string) => [...frontPagesKeys.all, 'faq', lang, q] as const,
  helpCenter: (lang: string) => [...frontPagesKeys.all, 'help-center', lang] as const,
  article: (lang: string, slug: string) => [...frontPagesKeys.all, 'article', lang, slug] as const,
  helpSearch: (lang: string, q: string) => [...frontPagesKeys.all, 'help-search', lang, q] as const,
}

/** The shown language as the content API names it. */
function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation()
  const language = i18n.language
  return language === 'es' || language === 'fr' || language === 'ar' ? language : 'en'
}

export function useFaq(q: string) {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.faq(lang, q),
    queryFn: async ({ signal }) =>
      apiCall(faqResponseSchema, '/api/pages/faq', { query: { q: q || undefined, lang }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useHelpCenter() {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.helpCenter(lang),
    queryFn: async ({ signal }) =>
      apiCall(helpCenterResponseSchema, '/api/pages/help-center', { query: { lang }, signal }),
  })
}

/** The help center's search: articles matching q in the shown language; idle while q is empty. */
export function useHelpSearch(q: string) {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.helpSearch(lang, q),
    queryFn: async ({ signal }) =>
      (
        await apiCall(helpSearchResponseSchema, '/api/pages/help-center/search', {
          query: { q, lang },
          signal,
        })
      ).articles,
    enabled: q !== '',
    placeholderData: keepPreviousData,
  })
}

export function useArticle(slug: string) {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.article(lang, slug),
    queryFn: async ({ signal }) =>
      (
        await apiCall(articleResponseSchema, `/api/pages/help-center/articles/${encodeURIComponent(slug)}`, {
          query: { lang },
          signal,
        })
      ).articleData,
    retry: false,
  })
}

export function useSubscribe() {
  return useMutation({
    mutationFn: async (input: SubscriptionInput) =>
      apiCall(subscriptionResponseSchema, '/api/account/subscription', { method: 'POST', body: input }),
    // The page shows the outcome itself: the receipt, or the reasons under the card's fields.
    meta: mutationMeta<SubscriptionResponse, SubscriptionInput>({ invalidates: [queryRoots.account] }),
  })
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactMessageInput) =>
      apiFetch<unknown>('/api/pages/contact', { method: 'POST', body: input }),
  })
}
