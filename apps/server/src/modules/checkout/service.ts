// Rules of the storefront checkout: the catalogue a visitor buys from, the checkout as the store's
// settings have it (the fields asked for, the ways to pay), and the order — stock taken, the
// customer found or created and the order written through the products, customers and orders
// services, totals computed by the orders' pricing, never trusted from the browser.
import {
  PAGES_MESSAGES,
  PAYMENT_PROVIDERS,
  checkoutAddressSchemaFor,
  checkoutFullName,
  countryName,
  orderNumberText,
  type Checkout,
  type CheckoutOptions,
  type CheckoutQuote,
  type CheckoutResponse,
  type CheckoutTotals,
  type DeliveryOption,
  type MessageParams,
} from '@aurum/shared'
import { z } from 'zod'
import type { Db, Tx } from '../../db/client.js'
import { conflict, invalidInput } from '../../http/errors.js'
import * as customersService from '../ecommerce/customers/service.js'
import * as orderNotices from '../ecommerce/orders/notices.js'
import { DELIVERY_PRICES, priceOrder } from '../ecommerce/orders/pricing.js'
import * as ordersService from '../ecommerce/orders/service.js'
import * as productsService from '../ecommerce/products/service.js'
import * as settingsService from '../ecommerce/settings/service.js'
import type * as emailService from '../email/service.js'
import { checkOffer, type OfferContext } from './offers.js'
import { settle } from './payments.js'

const M = PAGES_MESSAGES

// ---------------------------------------------------------------------------------------------
// Catalogue and checkout

export async function catalogue(db: Db, q: string | undefined) {
  return productsService.catalogue(db, q)
}

/** What the checkout asks for and offers, from the store settings (public). */
export async function checkoutOptions(db: Db): Promise<CheckoutOptions> {
  const settings = await settingsService.getStoreSettings(db)
  const enabled = new Set(
    settings.payments.providers.filter((provider) => provider.enabled).map((provider) => provider.name),
  )
  return {
    storeName: settings.details.storeName,
    fields: settings.checkout,
    payments: {
      providers: PAYMENT_PROVIDERS.filter((provider) => enabled.has(provider)),
      manualMethods: settings.payments.manualMethods,
    },
    deliveryPrices: DELIVERY_PRICES,
  }
}

type ProductForSale = Awaited<ReturnType<typeof productsService.productsForSale>>[number]

/**
 * The cart's lines from the catalogue: every product must be published and in stock with enough
 * units (409 naming the line otherwise). Quantities of a product listed twice add up.
 */
function cartLines(items: { productId: number; qty: number }[], found: ProductForSale[]) {
  const wanted = new Map<number, number>()
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty)
  const byId = new Map(found.map((product) => [product.id, product]))
  const lines: { productId: number; productName: string; qty: number; price: number }[] = []
  const errors: { code: typeof M.productUnavailable | typeof M.outOfStock; params: MessageParams }[] = []
  for (const [productId, qty] of wanted) {
    const product = byId.get(productId)
    if (!product || product.status !== 'Published' || !product.stock) {
      errors.push({
        code: M.productUnavailable,
        params: { product: product?.productName ?? `#${productId}` },
      })
      continue
    }
    if (product.qty < qty) {
      errors.push({ code: M.outOfStock, params: { product: product.productName, available: product.qty } })
      continue
    }
    lines.push({ productId, productName: product.productName, qty, price: product.price })
  }
  if (errors.length) throw conflict({ items: errors })
  return lines
}

/**
 * The cart priced by the orders' pricing (lines, delivery, discount, tax, total), with the offer
 * its code gives once the code's rules hold for this cart (offers.ts; a 400 on offerCode if not).
 */
async function priceCart(
  db: Db | Tx,
  lines: ReturnType<typeof cartLines>,
  delivery: DeliveryOption,
  postalCode: string,
  code: string,
  context: Omit<OfferContext, 'subtotal'>,
  lock: boolean,
) {
  const plain = priceOrder(lines, delivery, postalCode)
  const offer = await checkOffer(db, code, { ...context, subtotal: plain.subtotal }, { lock })
  return {
    totals: offer ? priceOrder(lines, delivery, postalCode, offer) : plain,
    dealId: offer?.dealId ?? null,
  }
}

/** What the cart will cost, without taking anything (the checkout's summary). */
export async function quote(
  db: Db,
  input: CheckoutQuote,
  userId: number | null = null,
  now = new Date(),
): Promise<CheckoutTotals> {
  const found = await productsService.productsForSale(db, [
    ...new Set(input.items.map((item) => item.productId)),
  ])
  const lines = cartLines(input.items, found)
  const { totals } = await priceCart(
    db,
    lines,
    input.delivery,
    input.postalCode,
    input.offerCode,
    {
      now,
      country: input.country,
      email: input.email,
      paymentMethod: input.paymentMethod,
      manualMethod: input.manualMethod,
      userId,
    },
    false,
  )
  return totals
}

/**
 * Places the order, as the store's settings have the checkout: the address must give what they
 * require (what they hide is dropped) and the payment be one they offer. Then, in one transaction,
 * the products are locked, priced and checked, their units taken, the customer found (by email, or
 * by phone when the store reaches customers by phone) or created, and the order written with its
 * money as priced. Two buyers of the last unit: the second waits for the first's lock and then
 * finds none left (409). The customer's confirmation and the team's notices follow the commit.
 */
export async function checkout(
  deps: emailService.EmailDeps,
  input: Checkout,
  now = new Date(),
  userId: number | null = null,
): Promise<CheckoutResponse> {
  const { db } = deps
  const settings = await settingsService.getStoreSettings(db)
  // The route checked each field's form; the store's rules decide which it requires (400 as the form says).
  const parsed = z
    .object({ address: checkoutAddressSchemaFor(settings.checkout) })
    .safeParse({ address: input.address })
  if (!parsed.success) throw invalidInput(parsed.error, 'address')
  const { address } = parsed.data
  const settlement = settle(input.payment, settings.payments)
  const ids = [...new Set(input.items.map((item) => item.productId))].sort((a, b) => a - b)
  // Orders and customers keep the country's English name beside its code, as the back office has them.
  const countryCode = address.country
  const country = countryName(countryCode, 'en')
  const fullName = checkoutFullName(address)
  const placed = await db.transaction(async (tx) => {
    const locked = await productsService.lockProductsForSale(tx, ids)
    const { totals, dealId } = await priceCart(
      tx,
      cartLines(input.items, locked),
      input.delivery,
      address.postalCode,
      input.offerCode,
      {
        now,
        country: countryCode,
        email: address.email,
        paymentMethod: input.payment.method,
        manualMethod: input.payment.method === 'manual' ? input.payment.manualMethod : '',
        userId,
      },
      true,
    )
    for (const line of totals.lines) await productsService.takeStock(tx, line.productId, line.qty)
    const customer = await customersService.findOrCreateCustomer(tx, {
      customer: fullName,
      email: address.email,
      country,
      countryCode: countryCode.toLowerCase(),
      contact: address.contactPhone || address.phone,
    })
    const postal = {
      name: fullName,
      ...(address.company ? { company: address.company } : {}),
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      state: '',
      postalCode: address.postalCode,
      country,
      phone: address.phone,
    }
    const order = await ordersService.insertPlacedOrder(tx, {
      customerId: customer.id,
      payment: settlement.payment,
      method: settlement.method,
      methodNumber: settlement.methodNumber,
      methodName: settlement.methodName,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      tax: totals.tax,
      discount: totals.discount,
      offerCode: totals.offerCode || null,
      dealId,
      spent: totals.total,
      orderedAt: now,
      address: postal,
      lines: totals.lines.map(({ productId, productName, qty, price }) => ({
        productId,
        productName,
        qty,
        price,
      })),
    })
    return { totals, customer, order }
  })
  const { totals, customer, order } = placed
  await orderNotices.orderPlaced(
    deps,
    settings,
    {
      id: order.id,
      orderNumber: order.orderNumber,
      orderedAt: now,
      customer: { name: fullName, email: address.email },
      lines: totals.lines,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      tax: totals.tax,
      discount: totals.discount,
      offerCode: totals.offerCode,
      total: totals.total,
      paid: settlement.payment === 1,
      paymentText: settlement.text,
    },
    customer,
  )
  return {
    ...totals,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderLabel: orderNumberText(order.orderNumber, {
      prefix: settings.details.orderIdPrefix,
      suffix: settings.details.orderIdSuffix,
    }),
    paid: settlement.payment === 1,
  }
}
