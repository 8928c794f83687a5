// The CRM dashboard: figures from GET /api/dashboards/crm, its error state, and ApexCharts kept out
// of every page but the dashboards.
import { expect, test } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'

test.beforeEach(async ({ page, request }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
})

test('shows the figures the server computed, formatted for the language', async ({ page }) => {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/dashboards/crm'))
  await page.goto('/dashboards/crm')
  const figures = (await (await answer).json()) as { orders: { total: number }; sales: { total: number } }
  const money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  })
  await expect(page.getByText(money.format(figures.sales.total), { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toContainText(
    new Intl.NumberFormat('en').format(figures.orders.total),
  )
  await expect(page.getByRole('table', { name: 'Recent orders' }).getByRole('row')).toHaveCount(7)
})

test('says so when the figures cannot be loaded, and retries', async ({ page }) => {
  let fail = true
  await page.route('**/api/dashboards/crm', (route) =>
    fail ? route.fulfill({ status: 500, body: '{"message":"down"}' }) : route.fallback(),
  )
  await page.goto('/dashboards/crm')
  await expect(page.getByRole('alert')).toContainText('The dashboard figures could not be loaded.', {
    timeout: 15_000,
  })
  fail = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByRole('heading', { name: 'Sales by month' })).toBeVisible()
})

test('loads ApexCharts on the dashboard only', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/access-control')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(scripts.filter((url) => /apexcharts/i.test(url))).toEqual([])
  await page.goto('/dashboards/crm')
  await expect(page.getByRole('application', { name: /bar chart/ })).toBeVisible({ timeout: 15_000 })
  expect(scripts.filter((url) => /apexcharts/i.test(url)).length).toBeGreaterThan(0)
})

test('mirrors in Arabic: right-to-left page, months running from the right', async ({ page }) => {
  await useClientValues(page, { language: 'ar' })
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/dashboards/crm'))
  await page.goto('/dashboards/crm')
  const { monthly } = (await (await answer).json()) as { monthly: { month: string }[] }
  // The oldest month of the series (the demo's year ends the day before the seed).
  const oldest = new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${monthly[0]!.month}-01T00:00:00Z`),
  )
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const chart = page.getByRole('application', { name: /bar chart/ })
  await expect(chart).toBeVisible({ timeout: 15_000 })
  const labels = chart.locator('.apexcharts-xaxis-label')
  await expect(labels.first()).toBeVisible()
  const first = await labels.first().boundingBox()
  const last = await labels.last().boundingBox()
  // Data order is oldest first; in Arabic the newest month is drawn leftmost.
  const months = await labels.allTextContents()
  expect(first!.x).toBeLessThan(last!.x)
  expect(months.at(-1)).toContain(oldest)
})
