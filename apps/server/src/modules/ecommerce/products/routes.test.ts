import { beforeAll, describe, expect, it } from 'vitest'
import { formatDollars } from '@aurum/shared'
import { sql } from 'drizzle-orm'
import { products } from '#server/db/schema/index.js'
import { parseCsv } from '#server/test/parse-csv.js'
import { useTestAppWithLogins } from '#server/test/test-app.js'
import { itAnswers400NamingTheField, pageOf, sortedNewestFirst } from '#server/test/list-expectations.js'
import { itRefusesVisitorsAndClients } from '#server/test/route-permissions.js'

type Row = typeof products.$inferSelect

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

const base = '/api/apps/ecommerce/products'
const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api.request(path, { ...init, token: tokens.admin })

const newProduct = (suffix: string, overrides: Record<string, unknown> = {}) => ({
  productName: `Test Lamp ${suffix}`,
  productBrand: 'Lumen',
  category: 'Home Decor',
  sku: `TEST-${suffix}`,
  price: 1299.5,
  qty: 12,
  stock: true,
  status: 'Scheduled',
  description: '<p>A <strong>bright</strong> lamp.</p>',
  tags: ['new', 'eco'],
  image: null,
  ...overrides,
})

/** Every row as stored now, read with Drizzle (the list's answers are checked against these). */
const storedRows = (): Promise<Row[]> => api.db.select().from(products)

type Filters = { q?: string; stock?: boolean; category?: string; status?: string }
type SortColumn = 'productName' | 'category' | 'status' | 'price' | 'qty' | 'sku'

/** The list computed plainly: filter, newest first, then a stable sort (ties keep newest first). */
function expected(
  rows: Row[],
  options: Filters & { sortBy?: SortColumn; orderBy?: 'asc' | 'desc'; page?: number; itemsPerPage?: number },
) {
  const { q, stock, category, status, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const term = q?.toLowerCase()
  const matching = rows
    .filter(
      (row) =>
        !term ||
        row.productName.toLowerCase().includes(term) ||
        row.productBrand.toLowerCase().includes(term),
    )
    .filter(
      (row) =>
        (stock === undefined || row.stock === stock) &&
        (!category || row.category === category) &&
        (!status || row.status === status),
    )
  const sorted = sortedNewestFirst(matching, sortBy, orderBy)
  return {
    ...pageOf(sorted, page, itemsPerPage),
    sorted,
  }
}

/** node-postgres answers `{ rows }`, PGlite an object with rows too; both through Drizzle's execute. */
const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as { linguistic: boolean }[]

const idsOf = (answer: { json: { products: { id: number }[] } }) =>
  answer.json.products.map((product) => product.id)

describe('permissions of the products API', () => {
  const cases = [
    { name: 'list', method: 'GET', path: base, admin: 200 },
    { name: 'stats', method: 'GET', path: `${base}/stats`, admin: 200 },
    { name: 'export', method: 'GET', path: `${base}/export.csv`, admin: 200 },
    { name: 'get', method: 'GET', path: `${base}/1`, admin: 200 },
    { name: 'create', method: 'POST', path: base, body: newProduct('matrix'), admin: 201 },
    { name: 'update', method: 'PUT', path: `${base}/999999`, body: newProduct('matrix2'), admin: 404 },
    { name: 'delete', method: 'DELETE', path: `${base}/999999`, admin: 404 },
  ]
  itRefusesVisitorsAndClients(signedIn, cases)
})

describe('GET /api/apps/ecommerce/products', () => {
  let rows: Row[]
  beforeAll(async () => {
    rows = await storedRows()
  })
  const list = (query: Record<string, string>) => asAdmin(`${base}?${new URLSearchParams(query)}`)

  it('answers the newest products first, 10 per page, in the spec entity shape with dollar text prices', async () => {
    const answer = await list({})
    expect(answer.status).toBe(200)
    const want = expected(rows, {})
    expect(idsOf(answer)).toEqual(want.ids)
    expect(answer.json.total).toBe(rows.length)
    const first = answer.json.products[0]
    const row = rows.find((candidate) => candidate.id === first.id)!
    expect(first).toEqual({
      id: row.id,
      productName: row.productName,
      productBrand: row.productBrand,
      category: row.category,
      stock: row.stock,
      sku: row.sku,
      price: formatDollars(row.price),
      priceValue: row.price,
      qty: row.qty,
      status: row.status,
      image: row.image,
    })
    expect(first.price).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
  })

  it.each<Record<string, string>>([
    { category: 'Shoes' },
    { status: 'Inactive' },
    { stock: 'false' },
    { stock: 'true', status: 'Published' },
    { category: 'Games', status: 'Scheduled' },
    { q: 'apple' },
    { q: 'AIR' },
    { q: 'so', category: 'Electronics' },
    { q: 'nike', stock: 'true', category: 'Shoes', status: 'Published' },
    { category: '', status: '', stock: '', q: '' },
  ])('filters like the plain computation: %o', async (query) => {
    const filters: Filters = {
      q: query.q || undefined,
      stock: query.stock ? query.stock === 'true' : undefined,
      category: query.category || undefined,
      status: query.status || undefined,
    }
    const answer = await list({ ...query, itemsPerPage: '100' })
    const want = expected(rows, { ...filters, itemsPerPage: 100 })
    expect(answer.status).toBe(200)
    expect(answer.json.total).toBe(want.total)
    expect(idsOf(answer)).toEqual(want.ids)
  })

  it('has seeded rows for the filters above to mean something', () => {
    expect(expected(rows, { category: 'Games', status: 'Scheduled' }).total).toBeGreaterThan(0)
    expect(expected(rows, { stock: false }).total).toBeGreaterThan(0)
    expect(expected(rows, { q: 'apple' }).total).toBeGreaterThan(1)
  })

  it('answers an empty page, with the total, for an unknown category or a page past the end', async () => {
    expect((await list({ category: 'Nothing' })).json).toEqual({
      products: [],
      total: 0,
      totalIsLowerBound: false,
    })
    expect((await list({ page: '99' })).json).toEqual({
      products: [],
      total: rows.length,
      totalIsLowerBound: false,
    })
  })

  it.each([
    ['category', 'category'],
    ['status', 'status'],
    ['price', 'price'],
    ['qty', 'qty'],
    ['sku', 'sku'],
  ] as const)('sorts by %s both ways and pages, ties newest first', async (sortBy, column) => {
    for (const orderBy of ['asc', 'desc'] as const) {
      for (const page of [1, 2, 4]) {
        const answer = await list({ sortBy, orderBy, page: String(page), itemsPerPage: '7' })
        expect(idsOf(answer)).toEqual(expected(rows, { sortBy: column, orderBy, page, itemsPerPage: 7 }).ids)
      }
    }
  })

  it('sorts by product name in the database collation, ties newest first, every row once', async () => {
    // PGlite compares text byte-wise ("C"); a PostgreSQL server usually by a language's rules.
    const [probe] = rowsOf(await api.db.execute(sql`select 'a' < 'B' as linguistic`))
    const compare = probe!.linguistic
      ? (left: string, right: string) =>
          left.localeCompare(right, 'en', { sensitivity: 'base', ignorePunctuation: true })
      : (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0)
    for (const orderBy of ['asc', 'desc'] as const) {
      const answer = await list({ sortBy: 'product', orderBy, itemsPerPage: '100' })
      const ids: number[] = idsOf(answer)
      expect([...ids].sort((a, b) => a - b)).toEqual(rows.map((row) => row.id).sort((a, b) => a - b))
      const names = ids.map((id) => rows.find((row) => row.id === id)!.productName)
      for (let index = 1; index < names.length; index++) {
        if (names[index - 1] === names[index]) expect(ids[index - 1]!).toBeGreaterThan(ids[index]!)
        else expect(Math.sign(compare(names[index - 1]!, names[index]!))).toBe(orderBy === 'asc' ? -1 : 1)
      }
    }
  })

  it('filters, sorts and pages in one go', async () => {
    const answer = await list({
      q: 'a',
      stock: 'true',
      sortBy: 'price',
      orderBy: 'desc',
      page: '2',
      itemsPerPage: '5',
    })
    const want = expected(rows, {
      q: 'a',
      stock: true,
      sortBy: 'price',
      orderBy: 'desc',
      page: 2,
      itemsPerPage: 5,
    })
    expect(idsOf(answer)).toEqual(want.ids)
    expect(answer.json.total).toBe(want.total)
    // A search without a sort pages newest first.
    for (const page of [1, 2, 3]) {
      const searched = await list({ q: 'a', page: String(page), itemsPerPage: '3' })
      const wanted = expected(rows, { q: 'a', page, itemsPerPage: 3 })
      expect(idsOf(searched)).toEqual(wanted.ids)
      expect(searched.json.total).toBe(wanted.total)
    }
  })

  it('treats SQL-looking and wildcard search text as plain text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '\\']) {
      const answer = await list({ q })
      expect(answer.status).toBe(200)
      expect(answer.json.total).toBe(expected(rows, { q }).total)
    }
  })

  itAnswers400NamingTheField(list, [
    ['an unknown sortBy', { sortBy: 'cost' }, 'sortBy'],
    ['an unknown orderBy', { orderBy: 'up' }, 'orderBy'],
    ['an unknown status', { status: 'Deleted' }, 'status'],
    ['a stock that is not a boolean', { stock: 'maybe' }, 'stock'],
    ['a page that is not a number', { page: 'x' }, 'page'],
    ['too many items per page', { itemsPerPage: '1000' }, 'itemsPerPage'],
    ['an overlong search', { q: 'a'.repeat(300) }, 'q'],
  ])
})

describe('GET /api/apps/ecommerce/products/stats', () => {
  it('computes the cards from every product', async () => {
    const rows = await storedRows()
    const answer = await asAdmin(`${base}/stats`)
    expect(answer.status).toBe(200)
    const value = Math.round(rows.reduce((sum, row) => sum + row.price * row.qty, 0) * 100) / 100
    expect(answer.json).toEqual({
      total: rows.length,
      published: rows.filter((row) => row.status === 'Published').length,
      scheduled: rows.filter((row) => row.status === 'Scheduled').length,
      inactive: rows.filter((row) => row.status === 'Inactive').length,
      outOfStock: rows.filter((row) => !row.stock || row.qty === 0).length,
      inventoryValue: formatDollars(value),
      inventoryValueAmount: value,
    })
  })
})

describe('GET /api/apps/ecommerce/products/:id', () => {
  it('answers the product with its description, tags and creation time', async () => {
    const [row] = await api.db.select().from(products).limit(1)
    const answer = await asAdmin(`${base}/${row!.id}`)
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      id: row!.id,
      sku: row!.sku,
      description: row!.description,
      tags: row!.tags,
      price: formatDollars(row!.price),
    })
    expect(new Date(answer.json.createdAt).getTime()).toBe(row!.createdAt.getTime())
  })

  it('answers 404 with an empty body for an unknown id (spec section 8), 400 for a bad id', async () => {
    const missing = await asAdmin(`${base}/999999`)
    expect(missing.status).toBe(404)
    expect(missing.text).toBe('')
    for (const id of ['abc', '0', '-3', '1.5']) expect((await asAdmin(`${base}/${id}`)).status).toBe(400)
  })
})

describe('POST, PUT and DELETE /api/apps/ecommerce/products', () => {
  it('creates a product (201) that the list finds with the right filters, and not with others', async () => {
    const created = await asAdmin(base, { method: 'POST', body: newProduct('one') })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({
      productName: 'Test Lamp one',
      price: '$1,299.50',
      priceValue: 1299.5,
      tags: ['new', 'eco'],
      status: 'Scheduled',
    })
    const id = created.json.id
    const found = await asAdmin(
      `${base}?q=test%20lamp%20ONE&category=Home%20Decor&status=Scheduled&stock=true`,
    )
    expect(idsOf(found)).toEqual([id])
    // Newest first: it leads the unsorted list.
    expect(idsOf(await asAdmin(base))[0]).toBe(id)
    for (const other of ['status=Published', 'category=Shoes', 'stock=false']) {
      expect(idsOf(await asAdmin(`${base}?q=test%20lamp%20one&${other}`))).toEqual([])
    }
  })

  it('updates a product (PUT); the list and get show the change', async () => {
    const created = await asAdmin(base, { method: 'POST', body: newProduct('two') })
    const id = created.json.id
    const updated = await asAdmin(`${base}/${id}`, {
      method: 'PUT',
      body: newProduct('two', {
        productName: 'Renamed Speaker',
        category: 'Electronics',
        status: 'Published',
        stock: false,
        qty: 0,
        price: 49,
        sku: 'TEST-two',
      }),
    })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({
      id,
      productName: 'Renamed Speaker',
      category: 'Electronics',
      price: '$49.00',
      stock: false,
    })
    expect(
      idsOf(await asAdmin(`${base}?q=renamed%20speaker&category=Electronics&stock=false&status=Published`)),
    ).toEqual([id])
    expect(idsOf(await asAdmin(`${base}?q=test%20lamp%20two`))).toEqual([])
    expect((await asAdmin(`${base}/${id}`)).json.productName).toBe('Renamed Speaker')
  })

  it('answers 404 with an empty body when updating an unknown product', async () => {
    const answer = await asAdmin(`${base}/999999`, { method: 'PUT', body: newProduct('ghost') })
    expect(answer.status).toBe(404)
    expect(answer.text).toBe('')
  })

  it('refuses a SKU another product uses (409 errors.sku), on create and update', async () => {
    const [taken] = await api.db.select().from(products).limit(1)
    const duplicate = await asAdmin(base, { method: 'POST', body: newProduct('three', { sku: taken!.sku }) })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json.errors.sku).toEqual(['This SKU is already used'])
    const mine = await asAdmin(base, { method: 'POST', body: newProduct('four') })
    const clash = await asAdmin(`${base}/${mine.json.id}`, {
      method: 'PUT',
      body: newProduct('four', { sku: taken!.sku }),
    })
    expect(clash.status).toBe(409)
  })

  it('refuses an unknown category with 400 errors.category', async () => {
    const answer = await asAdmin(base, {
      method: 'POST',
      body: newProduct('five', { category: 'Spaceships' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.json.errors).toEqual({ category: ['Unknown category'] })
  })

  it.each([
    ['a missing name', { productName: '  ' }, 'productName'],
    ['a zero price', { price: 0 }, 'price'],
    ['a negative price', { price: -5 }, 'price'],
    ['a price as text', { price: '12' }, 'price'],
    ['a fractional quantity', { qty: 1.5 }, 'qty'],
    ['a negative quantity', { qty: -1 }, 'qty'],
    ['an unknown status', { status: 'Archived' }, 'status'],
    ['a stock that is not a boolean', { stock: 'yes' }, 'stock'],
    ['a SKU with spaces', { sku: 'A B' }, 'sku'],
    ['an external image', { image: 'https://example.com/x.png' }, 'image'],
    ['too many tags', { tags: Array.from({ length: 11 }, (_, index) => `t${index}`) }, 'tags'],
    ['an overlong tag', { tags: ['x'.repeat(31)] }, 'tags.0'],
    ['repeated tags', { tags: ['Eco', 'eco'] }, 'tags'],
    ['an overlong description', { description: 'x'.repeat(20_001) }, 'description'],
  ])('answers 400 naming the field for %s', async (_, overrides, field) => {
    const answer = await asAdmin(base, { method: 'POST', body: newProduct('bad', overrides) })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.json.errors)).toEqual([field])
  })

  it('answers 400 for a body that is not JSON or not an object', async () => {
    expect((await asAdmin(base, { method: 'POST', body: '{nope' })).status).toBe(400)
    expect((await asAdmin(base, { method: 'POST', body: '[1]' })).status).toBe(400)
    expect((await asAdmin(`${base}/1`, { method: 'PUT', body: '' })).status).toBe(400)
  })

  it('stores the description without scripts, event handlers or javascript: links', async () => {
    const description =
      '<p onclick="alert(1)">Hi <a href="javascript:alert(2)">x</a> <a href="https://aurum.example" target="_blank">y</a></p>' +
      '<script>alert(3)</script><img src=x onerror=alert(4)><h2 style="color:red">Title</h2>'
    const created = await asAdmin(base, { method: 'POST', body: newProduct('six', { description }) })
    expect(created.status).toBe(201)
    expect(created.json.description).toBe(
      '<p>Hi <a>x</a> <a href="https://aurum.example" target="_blank" rel="noopener noreferrer nofollow">y</a></p><h2>Title</h2>',
    )
  })

  it('deletes a product: 204, then it is gone from get, list and a second delete (404, empty body)', async () => {
    const created = await asAdmin(base, { method: 'POST', body: newProduct('seven') })
    const id = created.json.id
    expect((await asAdmin(`${base}/${id}`, { method: 'DELETE' })).status).toBe(204)
    const again = await asAdmin(`${base}/${id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(again.text).toBe('')
    expect((await asAdmin(`${base}/${id}`)).status).toBe(404)
    expect(idsOf(await asAdmin(`${base}?q=test%20lamp%20seven`))).toEqual([])
  })
})

describe('GET /api/apps/ecommerce/products/export.csv', () => {
  const header = [
    'ID',
    'Product',
    'Brand',
    'Category',
    'SKU',
    'Price (USD)',
    'Quantity',
    'In stock',
    'Status',
  ]

  it('streams exactly the filtered rows, in the list order, with a header row', async () => {
    const rows = await storedRows()
    const answer = await asAdmin(
      `${base}/export.csv?category=Electronics&stock=true&sortBy=price&orderBy=desc`,
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(answer.headers.get('content-disposition')).toContain('products.csv')
    const [head, ...lines] = parseCsv(answer.text.replace(/^\uFEFF/, ''))
    expect(head).toEqual(header)
    const want = expected(rows, {
      category: 'Electronics',
      stock: true,
      sortBy: 'price',
      orderBy: 'desc',
      itemsPerPage: 1000,
    })
    expect(lines.map((line) => Number(line[0]))).toEqual(want.ids)
    const first = rows.find((row) => row.id === want.ids[0])!
    expect(lines[0]).toEqual([
      String(first.id),
      first.productName,
      first.productBrand,
      first.category,
      first.sku,
      first.price.toFixed(2),
      String(first.qty),
      'true',
      first.status,
    ])
  })

  it('exports every page of an unfiltered list (more rows than a page holds)', async () => {
    const rows = await storedRows()
    const answer = await asAdmin(`${base}/export.csv?page=3&itemsPerPage=5`)
    const lines = parseCsv(answer.text.replace(/^\uFEFF/, '')).slice(1)
    expect(lines.map((line) => Number(line[0]))).toEqual(expected(rows, { itemsPerPage: 1000 }).ids)
    expect(lines.length).toBe(rows.length)
  })

  it('answers only the header for a filter that matches nothing, and 400 for a bad sort', async () => {
    const empty = await asAdmin(`${base}/export.csv?q=zzzzzz`)
    expect(parseCsv(empty.text.replace(/^\uFEFF/, ''))).toEqual([header])
    expect((await asAdmin(`${base}/export.csv?sortBy=nope`)).status).toBe(400)
  })
})
