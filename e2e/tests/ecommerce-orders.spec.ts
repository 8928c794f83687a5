// Orders and customers against the real API: moving an order to its next status (seen after a
// reload on the details and in the list), deleting an order, searching orders and customers,
// saving a customer's notifications and two-step switch, the orders CSV export, axe on the four
// pages, and screenshots (light, dark, Arabic).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

const screenshots =
  process.env.SCREENSHOTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')

type OrderAnswer = {
  id: number
  order: number
  orderLabel: string
  customer: string
  customerId: number
  email: string
  status: string
  spent: number
}
type CustomerAnswer = {
  id: number
  customer: string
  customerId: number
  email: string
  order: number
  totalSpent: number
}

// The tests change orders and customers: in order, one at a time, so lists stay predictable. The
// machine these run on is shared by parallel builds: pages get more time than the default to load.
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

/** An order in `status` whose number no other order's number contains, so a search finds it alone. */
async function singleOrder(request: APIRequestContext, status: string, skip = 0): Promise<OrderAnswer> {
  const { orders } = await api<{ orders: OrderAnswer[] }>(
    request,
    `/api/apps/ecommerce/orders?status=${encodeURIComponent(status)}&itemsPerPage=100&sortBy=order`,
  )
  let found = 0
  for (const order of orders) {
    const { total } = await api<{ total: number }>(request, `/api/apps/ecommerce/orders?q=${order.order}`)
    if (total === 1 && found++ === skip) return order
  }
  throw new Error(`no ${status} order with a unique number`)
}

const grid = (page: Page, name: string) => page.getByRole('table', { name })
/** Data rows of a grid (the first row is the header). */
const dataRows = (page: Page, name: string) =>
  grid(page, name)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
const snackbar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

test.beforeEach(async ({ page, request }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
})

test('moves an order to its next status; details and list show it after a reload', async ({
  page,
  request,
}) => {
  const order = await singleOrder(request, 'Ready to Pickup')
  await page.goto(`/apps/ecommerce/order/details/${order.id}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.order}` })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(order.customer)
  await expect(page.getByRole('table', { name: 'Order details' })).toBeVisible()

  await page.getByRole('button', { name: 'Mark as Dispatched' }).click()
  await expect(snackbar(page, `Order #${order.order} is now Dispatched`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Out for delivery' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Mark as Out for delivery' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Shipping activity' }).getByRole('listitem').nth(1),
  ).not.toContainText('Not yet')
  await expect(
    page.getByRole('region', { name: 'Shipping activity' }).getByRole('listitem').nth(2),
  ).toContainText('Not yet')

  await page.goto(`/apps/ecommerce/order/list?q=${order.order}`)
  await expect(dataRows(page, 'Orders')).toHaveCount(1)
  await expect(dataRows(page, 'Orders').locator('[data-field="status"]')).toHaveText('Dispatched')
  await page.reload()
  await expect(dataRows(page, 'Orders').locator('[data-field="status"]')).toHaveText('Dispatched')
})

test("deletes an order after confirming, and the customer's totals follow", async ({ page, request }) => {
  const order = await singleOrder(request, 'Delivered')
  const before = await api<CustomerAnswer>(request, `/api/apps/ecommerce/customers/${order.customerId}`)
  await page.goto(`/apps/ecommerce/order/list?q=${order.order}`)
  await expect(dataRows(page, 'Orders')).toHaveCount(1)
  await page.getByRole('button', { name: `Delete order #${order.order}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this order?' })
  await expect(dialog).toContainText(order.customer)
  // Cancelling deletes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(dataRows(page, 'Orders')).toHaveCount(1)
  await page.getByRole('button', { name: `Delete order #${order.order}` }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(snackbar(page, `Order #${order.order} was deleted`)).toBeVisible()
  await expect(page.getByText('No order matches these filters')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No order matches these filters')).toBeVisible()
  const after = await api<CustomerAnswer>(request, `/api/apps/ecommerce/customers/${order.customerId}`)
  expect(after.order).toBe(before.order - 1)
  expect(after.totalSpent).toBeCloseTo(before.totalSpent - order.spent, 2)

  // Its details page now says it is gone.
  await page.goto(`/apps/ecommerce/order/details/${order.id}`)
  await expect(page.getByText('This order does not exist; it may have been deleted.')).toBeVisible()
})

test('searches orders and customers, the search and filter held in the URL', async ({ page, request }) => {
  const { orders } = await api<{ orders: OrderAnswer[] }>(
    request,
    '/api/apps/ecommerce/orders?sortBy=customers&itemsPerPage=1',
  )
  const customer = orders[0]!
  await page.goto('/apps/ecommerce/order/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(dataRows(page, 'Orders')).toHaveCount(10)
  await page.getByLabel('Search orders').fill(customer.email)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(customer.email).replace(/\./g, '\\.')}`))
  const byEmail = await api<{ total: number }>(
    request,
    `/api/apps/ecommerce/orders?q=${encodeURIComponent(customer.email)}`,
  )
  await expect(dataRows(page, 'Orders')).toHaveCount(byEmail.total)
  for (const text of await dataRows(page, 'Orders').locator('[data-field="customer"]').allTextContents())
    expect(text).toContain(customer.email)

  await page.getByLabel('Search orders').fill('')
  // The search reaches the URL after a pause; let it land before the next filter changes the URL.
  await expect(page).not.toHaveURL(/q=/)
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: 'Out for delivery' }).click()
  await expect(page).toHaveURL(/status=Out\+for\+Delivery|status=Out%20for%20Delivery/)
  // The previous page stays on screen until the filtered one arrives.
  await expect
    .poll(async () => [
      ...new Set(await dataRows(page, 'Orders').locator('[data-field="status"]').allTextContents()),
    ])
    .toEqual(['Out for delivery'])
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Out for delivery')
  await page.getByLabel('Search orders').fill('zzzz-no-such-order')
  await expect(page.getByText('No order matches these filters')).toBeVisible()

  const term = customer.customer.split(' ')[1]!.slice(0, 4)
  const byName = await api<{ customers: CustomerAnswer[]; total: number }>(
    request,
    `/api/apps/ecommerce/customers?q=${encodeURIComponent(term)}&itemsPerPage=100`,
  )
  await page.goto('/apps/ecommerce/customer/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible()
  await page.getByLabel('Search customers').fill(term)
  await expect(page).toHaveURL(new RegExp(`q=${term}`))
  await expect(dataRows(page, 'Customers')).toHaveCount(Math.min(10, byName.total))
  await expect(dataRows(page, 'Customers').first()).toContainText(byName.customers[0]!.customer)
  await grid(page, 'Customers').getByRole('columnheader', { name: 'Total spent' }).click()
  await expect(page).toHaveURL(/sortBy=totalSpent&orderBy=asc/)
  const cheapest = await api<{ customers: CustomerAnswer[] }>(
    request,
    `/api/apps/ecommerce/customers?q=${encodeURIComponent(term)}&sortBy=totalSpent`,
  )
  await expect(dataRows(page, 'Customers').first()).toContainText(cheapest.customers[0]!.customer)
})

test("opens a customer's details, saves notifications and two-step sign-in, still there after a reload", async ({
  page,
  request,
}) => {
  const { customers } = await api<{ customers: CustomerAnswer[] }>(
    request,
    '/api/apps/ecommerce/customers?sortBy=orders&orderBy=desc&itemsPerPage=1',
  )
  const customer = customers[0]!
  await page.goto(`/apps/ecommerce/customer/list?q=${encodeURIComponent(customer.email)}`)
  await page.getByRole('link', { name: customer.customer, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/apps/ecommerce/customer/details/${customer.customerId}$`))
  await expect(page.getByRole('heading', { level: 1, name: customer.customer })).toBeVisible()
  await expect(page.getByText(`Customer ID #${customer.customerId}`)).toBeVisible()
  // Overview: the customer's own orders.
  await expect(dataRows(page, 'Orders')).toHaveCount(Math.min(10, customer.order))

  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(page).toHaveURL(/tab=notifications/)
  const cell = page.getByRole('checkbox', { name: 'Account activity by Browser' })
  const wasChecked = await cell.isChecked()
  await cell.setChecked(!wasChecked)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(snackbar(page, 'Notification choices saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'Account activity by Browser' })).toBeChecked({
    checked: !wasChecked,
  })

  await page.getByRole('tab', { name: 'Security' }).click()
  const twoStep = page
    .getByRole('switch', { name: 'Two-step verification' })
    .or(page.getByRole('checkbox', { name: 'Two-step verification' }))
  await expect(twoStep).not.toBeChecked()
  await twoStep.check()
  await expect(snackbar(page, 'Two-step verification is on')).toBeVisible()
  await page.reload()
  await expect(twoStep).toBeChecked()

  await page.getByRole('tab', { name: 'Address & billing' }).click()
  await expect(page.locator('address').first()).toBeVisible()
})

test('exports the orders the filters select as CSV, every page', async ({ page, request }) => {
  await page.goto('/apps/ecommerce/order/list?status=Delivered&sortBy=spent&orderBy=desc&itemsPerPage=5')
  await expect(dataRows(page, 'Orders')).toHaveCount(5)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('orders.csv')
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/)
  expect(lines[0]).toBe(
    'Order,Date,Time (UTC),Customer,Customer ID,Email,Payment,Status,Method,Method number,Spent (USD)',
  )
  const listed = await api<{ orders: OrderAnswer[]; total: number }>(
    request,
    '/api/apps/ecommerce/orders?status=Delivered&sortBy=spent&orderBy=desc&itemsPerPage=100',
  )
  // More rows than the page shows: the export holds every page, in the list's order.
  expect(listed.total).toBeGreaterThan(5)
  expect(lines.length - 1).toBe(listed.total)
  // Each number as the store writes it (its prefix and suffix), as the list shows it.
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    listed.orders.map((order) => order.orderLabel),
  )
})

/** Where each axe check looks, found through the API: the heading the page must show, and an optional dialog to open. */
type AxeTarget = { url: string; heading: string; dialog?: { button: string | RegExp; name: string } }
// The pages and customer tabs, in three readings, are scanned by every-route.spec.ts; the dialogs
// open only here.
const AXE_PAGES: [string, (request: APIRequestContext) => Promise<AxeTarget>][] = [
  [
    'order list, delete dialog',
    async () => ({
      url: '/apps/ecommerce/order/list',
      heading: 'Orders',
      dialog: { button: /^Delete order /, name: 'Delete this order?' },
    }),
  ],
  [
    'customer details, edit dialog',
    async (request) => {
      const { customers } = await api<{ customers: CustomerAnswer[] }>(
        request,
        '/api/apps/ecommerce/customers?itemsPerPage=1',
      )
      const customer = customers[0]!
      return {
        url: `/apps/ecommerce/customer/details/${customer.customerId}`,
        heading: customer.customer,
        dialog: { button: 'Edit details', name: 'Edit customer' },
      }
    },
  ],
]

for (const [label, target] of AXE_PAGES) {
  test(`axe finds no serious or critical violation, and no console error: ${label}`, async ({
    page,
    request,
  }) => {
    const errors = captureErrors(page)
    const { url, heading, dialog } = await target(request)
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.waitForLoadState('networkidle')
    if (dialog) {
      await page.getByRole('button', { name: dialog.button }).first().click()
      await expect(page.getByRole('dialog', { name: dialog.name })).toBeVisible()
    }
    await expectNoSeriousAxeViolation(page, { label })
    expect(errors).toEqual([])
  })
}

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  test(
    `orders and customers screenshots: ${name}`,
    { tag: '@screenshots' },
    async ({ page, request }, testInfo) => {
      await useClientValues(page, values)
      const order = await singleOrder(request, 'Dispatched')
      const { customers } = await api<{ customers: CustomerAnswer[] }>(
        request,
        '/api/apps/ecommerce/customers?sortBy=orders&orderBy=desc&itemsPerPage=1',
      )
      const shoot = async (label: string) => {
        const shot = await page.screenshot({
          fullPage: true,
          path: path.join(screenshots, `ecommerce-${label}-${name}.png`),
        })
        await testInfo.attach(`ecommerce-${label}-${name}`, { body: shot, contentType: 'image/png' })
      }
      for (const [label, url] of [
        ['order-list', '/apps/ecommerce/order/list'],
        ['order-details', `/apps/ecommerce/order/details/${order.id}`],
        ['customer-list', '/apps/ecommerce/customer/list'],
        ['customer-details', `/apps/ecommerce/customer/details/${customers[0]!.customerId}`],
        ['customer-addresses', `/apps/ecommerce/customer/details/${customers[0]!.customerId}?tab=addresses`],
        [
          'customer-notifications',
          `/apps/ecommerce/customer/details/${customers[0]!.customerId}?tab=notifications`,
        ],
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
