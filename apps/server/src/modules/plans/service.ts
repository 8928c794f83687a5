// Rules of the subscription plans: the plans on sale, and subscribing an account to one with the
// test card (the account keeps the plan and its billing cycle).
import {
  PAGES_MESSAGES,
  planPeriodPrice,
  type Plan,
  type SubscriptionResponse,
  type UserPlan,
} from '@aurum/shared'
import type { z } from 'zod'
import type { subscriptionSchema } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest } from '../../http/errors.js'
import * as accountService from '../account/service.js'
import { chargeTestCard } from '../checkout/payments.js'
import * as plansRepo from './repo.js'

const M = PAGES_MESSAGES

// ---------------------------------------------------------------------------------------------
// Plans and the subscription

export async function plans(db: Db): Promise<Plan[]> {
  const rows = await plansRepo.selectPlans(db)
  return rows.map((row) => ({
    code: row.code as UserPlan,
    monthlyPrice: row.monthlyPrice,
    annualMonthlyPrice: row.annualMonthlyPrice,
    popular: row.popular,
    features: row.features,
  }))
}

export async function subscribe(
  db: Db,
  userId: number,
  input: z.infer<typeof subscriptionSchema>,
): Promise<SubscriptionResponse> {
  const plan = await plansRepo.findPlan(db, input.plan)
  if (!plan) throw badRequest({ plan: [M.required] })
  chargeTestCard(input.card)
  await accountService.changePlan(db, userId, input.plan, input.cycle)
  return { plan: input.plan, cycle: input.cycle, charged: planPeriodPrice(plan, input.cycle) }
}
