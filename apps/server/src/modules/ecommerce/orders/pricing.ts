// What an order costs: the one place its money is computed. The checkout's quote, the order it
// places, and the demo orders are all priced here, and the order keeps the figures (subtotal,
// shipping, tax, total), so the checkout summary, the order details, the lists' `spent` and the
// customer's totals read the same numbers and never derive them again.
import type { DeliveryOption } from '@aurum/shared'

/** Spec section 9 (FAQ): parcel delivery is free; scheduled delivery $69 or $99 by postal code. */
export const DELIVERY_PRICES = { parcel: 0, scheduledNear: 69, scheduledFar: 99 } as const
/** Sales tax on the goods (not the delivery), percent. */
export const TAX_PERCENT = 8

const cents = (value: number) => Math.round(value * 100) / 100

/** Postal codes starting 0–4 are the near zone; any other (or none yet) costs the far price… */
export function deliveryPrice(delivery: DeliveryOption, postalCode: string): number {
  if (delivery === 'parcel') return DELIVERY_PRICES.parcel
  const first = postalCode.trim().charAt(0)
  // …except that a summary shown before the address is typed quotes the near price.
  if (!first) return DELIVERY_PRICES.scheduledNear
  return /[0-4]/.test(first) ? DELIVERY_PRICES.scheduledNear : DELIVERY_PRICES.scheduledFar
}

export type PricedLine<L> = L & { total: number }
export type OrderMoney<L> = {
  lines: PricedLine<L>[]
  subtotal: number
  shipping: number
  tax: number
  /** subtotal + shipping + tax, to the cent: the order's `spent`. */
  total: number
}

/** The lines' totals, the subtotal, the delivery, the tax and the total of an order. */
export function priceOrder<L extends { qty: number; price: number }>(
  lines: L[],
  delivery: DeliveryOption,
  postalCode: string,
): OrderMoney<L> {
  const priced = lines.map((line) => ({ ...line, total: cents(line.qty * line.price) }))
  const subtotal = cents(priced.reduce((sum, line) => sum + line.total, 0))
  const shipping = deliveryPrice(delivery, postalCode)
  const tax = cents((subtotal * TAX_PERCENT) / 100)
  return { lines: priced, subtotal, shipping, tax, total: cents(subtotal + shipping + tax) }
}
