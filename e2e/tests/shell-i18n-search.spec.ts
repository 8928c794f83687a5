// Issue items 4 and 8: Arabic mirrors the frame; the global search by mouse and keyboard.
import { expect, test } from '@playwright/test'
import { Customizer, STORAGE_STATE } from '../support/shell'
import { useClientValues } from '../support/session'

test.use({ storageState: STORAGE_STATE.admin })

test('Arabic sets lang and dir=rtl and puts the navigation on the right', async ({ page }) => {
  await useClientValues(page, { language: 'en' })
  await page.goto('/access-control')
  const navBox = async () => (await page.getByTestId('vertical-nav').boundingBox())!
  expect((await navBox()).x).toBeLessThan(10)
  await page.getByRole('button', { name: 'Language' }).click()
  await page.getByRole('menuitem', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByTestId('vertical-nav').getByRole('link', { name: 'التحكم في الوصول' })).toBeVisible()
  const viewport = page.viewportSize()!
  await expect.poll(async () => Math.round((await navBox()).x + (await navBox()).width)).toBe(viewport.width)
  // The choice is kept: a reload comes back in Arabic, right to left.
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('each language translates the frame', async ({ page }) => {
  await useClientValues(page, { language: 'fr' })
  await page.goto('/access-control')
  await expect(page.getByRole('button', { name: 'Ouvrir le personnalisateur' })).toBeVisible()
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('language', 'Español')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { name: 'Personalizador' })).toBeVisible()
})

test('the browser tab names the page in the reader’s language, and follows a change of language', async ({
  page,
}) => {
  await useClientValues(page, { language: 'es' })
  await page.goto('/apps/ecommerce/order/list')
  await expect(page).toHaveTitle('Pedidos — Aurum')
  await page.goto('/apps/invoice/list')
  await expect(page).not.toHaveTitle('Pedidos — Aurum')
  await expect(page).toHaveTitle(/ — Aurum$/)
  await page.goto('/apps/ecommerce/order/list')
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('language', 'English')
  await expect(page).toHaveTitle('Orders — Aurum')
})

test.describe('global search', () => {
  test.beforeEach(async ({ page }) => {
    await useClientValues(page, { language: 'en' })
    await page.goto('/access-control')
    await expect(page.getByTestId('layout-wrapper')).toBeVisible()
  })

  test('opens with Ctrl+K, suggests pages when empty, and navigates with the keyboard', async ({ page }) => {
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search pages' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Suggested')).toBeVisible()
    const input = dialog.getByRole('combobox', { name: 'Search pages' })
    await input.fill('crm')
    const option = dialog.getByRole('option', { name: 'CRM Dashboard' })
    await expect(option).toBeVisible()
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/dashboards\/crm$/)
    await expect(dialog).toBeHidden()
    // The page opened is now a recent one.
    await page.keyboard.press('Control+k')
    await expect(dialog.getByText('Recent')).toBeVisible()
    await expect(dialog.getByRole('option', { name: 'CRM Dashboard' })).toBeVisible()
  })

  test('arrow keys move through the results', async ({ page }) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search pages' })
    const input = dialog.getByRole('combobox')
    // A part of the two pages' titles that no record matches ("login" also finds a FAQ entry).
    await input.fill('ogin v')
    const options = dialog.getByRole('option')
    await expect(options).toHaveCount(2)
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await input.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await input.press('ArrowDown')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    await input.press('ArrowUp')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/pages\/authentication\/login-v2$/)
  })

  test('a click opens a result; no match says so', async ({ page }) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Search pages' })
    await dialog.getByRole('combobox').fill('zzzz-nothing')
    await expect(dialog.getByRole('status')).toContainText('zzzz-nothing')
    await dialog.getByRole('combobox').fill('coming')
    await dialog.getByRole('option', { name: 'Coming Soon' }).click()
    await expect(page).toHaveURL(/\/pages\/misc\/coming-soon$/)
  })
})
