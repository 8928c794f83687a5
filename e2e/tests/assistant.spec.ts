// The help assistant as a visitor: the delivery-cost question gets the FAQ's answer with a link to
// its source; an unrelated one says it does not know; an Arabic question is answered from the
// Arabic FAQ. Axe on the page, and screenshots.
import path from 'node:path'
import { expect as baseExpect, test } from '@playwright/test'
import { useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

const expect = baseExpect.configure({ timeout: 15_000 })

test('a visitor asks about delivery costs and gets the FAQ answer with its source', async ({ page }) => {
  const errors = captureErrors(page)
  await useClientValues(page, { language: 'en', theme: 'light' })
  await page.goto('/chat-aurum/chat-ia')
  await expect(page.getByRole('heading', { level: 1, name: 'Aurum assistant' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Your question' }).fill('What does delivery cost?')
  await page.getByRole('textbox', { name: 'Your question' }).press('Enter')
  const answer = page.getByTestId('assistant-answer').last()
  await expect(answer).toContainText('$69')
  await expect(answer).toContainText('$99')
  await expect(page.getByRole('link', { name: 'What is the delivery cost of my order?' })).toHaveAttribute(
    'href',
    '/pages/faq',
  )
  await page.getByRole('textbox', { name: 'Your question' }).fill('Which volcano erupted in Iceland?')
  await page.getByRole('button', { name: 'Ask' }).click()
  await expect(page.getByTestId('assistant-answer').last()).toContainText('found nothing')
  await expectNoSeriousAxeViolation(page, { label: '/chat-aurum/chat-ia' })
  expect(errors).toEqual([])
})

test('an Arabic reader gets the Arabic FAQ answer, with its Arabic source', async ({ page }) => {
  const errors = captureErrors(page)
  await useClientValues(page, { language: 'ar', theme: 'light' })
  await page.goto('/chat-aurum/chat-ia')
  await page.getByRole('textbox', { name: 'سؤالك' }).fill('وصل منتجي تالفًا، ماذا أفعل؟')
  await page.getByRole('textbox', { name: 'سؤالك' }).press('Enter')
  const answer = page.getByTestId('assistant-answer').last()
  await expect(answer).toContainText('48')
  await expect(answer).toContainText('«')
  await expect(page.getByRole('link', { name: 'ماذا أفعل إذا وصل المنتج تالفًا؟' })).toHaveAttribute(
    'href',
    '/pages/faq',
  )
  expect(errors).toEqual([])
})

const SHOTS =
  process.env.E2E_SHOTS_DIR ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../screenshots')

for (const [name, values, question] of [
  ['light', { language: 'en', theme: 'light' }, 'What does delivery cost?'],
  ['dark', { language: 'en', theme: 'dark' }, 'Can I cancel my order?'],
  ['arabic', { language: 'ar', theme: 'light' }, 'التوصيل'],
] as const) {
  test(`assistant screenshots: ${name}`, { tag: '@screenshots' }, async ({ page }) => {
    await useClientValues(page, values)
    await page.goto('/chat-aurum/chat-ia')
    await page.getByRole('textbox').fill(question)
    await page.getByRole('textbox').press('Enter')
    await expect(page.getByTestId('assistant-answer').last()).not.toBeEmpty()
    await page.waitForTimeout(300)
    await page.screenshot({ path: path.join(SHOTS, `assistant-${name}.png`) })
  })
}
