// Two-step sign-in in a real browser, as a user of its own (an administrator created per test, so
// the shared admin and client logins other specs use never ask for a code): the security tab sets
// up an authenticator (the test reads the key shown and computes the codes, as a phone would),
// the login then asks for a code on the two-steps page, a wrong code is refused, the right one
// reaches the dashboard; a recovery code signs in once; axe on each screen; screenshots of the
// setup dialog and the code page in light, dark and Arabic (to E2E_SHOTS_DIR when set).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { LoginScreen } from '../support/auth-pages'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { createUserByApi, useClientValues, type ClientValues } from '../support/session'
import { totpCode } from '../support/totp'

type Account = { email: string; password: string; fullName: string }

/** A new active administrator, created through the API by the demo admin, signed in in this tab. */
async function newAdministrator(page: Page, request: APIRequestContext, values: ClientValues) {
  const account: Account = await createUserByApi(request, { label: 'twostep', name: 'Grace Two-Step' })
  const own = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(own.status()).toBe(201)
  const body = (await own.json()) as Record<string, unknown>
  await useClientValues(page, {
    ...values,
    userData: body.userData,
    accessToken: body.accessToken,
    userAbilityRules: body.userAbilityRules,
  })
  return account
}

/** Opens the security tab and sets up an authenticator; answers the key and the recovery codes. */
async function setUpTwoStep(page: Page, options: { checkAxe?: boolean } = {}) {
  await page.goto('/pages/account-settings/security')
  const card = page.getByRole('button', { name: 'Set up two-step verification' })
  await expect(card).toBeVisible({ timeout: 30_000 })
  await card.click()
  const dialog = page.getByRole('dialog', { name: 'Set up two-step verification' })
  await expect(
    dialog.getByRole('img', { name: 'QR code of the key for your authenticator app' }),
  ).toBeVisible()
  const key = ((await dialog.locator('output').textContent()) ?? '').replace(/\s+/g, '')
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  if (options.checkAxe) await expectNoSeriousAxeViolation(page, { label: 'two-step setup dialog' })

  const code = dialog.getByRole('textbox', { name: 'Code from the app' })
  // A code of another step (three steps ahead: outside the window) is refused.
  await code.fill(totpCode(key, 3))
  await dialog.getByRole('button', { name: 'Turn on' }).click()
  await expect(dialog.getByText(/This code is not valid or was already used/)).toBeVisible()
  const enablingCode = totpCode(key)
  await code.fill(enablingCode)
  await dialog.getByRole('button', { name: 'Turn on' }).click()
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' })
  const list = codesDialog.getByRole('list', { name: 'Recovery codes' })
  await expect(list.getByRole('listitem')).toHaveCount(10)
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((text) => text.trim())
  for (const recoveryCode of recoveryCodes) expect(recoveryCode).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
  if (options.checkAxe) await expectNoSeriousAxeViolation(page, { label: 'recovery codes dialog' })
  await codesDialog.getByRole('button', { name: 'Done' }).click()
  await expect(codesDialog).toBeHidden()
  await expect(page.getByText('10 recovery codes left')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible()
  return { key, enablingCode, recoveryCodes }
}

async function logOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click()
  await page.keyboard.type(code)
}

test.describe('two-step sign-in', () => {
  // scrypt-hashed logins, a setup and several page loads per test: room for a busy machine.
  test.slow()

  test('set up on the security tab, then a login asks for the code: a wrong one is refused, the right one reaches the dashboard', async ({
    page,
    request,
  }) => {
    const account = await newAdministrator(page, request, { language: 'en', theme: 'light' })
    const { key, enablingCode } = await setUpTwoStep(page, { checkAxe: true })
    await logOutFromMenu(page)

    const login = new LoginScreen(page)
    await login.logIn(account)
    await expect(page).toHaveURL(/\/pages\/authentication\/two-steps-v2$/)
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
    // No session yet: the password alone opened nothing.
    expect(await page.evaluate(() => localStorage.getItem('aurum-accessToken'))).toBeNull()
    await expectNoSeriousAxeViolation(page, { label: 'two-steps page' })

    // The code that turned it on is taken (the very string: a step may have passed since).
    await typeCode(page, enablingCode)
    await page.getByRole('button', { name: 'Verify my account' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This code is not valid or was already used' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/two-steps-v2/)
    await expectNoSeriousAxeViolation(page, { label: 'two-steps page with an error' })

    // The next step's code: what the phone shows within the next 30 seconds.
    await typeCode(page, totpCode(key, 1))
    await page.getByRole('button', { name: 'Verify my account' }).click()
    await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: 30_000 })
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('aurum-accessToken'))).not.toBeNull()
    // The session is a real one: the API answers with it.
    const token = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('aurum-accessToken')))!,
    ) as string
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })
    expect(((await me.json()) as { userData: { email: string } }).userData.email).toBe(account.email)
  })

  test('a recovery code signs in once, from the first login page look; turning off needs the password', async ({
    page,
    request,
  }) => {
    const account = await newAdministrator(page, request, { language: 'en', theme: 'dark' })
    const { recoveryCodes } = await setUpTwoStep(page)
    await logOutFromMenu(page)

    await page.goto('/pages/authentication/login-v1?to=/apps/user/list')
    await new LoginScreen(page).logIn(account)
    await expect(page).toHaveURL(/\/pages\/authentication\/two-steps-v1\?to=/)
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Verify my account' }).click()
    await expect(page).toHaveURL(/\/apps\/user\/list$/, { timeout: 30_000 })

    await logOutFromMenu(page)
    await new LoginScreen(page).logIn(account)
    await expect(page).toHaveURL(/two-steps-v2/)
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!)
    await page.getByRole('button', { name: 'Verify my account' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This code is not valid or was already used' }),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1]!)
    await page.getByRole('button', { name: 'Verify my account' }).click()
    await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: 30_000 })

    await page.goto('/pages/account-settings/security')
    await expect(page.getByText('8 recovery codes left')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Turn off' }).click()
    const dialog = page.getByRole('dialog', { name: 'Turn off two-step verification?' })
    await dialog.getByLabel('Current password').fill('not-the-password')
    await dialog.getByRole('button', { name: 'Turn off' }).click()
    await expect(dialog.getByText('The current password is not correct')).toBeVisible()
    await dialog.getByLabel('Current password').fill(account.password)
    await dialog.getByRole('button', { name: 'Turn off' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible()
    await logOutFromMenu(page)
    await new LoginScreen(page).logIn(account)
    await expect(page).toHaveURL(/\/dashboards\/crm$/, { timeout: 30_000 })
  })

  test('the two-steps page without a login in progress sends to the login', async ({ page }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
    await page.goto('/pages/authentication/two-steps-v1')
    await expect(page.getByText('Log in first')).toBeVisible()
    await page.getByRole('link', { name: 'Go to login' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

const shotsDir = process.env.E2E_SHOTS_DIR
for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  test(`two-step screenshots: ${name} @screenshots`, async ({ page, request }) => {
    test.slow()
    test.skip(!shotsDir, 'E2E_SHOTS_DIR names where the pictures go')
    mkdirSync(shotsDir!, { recursive: true })
    const account = await newAdministrator(page, request, values)
    await page.goto('/pages/account-settings/security')
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible({
      timeout: 30_000,
    })
    // The set-up button is the card's only contained button; found by place, not by its words.
    await page.locator('[role=tabpanel] .MuiCard-root').nth(1).getByRole('button').click()
    await expect(page.getByRole('dialog').locator('output')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      values.language === 'ar' ? 'rtl' : 'ltr',
    )
    await expectNoSeriousAxeViolation(page, { label: `setup dialog ${name}` })
    await page.screenshot({ path: path.join(shotsDir!, `two-step-setup-${name}.png`) })
    const key = ((await page.getByRole('dialog').locator('output').textContent()) ?? '').replace(/\s+/g, '')
    await page.getByRole('dialog').getByRole('textbox').fill(totpCode(key))
    await page.getByRole('dialog').locator('button[type=submit]').click()
    await expect(page.getByRole('dialog').getByRole('list')).toBeVisible()
    await page.screenshot({ path: path.join(shotsDir!, `two-step-codes-${name}.png`) })
    await page.evaluate(() => {
      for (const key of ['aurum-accessToken', 'aurum-userData', 'aurum-userAbilityRules'])
        localStorage.removeItem(key)
    })
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    })
    const challenge = (await login.json()) as { challengeToken: string; expiresAt: string }
    await page.evaluate(
      (pending) => sessionStorage.setItem('aurum-two-step-challenge', JSON.stringify(pending)),
      {
        ...challenge,
        search: '',
      },
    )
    await page.goto('/pages/authentication/two-steps-v2')
    await page.getByRole('group').getByRole('textbox').first().click()
    await page.keyboard.type(totpCode(key, 3))
    await page.locator('button[type=submit]').click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expectNoSeriousAxeViolation(page, { label: `two-steps page ${name}` })
    await page.screenshot({ path: path.join(shotsDir!, `two-step-login-${name}.png`) })
  })
}
