// The email app against the real API: the admin writes to another Aurum user, who signs in, reads
// it, replies, stars and labels it, moves it to the trash and back; the admin sees the reply in the
// thread. Keyboard use of the list, axe on the page, and screenshots to look at.
import path from 'node:path'
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues, createUserByApi } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 300_000 })

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, credentials)
  return page
}

async function compose(page: Page, fields: { to?: string; subject?: string; message: string }) {
  const dialog = page.getByRole('dialog', { name: /New message|Re:|Fwd:/ })
  await expect(dialog).toBeVisible()
  if (fields.to) {
    await dialog.getByLabel('To').fill(fields.to)
    await dialog.getByLabel('To').press('Enter')
  }
  if (fields.subject) await dialog.getByLabel('Subject').fill(fields.subject)
  const editor = dialog.getByRole('textbox', { name: 'Message' })
  await editor.click()
  await page.keyboard.press('Control+Home')
  await editor.pressSequentially(fields.message)
  await dialog.getByRole('button', { name: 'Send' }).click()
  await expect(dialog).toBeHidden()
}

const row = (page: Page, subject: string) => page.getByRole('listitem').filter({ hasText: subject })

test('two users write to each other: send, read, reply, star, label, trash and back', async ({
  browser,
  request,
}) => {
  const other = await createUserByApi(request, { label: 'mail', name: 'Maria' })
  const subject = unique('Stock count ')

  // The admin writes to the other user.
  const admin = await signedInPage(browser, request, ADMIN)
  const adminErrors = captureErrors(admin)
  await admin.goto('/apps/email')
  await expect(admin.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await admin.getByRole('button', { name: 'Compose' }).click()
  await compose(admin, { to: other.email, subject, message: 'Could you count the stock on Friday?' })
  await expect(admin.getByText('Message sent')).toBeVisible()
  await admin.getByRole('link', { name: 'Sent' }).click()
  await expect(row(admin, subject)).toBeVisible()

  // The other user reads it: unread in the inbox, with the count in the menu.
  const maria = await signedInPage(browser, request, other)
  const mariaErrors = captureErrors(maria)
  await maria.goto('/apps/email')
  await expect(maria.getByRole('link', { name: /Inbox/ }).getByText('1')).toBeVisible()
  await row(maria, subject).click()
  await expect(maria.getByRole('heading', { level: 2, name: subject })).toBeVisible()
  await expect(maria.getByText('Could you count the stock on Friday?')).toBeVisible()

  // Reply: the thread grows in both mailboxes.
  await maria.getByRole('button', { name: 'Reply', exact: true }).click()
  await compose(maria, { message: 'Yes, done by noon.' })
  await expect(maria.getByText('Yes, done by noon.').first()).toBeVisible()

  // Star and label from the reading pane and the list.
  await maria.getByRole('button', { name: 'Star' }).click()
  await expect(maria.getByRole('button', { name: 'Remove star' })).toBeVisible()
  await maria.keyboard.press('Escape')
  await row(maria, subject).getByRole('checkbox').check()
  await maria.getByRole('button', { name: 'Label' }).click()
  await maria.getByRole('menuitem', { name: 'Important' }).click()
  // Each folder's heading before its rows: until the move ends, the list shown is the last folder's,
  // and a message opened from it would close when the new folder arrives.
  await maria.getByRole('link', { name: /Important/ }).click()
  await expect(maria.getByRole('heading', { level: 1, name: 'Important' })).toBeVisible()
  await expect(row(maria, subject)).toBeVisible()
  await maria.getByRole('link', { name: /Starred/ }).click()
  await expect(maria.getByRole('heading', { level: 1, name: 'Starred' })).toBeVisible()
  await expect(row(maria, subject)).toBeVisible()

  // Trash and back.
  await row(maria, subject).click()
  await maria.getByRole('button', { name: 'Move to trash' }).click()
  await expect(row(maria, subject)).toBeHidden()
  await maria.getByRole('link', { name: 'Trash' }).click()
  await expect(maria.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible()
  await row(maria, subject).click()
  await maria.getByRole('button', { name: 'Move back from trash' }).click()
  await maria.getByRole('link', { name: /Inbox/ }).click()
  await expect(row(maria, subject)).toBeVisible()

  // After a reload (nothing kept in the page), the admin sees the reply in the thread.
  await admin.reload()
  await admin.getByRole('link', { name: /Inbox/ }).click()
  await admin.getByRole('link', { name: 'Sent' }).click()
  await row(admin, subject).click()
  await expect(admin.getByText('Yes, done by noon.')).toBeVisible()
  expect(adminErrors).toEqual([])
  expect(mariaErrors).toEqual([])
})

test('the list works with the keyboard and has no serious axe violation', async ({ page, request }) => {
  await useClientValues(page, { language: 'en', theme: 'dark' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/apps/email')
  const first = page.locator('[data-email-row]').first()
  await expect(first).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: '/apps/email dark' })
  await first.focus()
  await page.keyboard.press('ArrowDown')
  const second = page.locator('[data-email-row]').nth(1)
  await expect(second).toBeFocused()
  const label = await second.getAttribute('aria-label')
  const subject = label!.split(': ').slice(1).join(': ')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await expect(second).toBeFocused()
  // The filter and label routes keep the Email menu entry active.
  await page.goto('/apps/email/label/company')
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: '/apps/email/label/company dark' })
})

test('on a phone the folders open in a drawer and compose is one tap away', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/apps/email')
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible()
  await page.getByRole('button', { name: 'Folders and labels' }).click()
  const drawer = page.getByRole('navigation', { name: 'Mail folders' })
  await drawer.getByRole('link', { name: /Sent/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sent' })).toBeVisible()
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: 'Compose' }).click()
  await expect(page.getByRole('dialog', { name: /New message/ })).toBeVisible()
})

const SHOTS =
  process.env.E2E_SHOTS_DIR ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../screenshots')

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  test(`email screenshots: ${name}`, { tag: '@screenshots' }, async ({ page, request }) => {
    await useClientValues(page, values)
    await logInByApi(page, request, ADMIN)
    await page.goto('/apps/email')
    await expect(page.locator('[data-email-row]').first()).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, `email-${name}-list.png`) })
    await page.locator('[data-email-row]').first().click()
    await expect(page.locator('article').first()).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, `email-${name}-thread.png`) })
    await page.getByRole('button', { name: values.language === 'ar' ? 'رد' : 'Reply', exact: true }).click()
    await page.waitForTimeout(500)
    await page.screenshot({ path: path.join(SHOTS, `email-${name}-compose.png`) })
  })
}
