// A deal from its wizard to the checkout: created, found in "Your deals" after a reload, edited
// in the wizard, then its code (typed in lower case) applied in the checkout wizard, whose summary
// shows the discount; the order placed keeps it, as the back office's order details show.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { ADMIN, CLIENT, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await request.post('/api/auth/login', { data: credentials })
  return ((await answer.json()) as { accessToken: string }).accessToken
}

/** A calendar day this many days from today (UTC), as a date field takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('a deal is listed after a reload, edited, and its code discounts a checkout', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const errors = captureErrors(page)
  const token = await tokenOf(request, CLIENT)
  const headers = { authorization: `Bearer ${token}` }
  for (const wizard of ['create-deal', 'checkout'])
    expect((await request.delete(`/api/wizards/drafts/${wizard}`, { headers })).status()).toBe(204)
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  const heading = (name: string) => page.getByRole('heading', { level: 2, name })
  const next = () => page.getByRole('button', { name: 'Next' }).click()

  // Create: 10% for Europe, valid from yesterday for a month.
  await page.goto('/wizard-examples/create-deal')
  await expect(heading('Deal type')).toBeVisible()
  await page.getByLabel('Discount').fill('10')
  await next()
  const code = `OFF${String(Date.now()).slice(-7)}`
  const title = `Offer ${code}`
  await page.getByLabel('Deal title').fill(title)
  await page.getByLabel('Deal code').fill(code)
  await page.getByRole('checkbox', { name: 'Nike shoes' }).check()
  await page.getByLabel('Start date').fill(dayFromToday(-1))
  await page.getByLabel('End date').fill(dayFromToday(30))
  await next()
  await expect(heading('Deal usage')).toBeVisible()
  await next()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(`Deal ${title} created with code ${code}.`)).toBeVisible()

  // After a reload, "Your deals" has it.
  await page.reload()
  const yourDeals = page.getByRole('table', { name: 'Your deals' })
  const row = yourDeals.getByRole('row', { name: new RegExp(title) })
  await expect(row).toContainText(code)
  await expect(row).toContainText('10%')

  // Edit: the wizard opens on the deal; 20% instead of 10%.
  await row.getByRole('button', { name: `Edit ${title}` }).click()
  await expect(page.getByText(`Editing the deal “${title}”`)).toBeVisible()
  await expect(page).toHaveURL(/\?edit=\d+$/)
  await expect(page.getByLabel('Discount')).toHaveValue('10')
  await page.getByLabel('Discount').fill('20')
  await next()
  await expect(page.getByLabel('Deal code')).toHaveValue(code)
  await next()
  await next()
  await expect(heading('Review')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).not.toHaveURL(/edit=/)
  await expect(row).toContainText('20%')
  await page.reload()
  await expect(yourDeals.getByRole('row', { name: new RegExp(title) })).toContainText('20%')

  // The checkout wizard: the code in lower case, applied to the cart.
  await page.goto('/wizard-examples/checkout')
  await expect(heading('Cart')).toBeVisible()
  await page
    .getByRole('region', { name: 'Catalogue' })
    .getByRole('button', { name: /^Add .* to the cart$/ })
    .first()
    .click()
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary).toContainText('Total')
  await summary.getByLabel('Offer code').fill(code.toLowerCase())
  await summary.getByRole('button', { name: 'Apply' }).click()
  await expect(summary).toContainText(`Discount (${code})`)
  await expect(summary.getByText('Code applied')).toBeVisible()
  await next()

  await expect(heading('Address')).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(`ada.${code.toLowerCase()}@example.com`)
  await page.getByLabel('Phone for delivery').fill('+44 20 7946 0000')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main Street')
  await page.getByLabel('City').fill('London')
  await page.getByLabel('Postal code').fill('N1 9GU')
  await page.getByLabel('Country').fill('United Kingdom')
  await page.getByRole('option', { name: 'United Kingdom' }).click()
  await next()
  await expect(heading('Payment')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await next()
  await expect(heading('Review')).toBeVisible()
  const reviewSummary = page.getByRole('region', { name: 'Order summary' })
  await expect(reviewSummary).toContainText(`Discount (${code})`)
  const totalText = (await reviewSummary.locator('dd').last().textContent()) ?? ''
  await page.getByRole('button', { name: 'Submit' }).click()
  const placed = page.getByText(/^Order #\d+ placed/)
  await expect(placed).toBeVisible()
  await expect(placed).toContainText(totalText)
  const orderNumber = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')![1])

  // The order keeps the code and the discount: the back office's details show the line.
  const adminToken = await tokenOf(request, ADMIN)
  const adminHeaders = { authorization: `Bearer ${adminToken}` }
  const found = (await (
    await request.get(`/api/apps/ecommerce/orders?q=${orderNumber}&itemsPerPage=50`, {
      headers: adminHeaders,
    })
  ).json()) as { orders: { id: number; order: number }[] }
  const orderId = found.orders.find((order) => order.order === orderNumber)!.id
  const detail = (await (
    await request.get(`/api/apps/ecommerce/orders/${orderId}`, { headers: adminHeaders })
  ).json()) as { subtotal: number; discount: number; offerCode: string; total: number }
  expect(detail.offerCode).toBe(code)
  expect(detail.discount).toBeCloseTo(Math.round(detail.subtotal * 20) / 100, 2)

  const office = await browser.newContext()
  const officePage = await office.newPage()
  await useClientValues(officePage, { language: 'en', theme: 'light' })
  await logInByApi(officePage, request, ADMIN)
  await officePage.goto(`/apps/ecommerce/order/details/${orderId}`)
  await expect(officePage.getByText(`Discount (${code})`)).toBeVisible()
  await office.close()
  expect(errors).toEqual([])
})
