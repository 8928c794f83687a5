// Every route of the menu on a phone (390 × 844, signed in as admin, Spanish and dark, and Arabic):
// nothing overflows sideways, no text is cut by its container (unless the whole text is one hover
// away in a title), and each list page shows its first row on the first screen (issue 31).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { STORAGE_STATE } from '../support/shell'
import { useClientValues, type ClientValues } from '../support/session'

type CatalogueGroup = { children: { url: string }[] }
const catalogue = JSON.parse(
  readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../packages/shared/src/navigation/page-catalogue.json',
    ),
    'utf8',
  ),
) as CatalogueGroup[]
const MENU_ROUTES = catalogue.flatMap((group) => group.children.map((child) => child.url))

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

type Layout = { overflow: number; cut: string[]; firstRowBottom: number | null }

/** What a phone shows of the page: sideways overflow, text cut off, where the list's first row ends. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth
    const cut: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *')) {
      if (!element.offsetParent) continue
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join('')
      if (!text) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      // Drawn nowhere on purpose (visually hidden labels), or the whole text is in a title.
      const hidden = element.clientWidth <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)'
      const titled = Boolean(element.closest('[title]')?.getAttribute('title')?.includes(text))
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if (clips && !hidden && !titled && !scrolls && element.scrollWidth > element.clientWidth + 1)
        cut.push(text.slice(0, 40))
    }
    const row = document.querySelector('main tbody tr:not([aria-hidden])')
    return {
      overflow,
      cut: [...new Set(cut)],
      firstRowBottom: row ? Math.round(row.getBoundingClientRect().bottom + window.scrollY) : null,
    }
  })
}

async function open(page: Page, route: string) {
  await page.goto(route)
  await page.locator('main').first().waitFor()
  await page.waitForLoadState('networkidle')
  // Lazy pages and their fonts settle.
  await page.waitForTimeout(300)
}

const VARIANTS: { name: string; values: ClientValues }[] = [
  { name: 'es dark', values: { language: 'es', theme: 'dark' } },
  { name: 'ar light', values: { language: 'ar', theme: 'light' } },
]

for (const variant of VARIANTS)
  test(`every menu route fits a phone (${variant.name})`, async ({ page }) => {
    test.setTimeout(MENU_ROUTES.length * 15_000)
    await useClientValues(page, variant.values)
    const problems: string[] = []
    for (const route of MENU_ROUTES) {
      await open(page, route)
      const layout = await measure(page)
      if (layout.overflow > 0) problems.push(`${route}: ${layout.overflow}px wider than the screen`)
      if (layout.cut.length) problems.push(`${route}: text cut: ${layout.cut.join(' | ')}`)
    }
    expect(problems).toEqual([])
  })

test('each list page shows its first row on the first screen', async ({ page }) => {
  test.setTimeout(LIST_ROUTES.length * 15_000)
  await useClientValues(page, { language: 'es', theme: 'dark' })
  const late: string[] = []
  for (const route of LIST_ROUTES) {
    await open(page, route)
    await page.locator('main tbody tr:not([aria-hidden])').first().waitFor()
    const { firstRowBottom } = await measure(page)
    if (firstRowBottom === null || firstRowBottom > PHONE.height) late.push(`${route}: ${firstRowBottom}`)
  }
  expect(late).toEqual([])
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
