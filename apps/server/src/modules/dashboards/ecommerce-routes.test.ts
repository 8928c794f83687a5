import { beforeAll, describe, expect, it } from 'vitest'
import {
  CRM_MONTHS,
  ECOMMERCE_RECENT_ORDERS,
  ECOMMERCE_TOP_PRODUCTS,
  ecommerceDashboardSchema,
  type EcommerceDashboard,
} from '@aurum/shared'
import { customers, orderItems, orders, products, reviews } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { periodChange } from '../../lib/period-change.js'
import { crmMonthRange } from './service.js'

const { api, tokens } = useTestAppWithLogins()

const month = (date: Date) => date.toISOString().slice(0, 7)

describe('permissions of GET /api/dashboards/ecommerce', () => {
  it('401 for a visitor, 403 for the client, 200 in the shared shape for the admin', async () => {
    expect((await api.request('/api/dashboards/ecommerce')).status).toBe(401)
    expect((await api.request('/api/dashboards/ecommerce', { token: tokens.client })).status).toBe(403)
    const answer = await api.request('/api/dashboards/ecommerce', { token: tokens.admin })
    expect(answer.status).toBe(200)
    expect(ecommerceDashboardSchema.safeParse(answer.json).success).toBe(true)
  })
})

describe('GET /api/dashboards/ecommerce figures', () => {
  let figures: EcommerceDashboard
  let orderRows: (typeof orders.$inferSelect)[]
  let itemRows: (typeof orderItems.$inferSelect)[]
  let productRows: (typeof products.$inferSelect)[]
  let customerRows: (typeof customers.$inferSelect)[]
  let reviewRows: (typeof reviews.$inferSelect)[]

  beforeAll(async () => {
    figures = ecommerceDashboardSchema.parse(
      (await api.request('/api/dashboards/ecommerce', { token: tokens.admin })).json,
    )
    ;[orderRows, itemRows, productRows, customerRows, reviewRows] = await Promise.all([
      api.db.select().from(orders),
      api.db.select().from(orderItems),
      api.db.select().from(products),
      api.db.select().from(customers),
      api.db.select().from(reviews),
    ])
  })

  it('totals sales, orders, average order value, units, customers and products', () => {
    const sales = orderRows.reduce((sum, row) => sum + row.spent, 0)
    expect(figures.sales.total).toBeCloseTo(sales, 2)
    expect(figures.orders.total).toBe(orderRows.length)
    expect(figures.orders.averageValue).toBeCloseTo(sales / orderRows.length, 2)
    expect(figures.orders.unitsSold).toBe(itemRows.reduce((sum, row) => sum + row.qty, 0))
    expect(figures.customers).toEqual({
      total: customerRows.length,
      withOrders: new Set(orderRows.map((row) => row.customerId)).size,
    })
    expect(figures.products).toEqual({
      total: productRows.length,
      published: productRows.filter((row) => row.status === 'Published').length,
      outOfStock: productRows.filter((row) => !row.stock || row.qty === 0).length,
    })
  })

  it('series 12 months ending with the latest order: orders, sales and units', () => {
    const latest = new Date(Math.max(...orderRows.map((row) => row.orderedAt.getTime())))
    const { months } = crmMonthRange(latest, new Date())
    expect(figures.monthly.map((entry) => entry.month)).toEqual(months)
    expect(figures.monthly).toHaveLength(CRM_MONTHS)
    const orderMonth = new Map(orderRows.map((row) => [row.id, month(row.orderedAt)]))
    for (const entry of figures.monthly) {
      const inMonth = orderRows.filter((row) => month(row.orderedAt) === entry.month)
      expect(entry.orders).toBe(inMonth.length)
      expect(entry.sales).toBeCloseTo(
        inMonth.reduce((sum, row) => sum + row.spent, 0),
        2,
      )
      expect(entry.unitsSold).toBe(
        itemRows
          .filter((row) => orderMonth.get(row.orderId) === entry.month)
          .reduce((sum, row) => sum + row.qty, 0),
      )
    }
    expect(figures.monthly.reduce((sum, entry) => sum + entry.orders, 0)).toBeGreaterThan(0)
    const [previous, last] = figures.monthly.slice(-2)
    const firstOrder = new Date(Math.min(...orderRows.map((row) => row.orderedAt.getTime())))
    const coverage = { previousFrom: new Date(`${previous!.month}-01T00:00:00Z`), recordsSince: firstOrder }
    expect(figures.sales.trend).toEqual(periodChange(last!.sales, previous!.sales, coverage))
    expect(figures.orders.trend).toEqual(periodChange(last!.orders, previous!.orders, coverage))
  })

  it('ranks the best sellers by units and sums sales per category', () => {
    const byProduct = new Map<number, { units: number; revenue: number }>()
    for (const row of itemRows) {
      const entry = byProduct.get(row.productId!) ?? { units: 0, revenue: 0 }
      entry.units += row.qty
      entry.revenue += row.qty * row.price
      byProduct.set(row.productId!, entry)
    }
    const ranked = [...byProduct.entries()]
      .sort(([idA, a], [idB, b]) => b.units - a.units || b.revenue - a.revenue || idA - idB)
      .slice(0, ECOMMERCE_TOP_PRODUCTS)
    expect(figures.topProducts.map((entry) => [entry.productId, entry.units])).toEqual(
      ranked.map(([id, entry]) => [id, entry.units]),
    )
    for (const entry of figures.topProducts) {
      const product = productRows.find((row) => row.id === entry.productId)!
      expect(entry).toMatchObject({
        productName: product.productName,
        brand: product.productBrand,
        image: product.image,
      })
      expect(entry.revenue).toBeCloseTo(byProduct.get(product.id)!.revenue, 2)
    }

    const byCategory = new Map<string, number>()
    for (const row of itemRows) {
      const category = productRows.find((product) => product.id === row.productId)!.category
      byCategory.set(category, (byCategory.get(category) ?? 0) + row.qty * row.price)
    }
    expect(figures.categorySales.map((entry) => entry.category).sort()).toEqual([...byCategory.keys()].sort())
    for (const entry of figures.categorySales)
      expect(entry.revenue).toBeCloseTo(byCategory.get(entry.category)!, 2)
    const revenues = figures.categorySales.map((entry) => entry.revenue)
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a))
  })

  it('breaks orders down by status, lists the latest orders and summarises the reviews', () => {
    for (const entry of figures.orderStatuses) {
      expect(entry.orders).toBe(orderRows.filter((row) => row.status === entry.status).length)
    }
    expect(figures.orderStatuses.reduce((sum, entry) => sum + entry.orders, 0)).toBe(orderRows.length)
    const latestIds = [...orderRows]
      .sort((a, b) => b.orderedAt.getTime() - a.orderedAt.getTime() || b.id - a.id)
      .slice(0, ECOMMERCE_RECENT_ORDERS)
      .map((row) => row.id)
    expect(figures.recentOrders.map((entry) => entry.id)).toEqual(latestIds)

    expect(figures.reviews.total).toBe(reviewRows.length)
    expect(figures.reviews.pending).toBe(reviewRows.filter((row) => row.status === 'Pending').length)
    expect(figures.reviews.published).toBe(reviewRows.filter((row) => row.status === 'Published').length)
    expect(figures.reviews.average).toBeCloseTo(
      reviewRows.reduce((sum, row) => sum + row.rating, 0) / reviewRows.length,
      2,
    )
    expect(figures.reviews.ratings.find((entry) => entry.rating === 5)!.count).toBe(
      reviewRows.filter((row) => row.rating === 5).length,
    )
  })
})
