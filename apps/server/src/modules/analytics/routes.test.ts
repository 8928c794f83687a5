import { sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ANALYTICS_PERIODS, analyticsDashboardSchema } from '@aurum/shared'
import { pageViews } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { periodChange } from '../../lib/period-change.js'
import { TEST_NOW } from '../../test/test-database.js'
import { getAnalyticsDashboard, periodRanges, storedPath } from './service.js'

const { api, admin, client } = useTestAppWithLogins()

beforeAll(async () => {
  // Views spread over the last 400 days, a few sessions, a few pages.
  const now = Date.now()
  await api.db.insert(pageViews).values(
    Array.from({ length: 300 }, (_, index) => ({
      path: ['/dashboards/crm', '/apps/email', '/apps/academy/my-course', '/apps/logistics/fleet'][
        index % 4
      ]!,
      sessionId: `session-${index % 23}`,
      viewedAt: new Date(now - ((index * 37) % 400) * 86_400_000 - (index % 24) * 3_600_000),
    })),
  )
})

async function queryRows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await api.db.execute(query)
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[]
}

describe('POST /api/analytics/page-views', () => {
  it('records the path without its query, for any signed-in user; 401 for a visitor', async () => {
    const body = { path: '/apps/ecommerce/order/list?q=secret#top', sessionId: 'tab-12345678' }
    expect((await api.request('/api/analytics/page-views', { method: 'POST', body })).status).toBe(401)
    expect((await client('/api/analytics/page-views', { method: 'POST', body })).status).toBe(204)
    const stored = await queryRows<{ path: string; session_id: string }>(
      sql`select path, session_id from page_views where session_id = 'tab-12345678'`,
    )
    expect(stored).toEqual([{ path: '/apps/ecommerce/order/list', session_id: 'tab-12345678' }])
    // Nothing else about the viewer is kept.
    const columns = await queryRows<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'page_views' order by 1`,
    )
    expect(columns.map((row) => row.column_name)).toEqual(['id', 'path', 'session_id', 'viewed_at'])
  })

  it.each([
    [{ path: 'no-slash', sessionId: 'tab-12345678' }],
    [{ path: '/ok', sessionId: 'short' }],
    [{ path: '/ok', sessionId: 'has spaces in it' }],
    [{ path: `/${'a'.repeat(400)}`, sessionId: 'tab-12345678' }],
  ])('400 for %j', async (body) => {
    expect((await admin('/api/analytics/page-views', { method: 'POST', body })).status).toBe(400)
  })

  it('cuts queries and fragments', () => {
    expect(storedPath('/a?b=c')).toBe('/a')
    expect(storedPath('/a#b')).toBe('/a')
    expect(storedPath('/')).toBe('/')
  })
})

describe('GET /api/dashboards/analytics', () => {
  it('401 for a visitor, 403 for the client, 400 for an unknown period', async () => {
    expect((await api.request('/api/dashboards/analytics')).status).toBe(401)
    expect((await client('/api/dashboards/analytics')).status).toBe(403)
    expect((await admin('/api/dashboards/analytics?period=2y')).status).toBe(400)
  })

  it.each(ANALYTICS_PERIODS)('computes the %s figures from the stored records', async (period) => {
    const answer = await admin(`/api/dashboards/analytics?period=${period}`)
    expect(answer.status).toBe(200)
    const figures = analyticsDashboardSchema.parse(answer.json)
    const { current, previous } = periodRanges(period, new Date())
    expect(figures.from).toBe(current.from.toISOString())

    const totals = async ({ from, to }: { from: Date; to: Date }) => {
      const [orders] = await queryRows<{ orders: number; revenue: number }>(sql`
        select count(*)::int as orders, coalesce(sum(spent), 0)::float8 as revenue from orders
        where ordered_at >= ${from.toISOString()}::timestamptz and ordered_at < ${to.toISOString()}::timestamptz`)
      const [customers] = await queryRows<{ customers: number }>(sql`
        select count(*)::int as customers from (select min(ordered_at) as first_at from orders group by customer_id) f
        where first_at >= ${from.toISOString()}::timestamptz and first_at < ${to.toISOString()}::timestamptz`)
      const [views] = await queryRows<{ views: number; sessions: number }>(sql`
        select count(*)::int as views, count(distinct session_id)::int as sessions from page_views
        where viewed_at >= ${from.toISOString()}::timestamptz and viewed_at < ${to.toISOString()}::timestamptz`)
      const [contacts] = await queryRows<{ contacts: number }>(sql`
        select count(*)::int as contacts from contact_messages
        where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`)
      return { ...orders!, ...customers!, ...views!, ...contacts! }
    }
    const [now, before] = [await totals(current), await totals(previous)]
    const [first] = await queryRows<{
      order: string | null
      view: string | null
      contact: string | null
    }>(sql`
      select (select min(ordered_at) from orders)::text as order, (select min(viewed_at) from page_views)::text as view,
        (select min(created_at) from contact_messages)::text as contact`)
    const since = (at: string | null | undefined) => ({
      previousFrom: previous.from,
      recordsSince: at ? new Date(at) : null,
    })
    expect(figures.orders).toEqual(periodChange(now.orders, before.orders, since(first?.order)))
    expect(figures.revenue).toEqual(periodChange(now.revenue, before.revenue, since(first?.order)))
    expect(figures.newCustomers).toEqual(periodChange(now.customers, before.customers, since(first?.order)))
    expect(figures.pageViews).toEqual(periodChange(now.views, before.views, since(first?.view)))
    expect(figures.sessions).toEqual(periodChange(now.sessions, before.sessions, since(first?.view)))
    expect(figures.support.contactMessages).toEqual(
      periodChange(now.contacts, before.contacts, since(first?.contact)),
    )
    expect(now.views).toBeGreaterThan(0)

    const [invoices] = await queryRows<{ issued: number; invoiced: number; owed: number }>(sql`
      select count(*)::int as issued, coalesce(sum(total), 0)::float8 as invoiced,
        coalesce(sum(greatest(balance, 0)), 0)::float8 as owed from invoices
      where issued_date >= ${current.from.toISOString().slice(0, 10)}::date and issued_date < ${current.to.toISOString().slice(0, 10)}::date`)
    expect(figures.invoices.issued).toBe(invoices!.issued)
    expect(figures.invoices.invoiced).toBeCloseTo(invoices!.invoiced, 2)
    expect(figures.invoices.outstanding).toBeCloseTo(invoices!.owed, 2)

    // The series adds up to the period's totals.
    expect(figures.series.reduce((sum, entry) => sum + entry.pageViews, 0)).toBe(now.views)
    expect(figures.series.reduce((sum, entry) => sum + entry.orders, 0)).toBe(now.orders)
    const top = await queryRows<{ path: string; views: number }>(sql`
      select path, count(*)::int as views from page_views
      where viewed_at >= ${current.from.toISOString()}::timestamptz and viewed_at < ${current.to.toISOString()}::timestamptz
      group by path order by count(*) desc, path limit 6`)
    expect(figures.topPages.map(({ path, views }) => ({ path, views }))).toEqual(top)
  })

  it('gives no change where the records begin inside the period before, and one where they cover it', async () => {
    const [first] = await queryRows<{ at: string }>(sql`select min(ordered_at)::text as at from orders`)
    const firstOrder = Date.parse(first!.at)
    // Twelve months ending three weeks into the store's second year: the year before holds its
    // first three weeks only, with orders in them.
    const early = await getAnalyticsDashboard(api.db, '365d', new Date(firstOrder + (365 + 21) * 86_400_000))
    expect(early.orders.previous).toBeGreaterThan(0)
    expect(early.revenue.previous).toBeGreaterThan(0)
    for (const figure of [early.orders, early.revenue, early.averageOrder, early.newCustomers])
      expect(figure.changePercent).toBeNull()
    // Thirty days at the seed, whose thirty days before lie well inside the records: compared.
    const settled = await getAnalyticsDashboard(api.db, '30d', TEST_NOW)
    expect(settled.orders.previous).toBeGreaterThan(0)
    expect(settled.orders.changePercent).toBe(
      Math.round(((settled.orders.current - settled.orders.previous) / settled.orders.previous) * 1000) / 10,
    )
  })
})
