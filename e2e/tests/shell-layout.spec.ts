// Issue items 2 and 3: every layout option of the customizer is applied, settings survive a
// reload, the spec's rule for switching to horizontal, the overlay navigation and the reset.
import { expect, test, type Page } from '@playwright/test'
import { Customizer, STORAGE_STATE, storedValue } from '../support/shell'
import { useClientValues } from '../support/session'

test.use({ storageState: STORAGE_STATE.admin })

test.beforeEach(async ({ page }) => {
  await useClientValues(page, { language: 'en' })
})

async function openShell(page: Page) {
  await page.goto('/access-control')
  await expect(page.getByTestId('layout-wrapper')).toBeVisible()
}

test('defaults: dark, default skin, boxed, vertical and expanded', async ({ page }) => {
  await openShell(page)
  const wrapper = page.getByTestId('layout-wrapper')
  await expect(wrapper).toHaveAttribute('data-layout', 'vertical')
  await expect(wrapper).toHaveAttribute('data-content-width', 'boxed')
  await expect(page.getByTestId('vertical-nav')).toHaveAttribute('data-mini', 'false')
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark')
})

test('the system theme follows the operating system while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await useClientValues(page, { theme: 'system' })
  await openShell(page)
  const scheme = () => page.evaluate(() => document.documentElement.style.colorScheme)
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await expect.poll(scheme).toBe('dark')
  const darkBackground = await background()
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(scheme).toBe('light')
  expect(await background()).not.toBe(darkBackground)
  expect(await storedValue(page, 'theme')).toBe('system')
  expect(await storedValue(page, 'color-scheme')).toBe('light')
})

test('settings persist across a reload under the aurum- prefix', async ({ page }) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('theme', 'Light')
  await customizer.choose('skin', 'Bordered')
  await customizer.choose('content-width', 'Fluid')
  await customizer.choose('footer-type', 'Hidden')
  await customizer.choose('navbar-type', 'Static')
  await customizer.close()
  await page.reload()
  const wrapper = page.getByTestId('layout-wrapper')
  await expect(wrapper).toHaveAttribute('data-content-width', 'fluid')
  await expect(page.getByTestId('footer')).toHaveCount(0)
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-navbar-type', 'static')
  expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('light')
  expect(await storedValue(page, 'theme')).toBe('light')
  expect(await storedValue(page, 'skin')).toBe('bordered')
  expect(await storedValue(page, 'color-scheme')).toBe('light')
  expect(await storedValue(page, 'appContentWidth')).toBe('fluid')
})

test('navbar and footer types are applied', async ({ page }) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  for (const [option, value] of [
    ['Static', 'static'],
    ['Sticky', 'sticky'],
  ] as const) {
    await customizer.choose('navbar-type', option)
    await expect(page.getByTestId('navbar')).toHaveAttribute('data-navbar-type', value)
    await customizer.choose('footer-type', option)
    await expect(page.getByTestId('footer')).toHaveAttribute('data-footer-type', value)
  }
  await customizer.choose('navbar-type', 'Hidden')
  await expect(page.getByTestId('navbar')).toHaveCount(0)
  await page.locator('#customizer-title').click()
  await page.getByTestId('customizer-blur').uncheck()
  expect(await storedValue(page, 'isNavbarBlurEnabled')).toBe(false)
})

test('sticky navbar stays at the top while the page scrolls; a static one scrolls away', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 400 })
  await openShell(page)
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect.poll(async () => (await page.getByTestId('navbar').boundingBox())?.y).toBe(0)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('navbar-type', 'Static')
  await customizer.close()
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect.poll(async () => (await page.getByTestId('navbar').boundingBox())?.y ?? 0).toBeLessThan(0)
})

test('switching to horizontal turns a hidden navbar sticky and un-collapses the vertical nav', async ({
  page,
}) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('layout', 'Collapsed')
  await customizer.choose('navbar-type', 'Hidden')
  await expect(page.getByTestId('vertical-nav')).toHaveAttribute('data-mini', 'true')
  await customizer.choose('layout', 'Horizontal')
  await expect(page.getByTestId('layout-wrapper')).toHaveAttribute('data-layout', 'horizontal')
  await expect(page.getByTestId('navbar')).toHaveAttribute('data-navbar-type', 'sticky')
  expect(await storedValue(page, 'isVerticalNavCollapsed')).toBe(false)
  expect(await storedValue(page, 'navbarType')).toBe('sticky')
  // Hidden is not offered for the navbar of the horizontal layout.
  await expect(
    page.getByTestId('customizer-navbar-type').getByRole('button', { name: 'Hidden' }),
  ).toBeDisabled()
})

test('horizontal navigation opens popover menus and can be hidden', async ({ page }) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('layout', 'Horizontal')
  await customizer.close()
  const nav = page.getByTestId('horizontal-nav')
  await nav.getByRole('button', { name: 'Charts & misc' }).click()
  await page.getByRole('menuitem', { name: 'Access control' }).click()
  await expect(page).toHaveURL(/\/access-control$/)
  await customizer.open()
  await customizer.choose('horizontal-nav-type', 'Hidden')
  await expect(page.getByTestId('horizontal-nav')).toHaveCount(0)
})

test('collapsed vertical navigation shows icons and expands on hover', async ({ page }) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('layout', 'Collapsed')
  await customizer.close()
  const nav = page.getByTestId('vertical-nav')
  await expect(nav).toHaveAttribute('data-mini', 'true')
  await expect(page.getByTestId('vertical-nav-slot')).toHaveCSS('width', '72px')
  await nav.hover()
  await expect(nav).toHaveAttribute('data-mini', 'false')
  await page.mouse.move(1000, 500)
  await expect(nav).toHaveAttribute('data-mini', 'true')
})

test('semi-dark navigation in the light theme', async ({ page }) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('theme', 'Light')
  await page.getByTestId('customizer-semi-dark').check()
  await customizer.close()
  const navBackground = await page
    .getByTestId('vertical-nav')
    .evaluate((element) => getComputedStyle(element).backgroundColor)
  const channels = navBackground.match(/\d+/g)!.slice(0, 3).map(Number)
  expect(Math.max(...channels)).toBeLessThan(60)
})

test('bordered skin swaps the page background for the surface colour', async ({ page }) => {
  await openShell(page)
  const background = () =>
    page.getByTestId('layout-wrapper').evaluate((element) => getComputedStyle(element).backgroundColor)
  const before = await background()
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('skin', 'Bordered')
  await expect.poll(background).not.toBe(before)
})

test('below 1279 px the navigation is an overlay opened by the hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 })
  await openShell(page)
  await expect(page.getByTestId('vertical-nav')).toHaveCount(0)
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const nav = page.getByTestId('vertical-nav')
  await expect(nav).toBeVisible()
  await nav.getByRole('link', { name: 'Access control' }).click()
  await expect(nav).toBeHidden()
})

test('the reset button restores the defaults', async ({ page }) => {
  await openShell(page)
  const customizer = new Customizer(page)
  await customizer.open()
  await customizer.choose('theme', 'Light')
  await customizer.choose('content-width', 'Fluid')
  await customizer.choose('layout', 'Horizontal')
  await page.getByTestId('customizer-reset').click()
  await expect(page.getByTestId('layout-wrapper')).toHaveAttribute('data-layout', 'vertical')
  await expect(page.getByTestId('layout-wrapper')).toHaveAttribute('data-content-width', 'boxed')
  expect(await storedValue(page, 'theme')).toBe('dark')
})
