// The trigger-kept counts (migration 0008) and dashboard rollups (0013) against a plain recount of
// the tables, after inserts, updates (also through ON UPDATE CASCADE and ON DELETE CASCADE) and
// deletes; and the lists' totals, stat cards and dashboard cards, which read them, against the same
// recount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql, type SQL } from 'drizzle-orm'
import {
  categories,
  customerCounts,
  customers,
  firstOrderMonths,
  orderCounts,
  orderMonths,
  orders,
  productCounts,
  products,
} from '../../db/schema/index.js'
import { ADMIN, createTestApp, type TestApp } from '../../test/test-app.js'

let api: TestApp
let adminToken: string

beforeAll(async () => {
  api = await createTestApp()
  adminToken = await api.login(ADMIN)
})
afterAll(() => api.close())

const base = '/api/apps/ecommerce'

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = await api.db.execute(query)
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[]
}

/** Each counts table as `key → figures`, next to the same figures computed from the table itself. */
async function keptAndRecounted() {
  const kept = {
    products: Object.fromEntries(
      (await api.db.select().from(productCounts)).map((row) => [
        `${row.category}/${row.status}/${row.stock}`,
        `${row.total}/${row.outOfStock}/${Number(row.inventoryValue).toFixed(2)}`,
      ]),
    ),
    orders: Object.fromEntries(
      (await api.db.select().from(orderCounts)).map((row) => [
        `${row.status}/${row.payment}`,
        `${row.total}/${Number(row.spent).toFixed(2)}`,
      ]),
    ),
    customers: Object.fromEntries(
      (await api.db.select().from(customerCounts)).map((row) => [
        `${row.status}/${row.country}/${row.countryCode}`,
        String(row.total),
      ]),
    ),
    months: Object.fromEntries(
      (await api.db.select().from(orderMonths)).map((row) => [
        row.month,
        `${row.total}/${Number(row.spent).toFixed(2)}`,
      ]),
    ),
    firstMonths: Object.fromEntries(
      (await api.db.select().from(firstOrderMonths)).map((row) => [row.month, String(row.customers)]),
    ),
  }
  const recounted = {
    products: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(sql`
          select category || '/' || status || '/' || stock as key,
                 count(*) || '/' || count(*) filter (where not stock or qty = 0) || '/' ||
                 to_char(coalesce(sum(price * qty), 0), 'FM999999999999990.00') as figures
            from ${products} group by category, status, stock`)
      ).map((row) => [row.key, row.figures]),
    ),
    orders: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(sql`
          select status || '/' || payment as key,
                 count(*) || '/' || to_char(sum(spent), 'FM999999999999990.00') as figures
            from ${orders} group by status, payment`)
      ).map((row) => [row.key, row.figures]),
    ),
    customers: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(
          sql`select status || '/' || country || '/' || country_code as key, count(*)::text as figures
                from ${customers} group by status, country, country_code`,
        )
      ).map((row) => [row.key, row.figures]),
    ),
    months: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(sql`
          select to_char(date_trunc('month', ordered_at at time zone 'UTC'), 'YYYY-MM-DD') as key,
                 count(*) || '/' || to_char(sum(spent), 'FM999999999999990.00') as figures
            from ${orders} group by 1`)
      ).map((row) => [row.key, row.figures]),
    ),
    firstMonths: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(sql`
          select to_char(date_trunc('month', first_at at time zone 'UTC'), 'YYYY-MM-DD') as key,
                 count(*)::text as figures
            from (select min(ordered_at) as first_at from ${orders} group by customer_id) as firsts
           group by 1`)
      ).map((row) => [row.key, row.figures]),
    ),
  }
  return { kept, recounted }
}

async function expectCountsExact() {
  const { kept, recounted } = await keptAndRecounted()
  expect(kept).toEqual(recounted)
  expect(Object.keys(kept.products).length).toBeGreaterThan(0)
  expect(Object.keys(kept.orders).length).toBeGreaterThan(0)
  expect(Object.keys(kept.months).length).toBeGreaterThan(1)
  expect(Object.keys(kept.firstMonths).length).toBeGreaterThan(1)
}

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api.request(`${base}${path}`, { ...init, token: adminToken })

async function countWhere(table: typeof products | typeof orders | typeof customers, where?: SQL) {
  const [row] = await rowsOf<{ total: number }>(
    sql`select count(*)::int as total from ${table} ${where ? sql`where ${where}` : sql``}`,
  )
  return row!.total
}

describe('trigger-kept e-commerce counts', () => {
  it('match the seeded tables after the migration filled them', async () => {
    await expectCountsExact()
  })

  it('follow inserts, updates, cascades and deletes', async () => {
    await api.db
      .update(products)
      .set({ status: 'Inactive', qty: 0 })
      .where(sql`${products.id} % 3 = 0`)
    await api.db
      .update(products)
      .set({ stock: false })
      .where(sql`${products.id} % 5 = 0`)
    await api.db.insert(products).values(
      Array.from({ length: 7 }, (_, index) => ({
        productName: `Counted ${index}`,
        productBrand: 'Brand',
        category: 'Office',
        stock: index % 2 === 0,
        sku: `COUNT-${index}`,
        price: 10.5 + index,
        qty: index,
        status: 'Scheduled',
      })),
    )
    await api.db.delete(products).where(sql`${products.sku} like 'COUNT-%' and ${products.qty} < 3`)
    // A renamed category renames its products' category through ON UPDATE CASCADE.
    await api.db.update(categories).set({ name: 'Office Supplies' }).where(eq(categories.name, 'Office'))
    await api.db
      .update(orders)
      .set({ status: 'Delivered', payment: 1 })
      .where(sql`${orders.id} % 4 = 0`)
    await api.db.delete(orders).where(sql`${orders.id} % 9 = 0`)
    // Orders moved across months, and to other customers: one who had none (a new buyer), and
    // every order of one customer away from them (a buyer no more).
    await api.db
      .update(orders)
      .set({ orderedAt: sql`${orders.orderedAt} - interval '40 days'` })
      .where(sql`${orders.id} % 7 = 0`)
    const [idle] = await rowsOf<{ id: number }>(
      sql`select id from ${customers} c where not exists (select 1 from ${orders} o where o.customer_id = c.id) limit 1`,
    )
    const [busy, other] = await rowsOf<{ id: number }>(
      sql`select customer_id as id from ${orders} group by customer_id order by count(*) desc limit 2`,
    )
    await api.db
      .update(orders)
      .set({ customerId: idle!.id })
      .where(sql`${orders.id} in (select id from ${orders} where customer_id = ${other!.id} limit 1)`)
    // Checked between the two moves, which would otherwise cancel out (+1 buyer, then -1).
    await expectCountsExact()
    await api.db.update(orders).set({ customerId: other!.id }).where(eq(orders.customerId, busy!.id))
    // New orders: some for a customer who had none, some for one who had.
    const [another] = await rowsOf<{ id: number }>(
      sql`select id from ${customers} c where not exists (select 1 from ${orders} o where o.customer_id = c.id) limit 1`,
    )
    await api.db.execute(sql`
      insert into ${orders} (order_number, customer_id, payment, status, spent, method, ordered_at)
      select 900000 + n, case when n % 2 = 0 then ${another!.id}::int else ${other!.id}::int end, 1, 'Dispatched',
             10.25 * n, 'mastercard', timestamptz '2024-02-10T12:00:00Z' + n * interval '20 days'
        from generate_series(1, 6) as n`)
    await api.db
      .update(customers)
      .set({ status: 'Suspended' })
      .where(sql`${customers.id} % 6 = 0`)
    await api.db
      .update(customers)
      .set({ country: 'Moved Away', countryCode: 'ma' })
      .where(sql`${customers.id} % 4 = 1`)
    // Deleting a customer deletes its orders through ON DELETE CASCADE.
    const [withOrders] = await rowsOf<{ id: number }>(sql`select customer_id as id from ${orders} limit 1`)
    await api.db.delete(customers).where(eq(customers.id, withOrders!.id))
    await expectCountsExact()
  })

  it('give the lists their totals and the stat cards their figures', async () => {
    const productList = await asAdmin('/products?category=Office%20Supplies&status=Scheduled&stock=true')
    expect(productList.json.total).toBe(
      await countWhere(
        products,
        sql`${products.category} = 'Office Supplies' and ${products.status} = 'Scheduled' and ${products.stock}`,
      ),
    )
    expect((await asAdmin('/products')).json.total).toBe(await countWhere(products))
    const productStats = (await asAdmin('/products/stats')).json
    expect(productStats).toMatchObject({
      total: await countWhere(products),
      inactive: await countWhere(products, sql`${products.status} = 'Inactive'`),
      outOfStock: await countWhere(products, sql`not ${products.stock} or ${products.qty} = 0`),
    })
    const [value] = await rowsOf<{ amount: string }>(
      sql`select coalesce(sum(price * qty), 0)::text as amount from ${products}`,
    )
    expect(productStats.inventoryValueAmount).toBeCloseTo(Number(value!.amount), 2)

    expect((await asAdmin('/orders?status=Delivered')).json.total).toBe(
      await countWhere(orders, sql`${orders.status} = 'Delivered'`),
    )
    expect((await asAdmin('/orders')).json.total).toBe(await countWhere(orders))
    const orderStats = (await asAdmin('/orders/stats')).json
    expect(orderStats.total).toBe(await countWhere(orders))
    expect(orderStats.byPayment.paid).toBe(await countWhere(orders, sql`${orders.payment} = 1`))

    expect((await asAdmin('/customers')).json.total).toBe(await countWhere(customers))
  })

  it('give the e-commerce dashboard its cards', async () => {
    const dashboard = (await api.request('/api/dashboards/ecommerce', { token: adminToken })).json
    const [totals] = await rowsOf<{ orders: number; sales: string; buyers: number }>(
      sql`select count(*)::int as orders, sum(spent)::text as sales, count(distinct customer_id)::int as buyers
            from ${orders}`,
    )
    expect(dashboard.orders.total).toBe(totals!.orders)
    expect(dashboard.sales.total).toBeCloseTo(Number(totals!.sales), 2)
    expect(dashboard.customers).toEqual({ total: await countWhere(customers), withOrders: totals!.buyers })
    expect(dashboard.products).toEqual({
      total: await countWhere(products),
      published: await countWhere(products, sql`${products.status} = 'Published'`),
      outOfStock: await countWhere(products, sql`not ${products.stock} or ${products.qty} = 0`),
    })
    for (const status of dashboard.orderStatuses as { status: string; orders: number }[]) {
      expect(status.orders, status.status).toBe(
        await countWhere(orders, sql`${orders.status} = ${status.status}`),
      )
    }
    for (const month of dashboard.monthly as { month: string; orders: number; sales: number }[]) {
      const [row] = await rowsOf<{ orders: number; sales: string | null }>(sql`
        select count(*)::int as orders, sum(spent)::text as sales from ${orders}
         where to_char(ordered_at at time zone 'UTC', 'YYYY-MM') = ${month.month}`)
      expect(month.orders, month.month).toBe(row!.orders)
      expect(month.sales, month.month).toBeCloseTo(Number(row!.sales ?? 0), 2)
    }
  })
})
