// The invoice app against the real API: an invoice with two lines made in the form (client picked,
// live total), a partial payment recorded in the preview's drawer, the status and balance seen in
// the list, and the PDF downloaded from the preview (every-route.spec.ts scans the four pages).
import { readFileSync } from 'node:fs'
import { expect as baseExpect, test } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

test('an invoice with two lines, a partial payment, its status and balance in the list, its PDF', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)

  await page.goto('/apps/invoice/add')
  await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Client' }).click()
  await page.getByRole('option').first().click()

  const first = page.getByRole('group', { name: 'Line 1' })
  await first.getByLabel('Item').fill('Website design')
  await first.getByLabel('Cost').fill('1200')
  await first.getByLabel('Quantity').fill('2')
  await page.getByRole('button', { name: 'Add line' }).click()
  const second = page.getByRole('group', { name: 'Line 2' })
  await second.getByLabel('Item').fill('Hosting')
  await second.getByLabel('Cost').fill('50.25')
  await second.getByLabel('Quantity').fill('4')
  // 2 × 1200 + 4 × 50.25 = 2601.00, shown as it is typed.
  await expect(page.getByTestId('invoice-form-total')).toHaveText('$2,601.00')
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/)
  const id = Number(new URL(page.url()).pathname.split('/').at(-1))
  await expect(page.getByRole('heading', { name: `#${id}` })).toBeVisible()

  await page.getByRole('button', { name: 'Add payment' }).click()
  const drawer = page.getByRole('form', { name: 'Add a payment' })
  await drawer.getByLabel('Amount').fill('1000')
  await drawer.getByRole('button', { name: 'Record payment' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByText('Partial payment').first()).toBeVisible()

  await page.goto(`/apps/invoice/list?q=${id}`)
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${id}`, exact: true }) })
  await expect(row).toContainText('Partial payment')
  await expect(row).toContainText('$2,601.00')
  await expect(row).toContainText('$1,601.00')

  await row.getByRole('link', { name: `#${id}`, exact: true }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(errors).toEqual([])
})

// The four invoice pages, in three readings, are scanned by every-route.spec.ts.
