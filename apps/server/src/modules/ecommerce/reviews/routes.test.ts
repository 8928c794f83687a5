import { beforeAll, describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { REVIEW_STATS_DAYS, reviewListResponseSchema, reviewSchema, reviewStatsSchema } from '@aurum/shared'
import { products, reviews } from '#server/db/schema/index.js'
import { parseCsv } from '#server/test/parse-csv.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'
import { itAnswers400NamingTheField, pageOf } from '#server/test/list-expectations.js'
import { reviewStatsDays } from './service.js'

type ReviewRow = typeof reviews.$inferSelect
type ProductRow = typeof products.$inferSelect
let reviewRows: ReviewRow[]
let productById: Map<number, ProductRow>
/** Position of each product name and reviewer in the database's text order (its collation). */
let textRank: Map<string, number>

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  reviewRows = await api.db.select().from(reviews)
  productById = new Map((await api.db.select().from(products)).map((row) => [row.id, row]))
  // Text sorts follow the database collation (C here, maybe a locale elsewhere); the order of the
  // distinct values comes from it, everything else is computed below in plain code.
  const names = await api.db
    .selectDistinct({ text: products.productName })
    .from(products)
    .orderBy(asc(products.productName))
  const reviewers = await api.db
    .selectDistinct({ text: reviews.reviewer })
    .from(reviews)
    .orderBy(asc(reviews.reviewer))
  textRank = new Map([
    ...names.map((row, index) => [`p:${row.text}`, index] as const),
    ...reviewers.map((row, index) => [`r:${row.text}`, index] as const),
  ])
})

const list = (query: string) => api.request(`/api/apps/ecommerce/reviews?${query}`, { token: tokens.admin })
const ids = (answer: { json: { reviews: { id: number }[] } }) =>
  answer.json.reviews.map((review) => review.id)

type Options = {
  q?: string
  status?: string
  sortBy?: string
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
}

/** The list computed plainly over the seeded rows (ids of the page, and the total). */
function expected(rows: ReviewRow[], options: Options) {
  const { q, status, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const term = q?.toLowerCase()
  const matching = rows
    .filter(
      (row) =>
        !term ||
        [productById.get(row.productId)!.productName, row.reviewer, row.email, row.head, row.para].some(
          (text) => text.toLowerCase().includes(term),
        ),
    )
    .filter((row) => !status || status === 'All' || row.status === status)
  const key = (row: ReviewRow): string | number => {
    if (sortBy === 'product') return textRank.get(`p:${productById.get(row.productId)!.productName}`)!
    if (sortBy === 'reviewer') return textRank.get(`r:${row.reviewer}`)!
    if (sortBy === 'date') return row.reviewDate
    if (sortBy === 'status') return row.status
    return row.id
  }
  const sign = orderBy === 'desc' ? -1 : 1
  const sorted = [...matching].sort((a, b) => {
    const [left, right] = [key(a), key(b)]
    return sign * ((left < right ? -1 : left > right ? 1 : 0) || a.id - b.id)
  })
  return {
    ...pageOf(sorted, page, itemsPerPage),
    totalIsLowerBound: false,
  }
}

describe('permissions of /api/apps/ecommerce/reviews', () => {
  const cases = [
    { name: 'list', method: 'GET', path: '/api/apps/ecommerce/reviews', allowed: 200 },
    { name: 'stats', method: 'GET', path: '/api/apps/ecommerce/reviews/stats', allowed: 200 },
    { name: 'export', method: 'GET', path: '/api/apps/ecommerce/reviews/export.csv', allowed: 200 },
    { name: 'get', method: 'GET', path: '/api/apps/ecommerce/reviews/999999', allowed: 404 },
    {
      name: 'status',
      method: 'PUT',
      path: '/api/apps/ecommerce/reviews/999999/status',
      body: { status: 'Published' },
      allowed: 404,
    },
    { name: 'delete', method: 'DELETE', path: '/api/apps/ecommerce/reviews/999999', allowed: 404 },
  ]
  it.each(cases)(
    '$name: 401 for a visitor, 403 for the client, allowed for the admin',
    async ({ method, path, body, allowed }) => {
      expect((await api.request(path, { method, body })).status).toBe(401)
      expect((await api.request(path, { method, body, token: tokens.client })).status).toBe(403)
      expect((await api.request(path, { method, body, token: tokens.admin })).status).toBe(allowed)
    },
  )
})

describe('GET /api/apps/ecommerce/reviews', () => {
  it('pages through every review by default, 10 at a time, ordered by id, in the shared shape', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    expect(reviewListResponseSchema.safeParse(answer.json).success).toBe(true)
    expect(ids(answer)).toEqual(expected(reviewRows, {}).ids)
    expect(answer.json.total).toBe(reviewRows.length)
  })

  it("answers the spec's fields: product, brand as companyName, image, month/day/year date, rating as review", async () => {
    const answer = await list('itemsPerPage=100')
    for (const review of answer.json.reviews as ReturnType<typeof reviewSchema.parse>[]) {
      const row = reviewRows.find((candidate) => candidate.id === review.id)!
      const product = productById.get(row.productId)!
      const [year, month, day] = row.reviewDate.split('-').map(Number)
      expect(review).toEqual({
        id: row.id,
        productId: row.productId,
        product: product.productName,
        companyName: product.productBrand,
        productImage: product.image,
        reviewer: row.reviewer,
        email: row.email,
        avatar: row.avatar,
        date: `${month}/${day}/${year}`,
        reviewDate: row.reviewDate,
        status: row.status,
        review: row.rating,
        head: row.head,
        para: row.para,
      })
    }
  })

  it('filters by status; All or nothing means every status', async () => {
    for (const status of ['Pending', 'Published', 'All', '']) {
      const answer = await list(`status=${status}&itemsPerPage=100`)
      const want = expected(reviewRows, { status, itemsPerPage: 100 })
      expect(answer.json.total).toBe(want.total)
      expect(ids(answer)).toEqual(want.ids)
    }
    expect(expected(reviewRows, { status: 'Pending' }).total).toBeGreaterThan(0)
  })

  it('searches the product name, reviewer, email, headline and text, case-insensitively', async () => {
    const sample = reviewRows[7]!
    const terms = [
      productById.get(sample.productId)!.productName.slice(0, 5).toUpperCase(),
      sample.reviewer.split(' ')[0]!,
      sample.email.split('@')[1]!,
      sample.head.slice(2, 8),
      sample.para.split(' ')[1]!,
    ]
    for (const q of terms) {
      const answer = await list(new URLSearchParams({ q, itemsPerPage: '100' }).toString())
      const want = expected(reviewRows, { q, itemsPerPage: 100 })
      expect(want.total).toBeGreaterThan(0)
      expect(answer.json.total).toBe(want.total)
      expect(ids(answer)).toEqual(want.ids)
    }
  })

  it.each(['product', 'reviewer', 'date', 'status'])(
    'sorts by %s in both directions across pages, ties broken by id',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        for (const page of [1, 3, 15]) {
          const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=7`)
          expect(ids(answer)).toEqual(expected(reviewRows, { sortBy, orderBy, page, itemsPerPage: 7 }).ids)
        }
      }
    },
  )

  it('searches, filters, sorts and pages in one go like the plain computation', async () => {
    for (const sortBy of ['product', 'date']) {
      for (const page of [1, 2]) {
        const query = { q: 'e', status: 'Published', sortBy, orderBy: 'desc' as const, page, itemsPerPage: 5 }
        const answer = await list(
          new URLSearchParams({ ...query, page: String(page), itemsPerPage: '5' }).toString(),
        )
        const want = expected(reviewRows, query)
        expect(ids(answer)).toEqual(want.ids)
        expect(answer.json.total).toBe(want.total)
      }
    }
  })

  it('answers an empty page past the end and for a search that matches nothing', async () => {
    expect((await list('page=50')).json).toEqual({
      reviews: [],
      total: reviewRows.length,
      totalIsLowerBound: false,
    })
    expect((await list('q=zzzzzzzz')).json).toEqual({ reviews: [], total: 0, totalIsLowerBound: false })
  })

  it('treats SQL-looking search text as plain text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\']) {
      const answer = await list(new URLSearchParams({ q }).toString())
      expect(answer.status).toBe(200)
      expect(answer.json.total).toBe(expected(reviewRows, { q }).total)
    }
  })

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', 'sortBy=rating', 'sortBy'],
    ['an injected sortBy', 'sortBy=date;drop%20table%20reviews', 'sortBy'],
    ['an unknown orderBy', 'orderBy=up', 'orderBy'],
    ['an unknown status', 'status=Deleted', 'status'],
    ['a page below 1', 'page=0', 'page'],
    ['a page that is not a number', 'page=two', 'page'],
    ['too many items per page', 'itemsPerPage=101', 'itemsPerPage'],
    ['an overlong search', `q=${'a'.repeat(201)}`, 'q'],
  ])
})

describe('GET /api/apps/ecommerce/reviews/stats', () => {
  it('counts per rating, averages, splits by status and series the last 7 days of the data', async () => {
    const answer = await api.request('/api/apps/ecommerce/reviews/stats', { token: tokens.admin })
    expect(answer.status).toBe(200)
    const stats = reviewStatsSchema.parse(answer.json)
    const total = reviewRows.length
    expect(stats.total).toBe(total)
    expect(stats.average).toBeCloseTo(reviewRows.reduce((sum, row) => sum + row.rating, 0) / total, 2)
    expect(stats.pending).toBe(reviewRows.filter((row) => row.status === 'Pending').length)
    expect(stats.published).toBe(reviewRows.filter((row) => row.status === 'Published').length)
    expect(stats.positivePercent).toBeCloseTo(
      (reviewRows.filter((row) => row.rating >= 4).length / total) * 100,
      1,
    )
    expect(stats.ratings).toEqual(
      [5, 4, 3, 2, 1].map((rating) => ({
        rating,
        count: reviewRows.filter((row) => row.rating === rating).length,
      })),
    )

    const latest = reviewRows
      .map((row) => row.reviewDate)
      .sort()
      .at(-1)!
    const day = (offset: number) =>
      new Date(Date.parse(`${latest}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10)
    expect(stats.lastDays.map((entry) => entry.date)).toEqual(
      Array.from({ length: REVIEW_STATS_DAYS }, (_, index) => day(REVIEW_STATS_DAYS - 1 - index)),
    )
    for (const entry of stats.lastDays) {
      expect(entry.count).toBe(reviewRows.filter((row) => row.reviewDate === entry.date).length)
    }
    const inRange = (from: string, to: string) =>
      reviewRows.filter((row) => row.reviewDate >= from && row.reviewDate <= to).length
    expect(stats.thisWeek).toBe(inRange(day(REVIEW_STATS_DAYS - 1), latest))
    expect(stats.previousWeek).toBe(inRange(day(2 * REVIEW_STATS_DAYS - 1), day(REVIEW_STATS_DAYS)))
    expect(stats.thisWeek).toBeGreaterThan(0)
    // The reviews begin long before the week before: the change is given (or none without a base).
    expect(stats.weekChangePercent).toEqual(
      stats.previousWeek === 0
        ? null
        : Math.round(((stats.thisWeek - stats.previousWeek) / stats.previousWeek) * 1000) / 10,
    )
  })

  it('never lets the series end after today', () => {
    const { days, previousFrom } = reviewStatsDays('2031-01-01', new Date('2026-03-10T12:00:00Z'))
    expect(days).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ])
    expect(previousFrom).toBe('2026-02-25')
    expect(reviewStatsDays(null, new Date('2026-03-10T12:00:00Z')).days.at(-1)).toBe('2026-03-10')
  })
})

describe('GET /api/apps/ecommerce/reviews/export.csv', () => {
  const exportCsv = (query: string) =>
    api.request(`/api/apps/ecommerce/reviews/export.csv?${query}`, { token: tokens.admin })

  it('streams every review the filters select, in the list order, as CSV', async () => {
    const query = { status: 'Pending', sortBy: 'reviewer', orderBy: 'desc' as const }
    const answer = await exportCsv(new URLSearchParams(query).toString())
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    expect(answer.headers.get('content-disposition')).toContain('reviews.csv')
    const [header, ...rows] = parseCsv(answer.text)
    expect(header).toEqual([
      'id',
      'product',
      'companyName',
      'reviewer',
      'email',
      'date',
      'status',
      'rating',
      'head',
      'para',
    ])
    const want = expected(reviewRows, { ...query, itemsPerPage: 1000 })
    expect(rows.map((row) => Number(row[0]))).toEqual(want.ids)
    const first = reviewRows.find((row) => row.id === want.ids[0])!
    expect(rows[0]).toEqual([
      String(first.id),
      productById.get(first.productId)!.productName,
      productById.get(first.productId)!.productBrand,
      first.reviewer,
      first.email,
      first.reviewDate,
      first.status,
      String(first.rating),
      first.head,
      first.para,
    ])
  })

  it('ignores paging (every page) and searches like the list', async () => {
    const answer = await exportCsv('q=a&page=3&itemsPerPage=5')
    expect(
      parseCsv(answer.text)
        .slice(1)
        .map((row) => Number(row[0])),
    ).toEqual(expected(reviewRows, { q: 'a', itemsPerPage: 1000 }).ids)
  })

  it('answers 400 for an unknown sortBy', async () => {
    const answer = await exportCsv('sortBy=email')
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toEqual(['sortBy'])
  })
})

describe('GET, PUT status and DELETE /api/apps/ecommerce/reviews/:id', () => {
  it('gets one review; 404 with an empty body when unknown; 400 for a bad id', async () => {
    const row = reviewRows[0]!
    const answer = await api.request(`/api/apps/ecommerce/reviews/${row.id}`, { token: tokens.admin })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ id: row.id, reviewer: row.reviewer, review: row.rating })
    const missing = await api.request('/api/apps/ecommerce/reviews/999999', { token: tokens.admin })
    expect(missing.status).toBe(404)
    expect(missing.text).toBe('')
    const bad = await api.request('/api/apps/ecommerce/reviews/abc', { token: tokens.admin })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json.errors)).toEqual(['id'])
  })

  it('publishes a pending review and unpublishes it again; lists and stats follow', async () => {
    const pending = reviewRows.find((row) => row.status === 'Pending')!
    const put = (status: string) =>
      api.request(`/api/apps/ecommerce/reviews/${pending.id}/status`, {
        method: 'PUT',
        token: tokens.admin,
        body: { status },
      })
    const published = await put('Published')
    expect(published.status).toBe(200)
    expect(reviewSchema.parse(published.json)).toMatchObject({ id: pending.id, status: 'Published' })
    const [stored] = await api.db.select().from(reviews).where(eq(reviews.id, pending.id))
    expect(stored!.status).toBe('Published')
    const pendingList = await list('status=Pending&itemsPerPage=100')
    expect(ids(pendingList)).not.toContain(pending.id)
    const stats = await api.request('/api/apps/ecommerce/reviews/stats', { token: tokens.admin })
    expect(stats.json.pending).toBe(reviewRows.filter((row) => row.status === 'Pending').length - 1)

    expect((await put('Pending')).json.status).toBe('Pending')
  })

  it.each([
    ['an unknown status', { status: 'Archived' }, 'status'],
    ['no status', {}, 'status'],
    ['a body that is not JSON', '{status:', 'body'],
  ])('answers 400 for %s', async (_, body, field) => {
    const answer = await api.request(`/api/apps/ecommerce/reviews/${reviewRows[0]!.id}/status`, {
      method: 'PUT',
      token: tokens.admin,
      body,
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toEqual([field])
  })

  it('answers 404 with an empty body for the status of an unknown review', async () => {
    const answer = await api.request('/api/apps/ecommerce/reviews/999999/status', {
      method: 'PUT',
      token: tokens.admin,
      body: { status: 'Published' },
    })
    expect(answer.status).toBe(404)
    expect(answer.text).toBe('')
  })

  it('deletes a review (204), then answers 404 with an empty body; 400 for a bad id', async () => {
    const victim = reviewRows.at(-1)!
    const answer = await api.request(`/api/apps/ecommerce/reviews/${victim.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect(await api.db.select().from(reviews).where(eq(reviews.id, victim.id))).toHaveLength(0)
    expect((await list('')).json.total).toBe(reviewRows.length - 1)
    const again = await api.request(`/api/apps/ecommerce/reviews/${victim.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    })
    expect(again.status).toBe(404)
    expect(again.text).toBe('')
    expect(
      (await api.request('/api/apps/ecommerce/reviews/-4', { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(400)
  })
})
