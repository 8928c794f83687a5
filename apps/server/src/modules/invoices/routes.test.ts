import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { INVOICE_STATUSES } from '@aurum/shared'
import { invoiceClients, invoicePayments, invoices } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { compareValues, pageOf } from '../../test/list-expectations.js'
import { parseCsv } from '../../test/parse-csv.js'

type Row = {
  id: number
  issuedDate: string
  client: string
  email: string
  total: number
  balance: number
  status: string
}
let allRows: Row[]
/** Each client name's place in the database's own text order (its collation, not JavaScript's). */
let nameRank: Map<string, number>

async function readRows(): Promise<Row[]> {
  return api.db
    .select({
      id: invoices.id,
      issuedDate: invoices.issuedDate,
      client: invoiceClients.name,
      email: invoiceClients.companyEmail,
      total: invoices.total,
      balance: invoices.balance,
      status: invoices.invoiceStatus,
    })
    .from(invoices)
    .innerJoin(invoiceClients, eq(invoiceClients.id, invoices.clientId))
}

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  allRows = await readRows()
  const names = await api.db
    .selectDistinct({ name: invoiceClients.name })
    .from(invoiceClients)
    .orderBy(invoiceClients.name)
  nameRank = new Map(names.map((row, index) => [row.name, index]))
})

const get = (path: string) => api.request(path, { token: tokens.admin })
const list = (query: string) => get(`/api/apps/invoice?${query}`)

type SortKey = 'client' | 'total' | 'id' | 'date' | 'balance'
const sortValue: Record<SortKey, (row: Row) => number | string> = {
  client: (row) => nameRank.get(row.client)!,
  total: (row) => row.total,
  id: (row) => row.id,
  date: (row) => row.issuedDate,
  balance: (row) => row.balance,
}

/** The list computed plainly over every seeded row: newest (highest number) first unless sorted. */
function expected(
  rows: Row[],
  options: {
    q?: string
    status?: string
    range?: [string, string]
    sortBy?: SortKey
    orderBy?: 'asc' | 'desc'
    page?: number
    itemsPerPage?: number
  },
) {
  const { q, status, range, page = 1, itemsPerPage = 10 } = options
  const sortBy = options.sortBy ?? 'id'
  const orderBy = options.sortBy ? (options.orderBy ?? 'asc') : 'desc'
  const term = q?.toLowerCase()
  const matching = rows
    .filter((row) => !status || row.status === status)
    .filter((row) => !range || (row.issuedDate >= range[0] && row.issuedDate <= range[1]))
    .filter(
      (row) =>
        !term ||
        row.client.toLowerCase().includes(term) ||
        row.email.toLowerCase().includes(term) ||
        (/^[0-9]+$/.test(term) && String(row.id).startsWith(term)),
    )
  const direction = orderBy === 'desc' ? -1 : 1
  const compare = (a: Row, b: Row) => {
    const [x, y] = [sortValue[sortBy](a), sortValue[sortBy](b)]
    const byKey = compareValues(x, y)
    return byKey !== 0 ? byKey * direction : (a.id - b.id) * direction
  }
  const sorted = [...matching].sort(compare)
  return {
    ...pageOf(sorted, page, itemsPerPage),
  }
}

const idsOf = (json: { invoices: { id: number }[] }) => json.invoices.map((invoice) => invoice.id)

describe('GET /api/apps/invoice', () => {
  it('answers 401 without a token and 403 for the client role', async () => {
    expect((await api.request('/api/apps/invoice')).status).toBe(401)
    for (const path of ['/api/apps/invoice', '/api/apps/invoice/clients', '/api/apps/invoice/4987'])
      expect((await api.request(path, { token: tokens.client })).status).toBe(403)
    const refused = await api.request('/api/apps/invoice/4987', { method: 'DELETE', token: tokens.client })
    expect(refused.status).toBe(403)
  })

  it('answers the newest first, in the spec shape, with the total', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    const want = expected(allRows, {})
    expect(idsOf(answer.json)).toEqual(want.ids)
    expect(answer.json.totalInvoices).toBe(want.total)
    const first = answer.json.invoices[0]
    expect(Object.keys(first).sort()).toEqual(
      [
        'avatar',
        'balance',
        'client',
        'dueDate',
        'id',
        'invoiceStatus',
        'issuedDate',
        'service',
        'total',
      ].sort(),
    )
    expect(Object.keys(first.client)).toEqual(
      expect.arrayContaining(['address', 'company', 'companyEmail', 'country', 'contact', 'name']),
    )
  })

  for (const status of INVOICE_STATUSES)
    it(`filters status ${status}`, async () => {
      const answer = await list(`status=${encodeURIComponent(status)}&itemsPerPage=100`)
      const want = expected(allRows, { status, itemsPerPage: 100 })
      expect(want.total).toBeGreaterThan(0)
      expect(idsOf(answer.json)).toEqual(want.ids)
      expect(answer.json.totalInvoices).toBe(want.total)
    })

  it('filters the issue dates of selectedDateRange (both ends included, one day alone)', async () => {
    const days = [...new Set(allRows.map((row) => row.issuedDate))].sort()
    const [start, end] = [days[5]!, days[20]!]
    const answer = await list(
      `selectedDateRange=${encodeURIComponent(`${start} to ${end}`)}&itemsPerPage=100`,
    )
    const want = expected(allRows, { range: [start, end], itemsPerPage: 100 })
    expect(want.total).toBeGreaterThan(2)
    expect(idsOf(answer.json)).toEqual(want.ids)
    // Counted as a search is: exact below the cap (at 1,000,000 invoices, "at least 10,000" above).
    expect(answer.json.totalInvoices).toBe(want.total)
    expect(answer.json.totalIsLowerBound).toBe(false)
    const single = await list(`selectedDateRange=${start}&itemsPerPage=100`)
    expect(idsOf(single.json)).toEqual(expected(allRows, { range: [start, start], itemsPerPage: 100 }).ids)
    expect((await list('selectedDateRange=2025-13-40')).status).toBe(400)
    expect((await list('selectedDateRange=2025-02-30')).status).toBe(400)
    expect((await list('selectedDateRange=yesterday')).json.codes.selectedDateRange[0].code).toBe(
      'invoices.dateRange',
    )
  })

  it('searches client name, company email and the invoice number', async () => {
    const sample = allRows[3]!
    for (const q of [
      sample.client.split(' ')[0]!.slice(0, 4),
      sample.email.split('@')[1]!.slice(0, 5),
      '49',
      '5012',
    ]) {
      const answer = await list(`q=${encodeURIComponent(q)}&itemsPerPage=100`)
      const want = expected(allRows, { q, itemsPerPage: 100 })
      expect(want.total, q).toBeGreaterThan(0)
      expect(idsOf(answer.json), q).toEqual(want.ids)
      expect(answer.json.totalInvoices).toBe(want.total)
    }
  })

  for (const sortBy of ['client', 'total', 'id', 'date', 'balance'] as const)
    for (const orderBy of ['asc', 'desc'] as const)
      it(`sorts by ${sortBy} ${orderBy} and pages`, async () => {
        for (const page of [1, 3]) {
          const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=10`)
          const want = expected(allRows, { sortBy, orderBy, page })
          expect(idsOf(answer.json)).toEqual(want.ids)
          expect(answer.json.totalInvoices).toBe(allRows.length)
        }
      })

  it('sorts balance as a number: credits (negative) first ascending', async () => {
    const answer = await list('sortBy=balance&orderBy=asc&itemsPerPage=100')
    const balances = answer.json.invoices.map((invoice: { balance: number }) => invoice.balance)
    expect(balances[0]).toBeLessThan(0)
    expect(balances).toEqual([...balances].sort((a, b) => a - b))
  })

  it('refuses an unknown sort key and a bad page with 400', async () => {
    expect((await list('sortBy=secret')).status).toBe(400)
    expect((await list('orderBy=sideways')).status).toBe(400)
    expect((await list('page=0')).status).toBe(400)
  })

  it('exports every matching row as CSV in the list order', async () => {
    const answer = await get('/api/apps/invoice/export.csv?status=Paid&sortBy=total&orderBy=desc')
    expect(answer.status).toBe(200)
    const rows = parseCsv(answer.text)
    const want = expected(allRows, { status: 'Paid', sortBy: 'total', orderBy: 'desc', itemsPerPage: 1000 })
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(want.ids)
  })

  it('exports amounts as numbers: a credit is -268.84, not text', async () => {
    const credit = allRows.find((row) => row.balance < 0)!
    const answer = await get(`/api/apps/invoice/export.csv?q=${credit.id}&sortBy=balance&orderBy=asc`)
    const [header = [], ...rows] = parseCsv(answer.text)
    const row = rows.find((cells) => Number(cells[0]) === credit.id)!
    expect(row[header.indexOf('Balance (USD)')]).toBe(credit.balance.toFixed(2))
    expect(row[header.indexOf('Total (USD)')]).toBe(credit.total.toFixed(2))
  })

  it('answers the stat cards from the rows', async () => {
    await expectStatsOfRows()
  })
})

/** The cards (trigger-kept counts) against a plain computation over the stored invoices and payments. */
async function expectStatsOfRows() {
  const rows = await readRows()
  const payments = await api.db.select({ amount: invoicePayments.amount }).from(invoicePayments)
  const answer = await get('/api/apps/invoice/stats')
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100
  expect(answer.json.total).toBe(rows.length)
  for (const status of INVOICE_STATUSES)
    expect(answer.json.byStatus[status], status).toBe(rows.filter((row) => row.status === status).length)
  expect(answer.json.invoiced).toBeCloseTo(sum(rows.map((row) => row.total)), 2)
  expect(answer.json.outstanding).toBeCloseTo(sum(rows.map((row) => Math.max(row.balance, 0))), 2)
  expect(answer.json.paid).toBeCloseTo(sum(payments.map((payment) => payment.amount)), 2)
  for (const status of INVOICE_STATUSES) {
    const listed = await list(`status=${encodeURIComponent(status)}`)
    expect(listed.json.totalInvoices, status).toBe(rows.filter((row) => row.status === status).length)
  }
}

describe('clients', () => {
  it('answers the first 5 clients, searches, and adds one', async () => {
    const first = await get('/api/apps/invoice/clients')
    expect(first.status).toBe(200)
    expect(first.json).toHaveLength(5)
    const added = await api.request('/api/apps/invoice/clients', {
      method: 'POST',
      token: tokens.admin,
      body: {
        name: 'Zelda Quartermain',
        company: 'Quartz Works',
        companyEmail: 'billing@quartz.example',
        address: '1 Quartz Road, Springfield',
        country: 'CA',
        contact: '+1 555 0100',
      },
    })
    expect(added.status).toBe(201)
    const found = await get('/api/apps/invoice/clients?q=quartz')
    expect(found.json.map((client: { id: number }) => client.id)).toEqual([added.json.id])
    const bad = await api.request('/api/apps/invoice/clients', {
      method: 'POST',
      token: tokens.admin,
      body: { name: '', companyEmail: 'nope' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.codes.companyEmail[0].code).toBe('invoices.email')
  })
})

describe('one invoice', () => {
  it('answers the invoice with paymentDetails, or the spec 404', async () => {
    const answer = await get('/api/apps/invoice/4987')
    expect(answer.status).toBe(200)
    expect(answer.json.invoice.id).toBe(4987)
    expect(Object.keys(answer.json.paymentDetails).sort()).toEqual(
      ['bankName', 'country', 'iban', 'swiftCode', 'totalDue'].sort(),
    )
    const row = allRows.find((invoice) => invoice.id === 4987)!
    expect(answer.json.paymentDetails.totalDue).toBe(Math.max(row.balance, 0))
    // The seeded lines add up to the total.
    const lines = answer.json.invoice.items.reduce(
      (sum: number, line: { price: number }) => sum + line.price,
      0,
    )
    expect(Math.round(lines * 100)).toBe(Math.round(row.total * 100))
    const missing = await get('/api/apps/invoice/999999')
    expect(missing.status).toBe(404)
    expect(missing.json.message).toBe('No invoice found with this id')
    expect((await get('/api/apps/invoice/abc')).status).toBe(400)
  })

  it('deletes (204), then 404 "Something went wrong"', async () => {
    const victim = allRows.find((row) => row.id === 4990)!
    const gone = await api.request(`/api/apps/invoice/${victim.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect(gone.status).toBe(204)
    expect((await get(`/api/apps/invoice/${victim.id}`)).status).toBe(404)
    const again = await api.request(`/api/apps/invoice/${victim.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect(again.status).toBe(404)
    expect(again.json.message).toBe('Something went wrong')
    allRows = allRows.filter((row) => row.id !== victim.id)
  })
})

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

function invoiceBody(overrides: Record<string, unknown> = {}) {
  return {
    clientId: 1,
    issuedDate: isoDay(0),
    dueDate: isoDay(30),
    items: [
      { item: 'Design', description: 'Logo', cost: 19.99, qty: 3, discount: 10 },
      { item: 'Hosting', description: '', cost: 0.1, qty: 7, discount: 0 },
    ],
    taxRate: 7.5,
    notes: 'Thank you',
    ...overrides,
  }
}

describe('creating, paying and status', () => {
  const post = (path: string, body: unknown) =>
    api.request(path, { method: 'POST', token: tokens.admin, body })

  it('computes the totals in cents on the server and numbers without gaps', async () => {
    const [{ maxId }] = [{ maxId: Math.max(...(await readRows()).map((row) => row.id)) }]
    const created = await post('/api/apps/invoice', { ...invoiceBody(), total: 1, balance: -5 })
    expect(created.status).toBe(201)
    const invoice = created.json.invoice
    expect(invoice.id).toBe(maxId + 1)
    // 19.99 × 3 = 59.97, less 10 % = 5.997 → 6.00 → 53.97; 0.10 × 7 = 0.70; net 54.67; tax 7.5 % = 4.10.
    expect(invoice.subtotal).toBe(60.67)
    expect(invoice.discount).toBe(6)
    expect(invoice.tax).toBe(4.1)
    expect(invoice.total).toBe(58.77)
    expect(invoice.balance).toBe(58.77)
    expect(invoice.invoiceStatus).toBe('Draft')
    expect(invoice.items.map((line: { price: number }) => line.price)).toEqual([53.97, 0.7])

    // Ten creations at once take the next ten numbers, none twice and none skipped.
    const many = await Promise.all(Array.from({ length: 10 }, () => post('/api/apps/invoice', invoiceBody())))
    const ids = many.map((answer) => answer.json.invoice.id).sort((a, b) => a - b)
    expect(ids).toEqual(Array.from({ length: 10 }, (_, index) => invoice.id + 1 + index))
  })

  it('refuses bad input with codes, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'items'],
      [{ dueDate: isoDay(-400) }, 'dueDate'],
      [{ clientId: 999_999 }, 'clientId'],
      [{ items: [{ item: 'x', cost: 1.234, qty: 1 }] }, 'items.0.cost'],
      [{ items: [{ item: 'x', cost: 1, qty: 0 }] }, 'items.0.qty'],
      [{ taxRate: 101 }, 'taxRate'],
      [{ issuedDate: '2025-02-30' }, 'issuedDate'],
    ]
    for (const [override, field] of cases) {
      const answer = await post('/api/apps/invoice', invoiceBody(override))
      expect(answer.status, field).toBe(400)
      expect(Object.keys(answer.json.errors), field).toContain(field)
    }
  })

  it('follows the payments: partial, paid, and refuses what would overpay', async () => {
    const { json } = await post('/api/apps/invoice', invoiceBody())
    const id = json.invoice.id as number
    const pay = (amount: number) =>
      post(`/api/apps/invoice/${id}/payments`, { amount, paidOn: isoDay(0), method: 'Cash', note: 'part' })
    const partial = await pay(20)
    expect(partial.status).toBe(201)
    expect(partial.json.invoice.invoiceStatus).toBe('Partial Payment')
    expect(partial.json.invoice.balance).toBe(38.77)
    expect(partial.json.paymentDetails.totalDue).toBe(38.77)
    const paid = await pay(38.77)
    expect(paid.json.invoice.invoiceStatus).toBe('Paid')
    expect(paid.json.invoice.balance).toBe(0)
    expect(paid.json.paymentDetails.totalDue).toBe(0)
    // Nothing is due any more: a further payment is refused, on its amount.
    const over = await pay(10)
    expect(over.status).toBe(409)
    expect(over.json.codes).toEqual({ amount: [{ code: 'invoices.paymentNothingDue' }] })
    // The list shows what the detail says.
    const listed = await list(`q=${id}`)
    expect(listed.json.invoices[0]).toMatchObject({ id, balance: 0, invoiceStatus: 'Paid' })
    const stored = await api.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))
    expect(stored.map((row) => row.amount)).toEqual([20, 38.77])
    expect((await pay(0)).status).toBe(400)
    expect(
      (await post('/api/apps/invoice/999999/payments', { amount: 1, paidOn: isoDay(0), method: 'Cash' }))
        .status,
    ).toBe(404)
  })

  it('refuses a payment above the balance due with 409, naming the balance', async () => {
    const { json } = await post('/api/apps/invoice', invoiceBody())
    const id = json.invoice.id as number
    const pay = (amount: number) =>
      post(`/api/apps/invoice/${id}/payments`, { amount, paidOn: isoDay(0), method: 'Cash' })
    const above = await pay(58.78)
    expect(above.status).toBe(409)
    expect(above.json.codes).toEqual({
      amount: [{ code: 'invoices.paymentAboveBalance', params: { balance: '58.77' } }],
    })
    expect(above.json.errors.amount).toEqual(['The payment is more than the balance due, 58.77'])
    expect((await pay(58.77)).status).toBe(201)
  })

  it('refuses amounts that are not money: below 0.01 or more than two decimals, with 400 on amount', async () => {
    const { json } = await post('/api/apps/invoice', invoiceBody())
    const id = json.invoice.id as number
    const cases: [unknown, string][] = [
      [1e-9, 'invoices.paymentMinimum'],
      [0.001, 'invoices.paymentMinimum'],
      [0, 'invoices.paymentMinimum'],
      [-5, 'invoices.paymentMinimum'],
      [1.234, 'invoices.amount'],
      [10.005, 'invoices.amount'],
      ['12', 'invoices.amount'],
      [100_000_000, 'invoices.amountTooLarge'],
    ]
    for (const [amount, code] of cases) {
      const answer = await post(`/api/apps/invoice/${id}/payments`, {
        amount,
        paidOn: isoDay(0),
        method: 'Cash',
      })
      expect(answer.status, String(amount)).toBe(400)
      expect(Object.keys(answer.json.errors), String(amount)).toEqual(['amount'])
      expect(
        answer.json.codes.amount.map((issue: { code: string }) => issue.code),
        String(amount),
      ).toContain(code)
    }
    // 1e-9 is refused for being under a cent (and for its decimals), not stored as a zero payment.
    const tiny = await post(`/api/apps/invoice/${id}/payments`, {
      amount: 1e-9,
      paidOn: isoDay(0),
      method: 'Cash',
    })
    expect(tiny.json.errors.amount[0]).toBe('A payment is at least 0.01')
    const stored = await api.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))
    expect(stored).toEqual([])
    // The smallest payment and an amount whose binary value is not exact are money.
    expect(
      (await post(`/api/apps/invoice/${id}/payments`, { amount: 0.01, paidOn: isoDay(0), method: 'Cash' }))
        .status,
    ).toBe(201)
    const sum = await post(`/api/apps/invoice/${id}/payments`, {
      amount: 0.1 + 0.2,
      paidOn: isoDay(0),
      method: 'Cash',
    })
    expect(sum.status).toBe(201)
    expect(sum.json.invoice.paid).toBe(0.31)
  })

  it('documents both rules of a payment amount in the OpenAPI document', async () => {
    const document = await api.request('/api/openapi.json')
    const body = document.json.paths['/api/apps/invoice/{id}/payments'].post.requestBody
    expect(body.content['application/json'].schema.properties.amount).toMatchObject({
      type: 'number',
      minimum: 0.01,
      multipleOf: 0.01,
    })
  })

  it('names what is wrong with paidOn: missing, format, no such day, future, before the issue date', async () => {
    const { json } = await post(
      '/api/apps/invoice',
      invoiceBody({ issuedDate: isoDay(-10), dueDate: isoDay(20) }),
    )
    const id = json.invoice.id as number
    const payOn = (paidOn: unknown) =>
      post(`/api/apps/invoice/${id}/payments`, {
        amount: 1,
        method: 'Cash',
        ...(paidOn === undefined ? {} : { paidOn }),
      })
    const cases: [unknown, number, { code: string; params?: Record<string, string> }][] = [
      [undefined, 400, { code: 'invoices.paidOnRequired' }],
      ['', 400, { code: 'invoices.paidOnRequired' }],
      [20250101, 400, { code: 'invoices.paidOnRequired' }],
      ['01/02/2025', 400, { code: 'invoices.paidOnFormat' }],
      ['2025-1-2', 400, { code: 'invoices.paidOnFormat' }],
      ['2025-02-30', 400, { code: 'invoices.paidOnNoSuchDay' }],
      ['2025-13-01', 400, { code: 'invoices.paidOnNoSuchDay' }],
      [isoDay(3), 400, { code: 'invoices.paidOnFuture' }],
      ['2999-01-01', 400, { code: 'invoices.paidOnFuture' }],
      [isoDay(-11), 400, { code: 'invoices.paidOnBeforeIssued', params: { issuedDate: isoDay(-10) } }],
    ]
    for (const [paidOn, status, issue] of cases) {
      const answer = await payOn(paidOn)
      expect(answer.status, String(paidOn)).toBe(status)
      // One precise reason, on paidOn alone.
      expect(answer.json.codes, String(paidOn)).toEqual({ paidOn: [issue] })
    }
    const before = await payOn(isoDay(-11))
    expect(before.json.errors.paidOn).toEqual([
      `The payment date cannot be before the issue date, ${isoDay(-10)}`,
    ])
    // The issue date itself and today are fine.
    expect((await payOn(isoDay(-10))).status).toBe(201)
    expect((await payOn(isoDay(0))).status).toBe(201)
  })

  it('serializes parallel payments on one invoice: ten of 0.50 on 1.00 record two, refuse eight', async () => {
    const { json } = await post(
      '/api/apps/invoice',
      invoiceBody({ items: [{ item: 'One dollar', cost: 1, qty: 1 }], taxRate: 0 }),
    )
    const id = json.invoice.id as number
    expect(json.invoice.total).toBe(1)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`/api/apps/invoice/${id}/payments`, { amount: 0.5, paidOn: isoDay(0), method: 'Cash' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409, 409, 409])
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(refused.json.codes).toEqual({ amount: [{ code: 'invoices.paymentNothingDue' }] })
    const stored = await api.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id))
    expect(stored.map((row) => row.amount)).toEqual([0.5, 0.5])
    const after = await get(`/api/apps/invoice/${id}`)
    expect(after.json.invoice).toMatchObject({ paid: 1, balance: 0, invoiceStatus: 'Paid' })
    expect(after.json.paymentDetails.totalDue).toBe(0)
  })

  it('is Past Due once sent and not paid by the due date, also when partly paid', async () => {
    const { json } = await post(
      '/api/apps/invoice',
      invoiceBody({ issuedDate: isoDay(-60), dueDate: isoDay(-30) }),
    )
    const id = json.invoice.id as number
    // A draft is not past due: it was never sent.
    expect(json.invoice.invoiceStatus).toBe('Draft')
    const partly = await post(`/api/apps/invoice/${id}/payments`, {
      amount: 5,
      paidOn: isoDay(-1),
      method: 'Paypal',
    })
    expect(partly.json.invoice.invoiceStatus).toBe('Past Due')
    expect(partly.json.invoice.balance).toBe(53.77)
  })

  it('updates lines and recomputes; duplicates as a new draft', async () => {
    const { json } = await post('/api/apps/invoice', invoiceBody())
    const id = json.invoice.id as number
    await post(`/api/apps/invoice/${id}/payments`, { amount: 50, paidOn: isoDay(0), method: 'Cash' })
    const updated = await api.request(`/api/apps/invoice/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      body: invoiceBody({ items: [{ item: 'One', cost: 40, qty: 1 }], taxRate: 0 }),
    })
    expect(updated.status).toBe(200)
    expect(updated.json.invoice).toMatchObject({
      total: 40,
      balance: -10,
      invoiceStatus: 'Paid',
      service: 'One',
    })
    const copy = await post(`/api/apps/invoice/${id}/duplicate`, {})
    expect(copy.status).toBe(201)
    expect(copy.json.invoice).toMatchObject({ total: 40, balance: 40, invoiceStatus: 'Draft', payments: [] })
    expect(copy.json.invoice.id).toBeGreaterThan(id)
    const missing = await api.request('/api/apps/invoice/999999', {
      method: 'PUT',
      token: tokens.admin,
      body: invoiceBody(),
    })
    expect(missing.status).toBe(404)
  })
})

describe('stat cards after changes', () => {
  it('still match the rows: created, paid, updated, duplicated and deleted invoices (kept by triggers)', async () => {
    await expectStatsOfRows()
  })
})
