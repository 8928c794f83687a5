// How an order or a subscription is paid: no card is ever charged (the test card pays, any other
// well-formed card is declined), and the store's settings say which ways of paying the checkout offers.
import {
  CARD_BRAND_NAMES,
  PAGES_MESSAGES,
  type PAYMENT_PROVIDERS,
  cardBrand,
  TEST_CARD_NUMBER,
  type CheckoutPayment,
  type OrderMethod,
  type StorePayments,
} from '@aurum/shared'
import type { z } from 'zod'
import type { cardSchema } from '@aurum/shared'
import { badRequest, refused } from '../../http/errors.js'

const M = PAGES_MESSAGES

type Card = z.infer<typeof cardSchema>

/** No card is charged: the test card pays, any other well-formed card is declined. */
export function chargeTestCard(card: Card): void {
  if (card.number !== TEST_CARD_NUMBER) throw refused(M.cardDeclined)
}

export type Settlement = {
  /** The order's payment state: 1 paid, 2 pending. */
  payment: 1 | 2
  method: OrderMethod
  methodNumber: string
  methodName: string
  /** How the customer's mail names the way of paying. */
  text: string
}

/**
 * How the order is paid, among the ways the store offers (400 on payment.method otherwise): a card
 * is charged now (only the test card pays) and named by its brand, read from the number; PayPal and
 * the manual methods leave the order waiting for the payment.
 */
export function settle(payment: CheckoutPayment, offered: StorePayments): Settlement {
  const enabled = (name: (typeof PAYMENT_PROVIDERS)[number]) =>
    offered.providers.some((provider) => provider.name === name && provider.enabled)
  const unavailable = () => badRequest({ 'payment.method': [M.paymentUnavailable] })
  switch (payment.method) {
    case 'card': {
      if (!enabled('card')) throw unavailable()
      chargeTestCard(payment.card)
      const brand = cardBrand(payment.card.number)
      const methodNumber = payment.card.number.slice(-4)
      const name = brand ? CARD_BRAND_NAMES[brand] : 'Card'
      return {
        payment: 1,
        method: brand ?? 'card',
        methodNumber,
        methodName: '',
        text: `${name} •••• ${methodNumber}`,
      }
    }
    case 'paypal':
      if (!enabled('paypal')) throw unavailable()
      return { payment: 2, method: 'paypalLogo', methodNumber: '', methodName: '', text: 'PayPal' }
    case 'manual': {
      const name = offered.manualMethods.find(
        (method) => method.toLowerCase() === payment.manualMethod.toLowerCase(),
      )
      if (!name) throw unavailable()
      return { payment: 2, method: 'manual', methodNumber: '', methodName: name, text: name }
    }
  }
}
