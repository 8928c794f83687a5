// Calls of the public pages: the FAQ and help center in the shown language, the plans, the
// catalogue and the checkout, the test-card subscription and the contact form. Answers are checked
// with the shared schemas.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import {
  articleResponseSchema,
  catalogueResponseSchema,
  checkoutResponseSchema,
  checkoutTotalsSchema,
  faqResponseSchema,
  helpCenterResponseSchema,
  subscriptionResponseSchema,
  type CheckoutInput,
  type CheckoutQuoteInput,
  type ContactMessageInput,
  type ContentLanguage,
  type SubscriptionInput,
} from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { apiFetch } from '../../lib/api-client'

export { usePlans } from '../../lib/plans'

export const frontPagesKeys = {
  all: ['front-pages'] as const,
  faq: (lang: string, q: string) => [...frontPagesKeys.all, 'faq', lang, q] as const,
  helpCenter: (lang: string) => [...frontPagesKeys.all, 'help-center', lang] as const,
  article: (lang: string, slug: string) => [...frontPagesKeys.all, 'article', lang, slug] as const,
  catalogue: (q: string) => [...frontPagesKeys.all, 'catalogue', q] as const,
  quote: (input: CheckoutQuoteInput) => [...frontPagesKeys.all, 'quote', input] as const,
}

/** The shown language as the content API names it. */
export function useContentLanguage(): ContentLanguage {
  const { i18n } = useTranslation()
  const language = i18n.language
  return language === 'es' || language === 'fr' || language === 'ar' ? language : 'en'
}

export function useFaq(q: string) {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.faq(lang, q),
    queryFn: async ({ signal }) =>
      faqResponseSchema.parse(
        await apiFetch<unknown>('/api/pages/faq', { query: { q: q || undefined, lang }, signal }),
      ),
    placeholderData: keepPreviousData,
  })
}

export function useHelpCenter() {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.helpCenter(lang),
    queryFn: async ({ signal }) =>
      helpCenterResponseSchema.parse(
        await apiFetch<unknown>('/api/pages/help-center', { query: { lang }, signal }),
      ),
  })
}

export function useArticle(slug: string) {
  const lang = useContentLanguage()
  return useQuery({
    queryKey: frontPagesKeys.article(lang, slug),
    queryFn: async ({ signal }) =>
      articleResponseSchema.parse(
        await apiFetch<unknown>(`/api/pages/help-center/articles/${encodeURIComponent(slug)}`, {
          query: { lang },
          signal,
        }),
      ).articleData,
    retry: false,
  })
}

export function useCatalogue(q: string) {
  return useQuery({
    queryKey: frontPagesKeys.catalogue(q),
    queryFn: async ({ signal }) =>
      catalogueResponseSchema.parse(
        await apiFetch<unknown>('/api/pages/catalogue', { query: { q: q || undefined }, signal }),
      ).products,
    placeholderData: keepPreviousData,
  })
}

export function useCheckoutQuote(input: CheckoutQuoteInput, enabled: boolean) {
  return useQuery({
    queryKey: frontPagesKeys.quote(input),
    queryFn: async ({ signal }) =>
      checkoutTotalsSchema.parse(
        await apiFetch<unknown>('/api/pages/checkout/quote', { method: 'POST', body: input, signal }),
      ),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: async (input: CheckoutInput) =>
      checkoutResponseSchema.parse(
        await apiFetch<unknown>('/api/pages/checkout', { method: 'POST', body: input }),
      ),
  })
}

export function useSubscribe() {
  return useMutation({
    mutationFn: async (input: SubscriptionInput) =>
      subscriptionResponseSchema.parse(
        await apiFetch<unknown>('/api/account/subscription', { method: 'POST', body: input }),
      ),
  })
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactMessageInput) =>
      apiFetch<unknown>('/api/pages/contact', { method: 'POST', body: input }),
  })
}
