import { beforeAll, describe, expect, it } from 'vitest'
import { asc } from 'drizzle-orm'
import { formatDollars, referralListResponseSchema, referralStatsSchema } from '@aurum/shared'
import { referrals } from '#server/db/schema/index.js'
import { parseCsv } from '#server/test/parse-csv.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'
import { itAnswers400NamingTheField, pageOf } from '#server/test/list-expectations.js'

type ReferralRow = typeof referrals.$inferSelect
let rows: ReferralRow[]
/** Position of each user name in the database's text order (its collation). */
let nameRank: Map<string, number>

const { api, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  rows = await api.db.select().from(referrals)
  const names = await api.db
    .selectDistinct({ text: referrals.userName })
    .from(referrals)
    .orderBy(asc(referrals.userName))
  nameRank = new Map(names.map((row, index) => [row.text, index]))
})

const list = (query: string) => api.request(`/api/apps/ecommerce/referrals?${query}`, { token: tokens.admin })
const ids = (answer: { json: { referrals: { id: number }[] } }) =>
  answer.json.referrals.map((referral) => referral.id)

type Options = {
  q?: string
  status?: string
  sortBy?: string
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
}

/** The list computed plainly over the seeded rows. */
function expected(options: Options) {
  const { q, status, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const term = q?.toLowerCase()
  const matching = rows
    .filter(
      (row) => !term || row.userName.toLowerCase().includes(term) || row.email.toLowerCase().includes(term),
    )
    .filter((row) => !status || row.status === status)
  const key = (row: ReferralRow): string | number =>
    sortBy === 'users'
      ? nameRank.get(row.userName)!
      : sortBy === 'referred-id'
        ? row.referredId
        : sortBy === 'earning'
          ? row.earning
          : sortBy === 'value'
            ? row.value
            : sortBy === 'status'
              ? row.status
              : row.id
  const sign = orderBy === 'desc' ? -1 : 1
  const sorted = [...matching].sort((a, b) => {
    const [left, right] = [key(a), key(b)]
    return sign * ((left < right ? -1 : left > right ? 1 : 0) || a.id - b.id)
  })
  return {
    ...pageOf(sorted, page, itemsPerPage),
  }
}

describe('permissions of /api/apps/ecommerce/referrals', () => {
  it.each(['', '/stats', '/export.csv'])(
    '%s: 401 for a visitor, 403 for the client, 200 for the admin',
    async (suffix) => {
      const path = `/api/apps/ecommerce/referrals${suffix}`
      expect((await api.request(path)).status).toBe(401)
      expect((await api.request(path, { token: tokens.client })).status).toBe(403)
      expect((await api.request(path, { token: tokens.admin })).status).toBe(200)
    },
  )
})

describe('GET /api/apps/ecommerce/referrals', () => {
  it('pages through every referral by default in the shared shape, amounts as dollar text', async () => {
    const answer = await list('')
    expect(answer.status).toBe(200)
    expect(referralListResponseSchema.safeParse(answer.json).success).toBe(true)
    expect(ids(answer)).toEqual(expected({}).ids)
    expect(answer.json.total).toBe(rows.length)
    const first = rows.find((row) => row.id === answer.json.referrals[0].id)!
    expect(answer.json.referrals[0]).toEqual({
      id: first.id,
      user: first.userName,
      email: first.email,
      avatar: first.avatar,
      referredId: first.referredId,
      status: first.status,
      value: formatDollars(first.value),
      earning: formatDollars(first.earning),
      valueAmount: first.value,
      earningAmount: first.earning,
    })
    expect(answer.json.referrals[0].value).toMatch(/^\$[\d,]+\.\d{2}$/)
  })

  it.each(['users', 'referred-id', 'earning', 'value', 'status'])(
    'sorts by %s in both directions across pages, ties broken by id',
    async (sortBy) => {
      for (const orderBy of ['asc', 'desc'] as const) {
        for (const page of [1, 2, 5]) {
          const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=10`)
          expect(ids(answer)).toEqual(expected({ sortBy, orderBy, page }).ids)
          expect(answer.json.total).toBe(rows.length)
        }
      }
    },
  )

  it('filters by status and searches user and email, beyond the spec', async () => {
    const sample = rows[4]!
    const filterSets: Record<string, string>[] = [
      { status: 'Paid' },
      { status: 'Rejected' },
      { q: sample.userName.split(' ')[0]!.toUpperCase() },
      { q: sample.email.split('@')[1]! },
      { q: 'a', status: 'Unpaid', sortBy: 'earning', orderBy: 'desc' },
    ]
    for (const filters of filterSets) {
      const answer = await list(new URLSearchParams({ ...filters, itemsPerPage: '100' }).toString())
      const want = expected({ ...filters, itemsPerPage: 100 })
      expect(want.total).toBeGreaterThan(0)
      expect(answer.json.total).toBe(want.total)
      expect(ids(answer)).toEqual(want.ids)
    }
  })

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', 'sortBy=user', 'sortBy'],
    ['an unknown orderBy', 'orderBy=random', 'orderBy'],
    ['an unknown status', 'status=Pending', 'status'],
    ['a page that is not a number', 'page=x', 'page'],
    ['too many items per page', 'itemsPerPage=500', 'itemsPerPage'],
  ])
})

describe('GET /api/apps/ecommerce/referrals/stats', () => {
  it('sums earnings (rejected ones left out), counts signups and the paid share', async () => {
    const answer = await api.request('/api/apps/ecommerce/referrals/stats', { token: tokens.admin })
    expect(answer.status).toBe(200)
    const stats = referralStatsSchema.parse(answer.json)
    const earnings = (keep: (row: ReferralRow) => boolean) =>
      rows.filter(keep).reduce((sum, row) => sum + row.earning, 0)
    expect(stats.totalEarnings).toBeCloseTo(
      earnings((row) => row.status !== 'Rejected'),
      2,
    )
    expect(stats.unpaidEarnings).toBeCloseTo(
      earnings((row) => row.status === 'Unpaid'),
      2,
    )
    expect(stats.paidEarnings).toBeCloseTo(
      earnings((row) => row.status === 'Paid'),
      2,
    )
    expect(stats.signups).toBe(rows.length)
    const paid = rows.filter((row) => row.status === 'Paid').length
    expect(stats.statuses).toEqual(
      ['Paid', 'Unpaid', 'Rejected'].map((status) => ({
        status,
        referrals: rows.filter((row) => row.status === status).length,
      })),
    )
    expect(stats.conversionRate).toBeCloseTo((paid / rows.length) * 100, 1)
  })
})

describe('GET /api/apps/ecommerce/referrals/export.csv', () => {
  it('streams every referral the filters select, in the list order, amounts as numbers', async () => {
    const query = { status: 'Unpaid', sortBy: 'value', orderBy: 'desc' }
    const answer = await api.request(
      `/api/apps/ecommerce/referrals/export.csv?${new URLSearchParams(query)}`,
      { token: tokens.admin },
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    const [header, ...lines] = parseCsv(answer.text)
    expect(header).toEqual(['id', 'user', 'email', 'referredId', 'status', 'value', 'earning'])
    const want = expected({ status: 'Unpaid', sortBy: 'value', orderBy: 'desc', itemsPerPage: 1000 })
    expect(lines.map((line) => Number(line[0]))).toEqual(want.ids)
    const first = rows.find((row) => row.id === want.ids[0])!
    expect(lines[0]).toEqual([
      String(first.id),
      first.userName,
      first.email,
      String(first.referredId),
      first.status,
      first.value.toFixed(2),
      first.earning.toFixed(2),
    ])
  })

  it('answers 400 for a bad query', async () => {
    const answer = await api.request('/api/apps/ecommerce/referrals/export.csv?orderBy=sideways', {
      token: tokens.admin,
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toEqual(['orderBy'])
  })
})
