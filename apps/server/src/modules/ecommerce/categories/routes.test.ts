import { beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import { formatDollars } from '@aurum/shared'
import { categories, orderItems, products } from '#server/db/schema/index.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'
import { itAnswers400NamingTheField, pageOf, sortedNewestFirst } from '#server/test/list-expectations.js'
import { itRefusesVisitorsAndClients } from '#server/test/route-permissions.js'

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

const base = '/api/apps/ecommerce/categories'
const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api.request(path, { ...init, token: tokens.admin })
const newCategory = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: `All about ${name}`,
  image: null,
  ...overrides,
})

type Figures = {
  id: number
  name: string
  slug: string
  description: string
  products: number
  earnings: number
}

/** Each category with its product count and earnings, computed plainly from the stored rows. */
async function storedFigures(): Promise<Figures[]> {
  const [categoryRows, productRows, itemRows] = await Promise.all([
    api.db.select().from(categories),
    api.db.select().from(products),
    api.db.select().from(orderItems),
  ])
  return categoryRows.map((category) => {
    const ids = new Set(
      productRows.filter((product) => product.category === category.name).map((product) => product.id),
    )
    const earned = itemRows
      .filter((item) => item.productId !== null && ids.has(item.productId))
      .reduce((sum, item) => sum + item.qty * item.price, 0)
    return { ...category, products: ids.size, earnings: Math.round(earned * 100) / 100 }
  })
}

function expected(
  rows: Figures[],
  options: {
    q?: string
    sortBy?: 'name' | 'products' | 'earnings'
    orderBy?: 'asc' | 'desc'
    page?: number
    itemsPerPage?: number
  },
) {
  const { q, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const term = q?.toLowerCase()
  const matching = rows.filter(
    (row) => !term || row.name.toLowerCase().includes(term) || row.description.toLowerCase().includes(term),
  )
  const sorted = sortedNewestFirst(matching, sortBy, orderBy)
  return {
    ...pageOf(sorted, page, itemsPerPage),
  }
}

const idsOf = (answer: { json: { categories: { id: number }[] } }) =>
  answer.json.categories.map((category) => category.id)

describe('permissions of the categories API', () => {
  const cases = [
    { name: 'list', method: 'GET', path: base, admin: 200 },
    { name: 'export', method: 'GET', path: `${base}/export.csv`, admin: 200 },
    { name: 'names', method: 'GET', path: `${base}/names`, admin: 200 },
    { name: 'get', method: 'GET', path: `${base}/1`, admin: 200 },
    { name: 'create', method: 'POST', path: base, body: newCategory('Matrix'), admin: 201 },
    { name: 'update', method: 'PUT', path: `${base}/999999`, body: newCategory('Matrix 2'), admin: 404 },
    { name: 'delete', method: 'DELETE', path: `${base}/999999`, admin: 404 },
  ]
  itRefusesVisitorsAndClients(signedIn, cases)
})

describe('GET /api/apps/ecommerce/categories/names', () => {
  it('answers every name A to Z, beyond the 100 a list page holds', async () => {
    const added = Array.from({ length: 110 }, (_, index) => `Aisle ${String(110 - index).padStart(3, '0')}`)
    await api.db
      .insert(categories)
      .values(added.map((name) => ({ name, slug: name.toLowerCase().replace(' ', '-') })))
    const answer = await asAdmin(`${base}/names`)
    expect(answer.status).toBe(200)
    const stored = (await api.db.select({ name: categories.name }).from(categories)).map((row) => row.name)
    expect(stored.length).toBeGreaterThan(110)
    expect([...answer.json.names].sort()).toEqual([...stored].sort())
    expect(answer.json.names.filter((name: string) => name.startsWith('Aisle '))).toEqual(
      [...added].reverse(),
    )
    await api.db.delete(categories).where(like(categories.name, 'Aisle %'))
  })
})

describe('GET /api/apps/ecommerce/categories', () => {
  const list = (query: Record<string, string>) => asAdmin(`${base}?${new URLSearchParams(query)}`)

  beforeAll(async () => {
    // Empty categories make ties for the count and earnings sorts.
    for (const name of ['Garden', 'Toys', 'Books'])
      await asAdmin(base, { method: 'POST', body: newCategory(name) })
  })

  it('answers each category with its product count and earnings (dollar text), newest first', async () => {
    const rows = await storedFigures()
    const answer = await list({})
    expect(answer.status).toBe(200)
    expect(idsOf(answer)).toEqual(expected(rows, {}).ids)
    expect(answer.json.total).toBe(rows.length)
    for (const category of answer.json.categories) {
      const row = rows.find((candidate) => candidate.id === category.id)!
      expect(category).toEqual({
        id: row.id,
        name: row.name,
        slug: row.slug,
        description: row.description,
        image: expect.toSatisfy((value: unknown) => value === null || typeof value === 'string'),
        products: row.products,
        earnings: formatDollars(row.earnings),
        earningsAmount: row.earnings,
      })
    }
    expect(rows.some((row) => row.products > 0 && row.earnings > 0)).toBe(true)
  })

  it.each(['o', 'SHOE', 'watches', 'zzz'])(
    'searches name and description like the plain computation: %s',
    async (q) => {
      const rows = await storedFigures()
      const answer = await list({ q })
      expect(idsOf(answer)).toEqual(expected(rows, { q }).ids)
      expect(answer.json.total).toBe(expected(rows, { q }).total)
    },
  )

  it.each(['name', 'products', 'earnings'] as const)(
    'sorts by %s both ways and pages, ties newest first',
    async (sortBy) => {
      const rows = await storedFigures()
      for (const orderBy of ['asc', 'desc'] as const) {
        for (const page of [1, 2, 3]) {
          const answer = await list({ sortBy, orderBy, page: String(page), itemsPerPage: '4' })
          expect(idsOf(answer)).toEqual(expected(rows, { sortBy, orderBy, page, itemsPerPage: 4 }).ids)
        }
      }
    },
  )

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', { sortBy: 'slug' }, 'sortBy'],
    ['a bad page', { page: '0' }, 'page'],
    ['too many items per page', { itemsPerPage: '101' }, 'itemsPerPage'],
  ])
})

describe('writes of /api/apps/ecommerce/categories', () => {
  it('creates a category (201) with a slug; get and the list show it; 404 for an unknown id', async () => {
    const created = await asAdmin(base, { method: 'POST', body: newCategory('Outdoor & Garden Tools') })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      name: 'Outdoor & Garden Tools',
      slug: 'outdoor-garden-tools',
      products: 0,
      earnings: '$0.00',
    })
    expect((await asAdmin(`${base}/${created.json.id}`)).json).toEqual(created.json)
    expect(idsOf(await asAdmin(`${base}?q=garden%20tools`))).toEqual([created.json.id])
    const missing = await asAdmin(`${base}/999999`)
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'Category not found', code: 'categories.notFound' })
    expect((await asAdmin(`${base}/abc`)).status).toBe(400)
  })

  it('refuses a name already used, in any case (409 errors.name), and bad fields (400)', async () => {
    const duplicate = await asAdmin(base, { method: 'POST', body: newCategory('shoes') })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json.errors.name).toEqual(['A category with this name already exists'])
    const invalid = await asAdmin(base, {
      method: 'POST',
      body: { name: ' ', description: 'x'.repeat(501), image: 'http://x/y.png' },
    })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.json.errors).sort()).toEqual(['description', 'image', 'name'])
  })

  it('renames a category and its products follow (ON UPDATE CASCADE)', async () => {
    const [games] = await api.db.select().from(categories).where(eq(categories.name, 'Games'))
    const before = await api.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.category, 'Games'))
    expect(before.length).toBeGreaterThan(0)
    const renamed = await asAdmin(`${base}/${games!.id}`, {
      method: 'PUT',
      body: newCategory('Video Games', { description: games!.description }),
    })
    expect(renamed.status).toBe(200)
    expect(renamed.json).toMatchObject({
      id: games!.id,
      name: 'Video Games',
      slug: 'video-games',
      products: before.length,
    })
    const moved = await api.request('/api/apps/ecommerce/products?category=Video%20Games&itemsPerPage=100', {
      token: tokens.admin,
    })
    expect(moved.json.products.map((product: { id: number }) => product.id).sort()).toEqual(
      before.map((row) => row.id).sort(),
    )
    expect(
      (await api.request('/api/apps/ecommerce/products?category=Games', { token: tokens.admin })).json.total,
    ).toBe(0)
    // Keeping its own name (another case) is no conflict; taking another's is.
    expect(
      (await asAdmin(`${base}/${games!.id}`, { method: 'PUT', body: newCategory('VIDEO GAMES') })).status,
    ).toBe(200)
    expect(
      (await asAdmin(`${base}/${games!.id}`, { method: 'PUT', body: newCategory('Office') })).status,
    ).toBe(409)
    expect((await asAdmin(`${base}/999999`, { method: 'PUT', body: newCategory('Nowhere') })).status).toBe(
      404,
    )
  })

  it('refuses to delete a category that products use (409 with a message and their number)', async () => {
    const [shoes] = await api.db.select().from(categories).where(eq(categories.name, 'Shoes'))
    const inUse = (
      await api.db.select({ id: products.id }).from(products).where(eq(products.category, 'Shoes'))
    ).length
    const answer = await asAdmin(`${base}/${shoes!.id}`, { method: 'DELETE' })
    expect(answer.status).toBe(409)
    expect(answer.json).toEqual({
      message: `${inUse} products use this category. Move them to another category or delete them first.`,
      code: 'categories.inUse',
      params: { count: inUse },
      products: inUse,
    })
    expect((await asAdmin(`${base}/${shoes!.id}`)).status).toBe(200)
  })

  it('deletes an unused category (204, then 404)', async () => {
    const created = await asAdmin(base, { method: 'POST', body: newCategory('Short Lived') })
    expect((await asAdmin(`${base}/${created.json.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await asAdmin(`${base}/${created.json.id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await asAdmin(`${base}/${created.json.id}`)).status).toBe(404)
  })
})

describe('GET /api/apps/ecommerce/categories/export.csv', () => {
  it('streams exactly the searched rows in the list order', async () => {
    const rows = await storedFigures()
    const answer = await asAdmin(`${base}/export.csv?q=e&sortBy=products&orderBy=desc`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    const [head, ...lines] = answer.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(head).toBe('ID,Name,Slug,Description,Products,Earnings (USD)')
    const want = expected(rows, { q: 'e', sortBy: 'products', orderBy: 'desc', itemsPerPage: 1000 })
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(want.ids)
    const first = rows.find((row) => row.id === want.ids[0])!
    expect(lines[0]!.endsWith(`,${first.products},${first.earnings.toFixed(2)}`)).toBe(true)
    expect((await asAdmin(`${base}/export.csv?sortBy=slug`)).status).toBe(400)
  })
})
