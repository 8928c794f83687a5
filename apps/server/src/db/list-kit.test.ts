// The list kit beyond what each list's own tests check: a search with more matches than
// SEARCH_TOTAL_CAP (the total says "at least", the pages still hold the right rows in the right
// order, the export still has every row), and the export's keyset batches of every list in every
// order against the list's own pages.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  categoryListQuerySchema,
  productListQuerySchema,
  referralListQuerySchema,
  reviewListQuerySchema,
  SEARCH_TOTAL_CAP,
  userListQuerySchema,
} from '@aurum/shared'
import * as categoriesService from '../modules/ecommerce/categories/service.js'
import * as productsService from '../modules/ecommerce/products/service.js'
import * as referralsService from '../modules/ecommerce/referrals/service.js'
import * as reviewsService from '../modules/ecommerce/reviews/service.js'
import * as usersRepo from '../modules/users/repo.js'
import { parseCsv } from '../test/parse-csv.js'
import { ADMIN, createTestApp, type TestApp } from '../test/test-app.js'

let api: TestApp
let adminToken: string

// More rows than the cap match "zebra"; exactly CAP of them are Paid.
const MANY = SEARCH_TOTAL_CAP + 50

beforeAll(async () => {
  api = await createTestApp()
  adminToken = await api.login(ADMIN)
  await api.db.execute(sql`
    insert into referrals (user_name, email, avatar, referred_id, status, value, earning)
    select 'Zebra ' || lpad((n % 997)::text, 4, '0'), 'zebra' || n || '@example.com', null, n,
           case when n <= ${SEARCH_TOTAL_CAP} then 'Paid' else 'Unpaid' end, n % 500, n % 50
    from generate_series(1, ${MANY}) as n`)
})
afterAll(() => api.close())

const list = (query: string) => api.request(`/api/apps/ecommerce/referrals?${query}`, { token: adminToken })

/** The matching rows in the list's order, computed in plain SQL. */
async function expectedIds(where: string, orderBy: string): Promise<number[]> {
  const { rows } = (await api.db.execute(
    sql.raw(`select id from referrals where ${where} order by ${orderBy}`),
  )) as unknown as { rows: { id: number }[] }
  return rows.map((row) => Number(row.id))
}

describe('a search with more matches than the cap', () => {
  it('answers the cap with totalIsLowerBound, and page 1 in the exact order', async () => {
    const answer = await list('q=zebra&sortBy=users&orderBy=asc&itemsPerPage=25')
    expect(answer.status).toBe(200)
    expect(answer.json.total).toBe(SEARCH_TOTAL_CAP)
    expect(answer.json.totalIsLowerBound).toBe(true)
    const want = await expectedIds(`user_name ilike '%zebra%'`, 'user_name asc, id asc')
    expect(answer.json.referrals.map((row: { id: number }) => row.id)).toEqual(want.slice(0, 25))
  })

  it('pages beyond the cap onto the right rows, and past the last one to an empty page', async () => {
    const want = await expectedIds(`user_name ilike '%zebra%'`, 'earning desc, id desc')
    const lastPage = Math.ceil(MANY / 10)
    const last = await list(`q=zebra&sortBy=earning&orderBy=desc&page=${lastPage}`)
    expect(last.json.referrals.map((row: { id: number }) => row.id)).toEqual(want.slice((lastPage - 1) * 10))
    expect(last.json.totalIsLowerBound).toBe(true)
    const middle = await list('q=zebra&sortBy=earning&orderBy=desc&page=777')
    expect(middle.json.referrals.map((row: { id: number }) => row.id)).toEqual(want.slice(7760, 7770))
    const beyond = await list(`q=zebra&sortBy=earning&orderBy=desc&page=${lastPage + 1}`)
    expect(beyond.json).toMatchObject({ referrals: [], total: SEARCH_TOTAL_CAP, totalIsLowerBound: true })
  })

  it('counts exactly up to the cap itself', async () => {
    const answer = await list('q=zebra&status=Paid')
    expect(answer.json).toMatchObject({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: false })
    const few = await list('q=zebra%200001')
    const want = await expectedIds(`user_name ilike '%zebra 0001%'`, 'id asc')
    expect(few.json).toMatchObject({ total: want.length, totalIsLowerBound: false })
  })

  it('exports every match, not only the first 10,000, in the list order', async () => {
    const answer = await api.request(
      '/api/apps/ecommerce/referrals/export.csv?q=zebra&sortBy=value&orderBy=desc',
      {
        token: adminToken,
      },
    )
    const [, ...rows] = parseCsv(answer.text)
    const want = await expectedIds(`user_name ilike '%zebra%'`, 'value desc, id desc')
    expect(rows.map((row) => Number(row[0]))).toEqual(want)
  })

  it('lists without a search count every row exactly', async () => {
    const answer = await list('status=Unpaid')
    const want = await expectedIds(`status = 'Unpaid'`, 'id')
    expect(answer.json).toMatchObject({ total: want.length, totalIsLowerBound: false })
  })
})

/** Every id of a list, page after page. */
async function allPages<Row extends { id: number }>(
  read: (page: number) => Promise<{ rows: Row[]; total: number }>,
): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const { rows, total } = await read(page)
    ids.push(...rows.map((row) => row.id))
    if (!rows.length || ids.length >= total) return ids
  }
}

async function allBatches<Row extends { id: number }>(batches: AsyncIterable<Row[]>): Promise<number[]> {
  const ids: number[] = []
  for await (const batch of batches) ids.push(...batch.map((row) => row.id))
  return ids
}

describe('export batches follow each list, in every order', () => {
  const directions = ['asc', 'desc'] as const
  it.each([undefined, 'product', 'category', 'status', 'price', 'qty', 'sku'] as const)(
    'products by %s',
    async (sortBy) => {
      for (const orderBy of directions) {
        const query = productListQuerySchema.parse({ sortBy, orderBy })
        const pages = await allPages(async (page) => {
          const answer = await productsService.listProducts(api.db, { ...query, page, itemsPerPage: 100 })
          return { rows: answer.products, total: answer.total }
        })
        expect(await allBatches(productsService.exportProducts(api.db, query, 7))).toEqual(pages)
      }
    },
  )
  it.each([undefined, 'name', 'products', 'earnings'] as const)('categories by %s', async (sortBy) => {
    for (const orderBy of directions) {
      const query = categoryListQuerySchema.parse({ sortBy, orderBy })
      const pages = await allPages(async (page) => {
        const answer = await categoriesService.listCategories(api.db, { ...query, page, itemsPerPage: 100 })
        return { rows: answer.categories, total: answer.total }
      })
      expect(await allBatches(categoriesService.exportCategories(api.db, query, 3))).toEqual(pages)
    }
  })
  it.each([undefined, 'product', 'reviewer', 'date', 'status'] as const)('reviews by %s', async (sortBy) => {
    for (const orderBy of directions) {
      const query = reviewListQuerySchema.parse({ sortBy, orderBy })
      const pages = await allPages(async (page) => {
        const answer = await reviewsService.listReviews(api.db, { ...query, page, itemsPerPage: 100 })
        return { rows: answer.reviews, total: answer.total }
      })
      expect(await allBatches(reviewsService.exportReviews(api.db, query, 7))).toEqual(pages)
    }
  })
  it.each([undefined, 'users', 'referred-id', 'earning', 'value', 'status'] as const)(
    'referrals by %s (a search of a few hundred rows)',
    async (sortBy) => {
      for (const orderBy of directions) {
        const query = referralListQuerySchema.parse({ sortBy, orderBy, q: 'zebra 00' })
        const pages = await allPages(async (page) => {
          const answer = await referralsService.listReferrals(api.db, { ...query, page, itemsPerPage: 100 })
          return { rows: answer.referrals, total: answer.total }
        })
        expect(pages.length).toBeGreaterThan(500)
        expect(await allBatches(referralsService.exportReferrals(api.db, query, 97))).toEqual(pages)
      }
    },
  )
  it.each([undefined, 'user', 'email', 'role', 'plan', 'status'] as const)('users by %s', async (sortBy) => {
    for (const orderBy of directions) {
      const query = userListQuerySchema.parse({ sortBy, orderBy })
      const pages = await allPages((page) =>
        usersRepo.selectUsersPage(api.db, { ...query, page, itemsPerPage: 100 }),
      )
      expect(await allBatches(usersRepo.selectUserBatches(api.db, query, 7))).toEqual(pages)
    }
  })
})
