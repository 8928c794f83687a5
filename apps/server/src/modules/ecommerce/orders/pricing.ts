// What an order costs: the one place its money is computed. The checkout's quote, the order it
// places, and the demo orders are all priced here, and the order keeps the figures (subtotal,
// shipping, tax, discount, total), so the checkout summary, the order details, the lists' `spent` and the
// customer's totals read the same numbers and never derive them again.
import type { DeliveryOption } from '@aurum/shared'

/** Spec section 9 (FAQ): parcel delivery is free; scheduled delivery $69 or $99 by postal code. */
export const DELIVERY_PRICES = { parcel: 0, scheduledNear: 69, scheduledFar: 99 } as const
/** Sales tax on the goods (not the delivery), percent. */
const TAX_PERCENT = 8

const cents = (value: number) => Math.round(value * 100) / 100

/** Postal codes starting 0–4 are the near zone; any other (or none yet) costs the far price… */
function deliveryPrice(delivery: DeliveryOption, postalCode: string): number {
  if (delivery === 'parcel') return DELIVERY_PRICES.parcel
  const first = postalCode.trim().charAt(0)
  // …except that a summary shown before the address is typed quotes the near price.
  if (!first) return DELIVERY_PRICES.scheduledNear
  return /[0-4]/.test(first) ? DELIVERY_PRICES.scheduledNear : DELIVERY_PRICES.scheduledFar
}

type PricedLine<L> = L & { total: number }
export type OrderMoney<L> = {
  lines: PricedLine<L>[]
  subtotal: number
  shipping: number
  tax: number
  /** What the offer took off: part of the goods, or the delivery (0 without an offer). */
  discount: number
  /** The offer's code ('' without one). */
  offerCode: string
  /** subtotal + shipping + tax − discount, to the cent: the order's `spent`. */
  total: number
}

/**
 * A deal's offer, already checked against its rules (checkout/offers.ts): `percentage` takes that
 * share of the goods, `flat` that amount of them (never more than the subtotal), `prime` waives
 * the delivery. Offers apply to the whole cart.
 */
export type PricingOffer = { code: string; dealType: 'percentage' | 'flat' | 'prime'; discount: number }

/** The amount an offer takes off, before tax: goods (percentage, flat) or the delivery (prime). */
function offerDiscount(offer: PricingOffer | null, subtotal: number, shipping: number) {
  if (!offer) return { goods: 0, delivery: 0 }
  switch (offer.dealType) {
    case 'percentage':
      return { goods: cents((subtotal * Math.min(offer.discount, 100)) / 100), delivery: 0 }
    case 'flat':
      return { goods: cents(Math.min(offer.discount, subtotal)), delivery: 0 }
    case 'prime':
      return { goods: 0, delivery: shipping }
  }
}

/**
 * The lines' totals, the subtotal, the delivery, the discount, the tax and the total of an order.
 * Tax is on the goods as discounted (a delivery waived by a prime offer was never taxed).
 */
export function priceOrder<L extends { qty: number; price: number }>(
  lines: L[],
  delivery: DeliveryOption,
  postalCode: string,
  offer: PricingOffer | null = null,
): OrderMoney<L> {
  const priced = lines.map((line) => ({ ...line, total: cents(line.qty * line.price) }))
  const subtotal = cents(priced.reduce((sum, line) => sum + line.total, 0))
  const shipping = deliveryPrice(delivery, postalCode)
  const off = offerDiscount(offer, subtotal, shipping)
  const tax = cents(((subtotal - off.goods) * TAX_PERCENT) / 100)
  const discount = cents(off.goods + off.delivery)
  return {
    lines: priced,
    subtotal,
    shipping,
    tax,
    discount,
    offerCode: offer ? offer.code : '',
    total: cents(subtotal + shipping + tax - discount),
  }
}
