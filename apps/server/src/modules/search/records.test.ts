// The record search over the seeded database: each kind is found by what a person types (a name,
// an order number), and a reader without the ability to read a kind never receives it.
import { describe, expect, it } from 'vitest'
import type { RecordSearchResponse } from '@aurum/shared'
import { asc, eq } from 'drizzle-orm'
import {
  customers,
  faqGroups,
  faqs,
  helpCenterArticles,
  orders,
  products,
  users,
} from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

const { api, admin, client } = useTestAppWithLogins()

/** Help content every signed-in user's search finds. */
const PUBLIC_KINDS = ['faq', 'help-articles']
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

  it('gives the client (who may read only AclDemo) no record of any kind but the public help content', async () => {
    const [customer] = await api.db.select().from(customers).limit(1)
    const [order] = await api.db.select().from(orders).limit(1)
    for (const q of [customer!.customer, String(order!.orderNumber), 'a']) {
      const answer = await client(`/api/search/records?q=${encodeURIComponent(q)}`)
      expect(answer.status).toBe(200)
      expect(kinds(answer.json).filter((kind) => !PUBLIC_KINDS.includes(kind))).toEqual([])
    }
  })

  it("finds the FAQ's questions and the help articles in the reader's language, for every signed-in user", async () => {
    const groups = await api.db.select().from(faqGroups)
    const entries = await api.db.select().from(faqs).where(eq(faqs.published, true)).orderBy(asc(faqs.id))
    const articles = await api.db
      .select()
      .from(helpCenterArticles)
      .where(eq(helpCenterArticles.published, true))
    // A question translated into Spanish is found by its Spanish words, and shown in Spanish.
    const translated = entries.find((entry) => entry.translations.es?.question)!
    const spanish = translated.translations.es!.question!
    const answer = await client(`/api/search/records?q=${encodeURIComponent(spanish)}&lang=es`)
    const faqGroup = answer.json.groups.find((group: { kind: string }) => group.kind === 'faq')
    expect(faqGroup.title).toBe('Preguntas frecuentes')
    expect(faqGroup.items[0]).toMatchObject({
      id: String(translated.id),
      title: spanish,
      url: `/pages/faq?q=${encodeURIComponent(spanish)}`,
    })
    expect(groups.map((group) => group.translations.es?.faqTitle ?? group.faqTitle)).toContain(
      faqGroup.items[0].subtitle,
    )
    // An article by a word of its English title: the same set as a plain filter of the rows.
    const word = articles[0]!.title
      .split(' ')
      .find((part) => part.length > 4)!
      .toLowerCase()
    const expected = articles
      .filter((row) => `${row.title} ${row.subtitle}`.toLowerCase().includes(word))
      .map((row) => `/front-pages/help-center/article/${row.slug}`)
    const found = urlsOf(
      (await admin(`/api/search/records?q=${encodeURIComponent(word)}&lang=en`)).json,
      'help-articles',
    )
    expect(found.sort()).toEqual(expected.slice(0, 5).sort())
    // An unpublished question is not offered.
    await api.db.update(faqs).set({ published: false }).where(eq(faqs.id, translated.id))
    const hidden = await client(`/api/search/records?q=${encodeURIComponent(spanish)}&lang=es`)
    expect(urlsOf(hidden.json, 'faq')).not.toContain(`/pages/faq?q=${encodeURIComponent(spanish)}`)
  })
})
