// The public pages as a visitor uses them: searching the FAQ, reading a help article, buying through
// the checkout (and the admin finding the order in the back office), subscribing with the test
// card, an author's edit showing on the public page; axe on every new page, no console error; and
// screenshots (light, dark, Arabic) under PUBLIC_SHOTS_DIR when set.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { STORAGE_STATE, captureErrors } from '../support/shell'
import { ADMIN, useClientValues } from '../support/session'

test.describe.configure({ mode: 'default', timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

const PUBLIC_PAGES = [
  '/front-pages/landing-page',
  '/aurum-landing-page',
  '/home',
  '/front-pages/pricing',
  '/pages/pricing',
  '/pages/faq',
  '/front-pages/help-center',
  '/front-pages/help-center/article/how-do-i-purchase-an-item',
  '/front-pages/checkout',
  '/front-pages/payment',
]

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root')).not.toBeEmpty()
}

test('a visitor searches the FAQ and the answers state the delivery rules', async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  const errors = captureErrors(page)
  await page.goto('/pages/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('DELIVERY COST')
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible()
  await page.getByRole('button', { name: 'What is the delivery cost of my order?' }).click()
  await expect(page.getByText('$69 or $99 per order')).toBeVisible()
  await expect(page).toHaveURL(/q=DELIVERY/)
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('no such question at all')
  await expect(page.getByRole('status')).toContainText('No question matches')
  await expect(page).toHaveTitle(/Frequently asked questions/)
  expect(errors).toEqual([])
})

test('a visitor reads a help article and follows a related one', async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await page.goto('/front-pages/help-center')
  await expect(page.getByRole('heading', { level: 2, name: 'Popular articles' })).toBeVisible()
  await page.getByRole('link', { name: 'How do I purchase an item?' }).first().click()
  await expect(page).toHaveURL(/\/front-pages\/help-center\/article\/how-do-i-purchase-an-item$/)
  await expect(page.getByRole('heading', { level: 1, name: 'How do I purchase an item?' })).toBeVisible()
  await expect(page.getByText(/Last updated on/)).toBeVisible()
  const related = page.getByRole('complementary').getByRole('link').first()
  const relatedTitle = (await related.textContent()) ?? ''
  await related.click()
  await expect(page.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(relatedTitle.replace(/[?]/g, '\\?')))
})

test('a visitor buys through the checkout and the admin sees the same money on the order', async ({
  page,
  browser,
}) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  const errors = captureErrors(page)
  await page.goto('/front-pages/checkout')
  await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible()
  const addButtons = page.getByRole('button', { name: /^Add .* to the cart$/ })
  await addButtons.first().click()
  await addButtons.nth(1).click()
  await expect(page.getByRole('heading', { name: 'Your cart (2 products)' })).toBeVisible()
  await expect(page.getByTestId('checkout-total')).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()

  // Address: the empty form is refused field by field, as the store's checkout settings ask
  // (first and last name, and the phone for delivery, required).
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('This field is required').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'First name' }).fill('Vera')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Visitor')
  await page.getByRole('textbox', { name: 'Email' }).fill('vera.e2e@example.com')
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Market Street')
  await page.getByRole('textbox', { name: 'City' }).fill('Springfield')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('90210')
  await page.getByRole('combobox', { name: 'Country' }).fill('united st')
  await page.getByRole('option', { name: 'United States', exact: true }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('textbox', { name: 'Phone for delivery' })).toHaveAccessibleDescription(
    'This field is required',
  )
  await expectNoSeriousAxeViolation(page, { label: 'checkout address, with errors' })
  await page.getByRole('textbox', { name: 'Phone for delivery' }).fill('+1 555 0100')
  await page.getByRole('radio', { name: /Scheduled delivery/ }).check()
  const summary = page.getByRole('complementary')
  await expect(summary).toContainText('Delivery$99.00')
  const figure = async (name: string) =>
    ((await summary.getByText(name, { exact: true }).locator('..').textContent()) ?? '').replace(name, '')
  const quoted = {
    subtotal: await figure('Subtotal'),
    tax: await figure('Tax'),
    total: await figure('Total'),
  }
  await page.getByRole('button', { name: 'Continue' }).click()

  // Payment: a card failing Luhn is refused before sending; the test card pays.
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241')
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Vera Visitor')
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText('Enter a valid card number')).toBeVisible()
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  // The brand is read from the number as it is typed.
  await expect(page.getByText('Visa', { exact: true })).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'checkout payment' })
  await page.getByRole('button', { name: 'Place order' }).click()
  const placed = page.getByText(/Your order #\d+ is placed\./)
  await expect(placed).toBeVisible()
  const orderNumber = /#(\d+)/.exec((await placed.textContent()) ?? '')![1]!
  await expect(page.getByText(`Paid: ${quoted.total}`)).toBeVisible()
  expect(errors).toEqual([])

  // The back office lists it and its details show the checkout's own figures and the card's brand.
  const admin = await browser.newContext({ storageState: STORAGE_STATE.admin })
  const adminPage = await admin.newPage()
  await useClientValues(adminPage, { language: 'en', theme: 'light' })
  await adminPage.goto(`/apps/ecommerce/order/list?q=${orderNumber}`)
  const table = adminPage.getByRole('table', { name: 'Orders' })
  await expect(table).toContainText(`#${orderNumber}`)
  await expect(table).toContainText('Vera Visitor')
  await expect(table).toContainText(quoted.total)
  await table.getByRole('link', { name: `#${orderNumber}`, exact: true }).click()
  // The card (the first region of that name) holds the sums; its table's scroll box is named alike.
  const items = adminPage.getByRole('region', { name: 'Order details' }).first()
  await expect(items).toContainText(`Subtotal${quoted.subtotal}`)
  await expect(items).toContainText('Delivery$99.00')
  await expect(items).toContainText(`Tax${quoted.tax}`)
  await expect(items).toContainText(`Total${quoted.total}`)
  await expect(adminPage.getByText('Visa', { exact: true })).toBeVisible()
  await expect(adminPage.getByText('•••• 4242')).toBeVisible()
  await admin.close()
})

test.describe('signed in', () => {
  test.use({ storageState: STORAGE_STATE.admin })

  test("an author's FAQ edit shows on the public page", async ({ page, request }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
    const login = await request.post('/api/auth/login', { data: ADMIN })
    const token = ((await login.json()) as { accessToken: string }).accessToken
    const question = `Do you deliver on Sundays? (${Date.now()})`
    const groups = (await (
      await request.get('/api/content/faq', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { groups: { id: number }[] }
    const created = await request.post('/api/content/faq', {
      headers: { authorization: `Bearer ${token}` },
      data: { groupId: groups.groups[1]!.id, question, answer: '<p>Only scheduled deliveries.</p>' },
    })
    expect(created.status()).toBe(201)
    await page.goto('/apps/content/faq')
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ authoring' })).toBeVisible()
    await page.getByRole('button', { name: `Edit: ${question}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Question' }).fill(`${question} Yes!`)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expectNoSeriousAxeViolation(page, { label: '/apps/content/faq' })
    await page.goto(`/pages/faq?q=${encodeURIComponent('Sundays')}`)
    await expect(page.getByRole('button', { name: `${question} Yes!` })).toBeVisible()
    // Hidden again: gone from the public page.
    await page.goto('/apps/content/faq')
    await page.getByRole('switch', { name: `Published: ${question} Yes!` }).click()
    await expect(page.getByText('Hidden from the public pages').first()).toBeVisible()
    await page.goto(`/pages/faq?q=${encodeURIComponent('Sundays')}`)
    await expect(page.getByRole('status')).toContainText('No question matches')
  })

  test('the signed-in account subscribes with the test card and the billing tab shows it', async ({
    page,
  }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
    await page.goto('/front-pages/pricing')
    await page.getByRole('switch', { name: 'Bill annually' }).check()
    await page.getByRole('link', { name: 'Choose Company' }).click()
    await expect(page).toHaveURL(/plan=company&cycle=annual/)
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'Name on card' }).fill('John Doe')
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('01/20')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Enter a future expiry date as MM/YY')).toBeVisible()
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status')).toContainText('You are subscribed to Company')
    await page.getByRole('link', { name: 'See billing' }).click()
    await expect(page).toHaveURL(/\/pages\/account-settings\/billing-plans/)
    await expect(page.getByText('Your current plan is Company')).toBeVisible()
    // Put the admin back on Enterprise for the other specs.
    await page.goto('/front-pages/payment?plan=enterprise&cycle=monthly')
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242')
    await page.getByRole('textbox', { name: 'Name on card' }).fill('John Doe')
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByRole('status')).toContainText('Enterprise')
  })
})

test('the landing page stores a contact message', async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await page.goto('/front-pages/landing-page')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('This field is required').first()).toBeVisible()
  await page.getByRole('textbox', { name: 'Full name' }).fill('Sam Seller')
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com')
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Canada?')
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/pages/contact'))
  await page.getByRole('button', { name: 'Send message' }).click()
  expect((await sent).status()).toBe(201)
  await expect(page.getByText('Thank you: your message has been sent.')).toBeVisible()
})

for (const theme of ['light', 'dark'] as const) {
  // Pictures for a person to look at: every-route.spec.ts checks these pages in CI.
  test(`every public page is clean for a visitor (${theme}) @screenshots`, async ({ page }) => {
    await useClientValues(page, { language: 'en', theme })
    const errors = captureErrors(page)
    for (const path of PUBLIC_PAGES) {
      await page.goto(path)
      await settle(page)
      await expectNoSeriousAxeViolation(page, { label: `${path} (${theme})` })
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description, path).toBeTruthy()
      if (
        process.env.PUBLIC_SHOTS_DIR &&
        (path === '/front-pages/landing-page' || path === '/pages/faq' || path === '/front-pages/checkout')
      ) {
        await page.screenshot({
          path: `${process.env.PUBLIC_SHOTS_DIR}/${path.replace(/\//g, '_')}-${theme}.png`,
          fullPage: path !== '/front-pages/landing-page',
        })
      }
    }
    expect(errors).toEqual([])
  })
}

test('the public pages read right to left in Arabic', async ({ page }) => {
  await useClientValues(page, { language: 'ar', theme: 'light' })
  await page.goto('/pages/faq')
  await settle(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'التوصيل' })).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: '/pages/faq (ar)' })
  if (process.env.PUBLIC_SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.PUBLIC_SHOTS_DIR}/faq-ar.png`, fullPage: true })
    await page.goto('/front-pages/pricing')
    await settle(page)
    await page.screenshot({ path: `${process.env.PUBLIC_SHOTS_DIR}/pricing-ar.png`, fullPage: true })
  }
})

test('the admin authoring pages are clean', async ({ browser }) => {
  const context = await browser.newContext({ storageState: STORAGE_STATE.admin })
  const page = await context.newPage()
  await useClientValues(page, { language: 'en', theme: 'dark' })
  const errors = captureErrors(page)
  for (const path of ['/apps/content/faq', '/apps/content/help-center']) {
    await page.goto(path)
    await settle(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousAxeViolation(page, { label: path })
  }
  await page
    .getByRole('button', { name: /^Edit: / })
    .first()
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').getByRole('progressbar')).toHaveCount(0)
  await expectNoSeriousAxeViolation(page, { label: 'article dialog' })
  expect(errors).toEqual([])
  await context.close()
})
