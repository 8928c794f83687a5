// The record search over the seeded database: each kind is found by what a person types (a name,
// an order number), and a reader without the ability to read a kind never receives it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecordSearchResponse } from '@aurum/shared'
import { customers, orders, products, users } from '../../db/schema/index.js'
import { createTestAppWithLogins, type SignedInRequest, type TestApp } from '../../test/test-app.js'

let api: TestApp
let admin: SignedInRequest
let client: SignedInRequest

beforeAll(async () => {
  ;({ api, admin, client } = await createTestAppWithLogins())
})
afterAll(() => api.close())

const kinds = (answer: RecordSearchResponse) => answer.groups.map((group) => group.kind)
const urlsOf = (answer: RecordSearchResponse, kind: string) =>
  answer.groups.find((group) => group.kind === kind)?.items.map((item) => item.url) ?? []

describe('GET /api/search/records', () => {
  it('finds an order by its number, with or without the # sign', async () => {
    const [order] = await api.db.select().from(orders).limit(1)
    for (const q of [String(order!.orderNumber), `#${order!.orderNumber}`]) {
      const answer = await admin(`/api/search/records?q=${encodeURIComponent(q)}&lang=es`)
      expect(answer.status).toBe(200)
      expect(urlsOf(answer.json, 'orders')).toContain(`/apps/ecommerce/order/details/${order!.id}`)
    }
  })

  it('finds a product, a customer and a user by name, each in its own group', async () => {
    const [product] = await api.db.select().from(products).limit(1)
    const [customer] = await api.db.select().from(customers).limit(1)
    const [user] = await api.db.select().from(users).limit(1)
    const find = async (q: string) =>
      (await admin(`/api/search/records?q=${encodeURIComponent(q)}&lang=en`)).json as RecordSearchResponse
    expect(urlsOf(await find(product!.productName), 'products')).toContain(
      `/apps/ecommerce/product/edit/${product!.id}`,
    )
    expect(urlsOf(await find(customer!.customer), 'customers')).toContain(
      `/apps/ecommerce/customer/details/${customer!.customerCode}`,
    )
    expect(urlsOf(await find(user!.fullName), 'users')).toContain(`/apps/user/view/${user!.id}`)
    const groups = (await find(product!.productName)).groups
    expect(groups.find((group) => group.kind === 'products')?.title).toBe('Products')
  })

  it('gives the client (who may read only AclDemo) no record of any kind', async () => {
    const [customer] = await api.db.select().from(customers).limit(1)
    const [order] = await api.db.select().from(orders).limit(1)
    for (const q of [customer!.customer, String(order!.orderNumber), 'a']) {
      const answer = await client(`/api/search/records?q=${encodeURIComponent(q)}`)
      expect(answer.status).toBe(200)
      expect(kinds(answer.json)).toEqual([])
    }
  })
})
