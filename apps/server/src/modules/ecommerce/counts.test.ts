// The trigger-kept counts (migration 0008) and dashboard rollups (0013, and 0016 for the order
// lines) against a plain recount of the tables, after inserts, updates (also through ON UPDATE CASCADE and ON DELETE CASCADE) and
// deletes; and the lists' totals, stat cards and dashboard cards, which read them, against the same
// recount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql, type SQL } from 'drizzle-orm'
import {
  categories,
  categorySales,
  customerCounts,
  customers,
  firstOrderMonths,
  orderCounts,
  orderItems,
  orderMonths,
  orders,
  productCounts,
  productSales,
  products,
} from '../../db/schema/index.js'
import { ECOMMERCE_TOP_PRODUCTS } from '@aurum/shared'
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
        `${row.total}/${Number(row.spent).toFixed(2)}/${row.units}`,
      ]),
    ),
    productSales: Object.fromEntries(
      (await api.db.select().from(productSales)).map((row) => [
        row.salesKey,
        `${row.productId}/${row.category}/${row.lines}/${row.units}/${Number(row.revenue).toFixed(2)}`,
      ]),
    ),
    categorySales: Object.fromEntries(
      (await api.db.select().from(categorySales)).map((row) => [
        row.category,
        `${row.lines}/${row.units}/${Number(row.revenue).toFixed(2)}`,
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
                 count(*) || '/' || to_char(sum(spent), 'FM999999999999990.00') || '/' ||
                 coalesce(sum(line_units.units), 0) as figures
            from ${orders}
            left join (select order_id, sum(qty) as units from ${orderItems} group by order_id) as line_units
              on line_units.order_id = ${orders.id}
           group by 1`)
      ).map((row) => [row.key, row.figures]),
    ),
    productSales: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(sql`
          select coalesce(l.product_id::text, 'sold as ' || l.product_name) as key,
                 coalesce(min(l.product_id)::text, 'null') || '/' || coalesce(min(p.category), 'null') || '/' ||
                 count(*) || '/' || sum(l.qty) || '/' || to_char(sum(l.qty * l.price), 'FM999999999999990.00') as figures
            from ${orderItems} l left join ${products} p on p.id = l.product_id
           group by 1`)
      ).map((row) => [row.key, row.figures]),
    ),
    categorySales: Object.fromEntries(
      (
        await rowsOf<{ key: string; figures: string }>(sql`
          select p.category as key,
                 count(*) || '/' || sum(l.qty) || '/' || to_char(sum(l.qty * l.price), 'FM999999999999990.00') as figures
            from ${orderItems} l join ${products} p on p.id = l.product_id
           group by 1`)
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
  expect(Object.keys(kept.productSales).length).toBeGreaterThan(1)
  expect(Object.keys(kept.categorySales).length).toBeGreaterThan(1)
  // Each order's units (what order_months adds up) against its lines.
  const [wrongUnits] = await rowsOf<{ orders: number }>(sql`
    select count(*)::int as orders from ${orders}
     where units <> coalesce((select sum(qty) from ${orderItems} where order_id = ${orders.id}), 0)`)
  expect(wrongUnits!.orders).toBe(0)
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
    // Order lines: added to existing orders, re-priced, moved to another order and product,
    // renamed, deleted; a product with sales moved to another category; one deleted (its lines
    // keep their name, lose their product and leave the category).
    await api.db.execute(sql`
      insert into ${orderItems} (order_id, product_id, product_name, qty, price)
      select o.id, p.id, p.product_name, 1 + o.id % 3, p.price
        from (select id from ${orders} order by id limit 12) as o
        join (select id, product_name, price from ${products} order by id limit 3) as p on p.id % 3 = o.id % 3`)
    await api.db
      .update(orderItems)
      .set({ qty: sql`${orderItems.qty} + 2`, price: sql`${orderItems.price} + 1.15` })
      .where(sql`${orderItems.id} % 5 = 0`)
    const [firstLine, secondLine] = await rowsOf<{ id: number; orderId: number }>(
      sql`select id, order_id as "orderId" from ${orderItems} order by id limit 2`,
    )
    const [lastProduct] = await rowsOf<{ id: number }>(sql`select max(id) as id from ${products}`)
    await api.db
      .update(orderItems)
      .set({ orderId: secondLine!.orderId + 1, productId: lastProduct!.id })
      .where(eq(orderItems.id, firstLine!.id))
    await api.db.delete(orderItems).where(sql`${orderItems.id} % 6 = 1`)
    await api.db
      .update(products)
      .set({ category: 'Shoes' })
      .where(sql`${products.id} in (select product_id from ${orderItems} where product_id % 4 = 0)`)
    const [sold] = await rowsOf<{ id: number }>(
      sql`select product_id as id from ${orderItems} where product_id is not null group by 1 order by count(*) desc limit 1`,
    )
    await api.db.delete(products).where(eq(products.id, sold!.id))
    expect(Object.keys((await keptAndRecounted()).kept.productSales)).toContain(
      `sold as ${
        (
          await api.db
            .select()
            .from(orderItems)
            .where(sql`${orderItems.productId} is null`)
        )[0]!.productName
      }`,
    )
    await api.db
      .update(orderItems)
      .set({ productName: sql`${orderItems.productName} || ' (old)'` })
      .where(sql`${orderItems.productId} is null and ${orderItems.id} % 2 = 0`)
    // Checked between the two moves, which would otherwise cancel out (+1 buyer, then -1).
    await expectCountsExact()
    await api.db.update(orders).set({ customerId: other!.id }).where(eq(orders.customerId, busy!.id))
    // New orders: some for a customer who had none, some for one who had.
    const [another] = await rowsOf<{ id: number }>(
      sql`select id from ${customers} c where not exists (select 1 from ${orders} o where o.customer_id = c.id) limit 1`,
    )
    await api.db.execute(sql`
      insert into ${orders} (order_number, customer_id, payment, status, subtotal, spent, method, ordered_at)
      select 900000 + n, case when n % 2 = 0 then ${another!.id}::int else ${other!.id}::int end, 1, 'Dispatched',
             10.25 * n, 10.25 * n, 'mastercard', timestamptz '2024-02-10T12:00:00Z' + n * interval '20 days'
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
    type Month = { month: string; orders: number; sales: number; unitsSold: number }
    for (const month of dashboard.monthly as Month[]) {
      const [row] = await rowsOf<{ orders: number; sales: string | null; units: number }>(sql`
        select count(*)::int as orders, sum(spent)::text as sales,
               coalesce((select sum(qty) from ${orderItems} where order_id = any(array_agg(${orders.id}))), 0)::int as units
          from ${orders}
         where to_char(ordered_at at time zone 'UTC', 'YYYY-MM') = ${month.month}`)
      expect(month.orders, month.month).toBe(row!.orders)
      expect(month.sales, month.month).toBeCloseTo(Number(row!.sales ?? 0), 2)
      expect(month.unitsSold, month.month).toBe(row!.units)
    }
    expect((dashboard.monthly as Month[]).some((month) => month.unitsSold > 0)).toBe(true)
    const [sold] = await rowsOf<{ units: number }>(
      sql`select coalesce(sum(qty), 0)::int as units from ${orderItems}`,
    )
    expect(dashboard.orders.unitsSold).toBe(sold!.units)
  })

  it('give the best sellers, the sales per category and the category list their figures', async () => {
    const dashboard = (await api.request('/api/dashboards/ecommerce', { token: adminToken })).json
    // The grouping the dashboard did before product_sales existed, as plain SQL.
    const best = await rowsOf<{
      productId: number | null
      productName: string
      units: number
      revenue: string
    }>(sql`
      select min(l.product_id) as "productId", coalesce(min(p.product_name), min(l.product_name)) as "productName",
             sum(l.qty)::int as units, sum(l.qty * l.price)::text as revenue
        from ${orderItems} l left join ${products} p on p.id = l.product_id
       group by coalesce(l.product_id::text, 'sold as ' || l.product_name)
       order by sum(l.qty) desc, sum(l.qty * l.price) desc, min(l.product_id)
       limit ${ECOMMERCE_TOP_PRODUCTS}`)
    type Best = { productId: number | null; productName: string; units: number; revenue: number }
    expect(
      (dashboard.topProducts as Best[]).map((entry) => [entry.productId, entry.productName, entry.units]),
    ).toEqual(best.map((entry) => [entry.productId, entry.productName, entry.units]))
    ;(dashboard.topProducts as Best[]).forEach((entry, index) =>
      expect(entry.revenue).toBeCloseTo(Number(best[index]!.revenue), 2),
    )
    const byCategory = await rowsOf<{ category: string; revenue: string; units: number }>(sql`
      select p.category, sum(l.qty * l.price)::text as revenue, sum(l.qty)::int as units
        from ${orderItems} l join ${products} p on p.id = l.product_id
       group by p.category`)
    type CategoryFigures = { category: string; revenue: number; units: number }
    expect(
      Object.fromEntries(
        (dashboard.categorySales as CategoryFigures[]).map((entry) => [
          entry.category,
          [entry.revenue, entry.units],
        ]),
      ),
    ).toEqual(Object.fromEntries(byCategory.map((row) => [row.category, [Number(row.revenue), row.units]])))
    expect(byCategory.map((row) => row.category)).toContain('Office Supplies')
    const list = (await asAdmin('/categories?itemsPerPage=100')).json
    for (const category of list.categories as { name: string; earningsAmount: number }[]) {
      const row = byCategory.find((entry) => entry.category === category.name)
      expect(category.earningsAmount, category.name).toBeCloseTo(Number(row?.revenue ?? 0), 2)
    }
  })
})
