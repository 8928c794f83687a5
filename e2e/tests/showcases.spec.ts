// The showcase pages in a real browser: an example's own source behind "show code", the data
// table searched by the server, and the guided tour started, stepped through and dismissed for good
// (remembered by the server across a reload). Flows only: every showcase route is scanned by axe in
// every-route.spec.ts.
import { expect, test } from '@playwright/test'
import { ADMIN, CLIENT, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

test('an example shows its own file as its code, highlighted, and copies it', async ({
  page,
  request,
  context,
}) => {
  const errors = captureErrors(page)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/components/alert')
  const example = page.getByRole('region', { name: 'Severities' })
  await example.getByRole('button', { name: 'Show code' }).click()
  const code = page.getByRole('region', { name: 'Code of Severities' })
  await expect(code).toContainText('export function AlertSeverities()')
  await page.getByRole('button', { name: 'Copy the code' }).click()
  await expect(page.getByText('Code copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("from '@mui/material/Alert'")
  expect(errors).toEqual([])
})

test('the data table is searched by the server, the query kept in the URL', async ({ page, request }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/tables/data-table')
  const table = page.getByRole('table', { name: 'Sales' })
  // The buyer cell holds the avatar's initials, then the name.
  const buyerCell = await table.getByRole('row').nth(1).getByRole('cell').nth(2).innerText()
  const firstBuyer = buyerCell
    .split(/\n/)
    .filter((line) => line.trim())
    .at(-1)!
    .trim()
  const answer = page.waitForResponse(
    (response) => response.url().includes('/api/pages/datatable?') && response.url().includes('q='),
  )
  await page.getByRole('searchbox', { name: 'Search product, brand or buyer' }).fill(firstBuyer)
  await answer
  await expect(page).toHaveURL(/q=/)
  await expect(table.getByRole('row').nth(1)).toContainText(firstBuyer)
})

test('the tour steps through the shell, and "don’t show again" is remembered after a reload', async ({
  page,
  request,
}) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, CLIENT)
  await page.goto('/extensions/tour')
  await page.getByRole('button', { name: 'Start the tour' }).click()
  const popover = page.locator('.driver-popover')
  await expect(popover).toContainText('The menu')
  await popover.getByRole('button', { name: 'Next' }).click()
  await expect(popover).toContainText('Search')
  await popover.getByRole('button', { name: 'Don’t show again' }).click()
  await expect(popover).toHaveCount(0)
  await page.reload()
  await expect(page.getByText(/You chose not to be offered the tour/)).toBeVisible()
  // Back as it was, for the next run on the same database.
  await page.getByRole('button', { name: 'Offer it again' }).click()
  await expect(page.getByRole('button', { name: 'Don’t show again' })).toBeVisible()
})
