import { beforeAll, describe, expect, it } from 'vitest'
import { SALE_SORT_KEYS, salesListResponseSchema, type SaleSortKey } from '@aurum/shared'
import { salesDetails } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { specDate } from './service.js'

type SaleRow = typeof salesDetails.$inferSelect
let rows: SaleRow[]

const { api, admin, client } = useTestAppWithLogins()

beforeAll(async () => {
  rows = await api.db.select().from(salesDetails)
})

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The ids the list should show, computed over the stored rows (PostgreSQL's C-like order on ASCII names). */
function expected(
  rowsIn: SaleRow[],
  sortBy: SaleSortKey | undefined,
  orderBy: 'asc' | 'desc',
  page: number,
  itemsPerPage: number,
) {
  const key = (row: SaleRow): string | number =>
    sortBy === 'product'
      ? row.productName
      : sortBy === 'buyer'
        ? row.buyerName
        : sortBy === 'total'
          ? row.paymentTotal
          : sortBy === 'status'
            ? row.paymentStatus
            : row.saleDate
  // Without sortBy: newest first (orderBy asc), ties by id in the same direction as the date.
  const direction = sortBy ? (orderBy === 'desc' ? -1 : 1) : orderBy === 'asc' ? -1 : 1
  const sorted = [...rowsIn].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)]
    const byKey = typeof ka === 'number' ? ka - (kb as number) : compareText(ka, kb as string)
    return direction * (byKey || a.id - b.id)
  })
  return sorted.slice((page - 1) * itemsPerPage, page * itemsPerPage).map((row) => row.id)
}

describe('GET /api/pages/datatable', () => {
  it('401 for a visitor; any signed-in user may read it', async () => {
    expect((await api.request('/api/pages/datatable')).status).toBe(401)
    expect((await client('/api/pages/datatable')).status).toBe(200)
  })

  it("answers the spec's sales details, newest first, with the total", async () => {
    const answer = await admin('/api/pages/datatable?itemsPerPage=100')
    expect(answer.status).toBe(200)
    const body = salesListResponseSchema.parse(answer.json)
    expect(body.total).toBe(rows.length)
    expect(body.salesDetails.map((sale) => sale.id)).toEqual(expected(rows, undefined, 'asc', 1, 100))
    const first = body.salesDetails[0]!
    const stored = rows.find((row) => row.id === first.id)!
    expect(first.date).toBe(specDate(stored.saleDate))
    expect(first.payment.total).toBe(stored.paymentTotal)
  })

  it.each(SALE_SORT_KEYS)('sorts by %s both ways across pages', async (sortBy) => {
    // Only ASCII names are compared by code point here; the collation of the database decides the rest.
    for (const orderBy of ['asc', 'desc'] as const)
      for (const page of [1, 2]) {
        const answer = await admin(
          `/api/pages/datatable?sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=7`,
        )
        expect(answer.status).toBe(200)
        const ids = answer.json.salesDetails.map((sale: { id: number }) => sale.id)
        if (sortBy === 'date' || sortBy === 'total' || sortBy === 'status')
          expect(ids).toEqual(expected(rows, sortBy, orderBy, page, 7))
        else expect(ids).toHaveLength(7)
      }
  })

  it('searches product, brand and buyer, and filters by status', async () => {
    const buyer = rows[3]!.buyerName
    const term = buyer.split(' ')[0]!.toLowerCase()
    const matching = rows.filter((row) =>
      [row.productName, row.productBrand, row.buyerName].some((text) => text.toLowerCase().includes(term)),
    )
    const found = await admin(`/api/pages/datatable?q=${encodeURIComponent(term)}&itemsPerPage=100`)
    expect(found.json.total).toBe(matching.length)
    expect(found.json.salesDetails.map((sale: { id: number }) => sale.id).sort()).toEqual(
      matching.map((row) => row.id).sort(),
    )
    const cancelled = await admin('/api/pages/datatable?status=Cancelled&itemsPerPage=100')
    expect(cancelled.json.total).toBe(rows.filter((row) => row.paymentStatus === 'Cancelled').length)
    expect(
      cancelled.json.salesDetails.every(
        (sale: { payment: { status: string } }) => sale.payment.status === 'Cancelled',
      ),
    ).toBe(true)
  })

  it.each(['sortBy=price', 'orderBy=up', 'itemsPerPage=0', 'page=-1', 'status=Lost', `q=${'x'.repeat(201)}`])(
    '400 for %s',
    async (query) => {
      expect((await admin(`/api/pages/datatable?${query}`)).status).toBe(400)
    },
  )

  it("writes dates as the spec's sample does", () => {
    expect(specDate('2020-04-30')).toBe('30 Apr 2020')
    expect(specDate('2025-09-03')).toBe('3 Sep 2025')
  })
})
