// Calls of the public checkout (/api/pages/checkout/options, /api/pages/catalogue,
// /api/pages/checkout/quote and /api/pages/checkout), shared by the front pages' checkout and the
// checkout wizard example: the store's options (fields, ways to pay), one order service, one
// pricing, answers checked with the shared schemas.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  catalogueResponseSchema,
  checkoutOptionsSchema,
  checkoutResponseSchema,
  checkoutTotalsSchema,
  type CheckoutInput,
  type CheckoutQuoteInput,
} from '@aurum/shared'
import { ApiError, apiCall } from './api-client'

const checkoutKeys = {
  all: ['checkout'] as const,
  options: () => [...checkoutKeys.all, 'options'] as const,
  catalogue: (q: string) => [...checkoutKeys.all, 'catalogue', q] as const,
  quote: (input: CheckoutQuoteInput) => [...checkoutKeys.all, 'quote', input] as const,
}

/** What the store's checkout asks for (each field's mode) and offers (ways to pay, delivery prices). */
export function useCheckoutOptions() {
  return useQuery({
    queryKey: checkoutKeys.options(),
    queryFn: async ({ signal }) => apiCall(checkoutOptionsSchema, '/api/pages/checkout/options', { signal }),
  })
}

export function useCatalogue(q: string) {
  return useQuery({
    queryKey: checkoutKeys.catalogue(q),
    queryFn: async ({ signal }) =>
      (
        await apiCall(catalogueResponseSchema, '/api/pages/catalogue', {
          query: { q: q || undefined },
          signal,
        })
      ).products,
    placeholderData: keepPreviousData,
  })
}

function useCheckoutQuote(input: CheckoutQuoteInput, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.quote(input),
    queryFn: async ({ signal }) =>
      apiCall(checkoutTotalsSchema, '/api/pages/checkout/quote', { method: 'POST', body: input, signal }),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

/**
 * The cart's totals with an offer code: the quote with the code when its rules hold, otherwise the
 * quote without it and the reason the code is refused (the server's 400 on offerCode), so the
 * summary still shows the cart's figures under a refused code.
 */
export function useCheckoutTotals(input: CheckoutQuoteInput, enabled: boolean) {
  const { offerCode, country, email, paymentMethod, manualMethod, ...base } = input
  const code = offerCode?.trim() ?? ''
  const plain = useCheckoutQuote(base, enabled && !code)
  const offered = useCheckoutQuote(
    { ...base, offerCode: code, country, email, paymentMethod, manualMethod },
    enabled && Boolean(code),
  )
  const offerError =
    offered.error instanceof ApiError ? (offered.error.fieldCodes.offerCode?.[0] ?? null) : null
  const fallback = useCheckoutQuote(base, enabled && Boolean(code) && offerError !== null)
  const quote = !code ? plain : offerError ? fallback : offered
  return { quote, offerError }
}

export function usePlaceOrder() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CheckoutInput) =>
      apiCall(checkoutResponseSchema, '/api/pages/checkout', { method: 'POST', body: input }),
    // The settings may have changed since the form read them (a way to pay switched off).
    onError: () => void client.invalidateQueries({ queryKey: checkoutKeys.options() }),
  })
}
