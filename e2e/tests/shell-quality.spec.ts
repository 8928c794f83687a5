// Quality bars on the shell's own panels (the customizer and the search dialog), in light and dark,
// and a console free of library notices. The pages themselves are checked by every-route.spec.ts.
import { expect, test } from '@playwright/test'
import { STORAGE_STATE, captureErrors } from '../support/shell'
import { useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.describe('admin', () => {
      test.use({ storageState: STORAGE_STATE.admin })
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
