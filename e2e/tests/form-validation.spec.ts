// The form validation page in a real browser: an empty submit names every error (counted in a live
// region) and focuses the first field; fixing a field clears its error; the seeded admin's username
// is refused by the server's check; a valid form is accepted by the server, which checks it again.
import { expect, test, type Page } from '@playwright/test'
import { CLIENT, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

/** The admin's username in the seed (apps/server/src/db/seed/users.ts). */
const ADMIN_USERNAME = 'johndoe'

async function openPage(page: Page, request: Parameters<typeof logInByApi>[1]) {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  await page.goto('/forms/form-validation')
  return page.getByRole('region', { name: /every kind of rule/i })
}

test('an empty submit names each error, focuses the first, and each fix clears its error', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  const form = await openPage(page, request)
  await form.getByRole('button', { name: 'Submit' }).click()

  const summary = form.getByRole('status')
  await expect(summary).toHaveText(/^9 errors/)
  const fullName = form.getByRole('textbox', { name: 'Full name' })
  await expect(fullName).toBeFocused()
  await expect(fullName).toHaveAttribute('aria-invalid', 'true')
  await expect(fullName).toHaveAccessibleDescription('This field is required')

  // Each fix takes one error off the count.
  const fixes: [ReturnType<Page['getByRole']>, string][] = [
    [fullName, 'Ada Lovelace'],
    [form.getByRole('textbox', { name: 'Username' }), 'ada.lovelace'],
    [form.getByRole('textbox', { name: 'Email' }), 'ada@example.com'],
    [form.getByRole('textbox', { name: 'Age' }), '36'],
    [form.getByLabel(/^Password/), 'Engine#1843'],
  ]
  let remaining = 9
  for (const [field, value] of fixes) {
    await field.fill(value)
    remaining -= 1
    await expect(summary).toHaveText(new RegExp(`^${remaining} error`))
    await expect(field).toHaveAttribute('aria-invalid', 'false')
  }
  await expect(fullName).toHaveAttribute('aria-invalid', 'false')

  // Rules beyond "required": a mismatch, dates out of order, then the fixes.
  const confirm = form.getByLabel(/Confirm password/)
  await confirm.fill('Engine#1844')
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match')
  await confirm.fill('Engine#1843')
  await expect(confirm).toHaveAttribute('aria-invalid', 'false')
  await form.getByLabel(/Start date/).fill('2026-03-15')
  const end = form.getByLabel(/End date/)
  await end.fill('2026-03-01')
  await expect(end).toHaveAccessibleDescription('The end date must be after the start date')
  await end.fill('2026-03-20')
  await expect(end).toHaveAttribute('aria-invalid', 'false')
  const terms = form.getByRole('checkbox', { name: /accept the terms/i })
  await expect(terms).toHaveAccessibleDescription('Accept the terms to continue')
  await terms.check()
  await expect(summary).toHaveText('')
  expect(errors).toEqual([])
})

test("the admin's username is refused by the server's check; a valid form is accepted", async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  const form = await openPage(page, request)
  await form.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace')
  const username = form.getByRole('textbox', { name: 'Username' })
  await username.fill(ADMIN_USERNAME)
  await expect(username).toHaveAccessibleDescription('This username is already taken')
  await expect(username).toHaveAttribute('aria-invalid', 'true')

  await username.fill(`ada${Date.now() % 100000}`)
  await expect(username).toHaveAccessibleDescription('This username is available')
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await form.getByRole('textbox', { name: 'Age' }).fill('36')
  await form.getByLabel(/^Password/).fill('Engine#1843')
  await form.getByLabel(/Confirm password/).fill('Engine#1843')
  await form.getByLabel(/Start date/).fill('2026-03-01')
  await form.getByLabel(/End date/).fill('2026-03-15')
  await form.getByRole('checkbox', { name: /accept the terms/i }).check()

  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/forms/validation-demo') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Submit' }).click()
  expect((await answer).status()).toBe(200)
  await expect(page.getByText('Accepted by the server: Ada Lovelace')).toBeVisible()
  await expect(form.getByText('"age": 36')).toBeVisible()
  expect(errors).toEqual([])
})

for (const variant of [
  { name: 'light', values: { language: 'en', theme: 'light' } },
  { name: 'dark', values: { language: 'en', theme: 'dark' } },
  { name: 'arabic', values: { language: 'ar', theme: 'dark' } },
] as const) {
  test(`with every error showing, the page passes axe (${variant.name})`, async ({ page, request }) => {
    const errors = captureErrors(page)
    await useClientValues(page, variant.values)
    await logInByApi(page, request, CLIENT)
    await page.goto('/forms/form-validation')
    const submit = page.locator('form button[type="submit"]')
    await submit.click()
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(9)
    await expectNoSeriousAxeViolation(page, { label: `form validation errors (${variant.name})` })
    expect(errors).toEqual([])
  })
}
