// The chat app against the real API and /api/realtime: the admin and another Aurum user, in two
// browsers, chat; the recipient's unread badge, the sender's receipts and the typing line change
// without a reload. Axe on the page, and screenshots to look at.
import path from 'node:path'
import { expect as baseExpect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues, createUserByApi } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 180_000 })

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  return (await login.json()) as { accessToken: string; userData: { id: number } }
}

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

test('two users chat in real time: message, unread badge, receipts and typing without reload', async ({
  browser,
  request,
}) => {
  const nadia = await createUserByApi(request, { label: 'chat', name: 'Nadia' })
  const { userData } = await adminToken(request)
  expect(nadia.id).toBeGreaterThan(0)

  const admin = await signedInPage(browser, request, ADMIN)
  const adminErrors = captureErrors(admin)
  const other = await signedInPage(browser, request, nadia)
  const otherErrors = captureErrors(other)

  // Nadia has the chat list open; the admin opens a conversation with her.
  await other.goto('/apps/chat')
  await expect(other.getByRole('list', { name: 'Chats' })).toBeVisible()
  await admin.goto(`/apps/chat?with=${nadia.id}`)
  await expect(admin.getByRole('heading', { level: 2, name: nadia.fullName })).toBeVisible()

  // Enter sends; Nadia's list shows the chat with one unread message, without a reload.
  const text = unique('Can you check the stock? ')
  await admin.getByRole('textbox', { name: 'Type your message' }).fill(text)
  await admin.getByRole('textbox', { name: 'Type your message' }).press('Enter')
  await expect(admin.getByRole('log').getByText(text)).toBeVisible()
  const adminEntry = other.getByRole('list', { name: 'Chats' }).getByRole('button', { name: /John Doe/ })
  await expect(adminEntry.getByLabel('1 unread')).toBeVisible()
  // Her navbar counts it too (pushed on the tab's socket).
  await expect(other.getByRole('link', { name: 'Chat, 1 unread message' })).toBeVisible()
  // Nadia's list has fetched it: delivered, on the admin's side.
  await expect(admin.getByRole('img', { name: 'Delivered' }).last()).toBeVisible()

  // Nadia opens it: the badge goes, and the admin's receipt turns to seen.
  await adminEntry.click()
  await expect(other.getByRole('log').getByText(text)).toBeVisible()
  await expect(adminEntry.getByLabel('1 unread')).toBeHidden()
  await expect(admin.getByRole('img', { name: 'Seen' }).last()).toBeVisible()
  await expect(other.getByRole('link', { name: 'Chat, 0 unread messages' })).toBeVisible()
  // She has Aurum open: the admin sees her online.
  await expect(admin.getByRole('heading', { level: 2, name: nadia.fullName }).locator('..')).toContainText(
    'Online',
  )

  // Nadia types: the admin sees it; she sends, the admin reads it in the open conversation.
  await other.getByRole('textbox', { name: 'Type your message' }).pressSequentially('On it', { delay: 30 })
  await expect(admin.getByText('typing…').first()).toBeVisible()
  await other.getByRole('textbox', { name: 'Type your message' }).press('Enter')
  await expect(admin.getByRole('log').getByText('On it')).toBeVisible()
  await expect(other.getByRole('img', { name: 'Seen' }).last()).toBeVisible()

  // An emoji from the palette reaches the other side.
  await admin.getByRole('button', { name: 'Insert an emoji' }).click()
  await admin.getByRole('group', { name: 'Insert an emoji' }).getByRole('button', { name: '👍' }).click()
  await admin.getByRole('textbox', { name: 'Type your message' }).press('Enter')
  await expect(other.getByRole('log').getByText('👍', { exact: true })).toBeVisible()

  // A file: attached (uploaded with progress), sent, and downloaded by the other side under its name.
  await admin.getByTestId('chat-attachment-input').setInputFiles({
    name: 'stock-list.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('12 chairs, 4 tables'),
  })
  await expect(admin.getByRole('button', { name: 'Attached: stock-list.txt, remove' })).toBeVisible()
  await admin.getByRole('button', { name: 'Send' }).click()
  const download = other.getByRole('log').getByRole('link', { name: /Download stock-list\.txt/ })
  await expect(download).toBeVisible()
  const file = await other.request.get((await download.getAttribute('href'))!)
  expect(await file.text()).toBe('12 chairs, 4 tables')

  // After a reload both sides still show the conversation.
  await admin.reload()
  await expect(admin.getByRole('log').getByText('On it')).toBeVisible()
  expect(userData.id).not.toBe(nadia.id)
  expect(adminErrors).toEqual([])
  expect(otherErrors).toEqual([])
})

test('the profile drawer saves status and about; the page has no serious axe violation', async ({
  page,
  request,
}) => {
  await useClientValues(page, { language: 'en', theme: 'dark' })
  await logInByApi(page, request, ADMIN)
  await page.goto('/apps/chat')
  await expect(page.getByRole('list', { name: 'Chats' })).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: '/apps/chat dark' })
  await page.getByRole('button', { name: 'Open my chat profile' }).click()
  const about = unique('Back at nine ')
  await page.getByRole('textbox', { name: 'About' }).fill(about)
  await page.getByRole('radio', { name: 'Away' }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await page.reload()
  await page.getByRole('button', { name: 'Open my chat profile' }).click()
  await expect(page.getByRole('textbox', { name: 'About' })).toHaveValue(about)
  await expect(page.getByRole('radio', { name: 'Away' })).toBeChecked()
  await page.getByRole('radio', { name: 'Online' }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
})

const SHOTS =
  process.env.E2E_SHOTS_DIR ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../screenshots')

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  test(`chat screenshots: ${name}`, { tag: '@screenshots' }, async ({ page, request }) => {
    await useClientValues(page, values)
    await logInByApi(page, request, ADMIN)
    await page.goto('/apps/chat')
    // The first chat: after the profile button, in the sidebar.
    const first = page.getByRole('complementary').getByRole('listitem').getByRole('button').first()
    await expect(first).toBeVisible()
    await first.click()
    await expect(page.getByRole('log')).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, `chat-${name}.png`) })
  })
}
