import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ORDER_STATUSES, type OrderListQuery } from '@aurum/shared'
import { customers, orderItems, orderStatusHistory, orders } from '#server/db/schema/index.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'
import { itAnswers400NamingTheField, pageOf } from '#server/test/list-expectations.js'
import * as ordersService from './service.js'
import { parseCsv } from '#server/test/parse-csv.js'
import { textSortCandidates } from './test-helpers.js'

type Row = {
  id: number
  order: number
  customer: string
  email: string
  customerRowId: number
  status: string
  spent: number
  payment: number
  orderedAt: Date
}
let allRows: Row[]

async function readRows(): Promise<Row[]> {
  const rows = await api.db
    .select({
      id: orders.id,
      order: orders.orderNumber,
      customer: customers.customer,
      email: customers.email,
      customerRowId: customers.id,
      status: orders.status,
      spent: orders.spent,
      payment: orders.payment,
      orderedAt: orders.orderedAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
  return rows
}

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  allRows = await readRows()
})

const list = (query: string) => api.request(`/api/apps/ecommerce/orders?${query}`, { token: tokens.admin })

type SortKey = 'order' | 'date' | 'spent' | 'status'
const sortValue: Record<SortKey, (row: Row) => number | string> = {
  order: (row) => row.order,
  date: (row) => row.orderedAt.getTime(),
  spent: (row) => row.spent,
  status: (row) => row.status,
}

/** The list computed plainly over every seeded row: newest first unless sorted. */
function expected(
  rows: Row[],
  options: {
    q?: string
    status?: string
    sortBy?: SortKey
    orderBy?: 'asc' | 'desc'
    page?: number
    itemsPerPage?: number
  },
) {
  const { q, status, page = 1, itemsPerPage = 10 } = options
  const sortBy = options.sortBy ?? 'date'
  const orderBy = options.sortBy ? (options.orderBy ?? 'asc') : 'desc'
  const term = q?.toLowerCase()
  const matching = rows
    .filter((row) => !status || row.status === status)
    .filter(
      (row) =>
        !term ||
        row.customer.toLowerCase().includes(term) ||
        row.email.toLowerCase().includes(term) ||
        String(row.order).includes(term),
    )
  const sign = orderBy === 'desc' ? -1 : 1
  const sorted = [...matching].sort((a, b) => {
    const left = sortValue[sortBy](a)
    const right = sortValue[sortBy](b)
    const byColumn = left < right ? -1 : left > right ? 1 : 0
    return sign * (byColumn || a.id - b.id)
  })
  return {
    ...pageOf(sorted, page, itemsPerPage),
    all: sorted.map((row) => row.id),
  }
}
const ids = (answer: { json: { orders: { id: number }[] } }) => answer.json.orders.map((order) => order.id)

describe('permissions of /api/apps/ecommerce/orders', () => {
  const cases = [
    { name: 'list', method: 'GET', path: '/api/apps/ecommerce/orders', admin: 200 },
    { name: 'stats', method: 'GET', path: '/api/apps/ecommerce/orders/stats', admin: 200 },
    { name: 'export', method: 'GET', path: '/api/apps/ecommerce/orders/export.csv', admin: 200 },
    { name: 'get', method: 'GET', path: '/api/apps/ecommerce/orders/999999', admin: 404 },
    {
      name: 'status',
      method: 'PUT',
      path: '/api/apps/ecommerce/orders/999999/status',
      body: { status: 'Dispatched' },
      admin: 404,
    },
    { name: 'delete', method: 'DELETE', path: '/api/apps/ecommerce/orders/999999', admin: 204 },
  ]
  it.each(cases)(
    '$name: 401 for a visitor, 403 for the client, allowed for the admin',
    async ({ method, path, body, admin }) => {
      expect((await api.request(path, { method, body })).status).toBe(401)
      expect((await api.request(path, { method, body, token: tokens.client })).status).toBe(403)
      expect((await api.request(path, { method, body, token: tokens.admin })).status).toBe(admin)
    },
  )
})

describe('GET /api/apps/ecommerce/orders', () => {
  it('pages every order 10 at a time, newest first, with the spec fields', async () => {
    const answer = await list('')
    const want = expected(allRows, {})
    expect(answer.status).toBe(200)
    expect(ids(answer)).toEqual(want.ids)
    expect(answer.json.total).toBe(allRows.length)
    const first = answer.json.orders[0]
    const row = allRows.find((candidate) => candidate.id === first.id)!
    expect(Object.keys(first).sort()).toEqual(
      [
        'avatar',
        'customer',
        'customerId',
        'date',
        'email',
        'id',
        'method',
        'methodName',
        'methodNumber',
        'order',
        'orderLabel',
        'orderedAt',
        'payment',
        'spent',
        'status',
        'time',
      ].sort(),
    )
    expect(first).toMatchObject({
      order: row.order,
      // The seeded store writes its order numbers with a '#' before them.
      orderLabel: `#${row.order}`,
      customer: row.customer,
      email: row.email,
      spent: row.spent,
      status: row.status,
    })
    expect(first.date).toBe(row.orderedAt.toISOString().slice(0, 10))
    expect(first.time).toBe(row.orderedAt.toISOString().slice(11, 16))
  })

  it.each<Record<string, string>>([
    { status: 'Delivered' },
    { status: 'Ready to Pickup' },
    { q: 'an' },
    { q: 'AN', status: 'Dispatched' },
    { q: '.com' },
  ])('filters like the plain computation: %o', async (filters) => {
    const answer = await list(new URLSearchParams({ ...filters, itemsPerPage: '100' }).toString())
    const want = expected(allRows, { ...filters, itemsPerPage: 100 })
    expect(want.total).toBeGreaterThan(0)
    expect(answer.json.total).toBe(want.total)
    expect(ids(answer)).toEqual(want.ids)
  })

  it('finds an order by part of its number, and a customer by part of the email', async () => {
    const row = allRows[17]!
    const byNumber = await list(`q=${String(row.order).slice(1, 4)}&itemsPerPage=100`)
    expect(ids(byNumber)).toContain(row.id)
    expect(byNumber.json.total).toBe(expected(allRows, { q: String(row.order).slice(1, 4) }).total)
    const emailPart = row.email.split('@')[0]!.slice(0, 6)
    const byEmail = await list(`q=${encodeURIComponent(emailPart.toUpperCase())}&itemsPerPage=100`)
    expect(ids(byEmail)).toContain(row.id)
  })

  it.each(['order', 'date', 'spent', 'status'] as const)(
    'sorts by %s in both directions and pages, ties broken by id',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        for (const page of [1, 4]) {
          const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=7`)
          expect(ids(answer)).toEqual(expected(allRows, { sortBy, orderBy, page, itemsPerPage: 7 }).ids)
        }
      }
    },
  )

  it('sorts by customer name in the database collation, consistently across pages', async () => {
    for (const orderBy of ['asc', 'desc'] as const) {
      const pages = await Promise.all(
        [1, 2, 3, 4, 5].map((page) =>
          list(`sortBy=customers&orderBy=${orderBy}&page=${page}&itemsPerPage=20`),
        ),
      )
      expect(textSortCandidates(allRows, (row) => row.customer, orderBy)).toContainEqual(pages.flatMap(ids))
    }
  })

  it('searches, filters, sorts and pages in one go', async () => {
    for (const sortBy of ['spent', 'order'] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const answer = await list(`q=e&sortBy=${sortBy}&orderBy=${orderBy}&page=2&itemsPerPage=5`)
        const want = expected(allRows, { q: 'e', sortBy, orderBy, page: 2, itemsPerPage: 5 })
        expect(ids(answer)).toEqual(want.ids)
        expect(answer.json.total).toBe(want.total)
      }
    }
  })

  it('answers an empty page with the total beyond the last page, and nothing for no match', async () => {
    const beyond = await list('status=Delivered&page=50')
    expect(beyond.json.orders).toEqual([])
    expect(beyond.json.total).toBe(expected(allRows, { status: 'Delivered' }).total)
    const searchBeyond = await list('q=a&page=50')
    expect(searchBeyond.json).toEqual({
      orders: [],
      total: expected(allRows, { q: 'a' }).total,
      totalIsLowerBound: false,
    })
    expect((await list('q=zzzzzzzz')).json).toEqual({ orders: [], total: 0, totalIsLowerBound: false })
  })

  it('treats SQL-looking and wildcard search text as plain text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\', "'); delete from orders; --"]) {
      const answer = await list(new URLSearchParams({ q }).toString())
      expect(answer.status).toBe(200)
      expect(answer.json.total).toBe(expected(allRows, { q }).total)
    }
    expect((await readRows()).length).toBe(allRows.length)
  })

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', 'sortBy=customer_id', 'sortBy'],
    ['an injected sortBy', 'sortBy=order;drop%20table%20orders', 'sortBy'],
    ['an unknown orderBy', 'orderBy=up', 'orderBy'],
    ['a page below 1', 'page=0', 'page'],
    ['a page that is not a number', 'page=two', 'page'],
    ['too many items per page', 'itemsPerPage=500', 'itemsPerPage'],
    ['an unknown status', 'status=Lost', 'status'],
    ['an overlong search', `q=${'a'.repeat(201)}`, 'q'],
  ])
})

describe('GET /api/apps/ecommerce/orders/stats', () => {
  it('counts orders by payment state and status and sums the paid ones, like the plain computation', async () => {
    const answer = await api.request('/api/apps/ecommerce/orders/stats', { token: tokens.admin })
    expect(answer.status).toBe(200)
    const rows = await readRows()
    const byPayment = (payment: number) => rows.filter((row) => row.payment === payment).length
    expect(answer.json.total).toBe(rows.length)
    expect(answer.json.byPayment).toEqual({
      paid: byPayment(1),
      pending: byPayment(2),
      cancelled: byPayment(3),
      failed: byPayment(4),
    })
    expect(answer.json.byStatus).toEqual(
      Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]),
      ),
    )
    const revenue = rows.filter((row) => row.payment === 1).reduce((sum, row) => sum + row.spent, 0)
    expect(answer.json.revenue).toBeCloseTo(revenue, 2)
  })
})

describe('GET /api/apps/ecommerce/orders/:id', () => {
  it('answers the order with its lines, money, customer, addresses and history', async () => {
    const row = allRows.find((candidate) => candidate.status === 'Out for Delivery')!
    const answer = await api.request(`/api/apps/ecommerce/orders/${row.id}`, { token: tokens.admin })
    expect(answer.status).toBe(200)
    const items = await api.db.select().from(orderItems).where(eq(orderItems.orderId, row.id))
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, row.id))
    const [customer] = await api.db.select().from(customers).where(eq(customers.id, row.customerRowId))
    expect(
      answer.json.items.map((item: { name: string; qty: number; price: number; total: number }) => [
        item.name,
        item.qty,
        item.price,
        item.total,
      ]),
    ).toEqual(
      items
        .sort((a, b) => a.id - b.id)
        .map((item) => [
          item.productName,
          item.qty,
          item.price,
          Math.round(item.qty * item.price * 100) / 100,
        ]),
    )
    const linesTotal = Math.round(items.reduce((sum, item) => sum + item.qty * item.price, 0) * 100) / 100
    expect(answer.json.subtotal).toBeCloseTo(linesTotal, 2)
    expect(answer.json.total).toBe(row.spent)
    // The money stored when the order was placed, not derived again.
    expect(answer.json).toMatchObject({
      subtotal: stored!.subtotal,
      shipping: stored!.shipping,
      tax: stored!.tax,
    })
    expect(answer.json.subtotal + answer.json.shipping + answer.json.tax).toBeCloseTo(answer.json.total, 2)
    expect(answer.json.customerDetails).toEqual({
      customerId: customer!.customerCode,
      name: customer!.customer,
      email: customer!.email,
      avatar: customer!.avatar,
      contact: customer!.contact,
      country: customer!.country,
      countryCode: customer!.countryCode,
      orderCount: customer!.orderCount,
    })
    expect(answer.json.shippingAddress).toEqual(stored!.shippingAddress)
    expect(answer.json.billingAddress).toEqual(stored!.billingAddress)
    expect(answer.json.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      'Ready to Pickup',
      'Dispatched',
      'Out for Delivery',
    ])
    expect(answer.json.nextStatus).toBe('Delivered')
  })

  it('answers 404 with an empty body for an unknown order, 400 for a bad id', async () => {
    const missing = await api.request('/api/apps/ecommerce/orders/999999', { token: tokens.admin })
    expect(missing.status).toBe(404)
    expect(missing.text).toBe('')
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const answer = await api.request(`/api/apps/ecommerce/orders/${bad}`, { token: tokens.admin })
      expect(answer.status).toBe(400)
      expect(Object.keys(answer.json.errors)).toEqual(['id'])
    }
  })
})

describe('PUT /api/apps/ecommerce/orders/:id/status', () => {
  const put = (id: number | string, body: unknown) =>
    api.request(`/api/apps/ecommerce/orders/${id}/status`, { method: 'PUT', token: tokens.admin, body })

  it('moves an order one step forward, records it in the history, and the list shows it', async () => {
    const row = allRows.find((candidate) => candidate.status === 'Ready to Pickup')!
    const before = await api.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
    const answer = await put(row.id, { status: 'Dispatched' })
    expect(answer.status).toBe(200)
    expect(answer.json.status).toBe('Dispatched')
    expect(answer.json.nextStatus).toBe('Out for Delivery')
    expect(answer.json.timeline.at(-1).status).toBe('Dispatched')
    const after = await api.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id))
    expect(after.length).toBe(before.length + 1)
    const listed = await list(`q=${row.order}&status=Dispatched`)
    expect(ids(listed)).toContain(row.id)
    row.status = 'Dispatched'
  })

  it('refuses with 409 and a message anything but the next step', async () => {
    const ready = allRows.find((candidate) => candidate.status === 'Ready to Pickup')!
    for (const status of ['Out for Delivery', 'Delivered', 'Ready to Pickup']) {
      const answer = await put(ready.id, { status })
      expect(answer.status).toBe(409)
      expect(answer.json.message).toContain('Dispatched')
    }
    const outForDelivery = allRows.find((candidate) => candidate.status === 'Out for Delivery')!
    const backwards = await put(outForDelivery.id, { status: 'Dispatched' })
    expect(backwards.status).toBe(409)
    expect(backwards.json.message).toContain('Delivered')
    const delivered = allRows.find((candidate) => candidate.status === 'Delivered')!
    const beyond = await put(delivered.id, { status: 'Delivered' })
    expect(beyond.status).toBe(409)
    expect(beyond.json.message).toMatch(/already Delivered/)
    const [unchanged] = await api.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, ready.id))
    expect(unchanged!.status).toBe('Ready to Pickup')
  })

  it('lets only one of two simultaneous steps through', async () => {
    const row = allRows.find((candidate) => candidate.status === 'Dispatched')!
    const answers = await Promise.all([
      put(row.id, { status: 'Out for Delivery' }),
      put(row.id, { status: 'Out for Delivery' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    row.status = 'Out for Delivery'
  })

  it('answers 400 for an unknown status or a bad body, 404 for an unknown order', async () => {
    const row = allRows[0]!
    for (const body of [{ status: 'Lost' }, {}, { status: 3 }, '[]', 'not json']) {
      const answer = await put(row.id, body)
      expect(answer.status).toBe(400)
    }
    const missing = await put(999999, { status: 'Dispatched' })
    expect(missing.status).toBe(404)
    expect(missing.text).toBe('')
  })
})

describe('DELETE /api/apps/ecommerce/orders/:id', () => {
  it("deletes the order with its lines and history and takes it off the customer's totals", async () => {
    const row = allRows.find(
      (candidate) => allRows.filter((other) => other.customerRowId === candidate.customerRowId).length > 1,
    )!
    const [before] = await api.db.select().from(customers).where(eq(customers.id, row.customerRowId))
    const answer = await api.request(`/api/apps/ecommerce/orders/${row.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    const [after] = await api.db.select().from(customers).where(eq(customers.id, row.customerRowId))
    expect(after!.orderCount).toBe(before!.orderCount - 1)
    expect(after!.totalSpent).toBeCloseTo(before!.totalSpent - row.spent, 2)
    // The kept totals still equal a computation over the remaining orders.
    const remaining = (await readRows()).filter((other) => other.customerRowId === row.customerRowId)
    expect(after!.orderCount).toBe(remaining.length)
    expect(after!.totalSpent).toBeCloseTo(
      remaining.reduce((sum, other) => sum + other.spent, 0),
      2,
    )
    expect(await api.db.select().from(orderItems).where(eq(orderItems.orderId, row.id))).toEqual([])
    expect(
      await api.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id)),
    ).toEqual([])
    expect((await api.request(`/api/apps/ecommerce/orders/${row.id}`, { token: tokens.admin })).status).toBe(
      404,
    )
    expect((await list(`q=${row.order}`)).json.orders.map((order: { id: number }) => order.id)).not.toContain(
      row.id,
    )
    // Deleting again, or an order that never existed, is still 204 and changes nothing.
    expect(
      (await api.request(`/api/apps/ecommerce/orders/${row.id}`, { method: 'DELETE', token: tokens.admin }))
        .status,
    ).toBe(204)
    const [again] = await api.db.select().from(customers).where(eq(customers.id, row.customerRowId))
    expect(again!.orderCount).toBe(after!.orderCount)
    allRows = allRows.filter((other) => other.id !== row.id)
  })

  it('answers 400 for a bad id', async () => {
    expect(
      (await api.request('/api/apps/ecommerce/orders/abc', { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(400)
  })
})

describe('GET /api/apps/ecommerce/orders/export.csv', () => {
  it('streams every filtered order in the list order as CSV', async () => {
    const answer = await api.request('/api/apps/ecommerce/orders/export.csv?q=e&sortBy=spent&orderBy=desc', {
      token: tokens.admin,
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    expect(answer.headers.get('content-disposition')).toContain('orders.csv')
    const [header, ...lines] = parseCsv(answer.text.replace(/^\uFEFF/, ''))
    expect(header).toEqual([
      'Order',
      'Date',
      'Time (UTC)',
      'Customer',
      'Customer ID',
      'Email',
      'Payment',
      'Status',
      'Method',
      'Method number',
      'Spent (USD)',
    ])
    const want = expected(allRows, { q: 'e', sortBy: 'spent', orderBy: 'desc' })
    expect(lines.map((line) => line[0])).toEqual(
      want.all.map((id) => `#${allRows.find((row) => row.id === id)!.order}`),
    )
    const first = allRows.find((row) => row.id === want.all[0])!
    expect(lines[0]![10]).toBe(first.spent.toFixed(2))
  })

  it('exports everything without filters, and 400 for a bad query', async () => {
    const answer = await api.request('/api/apps/ecommerce/orders/export.csv', { token: tokens.admin })
    expect(parseCsv(answer.text).length - 1).toBe(allRows.length)
    expect(
      (await api.request('/api/apps/ecommerce/orders/export.csv?sortBy=nope', { token: tokens.admin }))
        .status,
    ).toBe(400)
  })

  it.each([undefined, 'order', 'customers', 'date', 'status', 'spent'] as const)(
    'walks batches by keyset in the list order (sortBy %s)',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        const query = { sortBy, orderBy } as OrderListQuery
        const pages = await ordersService.listOrders(api.db, { ...query, page: 1, itemsPerPage: 100 })
        const exported: number[] = []
        for await (const batch of ordersService.exportOrders(api.db, query, 7))
          exported.push(...batch.map((order) => order.id))
        expect(exported).toEqual(pages.orders.map((order) => order.id))
      }
    },
  )
})
