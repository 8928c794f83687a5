// The subscription plans, read from the server (one source in the database): the pricing pages,
// the account's billing tab and the user page's plan card all show the same prices.
import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  USER_PLANS,
  planPeriodPrice,
  plansResponseSchema,
  type BillingCycle,
  type Plan,
  type UserPlan,
} from '@aurum/shared'
import { apiCall } from './api-client'

const plansQueryOptions = queryOptions({
  queryKey: ['plans'] as const,
  queryFn: async ({ signal }) => (await apiCall(plansResponseSchema, '/api/pages/pricing', { signal })).plans,
  staleTime: 5 * 60_000,
})

export function usePlans() {
  return useQuery(plansQueryOptions)
}

/** Each plan's monthly price once the plans are in; undefined while they load. */
export function usePlanMonthlyPrices(): Partial<Record<UserPlan, number>> {
  const { data } = usePlans()
  return Object.fromEntries((data ?? []).map((plan: Plan) => [plan.code, plan.monthlyPrice]))
}

/** What one period of each plan costs when paid by `cycle` (a year's total for annual). */
export function usePlanPeriodPrices(cycle: BillingCycle): Partial<Record<UserPlan, number>> {
  const { data } = usePlans()
  return Object.fromEntries((data ?? []).map((plan: Plan) => [plan.code, planPeriodPrice(plan, cycle)]))
}

/** Each plan's price per month when paid yearly. */
export function usePlanAnnualMonthlyPrices(): Partial<Record<UserPlan, number>> {
  const { data } = usePlans()
  return Object.fromEntries((data ?? []).map((plan: Plan) => [plan.code, plan.annualMonthlyPrice]))
}

/**
 * The plan codes from the cheapest to the dearest, as every list of plans shows them; the codes'
 * own order (USER_PLANS, alphabetical) until the prices are in.
 */
export function usePlanCodesByPrice(): UserPlan[] {
  const { data } = usePlans()
  if (!data) return [...USER_PLANS]
  return [...data].sort((a, b) => a.monthlyPrice - b.monthlyPrice).map((plan) => plan.code)
}
