// Products and categories in a real browser: create a product through the form (with an image
// upload) and find it, edit it, delete with confirmation, filter, export the filtered CSV, add and
// edit categories (and see a used one refused), axe on each page, and screenshots for a look.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

// Pages load their code and strings on first visit; on a busy CI machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })

const LIST = '/apps/ecommerce/product/list'
const ADD = '/apps/ecommerce/product/add'
const CATEGORIES = '/apps/ecommerce/product/category-list'
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')

/** A real 1×1 PNG for the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

// Each test logs in against this run's server itself: the shared storage-state files may hold a
// token of another server when several runs share the working tree.
test.beforeEach(async ({ page, request }) => {
  await logInByApi(page, request, ADMIN)
})

/** Unique per run and per test, so parallel tests and retries never meet each other's rows. */
const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: ADMIN })
  return ((await answer.json()) as { accessToken: string }).accessToken
}

async function apiTotal(request: APIRequestContext, query: Record<string, string>): Promise<number> {
  const answer = await request.get(`/api/apps/ecommerce/products?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  })
  return ((await answer.json()) as { total: number }).total
}

/** The products page as a user sees it. */
class ProductList {
  constructor(readonly page: Page) {}
  get table() {
    return this.page.getByRole('table', { name: 'Products' })
  }
  row(name: string) {
    return this.table.getByRole('row').filter({ hasText: name })
  }
  async search(term: string) {
    await this.page.getByLabel('Search products').fill(term)
    await expect(this.page).toHaveURL(
      new RegExp(`q=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`),
    )
  }
  async choose(filter: 'Status' | 'Category' | 'Stock', option: string) {
    await this.page.getByRole('combobox', { name: filter }).click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
  }
}

async function fillProductForm(
  page: Page,
  fields: { name: string; sku: string; price: string; qty: string; category: string; status: string },
) {
  await page.getByLabel('Product name').fill(fields.name)
  await page.getByLabel('SKU').fill(fields.sku)
  await page.getByLabel('Brand').fill('E2E Works')
  const description = page.getByRole('textbox', { name: 'Description' })
  await description.click()
  await page.keyboard.type('A sturdy lamp for ')
  await page.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('long evenings')
  await page.getByLabel('Price').fill(fields.price)
  await page.getByLabel('Quantity').fill(fields.qty)
  await page.getByRole('combobox', { name: 'Category' }).click()
  await page.getByRole('option', { name: fields.category, exact: true }).click()
  await page.getByRole('combobox', { name: 'Status' }).click()
  await page.getByRole('option', { name: fields.status, exact: true }).click()
  const tags = page.getByRole('combobox', { name: 'Tags' })
  await tags.fill('e2e')
  await tags.press('Enter')
}

test.describe('products', () => {
  // Whole flows through several pages: generous on a busy machine.
  test.describe.configure({ timeout: 240_000 })
  test.beforeEach(async ({ page }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
  })

  test('create a product with an image, find it, edit it, delete it', async ({ page }) => {
    const errors = captureErrors(page)
    const name = unique('E2E Lamp')
    const sku = `E2E-${Date.now().toString(36)}`
    const list = new ProductList(page)

    await page.goto(ADD)
    await expect(page.getByRole('heading', { name: 'Add a new product' })).toBeVisible()
    // A save with nothing filled in names the fields, and sends nothing.
    await page.getByRole('button', { name: 'Publish product' }).click()
    await expect(page.getByText('Enter a name')).toBeVisible()
    await expect(page.getByText('Choose a category')).toBeVisible()

    await fillProductForm(page, {
      name,
      sku,
      price: '149.90',
      qty: '12',
      category: 'Home Decor',
      status: 'Scheduled',
    })
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG })
    const preview = page.getByRole('img', { name: 'Preview of the chosen image' })
    await expect(preview).toHaveAttribute('src', /^\/api\/media\/uploads\/[A-Za-z0-9_-]+$/)
    await page.getByRole('button', { name: 'Publish product' }).click()

    await expect(page).toHaveURL(new RegExp(`${LIST}$`))
    await expect(page.getByRole('alert').filter({ hasText: `${name} was added` })).toBeVisible()
    await list.search(name)
    const row = list.row(name)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('$149.90')
    await expect(row).toContainText('Home Decor')
    await expect(row).toContainText('Scheduled')
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/media\/uploads\//)

    // Edit: the form comes back filled, the description included; a change shows in the list.
    await row.getByRole('link', { name: `Edit ${name}` }).click()
    await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible()
    await expect(page.getByLabel('Product name')).toHaveValue(name)
    await expect(page.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText(
      'long evenings',
    )
    await page.getByLabel('Price').fill('42.5')
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Published', exact: true }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: `${name} was saved` })).toBeVisible()
    await list.search(name)
    await expect(list.row(name)).toContainText('$42.50')
    await expect(list.row(name)).toContainText('Published')

    // Delete: asks first; after a reload the product is still gone.
    await list
      .row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' })
    await expect(dialog.getByText(`${name} and its reviews will be deleted`)).toBeVisible()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByRole('alert').filter({ hasText: `${name} was deleted` })).toBeVisible()
    await page.reload()
    await expect(page.getByText('No product matches these filters')).toBeVisible()
    await expect(list.row(name)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('a SKU already used shows under the SKU field', async ({ page, request }) => {
    const answer = await request.get('/api/apps/ecommerce/products?itemsPerPage=1', {
      headers: { Authorization: `Bearer ${await apiToken(request)}` },
    })
    const [existing] = ((await answer.json()) as { products: { sku: string }[] }).products
    await page.goto(ADD)
    await fillProductForm(page, {
      name: unique('E2E Clash'),
      sku: existing!.sku,
      price: '10',
      qty: '1',
      category: 'Office',
      status: 'Inactive',
    })
    await page.getByRole('button', { name: 'Publish product' }).click()
    await expect(page.getByText('Another product already uses this SKU')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${ADD}$`))
  })

  test('filters by category and status in the URL, and exports exactly the filtered rows', async ({
    page,
    request,
  }) => {
    const list = new ProductList(page)
    await page.goto(LIST)
    await list.choose('Category', 'Shoes')
    await list.choose('Status', 'Published')
    await expect(page).toHaveURL(/category=Shoes/)
    await expect(page).toHaveURL(/status=Published/)
    const total = await apiTotal(request, { category: 'Shoes', status: 'Published' })
    expect(total).toBeGreaterThan(0)
    const rows = list.table.getByRole('row').filter({ has: page.getByRole('cell') })
    await expect(rows).toHaveCount(Math.min(total, 10))
    for (const row of await rows.all()) {
      await expect(row).toContainText('Shoes')
      await expect(row).toContainText('Published')
    }
    // A reload keeps the filters (they live in the URL).
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Shoes')
    await expect(rows).toHaveCount(Math.min(total, 10))

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('products.csv')
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '')
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe('ID,Product,Brand,Category,SKU,Price (USD),Quantity,In stock,Status')
    expect(lines).toHaveLength(total + 1)
    for (const line of lines.slice(1)) expect(line).toMatch(/,Shoes,.*,Published$/)
  })

  test('bulk delete removes the checked products', async ({ page, request }) => {
    const token = await apiToken(request)
    const names = [unique('E2E Bulk A'), unique('E2E Bulk B')]
    for (const [index, productName] of names.entries()) {
      const created = await request.post('/api/apps/ecommerce/products', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          productName,
          productBrand: 'E2E',
          category: 'Games',
          sku: `BULK-${Date.now().toString(36)}-${index}`,
          price: 5,
          qty: 1,
          stock: true,
          status: 'Inactive',
          description: '',
          tags: [],
          image: null,
        },
      })
      expect(created.status()).toBe(201)
    }
    const list = new ProductList(page)
    await page.goto(LIST)
    await list.search('E2E Bulk')
    // The search's own answer, not the previous page still on screen (it lists them too).
    await expect(page.getByText('1–2 of 2')).toBeVisible()
    // A refetch that lands during a click can redraw the rows: tick until both hold together.
    await expect(async () => {
      for (const productName of names) {
        const box = list.row(productName).getByRole('checkbox')
        if (!(await box.isChecked())) await box.check()
      }
      await expect(page.getByRole('button', { name: 'Delete 2 selected' })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Delete 2 selected' }).click()
    await page
      .getByRole('dialog', { name: 'Delete 2 products?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(page.getByRole('alert').filter({ hasText: '2 products were deleted' })).toBeVisible()
    for (const productName of names) await expect(list.row(productName)).toHaveCount(0)
  })
})

test.describe('categories', () => {
  test.describe.configure({ timeout: 150_000 })
  test.beforeEach(async ({ page }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
  })

  test('add and edit a category in the drawer; a category in use cannot be deleted', async ({ page }) => {
    const errors = captureErrors(page)
    const name = unique('E2E Garden')
    const renamed = `${name} Tools`
    await page.goto(CATEGORIES)
    const table = page.getByRole('table', { name: 'Categories' })

    await page.getByRole('button', { name: 'Add category' }).click()
    const drawer = page.getByRole('form', { name: 'Add category' })
    await drawer.getByLabel('Name').fill(name)
    await drawer.getByLabel('Description').fill('Plants and tools')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: `The category ${name} was added` })).toBeVisible()
    await page.getByLabel('Search categories').fill(name)
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('$0.00')

    await table.getByRole('button', { name: `Edit ${name}` }).click()
    const editor = page.getByRole('form', { name: 'Edit category' })
    await expect(editor.getByLabel('Name')).toHaveValue(name)
    await editor.getByLabel('Name').fill(renamed)
    await editor.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: `The category ${renamed} was saved` }),
    ).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: renamed })).toHaveCount(1)

    // A category that products use: the server refuses, and the reason is shown.
    await page.getByLabel('Search categories').fill('Electronics')
    await table.getByRole('button', { name: 'Delete Electronics' }).click()
    await page
      .getByRole('dialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(
      page.getByRole('alert').filter({ hasText: /Electronics cannot be deleted: \d+ products use it/ }),
    ).toBeVisible()
    await expect(table.getByRole('row').filter({ hasText: 'Electronics' })).toHaveCount(1)

    // An unused one goes.
    await page.getByLabel('Search categories').fill(renamed)
    await table.getByRole('button', { name: `Delete ${renamed}` }).click()
    await page
      .getByRole('dialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(
      page.getByRole('alert').filter({ hasText: `The category ${renamed} was deleted` }),
    ).toBeVisible()
    await expect(page.getByText('No category matches this search')).toBeVisible()
    // The refused deletion's 409 is logged by the browser as a failed resource: that one is expected.
    expect(errors.filter((error) => !/status of 409/.test(error))).toEqual([])
  })
})

test.describe('quality', () => {
  test.describe.configure({ timeout: 180_000 })
  // The three pages, in three readings, are scanned by every-route.spec.ts; the drawer opens here.
  test('no serious axe violation in the category drawer (light and dark)', async ({ page }) => {
    const errors = captureErrors(page)
    for (const theme of ['light', 'dark'] as const) {
      await useClientValues(page, { language: 'en', theme })
      await page.goto(CATEGORIES)
      await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.getByRole('button', { name: 'Add category' }).click()
      await expect(page.getByRole('form', { name: 'Add category' })).toBeVisible()
      await expectNoSeriousAxeViolation(page, { label: `category drawer (${theme})` })
    }
    expect(errors).toEqual([])
  })

  for (const [name, values] of [
    ['light', { language: 'en', theme: 'light' }],
    ['dark', { language: 'en', theme: 'dark' }],
    ['arabic', { language: 'ar', theme: 'light' }],
  ] as const) {
    test(
      `screenshots of the product list and add pages (${name})`,
      { tag: '@screenshots' },
      async ({ page }, testInfo) => {
        await useClientValues(page, values)
        for (const [file, url] of [
          ['products-list', LIST],
          ['products-add', ADD],
        ] as const) {
          await page.goto(url)
          await page.waitForLoadState('networkidle')
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          const shot = await page.screenshot({
            fullPage: true,
            path: path.join(screenshots, `${file}-${name}.png`),
          })
          await testInfo.attach(`${file}-${name}`, { body: shot, contentType: 'image/png' })
        }
      },
    )
  }
})
