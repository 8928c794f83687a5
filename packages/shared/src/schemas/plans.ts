// Contracts of pricing and the subscription paid from the payment page (spec section 7).
import { z } from 'zod'
import { BILLING_CYCLES, USER_PLANS, type BillingCycle } from '../constants/index.js'
import { cardSchema } from './checkout.js'

export const planSchema = z.object({
  code: z.enum(USER_PLANS),
  monthlyPrice: z.number(),
  /** Per month when billed yearly. */
  annualMonthlyPrice: z.number(),
  popular: z.boolean(),
  features: z.array(z.string()),
})
export type Plan = z.infer<typeof planSchema>
export const plansResponseSchema = z.object({ plans: z.array(planSchema) })

/**
 * What one period of a plan costs, to the cent: a month at the monthly price, or a year at twelve
 * times the annual plan's monthly price. The payment page, the charge and billing all read this.
 */
export function planPeriodPrice(
  plan: Pick<Plan, 'monthlyPrice' | 'annualMonthlyPrice'>,
  cycle: BillingCycle,
): number {
  return cycle === 'annual' ? Math.round(plan.annualMonthlyPrice * 12 * 100) / 100 : plan.monthlyPrice
}
export type PlansResponse = z.infer<typeof plansResponseSchema>

export const subscriptionSchema = z.object({
  plan: z.enum(USER_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  card: cardSchema,
})
export type SubscriptionInput = z.input<typeof subscriptionSchema>
export const subscriptionResponseSchema = z.object({
  plan: z.enum(USER_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  /** What a period costs, in dollars (a year's total for annual). */
  charged: z.number(),
})
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>
