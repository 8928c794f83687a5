// The checkout's offer codes: a code names one deal of the create-deal wizard (any case), and its
// rules decide whether this order may use it. What each rule reads:
// - dates: today (UTC) within the deal's start and end days, both included;
// - minCartAmount: the subtotal of the goods before any discount;
// - paymentMethod: card → paying by card, paypal → PayPal, cash → a manual method whose name says
//   "cash" (Cash on Delivery); any → every way;
// - region: the continent of the shipping address's country (continents.ts);
// - userType: all → anyone; registered → a signed-in user; prime → a signed-in user on a paid plan;
// - maxUsers: orders placed with the deal, all customers together;
// - singleUse: one order with the deal per customer email (the checkout's customers are found by
//   email);
// - offeredItems: the store's products are not the wizard's DEAL_ITEMS, so a deal applies to the
//   whole cart and its items are a description only.
// The quote checks the rules whose inputs the form has so far; the order checks them all, with the
// deal row locked FOR UPDATE in the order's transaction so that two checkouts count one after the
// other. How much comes off is priceOrder's (orders/pricing.ts).
import {
  PAGES_MESSAGES,
  regionOfCountry,
  type Deal,
  type MessageCode,
  type MessageParams,
} from '@aurum/shared'
import type { Db, Tx } from '../../db/client.js'
import { badRequest } from '../../http/errors.js'
import type { PricingOffer } from '../ecommerce/orders/pricing.js'
import * as accountService from '../account/service.js'
import * as ordersService from '../ecommerce/orders/service.js'
import * as wizardsService from '../wizards/service.js'

const M = PAGES_MESSAGES

export type OfferContext = {
  subtotal: number
  now: Date
  /** The shipping country's code ('' not typed yet). */
  country: string
  /** The customer's email ('' not typed yet, or a store reaching customers by phone). */
  email: string
  /** '' when the way of paying is not chosen yet. */
  paymentMethod: 'card' | 'paypal' | 'manual' | ''
  manualMethod: string
  /** The signed-in user, if any (the checkout is public). */
  userId: number | null
}

const refuse = (code: MessageCode, params?: MessageParams) =>
  badRequest({ offerCode: [params ? { code, params } : code] })

const PAYMENT_REFUSALS = { card: M.offerCardOnly, paypal: M.offerPaypalOnly, cash: M.offerCashOnly } as const

function paysAsDealWants(deal: Deal, context: OfferContext): boolean {
  switch (deal.paymentMethod) {
    case 'any':
      return true
    case 'card':
    case 'paypal':
      return context.paymentMethod === deal.paymentMethod
    case 'cash':
      return context.paymentMethod === 'manual' && /cash/i.test(context.manualMethod)
  }
}

/**
 * The offer a code gives this order, or null without a code; a 400 on `offerCode` naming the
 * first rule it breaks. `lock`: inside the order's transaction (`db` is then that transaction).
 */
export async function checkOffer(
  db: Db | Tx,
  code: string,
  context: OfferContext,
  { lock }: { lock: boolean },
): Promise<(PricingOffer & { dealId: number }) | null> {
  if (!code) return null
  const deal = await wizardsService.findDealByCode(db, code, { lock })
  if (!deal) throw refuse(M.offerUnknown)
  const today = context.now.toISOString().slice(0, 10)
  if (today < deal.startDate) throw refuse(M.offerNotYetValid, { startDay: deal.startDate })
  if (today > deal.endDate) throw refuse(M.offerExpired, { endDay: deal.endDate })
  if (context.subtotal < deal.minCartAmount)
    throw refuse(M.offerMinimumCart, { minimumMoney: deal.minCartAmount })
  if (context.paymentMethod && !paysAsDealWants(deal, context))
    throw refuse(PAYMENT_REFUSALS[deal.paymentMethod as keyof typeof PAYMENT_REFUSALS])
  if (context.country && regionOfCountry(context.country) !== deal.region) throw refuse(M.offerRegion)
  if (deal.userType !== 'all') {
    if (context.userId === null) throw refuse(M.offerSignIn)
    if (deal.userType === 'prime') {
      const { currentPlan } = await accountService.getBilling(db as Db, context.userId)
      if (currentPlan === 'basic') throw refuse(M.offerPaidPlan)
    }
  }
  const uses = await ordersService.countDealUses(db, deal.id, context.email)
  if (uses.all >= deal.maxUsers) throw refuse(M.offerUsedUp)
  if (deal.singleUse && uses.byEmail > 0) throw refuse(M.offerAlreadyUsed)
  return { dealId: deal.id, code: deal.code, dealType: deal.dealType, discount: deal.discount }
}
