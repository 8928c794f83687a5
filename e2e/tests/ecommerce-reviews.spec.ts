// Reviews, referrals, store settings and the e-commerce dashboard against the real API: the status
// filter and search held in the URL, publishing a review, deleting one, the CSV export, a store
// setting that survives a reload, the dashboard's figures, axe on the four pages, and screenshots.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

const screenshots =
  process.env.SCREENSHOTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')

type ReviewAnswer = {
  id: number
  reviewer: string
  email: string
  status: 'Pending' | 'Published'
  product: string
}

// The tests change reviews (publish, delete): in order, one at a time, so lists stay predictable.
// Pages with a data grid and charts are slow on a busy machine: more time than the default.
test.describe.configure({ mode: 'default', timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

let adminToken: Promise<string> | undefined

/** GET as the admin (one login per worker). */
async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  adminToken ??= request
    .post('/api/auth/login', { data: ADMIN })
    .then(async (login) => ((await login.json()) as { accessToken: string }).accessToken)
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${await adminToken}` } })
  expect(answer.status(), url).toBe(200)
  return (await answer.json()) as T
}

/** A review whose email no other review has, so a search finds it alone. */
async function singleReview(
  request: APIRequestContext,
  status: 'Pending' | 'Published',
  orderBy: 'asc' | 'desc',
) {
  const everyReview: ReviewAnswer[] = []
  for (let page = 1; ; page++) {
    const { reviews, total } = await api<{ reviews: ReviewAnswer[]; total: number }>(
      request,
      `/api/apps/ecommerce/reviews?itemsPerPage=100&page=${page}&orderBy=${orderBy}`,
    )
    everyReview.push(...reviews)
    if (everyReview.length >= total || reviews.length === 0) break
  }
  // An email is matched as a substring: no other review's email may contain it.
  const review = everyReview.find(
    (candidate) =>
      candidate.status === status &&
      everyReview.filter((other) => other.email.toLowerCase().includes(candidate.email.toLowerCase()))
        .length === 1,
  )
  if (!review) throw new Error(`no ${status} review with a unique email`)
  return review
}

const reviewsGrid = (page: Page) => page.getByRole('table', { name: 'Reviews' })
/** Data rows of a grid (the first row is the header). */
const dataRows = (page: Page) =>
  reviewsGrid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

test.beforeEach(async ({ page, request }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
})

test('filters reviews by status and searches them, the list held in the URL', async ({ page, request }) => {
  await page.goto('/apps/ecommerce/manage-review')
  await expect(page.getByRole('heading', { level: 1, name: 'Manage reviews' })).toBeVisible()
  await expect(dataRows(page)).toHaveCount(10)

  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Pending' }).click()
  await expect(page).toHaveURL(/status=Pending/)
  await expect(dataRows(page).first()).toBeVisible()
  // The previous page stays on screen until the filtered one arrives: wait for it.
  await expect
    .poll(async () => new Set(await dataRows(page).locator('[data-field="status"]').allTextContents()))
    .toEqual(new Set(['Pending']))

  const review = await singleReview(request, 'Pending', 'desc')
  const search = page.getByLabel('Search reviews')
  await search.fill(review.email)
  await expect(search).toHaveValue(review.email)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(review.email).replace(/\./g, '\\.')}`))
  await expect(dataRows(page)).toHaveCount(1)
  await expect(dataRows(page).first()).toContainText(review.reviewer)

  // Reload keeps the list as it was; "All" drops the filter from the URL.
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending')
  await expect(dataRows(page)).toHaveCount(1)
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'All' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await page.getByLabel('Search reviews').fill('zzzz-no-such-review')
  await expect(page.getByText('No review matches these filters')).toBeVisible()
})

test('publishes a pending review, and it is still published after a reload', async ({ page, request }) => {
  const review = await singleReview(request, 'Pending', 'asc')
  await page.goto(`/apps/ecommerce/manage-review?q=${encodeURIComponent(review.email)}`)
  await expect(dataRows(page)).toHaveCount(1)
  await expect(dataRows(page).locator('[data-field="status"]')).toHaveText('Pending')
  await page.getByRole('button', { name: `Publish the review by ${review.reviewer}` }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `The review by ${review.reviewer} is published` }),
  ).toBeVisible()
  await expect(dataRows(page).locator('[data-field="status"]')).toHaveText('Published')
  await page.reload()
  await expect(dataRows(page).locator('[data-field="status"]')).toHaveText('Published')
  await expect(page.getByRole('button', { name: `Unpublish the review by ${review.reviewer}` })).toBeVisible()
})

test('deletes a review after confirming', async ({ page, request }) => {
  const review = await singleReview(request, 'Published', 'desc')
  await page.goto(`/apps/ecommerce/manage-review?q=${encodeURIComponent(review.email)}`)
  await expect(dataRows(page)).toHaveCount(1)
  await page.getByRole('button', { name: `Delete the review by ${review.reviewer}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this review?' })
  await expect(dialog).toContainText(review.product)
  // Cancelling deletes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(dataRows(page)).toHaveCount(1)
  await page.getByRole('button', { name: `Delete the review by ${review.reviewer}` }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `The review by ${review.reviewer} was deleted` }),
  ).toBeVisible()
  await expect(page.getByText('No review matches these filters')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No review matches these filters')).toBeVisible()
})

test('exports the reviews the filters select as CSV, every page', async ({ page, request }) => {
  await page.goto('/apps/ecommerce/manage-review?status=Published&sortBy=reviewer&itemsPerPage=5')
  await expect(dataRows(page)).toHaveCount(5)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('reviews.csv')
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '')
  const lines = text.trim().split(/\r\n/)
  expect(lines[0]).toBe('id,product,companyName,reviewer,email,date,status,rating,head,para')
  const listed = await api<{ reviews: ReviewAnswer[]; total: number }>(
    request,
    '/api/apps/ecommerce/reviews?status=Published&sortBy=reviewer&itemsPerPage=100',
  )
  // More rows than the page shows: the export holds every page, in the list's order.
  expect(lines.length - 1).toBe(listed.total)
  expect(listed.total).toBeGreaterThan(5)
  expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
    listed.reviews.map((review) => review.id),
  )
})

test('shows the referral summary and sorts the referrals by earning', async ({ page, request }) => {
  const stats = await api<{ signups: number; totalEarnings: number }>(
    request,
    '/api/apps/ecommerce/referrals/stats',
  )
  await page.goto('/apps/ecommerce/referrals')
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible()
  const money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  })
  const card = (label: string) => page.getByText(label, { exact: true }).locator('..')
  await expect(card('Total earnings')).toContainText(money.format(stats.totalEarnings))
  await expect(card('Signups')).toContainText(String(stats.signups))
  const grid = page.getByRole('table', { name: 'Referrals' })
  await grid.getByRole('columnheader', { name: 'Earning' }).click()
  await expect(page).toHaveURL(/sortBy=earning&orderBy=asc/)
  const sorted = await api<{ referrals: { earningAmount: number }[] }>(
    request,
    '/api/apps/ecommerce/referrals?sortBy=earning',
  )
  await expect(grid.getByRole('row').nth(1).locator('[data-field="earningAmount"]')).toHaveText(
    money.format(sorted.referrals[0]!.earningAmount),
  )
})

test('saves a store setting, which is still there after a reload', async ({ page }) => {
  const storeName = `Aurum E2E ${Date.now().toString(36)}`
  await page.goto('/apps/ecommerce/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible()
  const name = page.getByLabel('Store name')
  await expect(name).toHaveValue(/.+/)
  // The shared schema checks the form before any call.
  await name.fill('')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(name).toHaveAccessibleDescription('Required')
  await name.fill(storeName)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Store details saved' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Store name')).toHaveValue(storeName)

  // The checkout's fields: the company hidden, which the public checkout reads; put back after.
  const checkoutPanel = () => page.getByRole('tabpanel', { name: 'Checkout' })
  const companyMode = (mode: string) =>
    checkoutPanel().getByRole('radiogroup', { name: 'Company name' }).getByLabel(mode)
  const saveCheckout = async () => {
    await checkoutPanel().getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Checkout saved' })).toBeVisible()
  }
  const checkoutOptions = async () =>
    (await (await page.request.get('/api/pages/checkout/options')).json()) as {
      fields: { companyName: string }
      payments: { manualMethods: string[] }
    }
  await page.getByRole('tab', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/section=checkout/)
  await companyMode('Hidden').check()
  await saveCheckout()
  await page.reload()
  await expect(companyMode('Hidden')).toBeChecked()
  expect((await checkoutOptions()).fields.companyName).toBe('hidden')
  await companyMode('Optional').check()
  await saveCheckout()

  // The ways to pay: a manual method added is offered by the checkout; taken off again after.
  await page.getByRole('tab', { name: 'Payments' }).click()
  const payments = () => page.getByRole('tabpanel', { name: 'Payments' })
  const method = `Voucher ${Date.now().toString(36)}`
  await payments().getByRole('textbox', { name: 'New manual method' }).fill(method)
  await payments().getByRole('button', { name: 'Add method' }).click()
  await payments().getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Payments saved' })).toBeVisible()
  await page.reload()
  await expect(payments().getByRole('button', { name: method })).toBeVisible()
  expect((await checkoutOptions()).payments.manualMethods).toContain(method)
  // The chip's delete icon.
  await payments().getByRole('button', { name: method }).locator('svg').click()
  await payments().getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Payments saved' })).toBeVisible()
  expect((await checkoutOptions()).payments.manualMethods).not.toContain(method)
})

test('the e-commerce dashboard shows the figures the server computed, also under its alias', async ({
  page,
}) => {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/dashboards/ecommerce'))
  await page.goto('/dashboards/ecommerce')
  const figures = (await (await answer).json()) as {
    sales: { total: number }
    orders: { total: number; unitsSold: number }
    topProducts: { productName: string }[]
  }
  await expect(page.getByRole('heading', { level: 1, name: 'E-commerce dashboard' })).toBeVisible()
  const money = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  })
  await expect(page.getByText(money.format(figures.sales.total), { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toContainText(
    new Intl.NumberFormat('en').format(figures.orders.total),
  )
  await expect(page.getByRole('region', { name: 'Units sold', exact: true })).toContainText(
    new Intl.NumberFormat('en').format(figures.orders.unitsSold),
  )
  await expect(page.getByText(figures.topProducts[0]!.productName).first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Recent orders' }).getByRole('row')).toHaveCount(7)
  await expect(
    page
      .getByRole('figure', { name: /Area chart of revenue/ })
      .locator('svg')
      .first(),
  ).toBeVisible({ timeout: 15_000 })

  await page.goto('/apps/ecommerce/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'E-commerce dashboard' })).toBeVisible()
})

// Axe over a page with a data grid takes tens of seconds on a busy machine: one test per page.
test.describe('no serious or critical axe violation, and no console error', () => {
  let errors: string[]
  test.beforeEach(({ page }) => {
    errors = captureErrors(page)
  })
  test.afterEach(() => {
    expect(errors).toEqual([])
  })
  const open = async (page: Page, url: string, heading: string) => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }

  test('manage reviews, with the delete dialog', async ({ page }) => {
    await open(page, '/apps/ecommerce/manage-review', 'Manage reviews')
    await expectNoSeriousAxeViolation(page, { label: 'manage reviews' })
    await page
      .getByRole('button', { name: /^Delete the review by / })
      .first()
      .click()
    await expect(page.getByRole('dialog', { name: 'Delete this review?' })).toBeVisible()
    // The dialog fades in: scan it once it is fully opaque, or axe measures a half-faded contrast.
    await expect
      .poll(() => page.locator('.MuiDialog-paper').evaluate((paper) => getComputedStyle(paper).opacity))
      .toBe('1')
    await expect
      .poll(() =>
        page.locator('.MuiDialog-container').evaluate((container) => getComputedStyle(container).opacity),
      )
      .toBe('1')
    await expectNoSeriousAxeViolation(page, { label: 'delete dialog' })
  })

  test('referrals', async ({ page }) => {
    await open(page, '/apps/ecommerce/referrals', 'Referrals')
    await expectNoSeriousAxeViolation(page, { label: 'referrals' })
  })

  test('store settings, every section', async ({ page }) => {
    test.setTimeout(480_000)
    await open(page, '/apps/ecommerce/settings', 'Store settings')
    await expectNoSeriousAxeViolation(page, { label: 'settings, Store details' })
    for (const section of ['Payments', 'Checkout', 'Notifications']) {
      await page.getByRole('tab', { name: section }).click()
      await expect(page.getByRole('tabpanel', { name: section })).toBeVisible()
      await expectNoSeriousAxeViolation(page, { label: `settings, ${section}` })
    }
  })

  test('e-commerce dashboard, with its charts drawn', async ({ page }) => {
    await open(page, '/dashboards/ecommerce', 'E-commerce dashboard')
    await expect(
      page
        .getByRole('figure', { name: /Area chart of revenue/ })
        .locator('svg')
        .first(),
    ).toBeVisible()
    await expectNoSeriousAxeViolation(page, { label: 'dashboard' })
  })
})

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  test(
    `reviews, settings and dashboard screenshots: ${name}`,
    { tag: '@screenshots' },
    async ({ page }, testInfo) => {
      // Charts then draw without animation, so the pictures show their labels fully drawn.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await useClientValues(page, values)
      const shoot = async (label: string) => {
        const shot = await page.screenshot({
          fullPage: true,
          path: path.join(screenshots, `ecommerce-${label}-${name}.png`),
        })
        await testInfo.attach(`ecommerce-${label}-${name}`, { body: shot, contentType: 'image/png' })
      }
      for (const [label, url] of [
        ['manage-review', '/apps/ecommerce/manage-review'],
        ['referrals', '/apps/ecommerce/referrals'],
        ['settings', '/apps/ecommerce/settings'],
        ['settings-payments', '/apps/ecommerce/settings?section=payments'],
        ['dashboard', '/dashboards/ecommerce'],
      ] as const) {
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(600)
        await shoot(label)
      }
    },
  )
}
