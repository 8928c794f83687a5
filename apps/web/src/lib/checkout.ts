// Calls of the public checkout (/api/pages/catalogue, /api/pages/checkout/quote and
// /api/pages/checkout), shared by the front pages' checkout and the checkout wizard example: one
// order service, one pricing, answers checked with the shared schemas.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import {
  catalogueResponseSchema,
  checkoutResponseSchema,
  checkoutTotalsSchema,
  type CheckoutInput,
  type CheckoutQuoteInput,
} from '@aurum/shared'
import { apiFetch } from './api-client'

export const checkoutKeys = {
  all: ['checkout'] as const,
  catalogue: (q: string) => [...checkoutKeys.all, 'catalogue', q] as const,
  quote: (input: CheckoutQuoteInput) => [...checkoutKeys.all, 'quote', input] as const,
}

export function useCatalogue(q: string) {
  return useQuery({
    queryKey: checkoutKeys.catalogue(q),
    queryFn: async ({ signal }) =>
      catalogueResponseSchema.parse(
        await apiFetch<unknown>('/api/pages/catalogue', { query: { q: q || undefined }, signal }),
      ).products,
    placeholderData: keepPreviousData,
  })
}

export function useCheckoutQuote(input: CheckoutQuoteInput, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.quote(input),
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
