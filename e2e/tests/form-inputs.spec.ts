// The form input pages in a real browser: the server autocomplete asks the API for what was typed,
// lists what the server answered, and fills the field with the choice. (That it waits for a pause
// and aborts a superseded request is unit-tested: key timing on a busy machine is not reliable.)
// Every form page is scanned by axe in every-route.spec.ts.
import { expect, test } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

type SalesAnswer = { salesDetails: { buyer: { name: string }; product: { name: string } }[] }

test('the server autocomplete shows the buyers the server found, and choosing one fills the field', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/forms/autocomplete')
  const buyer = page.getByRole('combobox', { name: 'Buyer' })
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/pages/datatable?') &&
      new URL(response.url()).searchParams.get('q') === 'an',
  )
  await buyer.pressSequentially('an')
  const answer = (await (await answered).json()) as SalesAnswer
  expect(answer.salesDetails.length).toBeGreaterThan(0)
  const first = answer.salesDetails[0]!
  const option = page.getByRole('option', { name: `${first.buyer.name} · bought ${first.product.name}` })
  await expect(option).toBeVisible()
  await option.click()
  await expect(buyer).toHaveValue(first.buyer.name)
  await expect(page.getByRole('listbox')).toHaveCount(0)
  expect(errors).toEqual([])
})
