// A deal's offer code at the public checkout (/api/pages/checkout*): the deal's rules decide
// whether the order may use it (400 on offerCode naming the rule), and its discount is priced by
// the orders' pricing, so the quote, the order placed, the stored row and the order's details agree.
import { describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { dealSchema, orderDetailSchema, type DealWizardInput } from '@aurum/shared'
import { orders, products, users } from '../../db/schema/index.js'
import { ADMIN, CLIENT } from '../../test/test-app.js'
import { useTestAppWithLogins, type SignedInRequest } from '../../test/test-app.js'

const { api, admin, client } = useTestAppWithLogins()

/** A calendar day this many days from today (UTC); the margins keep midnight out of the tests. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

let codeNumber = 0
/** Creates a deal (as the admin) with these settings over a valid 10% deal for the Americas. */
async function makeDeal(
  changes: {
    type?: Partial<DealWizardInput['type']>
    details?: Partial<DealWizardInput['details']>
    usage?: Partial<DealWizardInput['usage']>
  } = {},
) {
  const body: DealWizardInput = {
    type: { dealType: 'percentage', discount: 10, region: 'americas', ...changes.type },
    details: {
      title: 'Offer',
      code: `OFFER${++codeNumber}`,
      description: '',
      offeredItems: ['nike-shoes'],
      startDate: dayFromToday(-10),
      endDate: dayFromToday(10),
      ...changes.details,
    },
    usage: {
      userType: 'all',
      maxUsers: 100,
      minCartAmount: 0,
      paymentMethod: 'any',
      singleUse: false,
      ...changes.usage,
    },
  }
  const answer = await admin('/api/wizards/deals', { method: 'POST', body })
  expect(answer.status).toBe(201)
  return dealSchema.parse(answer.json)
}

let emailNumber = 0
const address = (changes: Record<string, string> = {}) => ({
  firstName: 'Olga',
  lastName: 'Offer',
  email: `olga.${++emailNumber}@example.com`,
  line1: '12 Market Street',
  city: 'Springfield',
  postalCode: '90210',
  country: 'US',
  phone: '+1 555 0100',
  ...changes,
})
const byCard = {
  method: 'card',
  card: { name: 'Olga Offer', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
}
const byManual = (manualMethod: string) => ({ method: 'manual', manualMethod })

async function aProduct() {
  const rows = await api.db.select().from(products).orderBy(asc(products.id))
  const found = rows.find((row) => row.status === 'Published' && row.stock && row.qty >= 20)
  expect(found).toBeDefined()
  return found!
}

const cents = (value: number) => Math.round(value * 100) / 100

type Body = Record<string, unknown>
const place = (body: Body, as: SignedInRequest | null = null) =>
  as
    ? as('/api/pages/checkout', { method: 'POST', body })
    : api.request('/api/pages/checkout', { method: 'POST', body })
const quote = (body: Body) => api.request('/api/pages/checkout/quote', { method: 'POST', body })

async function order(body: Partial<Body> & { offerCode: string }) {
  const product = await aProduct()
  return {
    product,
    body: {
      items: [{ productId: product.id, qty: 2 }],
      address: address(),
      delivery: 'scheduled',
      payment: byCard,
      ...body,
    },
  }
}

const refusal = (answer: { status: number; json: { codes?: Record<string, { code: string }[]> } }) => {
  expect(answer.status).toBe(400)
  return answer.json.codes?.offerCode?.[0]?.code
}

describe('the discount, from the quote to the order', () => {
  it('a percentage: the quote, the order, the stored row and the details agree (code in any case)', async () => {
    const deal = await makeDeal({ type: { discount: 15 } })
    const { product, body } = await order({ offerCode: ` ${deal.code.toLowerCase()} ` })
    const subtotal = cents(2 * product.price)
    const discount = cents(subtotal * 0.15)
    const tax = cents((subtotal - discount) * 0.08)
    // The far zone's delivery ($99) is not discounted; tax is on the goods as discounted.
    const money = { subtotal, shipping: 99, discount, tax, total: cents(subtotal + 99 + tax - discount) }

    const priced = await quote({
      items: body.items,
      delivery: 'scheduled',
      postalCode: '90210',
      offerCode: deal.code,
    })
    expect(priced.status).toBe(200)
    expect(priced.json).toMatchObject({ ...money, offerCode: deal.code })
    const without = await quote({ items: body.items, delivery: 'scheduled', postalCode: '90210' })
    expect(without.json).toMatchObject({ discount: 0, offerCode: '', tax: cents(subtotal * 0.08) })

    const placed = await place(body)
    expect(placed.status).toBe(201)
    expect(placed.json).toMatchObject({ ...money, offerCode: deal.code })

    const [stored] = await api.db.select().from(orders).where(eq(orders.id, placed.json.orderId))
    expect(stored).toMatchObject({
      subtotal,
      shipping: 99,
      tax,
      discount,
      spent: money.total,
      offerCode: deal.code,
      dealId: deal.id,
    })
    const detail = orderDetailSchema.parse(
      (await admin(`/api/apps/ecommerce/orders/${placed.json.orderId}`)).json,
    )
    expect(detail).toMatchObject({ ...money, offerCode: deal.code, spent: money.total })
  })

  it('a flat amount, capped at the subtotal', async () => {
    const small = await makeDeal({ type: { dealType: 'flat', discount: 5 } })
    const { product, body } = await order({ offerCode: small.code })
    const subtotal = cents(2 * product.price)
    const placed = await place(body)
    expect(placed.status).toBe(201)
    expect(placed.json).toMatchObject({ discount: 5, tax: cents((subtotal - 5) * 0.08) })

    const huge = await makeDeal({ type: { dealType: 'flat', discount: 100_000 } })
    const priced = await quote({ items: body.items, delivery: 'parcel', offerCode: huge.code })
    expect(priced.json).toMatchObject({ subtotal, discount: subtotal, tax: 0, shipping: 0, total: 0 })
  })

  it("'prime' waives the delivery", async () => {
    const deal = await makeDeal({ type: { dealType: 'prime', discount: 1 } })
    const { product, body } = await order({ offerCode: deal.code })
    const subtotal = cents(2 * product.price)
    const placed = await place(body)
    expect(placed.status).toBe(201)
    expect(placed.json).toMatchObject({
      subtotal,
      shipping: 99,
      discount: 99,
      tax: cents(subtotal * 0.08),
      total: cents(subtotal + cents(subtotal * 0.08)),
    })
  })
})

describe('refusals, each naming its reason on offerCode', () => {
  it('unknown, expired, not yet valid, under the minimum cart', async () => {
    expect(refusal(await place((await order({ offerCode: 'NOSUCH99' })).body))).toBe('pages.offerUnknown')
    const expired = await makeDeal({ details: { startDate: dayFromToday(-20), endDate: dayFromToday(-5) } })
    const answer = await place((await order({ offerCode: expired.code })).body)
    expect(refusal(answer)).toBe('pages.offerExpired')
    expect(answer.json.codes.offerCode[0].params).toEqual({ endDay: expired.endDate })
    const later = await makeDeal({ details: { startDate: dayFromToday(5), endDate: dayFromToday(20) } })
    expect(refusal(await place((await order({ offerCode: later.code })).body))).toBe('pages.offerNotYetValid')
    const product = await aProduct()
    const minimum = await makeDeal({ usage: { minCartAmount: cents(2 * product.price + 0.01) } })
    const short = await place((await order({ offerCode: minimum.code })).body)
    expect(refusal(short)).toBe('pages.offerMinimumCart')
    expect(short.json.codes.offerCode[0].params).toEqual({ minimumMoney: minimum.minCartAmount })
    // The quote says the same as soon as it has the code.
    const { body } = await order({ offerCode: minimum.code })
    expect(refusal(await quote({ items: body.items, delivery: 'parcel', offerCode: minimum.code }))).toBe(
      'pages.offerMinimumCart',
    )
    // Exactly the minimum passes.
    const exact = await makeDeal({ usage: { minCartAmount: cents(2 * product.price) } })
    expect((await place((await order({ offerCode: exact.code })).body)).status).toBe(201)
  })

  it('the way of paying, and cash as a manual method that says so', async () => {
    const cardOnly = await makeDeal({ usage: { paymentMethod: 'card' } })
    const cash = await makeDeal({ usage: { paymentMethod: 'cash' } })
    const paypal = await place(
      (await order({ offerCode: cardOnly.code, payment: { method: 'paypal' } })).body,
    )
    expect(refusal(paypal)).toBe('pages.offerCardOnly')
    expect((await place((await order({ offerCode: cardOnly.code })).body)).status).toBe(201)
    const bank = await place((await order({ offerCode: cash.code, payment: byManual('Bank Deposit') })).body)
    expect(refusal(bank)).toBe('pages.offerCashOnly')
    const cod = await place(
      (await order({ offerCode: cash.code, payment: byManual('Cash on Delivery') })).body,
    )
    expect(cod.status).toBe(201)
    // The quote checks the way of paying once the form has one.
    const { body } = await order({ offerCode: cardOnly.code })
    expect(
      refusal(
        await quote({
          items: body.items,
          delivery: 'parcel',
          offerCode: cardOnly.code,
          paymentMethod: 'paypal',
        }),
      ),
    ).toBe('pages.offerCardOnly')
  })

  it('the region: the continent of the shipping country', async () => {
    const europe = await makeDeal({ type: { region: 'europe' } })
    const us = await place((await order({ offerCode: europe.code })).body)
    expect(refusal(us)).toBe('pages.offerRegion')
    const france = await place(
      (await order({ offerCode: europe.code, address: address({ country: 'FR', postalCode: '75001' }) }))
        .body,
    )
    expect(france.status).toBe(201)
  })

  it('registered users: a signed-in user; prime users: on a paid plan', async () => {
    const registered = await makeDeal({ usage: { userType: 'registered' } })
    expect(refusal(await place((await order({ offerCode: registered.code })).body))).toBe('pages.offerSignIn')
    expect((await place((await order({ offerCode: registered.code })).body, client)).status).toBe(201)

    const prime = await makeDeal({ usage: { userType: 'prime' } })
    await api.db.update(users).set({ currentPlan: 'basic' }).where(eq(users.email, CLIENT.email))
    await api.db.update(users).set({ currentPlan: 'team' }).where(eq(users.email, ADMIN.email))
    expect(refusal(await place((await order({ offerCode: prime.code })).body))).toBe('pages.offerSignIn')
    expect(refusal(await place((await order({ offerCode: prime.code })).body, client))).toBe(
      'pages.offerPaidPlan',
    )
    expect((await place((await order({ offerCode: prime.code })).body, admin)).status).toBe(201)
  })

  it('max users counts the orders that used it; single use is once per customer email', async () => {
    const twice = await makeDeal({ usage: { maxUsers: 2 } })
    for (let index = 0; index < 2; index++)
      expect((await place((await order({ offerCode: twice.code })).body)).status).toBe(201)
    expect(refusal(await place((await order({ offerCode: twice.code })).body))).toBe('pages.offerUsedUp')

    const once = await makeDeal({ usage: { singleUse: true } })
    const first = await order({ offerCode: once.code })
    expect((await place(first.body)).status).toBe(201)
    // The same customer (the email in another case) again: refused, in the quote too.
    const again = {
      ...first.body,
      address: { ...first.body.address, email: first.body.address.email.toUpperCase() },
    }
    expect(refusal(await place(again))).toBe('pages.offerAlreadyUsed')
    expect(
      refusal(
        await quote({
          items: first.body.items,
          delivery: 'parcel',
          offerCode: once.code,
          email: first.body.address.email,
        }),
      ),
    ).toBe('pages.offerAlreadyUsed')
    // Another customer may.
    expect((await place((await order({ offerCode: once.code })).body)).status).toBe(201)
  })

  it('a refused code leaves nothing behind: no order, no stock taken', async () => {
    const europe = await makeDeal({ type: { region: 'europe' } })
    const { product, body } = await order({ offerCode: europe.code })
    const before = await api.db.$count(orders)
    expect((await place(body)).status).toBe(400)
    expect(await api.db.$count(orders)).toBe(before)
    const [after] = await api.db.select().from(products).where(eq(products.id, product.id))
    expect(after!.qty).toBe(product.qty)
  })

  it('two checkouts at once with a one-use deal: one 201, one 400 used up', async () => {
    const deal = await makeDeal({ usage: { maxUsers: 1 } })
    // Different products, so the stock locks do not put the two in a row: the deal's lock must.
    const rows = await api.db.select().from(products).orderBy(asc(products.id))
    const [first, second] = rows.filter((row) => row.status === 'Published' && row.stock && row.qty >= 5)
    const body = (productId: number) => ({
      items: [{ productId, qty: 1 }],
      address: address(),
      delivery: 'parcel',
      payment: byCard,
      offerCode: deal.code,
    })
    const answers = await Promise.all([place(body(first!.id)), place(body(second!.id))])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    const refused = answers.find((answer) => answer.status === 400)!
    expect(refusal(refused)).toBe('pages.offerUsedUp')
    expect(await api.db.$count(orders, eq(orders.dealId, deal.id))).toBe(1)
  })

  it("an edited code keeps counting the uses made under the old one; orders keep a deleted deal's code", async () => {
    const deal = await makeDeal({ usage: { maxUsers: 1 } })
    const placed = await place((await order({ offerCode: deal.code })).body)
    expect(placed.status).toBe(201)
    const renamed = `${deal.code}X`.slice(0, 12)
    const edit = await admin(`/api/wizards/deals/${deal.id}`, {
      method: 'PUT',
      body: {
        type: { dealType: deal.dealType, discount: deal.discount, region: deal.region },
        details: { ...deal, code: renamed },
        usage: { ...deal },
      },
    })
    expect(edit.status).toBe(200)
    expect(refusal(await place((await order({ offerCode: renamed })).body))).toBe('pages.offerUsedUp')
    expect(refusal(await place((await order({ offerCode: deal.code })).body))).toBe('pages.offerUnknown')
    expect((await admin(`/api/wizards/deals/${deal.id}`, { method: 'DELETE' })).status).toBe(204)
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, placed.json.orderId))
    expect(stored).toMatchObject({ offerCode: deal.code, dealId: null })
  })
})
