import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CUSTOMER_NOTIFICATION_TYPES, type CustomerListQuery } from '@aurum/shared'
import { customers, orders } from '#server/db/schema/index.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'
import { itAnswers400NamingTheField, pageOf } from '#server/test/list-expectations.js'
import { parseCsv } from '#server/test/parse-csv.js'
import { textSortCandidates } from '../orders/test-helpers.js'
import * as customersService from './service.js'

type Row = typeof customers.$inferSelect
let allRows: Row[]

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  allRows = await api.db.select().from(customers)
})

const list = (query: string) => api.request(`/api/apps/ecommerce/customers?${query}`, { token: tokens.admin })
const ids = (answer: { json: { customers: { id: number }[] } }) =>
  answer.json.customers.map((customer) => customer.id)

type SortKey = 'customerId' | 'orders' | 'totalSpent'
const sortValue: Record<SortKey, (row: Row) => number> = {
  customerId: (row) => row.customerCode,
  orders: (row) => row.orderCount,
  totalSpent: (row) => row.totalSpent,
}

/** The list computed plainly over every seeded customer: by id unless sorted. */
function expected(options: {
  q?: string
  sortBy?: SortKey
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
}) {
  const { q, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const term = q?.toLowerCase()
  const matching = allRows.filter(
    (row) =>
      !term ||
      row.customer.toLowerCase().includes(term) ||
      row.country.toLowerCase().includes(term) ||
      row.email.toLowerCase().includes(term),
  )
  const sign = orderBy === 'desc' ? -1 : 1
  const sorted = [...matching].sort(
    (a, b) => sign * ((sortBy ? sortValue[sortBy](a) - sortValue[sortBy](b) : 0) || a.id - b.id),
  )
  return {
    ...pageOf(sorted, page, itemsPerPage),
    totalIsLowerBound: false,
    all: sorted.map((row) => row.id),
  }
}

const someCode = () => allRows.find((row) => row.orderCount > 1)!.customerCode

describe('permissions of /api/apps/ecommerce/customers', () => {
  const code = () => someCode()
  const cases = [
    { name: 'list', method: 'GET', path: () => '/api/apps/ecommerce/customers', admin: 200 },
    { name: 'export', method: 'GET', path: () => '/api/apps/ecommerce/customers/export.csv', admin: 200 },
    { name: 'get', method: 'GET', path: () => `/api/apps/ecommerce/customers/${code()}`, admin: 200 },
    {
      name: 'orders',
      method: 'GET',
      path: () => `/api/apps/ecommerce/customers/${code()}/orders`,
      admin: 200,
    },
    {
      name: 'addresses',
      method: 'GET',
      path: () => `/api/apps/ecommerce/customers/${code()}/addresses`,
      admin: 200,
    },
    {
      name: 'edit',
      method: 'PUT',
      path: () => '/api/apps/ecommerce/customers/1',
      body: { customer: 'X', email: 'x@example.com', contact: '', countryCode: 'fr', status: 'Active' },
      admin: 404,
    },
    {
      name: 'settings',
      method: 'PUT',
      path: () => '/api/apps/ecommerce/customers/1/settings',
      body: { twoStepEnabled: true },
      admin: 404,
    },
  ]
  it.each(cases)(
    '$name: 401 for a visitor, 403 for the client, allowed for the admin',
    async ({ method, path, body, admin }) => {
      expect((await api.request(path(), { method, body })).status).toBe(401)
      expect((await api.request(path(), { method, body, token: tokens.client })).status).toBe(403)
      expect((await api.request(path(), { method, body, token: tokens.admin })).status).toBe(admin)
    },
  )
})

describe('GET /api/apps/ecommerce/customers', () => {
  it('pages every customer 10 at a time by id, with the spec fields and a local flag', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    expect(ids(answer)).toEqual(expected({}).ids)
    expect(answer.json.total).toBe(allRows.length)
    const first = answer.json.customers[0]
    const row = allRows.find((candidate) => candidate.id === first.id)!
    expect(first).toEqual({
      id: row.id,
      customer: row.customer,
      customerId: row.customerCode,
      email: row.email,
      country: row.country,
      countryFlag: `/api/media/flag/${row.countryCode}.svg`,
      countryCode: row.countryCode,
      order: row.orderCount,
      totalSpent: row.totalSpent,
      avatar: row.avatar,
    })
  })

  it.each<Record<string, string>>([
    { q: 'an' },
    { q: 'UNITED' },
    { q: 'france' },
    { q: '.net' },
    { q: 'zzzzzz' },
  ])('searches name, country and email like the plain computation: %o', async (filters) => {
    const answer = await list(new URLSearchParams({ ...filters, itemsPerPage: '100' }).toString())
    const want = expected({ ...filters, itemsPerPage: 100 })
    expect(answer.json.total).toBe(want.total)
    expect(ids(answer)).toEqual(want.ids)
  })

  it.each([
    ['es', 'Alemania', 'de'],
    ['fr', 'allemagne', 'de'],
    ['ar', 'ألمانيا', 'de'],
    ['es', 'Sudáfrica', 'za'],
    ['en', 'germany', 'de'],
  ] as const)(
    'in %s, q=%s finds the customers of that country by the name the reader sees',
    async (lang, q, code) => {
      const answer = await list(new URLSearchParams({ q, lang, itemsPerPage: '100' }).toString())
      const want = allRows.filter((row) => row.countryCode === code)
      expect(want.length).toBeGreaterThan(0)
      expect(answer.json.total).toBe(want.length)
      expect(ids(answer)).toEqual(want.slice(0, 100).map((row) => row.id))
    },
  )

  it.each(['customerId', 'orders', 'totalSpent'] as const)(
    'sorts by %s in both directions and pages, ties broken by id',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        for (const page of [1, 5]) {
          const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=9`)
          expect(ids(answer)).toEqual(expected({ sortBy, orderBy, page, itemsPerPage: 9 }).ids)
        }
      }
    },
  )

  it('sorts by name and by country in the database collation, consistently across pages', async () => {
    for (const [sortBy, column] of [
      ['customer', 'customer'],
      ['country', 'country'],
    ] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const pages = await Promise.all(
          [1, 2, 3, 4, 5].map((page) =>
            list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=20`),
          ),
        )
        expect(textSortCandidates(allRows, (row) => row[column], orderBy)).toContainEqual(pages.flatMap(ids))
      }
    }
  })

  it('searches, sorts and pages in one go; a page beyond the end is empty with the total', async () => {
    const answer = await list('q=a&sortBy=totalSpent&orderBy=desc&page=2&itemsPerPage=5')
    const want = expected({ q: 'a', sortBy: 'totalSpent', orderBy: 'desc', page: 2, itemsPerPage: 5 })
    expect(ids(answer)).toEqual(want.ids)
    expect(answer.json.total).toBe(want.total)
    expect((await list('q=a&page=90')).json).toEqual({
      customers: [],
      total: want.total,
      totalIsLowerBound: false,
    })
    expect((await list('page=90')).json).toEqual({
      customers: [],
      total: allRows.length,
      totalIsLowerBound: false,
    })
  })

  it('treats SQL-looking and wildcard search text as plain text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\']) {
      const answer = await list(new URLSearchParams({ q }).toString())
      expect(answer.status).toBe(200)
      expect(answer.json.total).toBe(expected({ q }).total)
    }
  })

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', 'sortBy=email', 'sortBy'],
    ['an unknown orderBy', 'orderBy=random', 'orderBy'],
    ['a page below 1', 'page=-1', 'page'],
    ['too many items per page', 'itemsPerPage=101', 'itemsPerPage'],
    ['an overlong search', `q=${'x'.repeat(250)}`, 'q'],
  ])
})

describe('GET /api/apps/ecommerce/customers/:customerId', () => {
  it('answers the customer by its public customerId with status, contact and default settings', async () => {
    const row = allRows[3]!
    const answer = await api.request(`/api/apps/ecommerce/customers/${row.customerCode}`, {
      token: tokens.admin,
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      id: row.id,
      customerId: row.customerCode,
      customer: row.customer,
      status: row.status,
      contact: row.contact,
    })
    expect(answer.json.settings.twoStepEnabled).toBe(false)
    expect(answer.json.settings.notifications.map((entry: { type: string }) => entry.type)).toEqual([
      ...CUSTOMER_NOTIFICATION_TYPES,
    ])
  })

  it('answers 404 with an empty body for an unknown customerId (the row id is not a customerId), 400 for a bad one', async () => {
    const missing = await api.request('/api/apps/ecommerce/customers/1', { token: tokens.admin })
    expect(missing.status).toBe(404)
    expect(missing.text).toBe('')
    for (const bad of ['abc', '0', '12.5', '3000000000']) {
      const answer = await api.request(`/api/apps/ecommerce/customers/${bad}`, { token: tokens.admin })
      expect(answer.status).toBe(400)
      expect(Object.keys(answer.json.errors)).toEqual(['customerId'])
    }
  })
})

describe('GET /api/apps/ecommerce/customers/:customerId/orders and /addresses', () => {
  it("pages and sorts only the customer's orders", async () => {
    const row = allRows.reduce((best, candidate) =>
      candidate.orderCount > best.orderCount ? candidate : best,
    )
    const own = await api.db.select().from(orders).where(eq(orders.customerId, row.id))
    const answer = await api.request(
      `/api/apps/ecommerce/customers/${row.customerCode}/orders?sortBy=spent&orderBy=desc&itemsPerPage=2`,
      { token: tokens.admin },
    )
    expect(answer.status).toBe(200)
    expect(answer.json.total).toBe(own.length)
    expect(answer.json.orders.map((order: { id: number }) => order.id)).toEqual(
      [...own]
        .sort((a, b) => b.spent - a.spent || b.id - a.id)
        .slice(0, 2)
        .map((order) => order.id),
    )
    expect(
      answer.json.orders.every((order: { customerId: number }) => order.customerId === row.customerCode),
    ).toBe(true)
    const missing = await api.request('/api/apps/ecommerce/customers/1/orders', { token: tokens.admin })
    expect(missing.status).toBe(404)
    expect(
      (
        await api.request(`/api/apps/ecommerce/customers/${row.customerCode}/orders?sortBy=zz`, {
          token: tokens.admin,
        })
      ).status,
    ).toBe(400)
  })

  it("lists each distinct shipping and billing address of the customer's orders once", async () => {
    const row = allRows.reduce((best, candidate) =>
      candidate.orderCount > best.orderCount ? candidate : best,
    )
    const own = await api.db.select().from(orders).where(eq(orders.customerId, row.id))
    const answer = await api.request(`/api/apps/ecommerce/customers/${row.customerCode}/addresses`, {
      token: tokens.admin,
    })
    expect(answer.status).toBe(200)
    for (const type of ['shipping', 'billing'] as const) {
      const column = type === 'shipping' ? 'shippingAddress' : 'billingAddress'
      const distinct = new Set(own.map((order) => JSON.stringify(order[column])))
      const answered = answer.json.addresses.filter((entry: { type: string }) => entry.type === type)
      expect(answered.length).toBe(distinct.size)
      expect(answered.reduce((sum: number, entry: { orders: number }) => sum + entry.orders, 0)).toBe(
        own.length,
      )
    }
    expect(
      (await api.request('/api/apps/ecommerce/customers/1/addresses', { token: tokens.admin })).status,
    ).toBe(404)
  })
})

describe('PUT /api/apps/ecommerce/customers/:customerId and /settings', () => {
  const edit = {
    customer: 'Renée Dupont',
    email: 'Renee.Dupont@Example.com',
    contact: '+33 6 12 34 56 78',
    countryCode: 'fr',
    status: 'Suspended',
  }

  it('edits the customer; the country name follows the code; the list shows it', async () => {
    const row = allRows[5]!
    const answer = await api.request(`/api/apps/ecommerce/customers/${row.customerCode}`, {
      method: 'PUT',
      token: tokens.admin,
      body: edit,
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      customer: 'Renée Dupont',
      email: 'renee.dupont@example.com',
      country: 'France',
      countryCode: 'fr',
      status: 'Suspended',
    })
    const found = await list('q=Ren%C3%A9e')
    expect(ids(found)).toEqual([row.id])
  })

  it('refuses invalid fields with 400 naming each, and 404 for an unknown customer', async () => {
    const row = allRows[6]!
    const invalid = await api.request(`/api/apps/ecommerce/customers/${row.customerCode}`, {
      method: 'PUT',
      token: tokens.admin,
      body: { customer: ' ', email: 'nope', contact: 'call me', countryCode: 'xx', status: 'Gone' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.json.errors).sort()).toEqual([
      'contact',
      'countryCode',
      'customer',
      'email',
      'status',
    ])
    const [unchanged] = await api.db.select().from(customers).where(eq(customers.id, row.id))
    expect(unchanged!.customer).toBe(row.customer)
    expect(
      (
        await api.request('/api/apps/ecommerce/customers/1', {
          method: 'PUT',
          token: tokens.admin,
          body: edit,
        })
      ).status,
    ).toBe(404)
  })

  it('saves notifications and two-step sign-in separately, each keeping the other', async () => {
    const row = allRows[7]!
    const path = `/api/apps/ecommerce/customers/${row.customerCode}/settings`
    const notifications = [
      { type: 'accountActivity', email: false, browser: true, app: false },
      { type: 'newForYou', email: false, browser: false, app: true },
    ]
    const saved = await api.request(path, { method: 'PUT', token: tokens.admin, body: { notifications } })
    expect(saved.status).toBe(200)
    const twoStep = await api.request(path, {
      method: 'PUT',
      token: tokens.admin,
      body: { twoStepEnabled: true },
    })
    expect(twoStep.json.settings.twoStepEnabled).toBe(true)
    const answer = await api.request(`/api/apps/ecommerce/customers/${row.customerCode}`, {
      token: tokens.admin,
    })
    expect(answer.json.settings.twoStepEnabled).toBe(true)
    const byType = Object.fromEntries(
      answer.json.settings.notifications.map((entry: { type: string }) => [entry.type, entry]),
    )
    expect(byType.newForYou).toEqual({ type: 'newForYou', email: false, browser: false, app: true })
    expect(byType.accountActivity).toEqual({
      type: 'accountActivity',
      email: false,
      browser: true,
      app: false,
    })
    expect(answer.json.settings.notifications).toHaveLength(CUSTOMER_NOTIFICATION_TYPES.length)
  })

  it('refuses an empty, unknown or repeated settings body with 400', async () => {
    const path = `/api/apps/ecommerce/customers/${allRows[8]!.customerCode}/settings`
    for (const body of [
      {},
      { twoStepEnabled: 'yes' },
      { notifications: [{ type: 'spam', email: true, browser: true, app: true }] },
      {
        notifications: [
          { type: 'newForYou', email: true, browser: true, app: true },
          { type: 'newForYou', email: false, browser: true, app: true },
        ],
      },
      { notifications: [{ type: 'newForYou', email: 'x', browser: true, app: true }] },
    ]) {
      expect((await api.request(path, { method: 'PUT', token: tokens.admin, body })).status).toBe(400)
    }
  })
})

describe('GET /api/apps/ecommerce/customers/export.csv', () => {
  it('streams every matching customer in the list order', async () => {
    allRows = await api.db.select().from(customers)
    const answer = await api.request(
      '/api/apps/ecommerce/customers/export.csv?q=e&sortBy=orders&orderBy=desc',
      { token: tokens.admin },
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    const [header, ...lines] = parseCsv(answer.text.replace(/^\uFEFF/, ''))
    expect(header).toEqual([
      'Customer ID',
      'Customer',
      'Email',
      'Country',
      'Country code',
      'Orders',
      'Total spent (USD)',
    ])
    const want = expected({ q: 'e', sortBy: 'orders', orderBy: 'desc' })
    expect(lines.map((line) => Number(line[0]))).toEqual(
      want.all.map((id) => allRows.find((row) => row.id === id)!.customerCode),
    )
    expect(
      (await api.request('/api/apps/ecommerce/customers/export.csv?orderBy=x', { token: tokens.admin }))
        .status,
    ).toBe(400)
  })

  it.each([undefined, 'customer', 'country', 'customerId', 'orders', 'totalSpent'] as const)(
    'walks batches by keyset in the list order (sortBy %s)',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        const query = { sortBy, orderBy } as CustomerListQuery
        const page = await customersService.listCustomers(api.db, { ...query, page: 1, itemsPerPage: 100 })
        const exported: number[] = []
        for await (const batch of customersService.exportCustomers(api.db, query, 8))
          exported.push(...batch.map((customer) => customer.id))
        expect(exported).toEqual(page.customers.map((customer) => customer.id))
      }
    },
  )
})

describe('GET /api/media/flag/:code', () => {
  it('draws a known flag, a lettered tile for another code, and 400 for a bad name; public', async () => {
    const flag = await api.request('/api/media/flag/fr.svg')
    expect(flag.status).toBe(200)
    expect(flag.headers.get('content-type')).toContain('image/svg+xml')
    expect(flag.text).toContain('#0055A4')
    expect((await api.request('/api/media/flag/zz.svg')).text).toContain('>ZZ<')
    for (const bad of ['fra.svg', 'fr.png', 'F1.svg'])
      expect((await api.request(`/api/media/flag/${bad}`)).status).toBe(400)
  })
})
