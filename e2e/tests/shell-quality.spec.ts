// Quality bars on the shell routes: no console error, and no serious or critical axe-core
// violation, in light and dark, for a visitor and for the admin. /login, /not-authorized and the
// CRM dashboard are checked the same way in auth-a11y.spec.ts.
import { expect, test, type Page } from '@playwright/test'
import { STORAGE_STATE, captureErrors } from '../support/shell'
import { useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'

const VISITOR_ROUTES = ['/home', '/no-such-page']
const ADMIN_ROUTES = ['/access-control']

async function expectClean(page: Page, path: string, errors: string[]) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root')).not.toBeEmpty()
  await expectNoSeriousAxeViolation(page, { label: path })
  expect(errors, `${path}`).toEqual([])
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // Several pages and an axe scan each per test.
    test.describe.configure({ timeout: 120_000 })
    test(`visitor shell routes are clean (${theme})`, async ({ page }) => {
      await useClientValues(page, { language: 'en', theme })
      const errors = captureErrors(page)
      for (const path of VISITOR_ROUTES) await expectClean(page, path, errors)
    })

    test.describe('admin', () => {
      test.use({ storageState: STORAGE_STATE.admin })
      test(`admin shell routes are clean (${theme})`, async ({ page }) => {
        await useClientValues(page, { language: 'en', theme })
        const errors = captureErrors(page)
        for (const path of ADMIN_ROUTES) await expectClean(page, path, errors)
      })

      test(`the open customizer and search are clean (${theme})`, async ({ page }) => {
        await useClientValues(page, { language: 'en', theme })
        const errors = captureErrors(page)
        await page.goto('/access-control')
        await page.getByTestId('customizer-toggle').click()
        await expect(page.locator('#customizer-title')).toBeVisible()
        await expectNoSeriousAxeViolation(page, { label: 'customizer', include: ['.MuiDrawer-paper'] })
        await page.keyboard.press('Escape')
        await page.keyboard.press('Control+k')
        await page.getByRole('combobox').fill('log')
        await expect(page.getByRole('option').first()).toBeVisible()
        await expectNoSeriousAxeViolation(page, { label: 'search', include: ['.MuiDialog-paper'] })
        expect(errors).toEqual([])
      })
    })
  })
}

test('no i18next promotional line and no React Router warning in the console of /login and /home', async ({
  page,
}) => {
  await useClientValues(page, { language: 'en' })
  const messages: string[] = []
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  for (const path of ['/login', '/home']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#root')).not.toBeEmpty()
  }
  expect(messages.filter((text) => /i18next|locize|react router|future flag/i.test(text))).toEqual([])
})
