// The wizards in a real browser: Next refused while a step is invalid, the draft resumed after a
// reload (the server keeps it), and the submission found through the API (each page's first screen
// is scanned by every-route.spec.ts). Each test starts from no draft: the demo users are shared.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, CLIENT, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const answer = await request.post('/api/auth/login', { data: credentials })
  return ((await answer.json()) as { accessToken: string }).accessToken
}

async function discardDraft(request: APIRequestContext, token: string, wizard: string) {
  const answer = await request.delete(`/api/wizards/drafts/${wizard}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(204)
}

/** Waits for the autosave to report the draft kept (what a reload then resumes). */
async function draftSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible()
}

test('the numbered account wizard refuses a bad step, resumes after a reload, and submits', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  const token = await tokenOf(request, CLIENT)
  await discardDraft(request, token, 'form-wizard-numbered')
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  await page.goto('/forms/form-wizard-numbered')
  const heading = (name: string) => page.getByRole('heading', { level: 2, name })

  await expect(heading('Account details')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Use 3 to 30 letters, digits, dots, hyphens or underscores')).toBeVisible()
  await expect(heading('Account details')).toBeVisible()

  const username = `e2e.${Date.now()}`
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill('e2e-wizard@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  await page.getByLabel('Confirm password').fill('secret-123')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Personal info')).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await draftSaved(page)

  await page.reload()
  await expect(heading('Personal info')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expect(page.getByRole('status')).toHaveText('Resumed from your draft')

  // The passwords are not in the draft: Back, and type them again.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Username')).toHaveValue(username)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  await page.getByLabel('Confirm password').fill('secret-123')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Country').fill('France')
  await page.getByRole('option', { name: 'France' }).click()
  await page.getByRole('checkbox', { name: 'French' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Social links')).toBeVisible()
  await page.getByLabel('GitHub').fill('not a link')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Enter a full address starting with https://')).toBeVisible()
  await page.getByLabel('GitHub').fill('https://github.com/ada')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Review')).toBeVisible()
  await expect(page.getByText('Ada', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  // A client may not create users: the wizard says so and where the submission went.
  await expect(page.getByText('Your role may not create users, so no account was created.')).toBeVisible()
  await page.reload()
  const kept = page
    .getByRole('table', { name: 'Your submissions' })
    .getByRole('row')
    .filter({ hasText: username })
  await expect(kept).toContainText('Ada Lovelace')
  await expect(kept).toContainText('Kept only (no account)')

  const headers = { authorization: `Bearer ${token}` }
  const submissions = (await (await request.get('/api/wizards/accounts', { headers })).json()) as {
    submissions: { username: string; fullName: string; wizard: string }[]
  }
  expect(submissions.submissions[0]).toMatchObject({
    username,
    fullName: 'Ada Lovelace',
    wizard: 'form-wizard-numbered',
  })
  const draft = await (await request.get('/api/wizards/drafts/form-wizard-numbered', { headers })).json()
  expect(draft).toEqual({ draft: null })
  expect(errors).toEqual([])
})

test('an admin’s account wizard creates the account, which signs in and opens on the user page', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  await discardDraft(request, await tokenOf(request, ADMIN), 'form-wizard-icons')
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/forms/form-wizard-icons')
  const username = `e2e.made.${Date.now()}`
  const email = `${username}@example.com`
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('secret-123')
  await page.getByLabel('Confirm password').fill('secret-123')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Country').fill('Spain')
  await page.getByRole('option', { name: 'Spain' }).click()
  await page.getByRole('checkbox', { name: 'Spanish' }).check()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(`Account ${username} created.`)).toBeVisible()
  await page.getByRole('link', { name: 'Open the user' }).click()
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/)
  await expect(page.getByText('Grace Hopper').first()).toBeVisible()
  const login = await request.post('/api/auth/login', { data: { email, password: 'secret-123' } })
  expect(login.status()).toBe(201)
  expect(errors).toEqual([])
})

test('create-deal refuses a percentage over 100, resumes after a reload, and lists the deal it stored', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  const token = await tokenOf(request, CLIENT)
  await discardDraft(request, token, 'create-deal')
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  await page.goto('/wizard-examples/create-deal')
  const heading = (name: string) => page.getByRole('heading', { level: 2, name })

  await expect(heading('Deal type')).toBeVisible()
  await page.getByLabel('Discount').fill('150')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('A percentage discount is at most 100')).toBeVisible()
  await expect(heading('Deal type')).toBeVisible()
  await page.getByLabel('Discount').fill('25')
  await page.getByRole('button', { name: 'Next' }).click()

  const code = `E2E${String(Date.now()).slice(-6)}`
  await expect(heading('Deal details')).toBeVisible()
  await page.getByLabel('Deal title').fill('Summer sale')
  await page.getByLabel('Deal code').fill(code)
  await draftSaved(page)
  await page.reload()
  await expect(heading('Deal details')).toBeVisible()
  await expect(page.getByLabel('Deal code')).toHaveValue(code)

  await page.getByRole('checkbox', { name: 'Nike shoes' }).check()
  await page.getByLabel('Start date').fill('2026-07-01')
  await page.getByLabel('End date').fill('2026-07-31')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Deal usage')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(heading('Review')).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(`Deal Summer sale created with code ${code}.`)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Your deals' })).toContainText(code)

  const deals = (await (
    await request.get('/api/wizards/deals', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { deals: { code: string; discount: number; offeredItems: string[] }[] }
  expect(deals.deals.find((deal) => deal.code === code)).toMatchObject({
    discount: 25,
    offeredItems: ['nike-shoes'],
  })
  expect(errors).toEqual([])
})

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('property-listing uploads its photos and stores the listing with their ids', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  const token = await tokenOf(request, CLIENT)
  await discardDraft(request, token, 'property-listing')
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  await page.goto('/wizard-examples/property-listing')
  const heading = (name: string) => page.getByRole('heading', { level: 2, name })
  const next = () => page.getByRole('button', { name: 'Next' }).click()

  await expect(heading('Personal details')).toBeVisible()
  await page.getByLabel('First name').fill('Ana')
  await page.getByLabel('Last name').fill('Ruiz')
  await page.getByLabel('Email').fill('ana@example.com')
  await page.getByLabel('Phone').fill('+34 600 000 000')
  await next()
  await expect(heading('Property details')).toBeVisible()
  await page.getByLabel('Address').fill('1 Calle Mayor')
  const city = `Madrid ${Date.now()}`
  await page.getByLabel('City').fill(city)
  await page.getByLabel('Postal code').fill('28013')
  await page.getByLabel('Country').fill('Spain')
  await page.getByRole('option', { name: 'Spain' }).click()
  await next()
  await expect(heading('Property features')).toBeVisible()
  await next()
  await expect(heading('Property area')).toBeVisible()
  await page.getByLabel('Total area (m²)').fill('80')
  await page.getByLabel('Carpet area (m²)').fill('90')
  await page.getByLabel('Available from').fill('2026-09-01')
  await next()
  await expect(page.getByText('The carpet area cannot exceed the total area')).toBeVisible()
  await page.getByLabel('Carpet area (m²)').fill('70')
  await next()
  await expect(heading('Price details')).toBeVisible()
  await page.getByLabel('Expected price').fill('320000')
  await next()
  await expect(heading('Photos')).toBeVisible()
  await next()
  await expect(page.getByText('Add at least one photo')).toBeVisible()
  await page.getByLabel('Photo files').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.getByRole('img', { name: 'Photo 1 of the property' })).toBeVisible()
  await next()
  await expect(heading('Review')).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('created with 1 photo.')).toBeVisible()

  const listings = (await (
    await request.get('/api/wizards/listings', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { listings: { city: string; photoIds: string[]; photoUrls: string[] }[] }
  const stored = listings.listings.find((listing) => listing.city === city)
  expect(stored?.photoIds).toHaveLength(1)
  expect((await request.get(stored!.photoUrls[0]!)).status()).toBe(200)
  expect(errors).toEqual([])
})

test('checkout places a real order through the public checkout, found by the admin through the API', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  const token = await tokenOf(request, CLIENT)
  await discardDraft(request, token, 'checkout')
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  await page.goto('/wizard-examples/checkout')
  const heading = (name: string) => page.getByRole('heading', { level: 2, name })
  const next = () => page.getByRole('button', { name: 'Next' }).click()

  await expect(heading('Cart')).toBeVisible()
  await next()
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible()
  const catalogue = page.getByRole('region', { name: 'Catalogue' })
  await catalogue
    .getByRole('button', { name: /^Add .* to the cart$/ })
    .first()
    .click()
  await expect(page.getByRole('region', { name: 'Your cart' }).getByRole('listitem')).toHaveCount(1)
  await next()

  await expect(heading('Address')).toBeVisible()
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill('ada@example.com')
  await page.getByLabel('Phone for delivery').fill('+44 20 7946 0000')
  // The label reads "Address *" when required: the textbox's name is "Address".
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main Street')
  await page.getByLabel('City').fill('London')
  await page.getByLabel('Postal code').fill('N1 9GU')
  await page.getByLabel('Country').fill('United Kingdom')
  await page.getByRole('option', { name: 'United Kingdom' }).click()
  await draftSaved(page)
  await page.reload()
  await expect(heading('Address')).toBeVisible()
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace')
  await next()

  await expect(heading('Payment')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByLabel('Expiry (MM/YY)').fill('12/39')
  await page.getByLabel('CVC').fill('123')
  await next()
  await expect(page.getByText('Enter a valid card number')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await next()
  await expect(heading('Review')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Total')
  await page.getByRole('button', { name: 'Submit' }).click()
  const placed = page.getByText(/^Order #\d+ placed/)
  await expect(placed).toBeVisible()
  const orderNumber = Number(/#(\d+)/.exec((await placed.textContent()) ?? '')![1])

  const adminToken = await tokenOf(request, ADMIN)
  const orders = (await (
    await request.get(`/api/apps/ecommerce/orders?q=${orderNumber}&itemsPerPage=50`, {
      headers: { authorization: `Bearer ${adminToken}` },
    })
  ).json()) as { orders: { order: number }[] }
  expect(orders.orders.map((order) => order.order)).toContain(orderNumber)
  expect(errors).toEqual([])
})

// The wizard pages' first screen, in three readings, is checked by every-route.spec.ts.
