// Phones (390 × 844, signed in as admin): each list page shows its first row on the first screen, a
// row opens its details, the filters fold under one button, and a dialog takes the whole screen
// (issue 31). That no route overflows or cuts its text on a phone is checked by every-route.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { STORAGE_STATE } from '../support/shell'
import { useClientValues } from '../support/session'

/** The list pages: their first row must be on the first screen. */
const LIST_ROUTES = [
  '/apps/user/list',
  '/apps/permissions',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/product/category-list',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/manage-review',
  '/apps/ecommerce/referrals',
  '/apps/invoice/list',
  '/apps/academy/authoring',
  '/tables/data-table',
]

const PHONE = { width: 390, height: 844 }

test.use({ storageState: STORAGE_STATE.admin, viewport: PHONE, isMobile: true, hasTouch: true })

/**
 * The first row's words that a phone breaks over two lines or more (an invoice number or an amount
 * squeezed into a column narrower than itself): each text of up to 24 letters without a space.
 */
function brokenWordsOfFirstRow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const row = document.querySelector('main tbody tr:not([aria-hidden])')
    if (!row) return []
    const broken: string[] = []
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const word = node.textContent?.trim() ?? ''
      if (!word || word.length > 24 || /\s/.test(word)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      if (lines.size > 1) broken.push(word)
    }
    return broken
  })
}

/** Where the list's first row ends, in page coordinates (null: no row). */
function firstRowBottom(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const row = document.querySelector('main tbody tr:not([aria-hidden])')
    return row ? Math.round(row.getBoundingClientRect().bottom + window.scrollY) : null
  })
}

async function open(page: Page, route: string) {
  await page.goto(route)
  await page.locator('main').first().waitFor()
  await page.waitForLoadState('networkidle')
  // Lazy pages and their fonts settle.
  await page.waitForTimeout(300)
}

test('each list page shows its first row on the first screen, no word of it broken', async ({ page }) => {
  test.setTimeout(LIST_ROUTES.length * 15_000)
  await useClientValues(page, { language: 'es', theme: 'dark' })
  const late: string[] = []
  const squeezed: string[] = []
  for (const route of LIST_ROUTES) {
    await open(page, route)
    await page.locator('main tbody tr:not([aria-hidden])').first().waitFor()
    const bottom = await firstRowBottom(page)
    if (bottom === null || bottom > PHONE.height) late.push(`${route}: ${bottom}`)
    const broken = await brokenWordsOfFirstRow(page)
    if (broken.length) squeezed.push(`${route}: ${broken.join(', ')}`)
  }
  expect(late).toEqual([])
  expect(squeezed).toEqual([])
})

test('a list row opens its details, and the filters fold under one button', async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await open(page, '/apps/ecommerce/order/list')
  const table = page.getByRole('table', { name: /orders/i })
  await expect(table.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0)
  await table.getByRole('button', { name: 'Show details' }).first().click()
  await expect(table.locator('dl').first()).toContainText('Customer')
  const filters = page.getByRole('button', { name: /^Filters/ })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await filters.click()
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#list-filters')).toBeVisible()
})

test('a dialog takes the whole phone screen', async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await open(page, '/pages/dialog-examples')
  await page.getByRole('button', { name: 'Edit the profile' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
})
