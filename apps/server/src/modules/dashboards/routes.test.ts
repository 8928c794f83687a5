import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CRM_MONTHS, crmDashboardSchema, type CrmDashboard } from '@aurum/shared'
import { customers, invoices, orders, users } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { periodChange } from '../../lib/period-change.js'
import { crmMonthRange, getCrmDashboard } from './service.js'

const { api, tokens } = useTestAppWithLogins()

const cents = (value: number) => Math.round(value * 100) / 100

describe('permissions of GET /api/dashboards/crm', () => {
  it('401 for a visitor', async () => {
    expect((await api.request('/api/dashboards/crm')).status).toBe(401)
  })
  it('403 for the client', async () => {
    expect((await api.request('/api/dashboards/crm', { token: tokens.client })).status).toBe(403)
  })
  it('200 for the admin, matching the shared contract', async () => {
    const answer = await api.request('/api/dashboards/crm', { token: tokens.admin })
    expect(answer.status).toBe(200)
    expect(crmDashboardSchema.safeParse(answer.json).success).toBe(true)
  })
})

describe('GET /api/dashboards/crm figures', () => {
  let figures: CrmDashboard
  let orderRows: (typeof orders.$inferSelect)[]
  let customerRows: (typeof customers.$inferSelect)[]
  let userRows: (typeof users.$inferSelect)[]
  let invoiceRows: (typeof invoices.$inferSelect)[]

  beforeAll(async () => {
    figures = crmDashboardSchema.parse(
      (await api.request('/api/dashboards/crm', { token: tokens.admin })).json,
    )
    ;[orderRows, customerRows, userRows, invoiceRows] = await Promise.all([
      api.db.select().from(orders),
      api.db.select().from(customers),
      api.db.select().from(users),
      api.db.select().from(invoices),
    ])
  })

  it('counts every order and sums their amounts', () => {
    expect(orderRows.length).toBeGreaterThan(0)
    expect(figures.orders.total).toBe(orderRows.length)
    expect(figures.sales.total).toBeCloseTo(
      orderRows.reduce((sum, row) => sum + row.spent, 0),
      2,
    )
    expect(figures.orders.averageValue).toBeCloseTo(figures.sales.total / orderRows.length, 2)
  })

  it('breaks orders down by month over the 12 months ending with the latest order', () => {
    const latest = new Date(Math.max(...orderRows.map((row) => row.orderedAt.getTime())))
    const { months } = crmMonthRange(latest, new Date())
    expect(figures.monthly.map((entry) => entry.month)).toEqual(months)
    expect(figures.monthly).toHaveLength(CRM_MONTHS)
    expect(figures.lastMonth).toBe(latest.toISOString().slice(0, 7))
    for (const entry of figures.monthly) {
      const inMonth = orderRows.filter((row) => row.orderedAt.toISOString().slice(0, 7) === entry.month)
      expect(entry.orders).toBe(inMonth.length)
      expect(entry.sales).toBeCloseTo(
        inMonth.reduce((sum, row) => sum + row.spent, 0),
        2,
      )
    }
    const [previous, last] = figures.monthly.slice(-2)
    const firstOrder = new Date(Math.min(...orderRows.map((row) => row.orderedAt.getTime())))
    const coverage = { previousFrom: new Date(`${previous!.month}-01T00:00:00Z`), recordsSince: firstOrder }
    expect(figures.orders.trend).toEqual(periodChange(last!.orders, previous!.orders, coverage))
    expect(figures.sales.trend).toEqual(periodChange(last!.sales, previous!.sales, coverage))
  })

  it('counts new customers in the month of their first order', () => {
    const firstOrder = new Map<number, string>()
    for (const row of [...orderRows].sort((a, b) => a.orderedAt.getTime() - b.orderedAt.getTime())) {
      if (!firstOrder.has(row.customerId))
        firstOrder.set(row.customerId, row.orderedAt.toISOString().slice(0, 7))
    }
    for (const entry of figures.monthly) {
      expect(entry.newCustomers).toBe(
        [...firstOrder.values()].filter((month) => month === entry.month).length,
      )
    }
    expect(figures.customers.total).toBe(customerRows.length)
  })

  it('counts users by role and the active ones', () => {
    const byRole = new Map<string, number>()
    for (const row of userRows) byRole.set(row.role, (byRole.get(row.role) ?? 0) + 1)
    expect(Object.fromEntries(figures.users.byRole.map((entry) => [entry.role, entry.users]))).toEqual(
      Object.fromEntries(byRole),
    )
    expect(figures.users.total).toBe(userRows.length)
    expect(figures.users.active).toBe(userRows.filter((row) => row.status === 'active').length)
  })

  it('sums invoiced, paid (every payment, an overpayment too) and outstanding amounts', () => {
    const invoiced = invoiceRows.reduce((sum, row) => sum + row.total, 0)
    const outstanding = invoiceRows.reduce((sum, row) => sum + Math.max(row.balance, 0), 0)
    const collected = invoiceRows.reduce((sum, row) => sum + row.total - row.balance, 0)
    // The demo holds credits (overpaid invoices): collected is then more than invoiced less owed.
    expect(cents(collected)).not.toBe(cents(invoiced - outstanding))
    expect(figures.invoices.total).toBe(invoiceRows.length)
    expect(figures.invoices.invoiced).toBeCloseTo(invoiced, 2)
    expect(figures.invoices.outstanding).toBeCloseTo(outstanding, 2)
    expect(figures.invoices.paid).toBeCloseTo(cents(collected), 2)
    for (const entry of figures.monthly) {
      const inMonth = invoiceRows.filter((row) => row.issuedDate.slice(0, 7) === entry.month)
      expect(entry.invoiced).toBeCloseTo(
        inMonth.reduce((sum, row) => sum + row.total, 0),
        2,
      )
      expect(entry.paid).toBeCloseTo(
        inMonth.reduce((sum, row) => sum + row.total - row.balance, 0),
        2,
      )
    }
  })

  it('lists every order status, the top countries and the latest orders', () => {
    const statusTotal = figures.orderStatuses.reduce((sum, entry) => sum + entry.orders, 0)
    expect(statusTotal).toBe(orderRows.length)
    for (const entry of figures.orderStatuses) {
      expect(entry.orders).toBe(orderRows.filter((row) => row.status === entry.status).length)
    }

    const byCountry = new Map<string, number>()
    for (const row of customerRows) byCountry.set(row.country, (byCountry.get(row.country) ?? 0) + 1)
    const topCounts = [...byCountry.values()].sort((a, b) => b - a).slice(0, 5)
    expect(figures.topCountries.map((entry) => entry.customers)).toEqual(topCounts)

    const latestIds = [...orderRows]
      .sort((a, b) => b.orderedAt.getTime() - a.orderedAt.getTime() || b.id - a.id)
      .slice(0, 6)
      .map((row) => row.id)
    expect(figures.recentOrders.map((entry) => entry.id)).toEqual(latestIds)
  })
})

describe('GET /api/dashboards/crm after a change', () => {
  const read = async () =>
    crmDashboardSchema.parse((await api.request('/api/dashboards/crm', { token: tokens.admin })).json)

  it('shows the change on the next request: the figures are kept only while nothing changes', async () => {
    const before = await read()
    expect(await read()).toEqual({ ...before, generatedAt: expect.any(String) })
    const [invoice] = await api.db.select().from(invoices).limit(1)
    await api.db
      .update(invoices)
      .set({ total: sql`${invoices.total} + 100` })
      .where(eq(invoices.id, invoice!.id))
    try {
      expect((await read()).invoices.invoiced).toBeCloseTo(before.invoices.invoiced + 100, 2)
    } finally {
      await api.db.update(invoices).set({ total: invoice!.total }).where(eq(invoices.id, invoice!.id))
    }
    expect((await read()).invoices.invoiced).toBeCloseTo(before.invoices.invoiced, 2)
  })

  it('ends the series with the current month when the latest order lies ahead of it', async () => {
    const now = new Date('2025-06-15T12:00:00Z')
    const rows = await api.db.select().from(orders)
    const latest = new Date(Math.max(...rows.map((row) => row.orderedAt.getTime())))
    expect(latest.getTime()).toBeGreaterThan(now.getTime())
    const figures = await getCrmDashboard(api.db, now)
    expect(figures.lastMonth).toBe('2025-06')
    expect(figures.monthly.map((entry) => entry.month)).toEqual(crmMonthRange(latest, now).months)
    for (const entry of figures.monthly) {
      const inMonth = rows.filter((row) => row.orderedAt.toISOString().slice(0, 7) === entry.month)
      expect([entry.month, entry.orders]).toEqual([entry.month, inMonth.length])
    }
  })
})

describe('crmMonthRange', () => {
  it('ends with the current month when the latest order is in the future', () => {
    const range = crmMonthRange(new Date('2030-01-01T00:00:00Z'), new Date('2026-03-10T00:00:00Z'))
    expect(range.months.at(-1)).toBe('2026-03')
    expect(range.months[0]).toBe('2025-04')
    expect(range.to.toISOString()).toBe('2026-04-01T00:00:00.000Z')
  })
  it('ends with the current month when there is no order', () => {
    expect(crmMonthRange(null, new Date('2026-01-20T00:00:00Z')).months.at(-1)).toBe('2026-01')
  })
})
