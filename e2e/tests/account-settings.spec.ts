// Account settings (/pages/account-settings/:tab) as a user of its own, registered per test, so
// the shared admin and client logins other specs use are never changed: password change and
// login with the new one, email change with the current password (other devices signed out),
// saved account fields and notifications after reload, tab URLs (every tab is scanned by
// every-route.spec.ts), and screenshots of the account and security tabs in light, dark and Arabic.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { LoginScreen } from '../support/auth-pages'
import { useClientValues, type ClientValues } from '../support/session'
import { where } from '../support/shell'

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')
type Tab = 'account' | 'security' | 'billing-plans' | 'notification' | 'connection'

type Account = { email: string; password: string; username: string }

/** A real 1×1 PNG for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Registers a fresh account (role client) through the API and stores its session in the tab. */
async function registerAndLogIn(
  page: Page,
  request: APIRequestContext,
  values: ClientValues = { language: 'en', theme: 'light' },
) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  const account: Account = {
    username: `acct-${suffix}`,
    email: `acct-${suffix}@example.com`,
    password: 'first-password',
  }
  // The browser's own user agent, so the recent-devices list names it as it would in real use.
  const userAgent = await page.evaluate(() => navigator.userAgent)
  const answer = await request.post('/api/auth/register', {
    data: account,
    headers: { 'user-agent': userAgent },
  })
  expect(answer.status()).toBe(201)
  const body = (await answer.json()) as Record<string, unknown>
  await useClientValues(page, {
    ...values,
    userData: body.userData,
    accessToken: body.accessToken,
    userAbilityRules: body.userAbilityRules,
  })
  return account
}

/** The panel's data has arrived: one of its card headings shows (generous: a busy CI is slow). */
async function panelReady(page: Page) {
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible({
    timeout: 30_000,
  })
}

async function reloadPanel(page: Page) {
  await page.reload()
  await panelReady(page)
}

async function openTab(page: Page, tab: Tab) {
  await page.goto(`/pages/account-settings/${tab}`)
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute(
    'href',
    `/pages/account-settings/${tab}`,
    { timeout: 30_000 },
  )
  await panelReady(page)
}

async function logOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
}

test.describe('account settings', () => {
  // Several page loads and scrypt-hashed logins per test: room for a busy machine.
  test.slow()

  test('the bare path opens the account tab, an unknown tab goes there too, the menu entry is highlighted', async ({
    page,
    request,
  }) => {
    await registerAndLogIn(page, request)
    await page.goto('/pages/account-settings')
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/)
    await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/pages/account-settings/nope')
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/)
    await page.getByRole('tab', { name: 'Security' }).click()
    await expect(page).toHaveURL(/\/pages\/account-settings\/security$/)
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
    // Every tab highlights the same menu entry (navActiveLink), unlike its sibling.
    const background = (name: string) =>
      page.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor)
    expect(await background('Account settings')).not.toBe(await background('User profile'))
    // ...and is announced as the current page there too, not only on its own path.
    await expect(page.getByRole('link', { name: 'Account settings', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('link', { name: 'User profile', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('change the password in the security tab, log out, log in with the new one (the old one fails)', async ({
    page,
    request,
  }) => {
    const account = await registerAndLogIn(page, request)
    await openTab(page, 'security')
    const current = page.getByLabel('Current password', { exact: true })
    const next = page.getByLabel('New password', { exact: true })
    const confirm = page.getByLabel('Confirm new password', { exact: true })

    // A wrong current password is refused under its field, and nobody is logged out.
    await current.fill('not-my-password')
    await next.fill('second-password')
    await confirm.fill('second-password')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The current password is not correct')).toBeVisible()
    await expect(page).toHaveURL(/\/pages\/account-settings\/security$/)

    // The show/hide button reveals what was typed.
    await page.getByRole('button', { name: 'Show password' }).first().click()
    await expect(current).toHaveAttribute('type', 'text')

    await current.fill(account.password)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Your password was changed' })).toBeVisible()
    await expect(current).toHaveValue('')

    await logOutFromMenu(page)
    const login = new LoginScreen(page)
    await login.logIn({ email: account.email, password: account.password })
    await expect(page.getByText('Invalid email or password')).toBeVisible()
    await login.logIn({ email: account.email, password: 'second-password' })
    // A registered account has the client role: it lands on the access-control page.
    await expect(page).toHaveURL(/\/access-control/)
  })

  test('saved account fields are there after a reload, and the navbar shows the new name', async ({
    page,
    request,
  }) => {
    await registerAndLogIn(page, request)
    await openTab(page, 'account')
    await page
      .getByTestId('account-photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByRole('alert').filter({ hasText: 'Photo uploaded' })).toBeVisible()
    await page.getByLabel('Full name').fill('Ada Lovelace')
    await page.getByLabel('Company').fill('Analytical Engines')
    await page.getByLabel('Phone number').fill('+44 20 7946 0958')
    await page.getByLabel('Zip code').fill('NW1 6XE')
    await page.getByRole('combobox', { name: 'Country' }).fill('united k')
    await page.getByRole('option', { name: 'United Kingdom' }).click()
    await page.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('option', { name: 'French' }).click()
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Europe/Lon')
    await page.getByRole('option', { name: 'Europe/London' }).click()
    await page.getByRole('combobox', { name: 'Currency' }).click()
    await page.getByRole('option', { name: /^GBP/ }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Your account was saved' })).toBeVisible()

    // A field the server refuses shows its reason and nothing is saved.
    await page.getByLabel('Phone number').fill('call me')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Enter a valid phone number')).toBeVisible()

    await reloadPanel(page)
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace')
    await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines')
    await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958')
    await expect(page.getByLabel('Zip code')).toHaveValue('NW1 6XE')
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom')
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('French')
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London')
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText(/^GBP/)
    // The uploaded picture is the account's avatar, in the form and in the navbar.
    const tabpanel = page.getByRole('tabpanel')
    await expect(tabpanel.locator('img')).toHaveAttribute('src', /^\/api\/media\/uploads\//)
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
      'src',
      /^\/api\/media\/uploads\//,
    )
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByRole('menu').getByText('Ada Lovelace')).toBeVisible()
  })

  test('a new email needs the current password, signs the other devices out and keeps this one in', async ({
    page,
    request,
  }) => {
    const account = await registerAndLogIn(page, request)
    // A second device, whose session the email change must end.
    const phone = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { 'user-agent': IPHONE_SAFARI },
    })
    expect(phone.status()).toBe(201)
    const phoneToken = ((await phone.json()) as { accessToken: string }).accessToken
    const meOnPhone = () =>
      request.get('/api/auth/me', { headers: { authorization: `Bearer ${phoneToken}` } })
    expect((await meOnPhone()).status()).toBe(200)

    await openTab(page, 'account')
    const currentPassword = page.getByLabel('Current password')
    // Only a new email asks for the password.
    await expect(currentPassword).toHaveCount(0)
    const newEmail = `moved-${account.email}`
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail)
    await expect(currentPassword).toBeVisible()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Enter your current password to change your email')).toBeVisible()

    await currentPassword.fill('not-my-password')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('The current password is not correct')).toBeVisible()
    expect((await meOnPhone()).status()).toBe(200)

    await currentPassword.fill(account.password)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Your account was saved; your other devices were signed out' }),
    ).toBeVisible()
    await expect(currentPassword).toHaveCount(0)
    expect((await meOnPhone()).status()).toBe(401)

    // This tab stays signed in, and the new email is the login from now on.
    await reloadPanel(page)
    await expect(page).toHaveURL(/\/pages\/account-settings\/account$/)
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(newEmail)
    await logOutFromMenu(page)
    const login = new LoginScreen(page)
    await login.logIn({ email: account.email, password: account.password })
    await expect(page.getByText('Invalid email or password')).toBeVisible()
    await login.logIn({ email: newEmail, password: account.password })
    await expect(page).toHaveURL(/\/access-control/)
  })

  test('notification preferences are saved and there after a reload', async ({ page, request }) => {
    await registerAndLogIn(page, request)
    await openTab(page, 'notification')
    const newForYouByEmail = page.getByRole('checkbox', { name: 'Email: New for you' })
    const deviceInApp = page.getByRole('checkbox', { name: 'App: A new device is linked' })
    await expect(newForYouByEmail).toBeChecked()
    await expect(deviceInApp).not.toBeChecked()
    await newForYouByEmail.uncheck()
    await deviceInApp.check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Notification preferences saved' })).toBeVisible()
    await reloadPanel(page)
    await expect(newForYouByEmail).not.toBeChecked()
    await expect(deviceInApp).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Browser: New for you' })).toBeChecked()
  })

  // Two-step verification itself (authenticator set up, sign-in with a code) is two-step.spec.ts.
  test('connections and billing address are saved per user', async ({ page, request }) => {
    await registerAndLogIn(page, request)
    await openTab(page, 'security')
    await expect(page.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Recent devices' }).getByText('This device')).toBeVisible()

    await page.getByRole('tab', { name: 'Connections' }).click()
    await page.getByRole('switch', { name: 'Connect GitHub' }).check()
    await page.getByRole('switch', { name: 'Connect X' }).check()
    await page.getByLabel('X username').fill('@ada')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Connections saved' })).toBeVisible()

    await page.getByRole('tab', { name: 'Billing & plans' }).click()
    await expect(page.getByText('Your current plan is Basic')).toBeVisible()
    await page.getByRole('button', { name: 'Change plan' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose a plan' })
    await dialog.getByRole('radio', { name: /Team/ }).check()
    await dialog.getByRole('button', { name: 'Change plan' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Your plan is now Team' })).toBeVisible()
    await page.getByLabel('Company name').fill('Analytical Engines')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Billing address saved' })).toBeVisible()

    await reloadPanel(page)
    await expect(page.getByText('Your current plan is Team')).toBeVisible()
    await expect(page.getByLabel('Company name')).toHaveValue('Analytical Engines')
    await page.getByRole('tab', { name: 'Connections' }).click()
    await expect(page.getByRole('switch', { name: 'Connect GitHub' })).toBeChecked()
    await expect(page.getByLabel('X username')).toHaveValue('@ada')
  })

  test('deactivating the account asks for the password and confirmation, then logs out; the login refuses it afterwards', async ({
    page,
    request,
  }) => {
    const account = await registerAndLogIn(page, request)
    await openTab(page, 'account')
    await page.getByRole('button', { name: 'Deactivate account' }).click()
    await expect(page.getByText('Tick the box to confirm the deactivation')).toBeVisible()
    await expect(page.getByText('Enter your current password')).toBeVisible()
    await page.getByLabel('I confirm my account deactivation').check()
    // A borrowed session cannot switch the account off: the password is asked for.
    await page.getByLabel('Your password').fill(account.password)
    await page.getByRole('button', { name: 'Deactivate account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Deactivate your account?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Deactivate account' }).click()
    await dialog.getByRole('button', { name: 'Deactivate account' }).click()
    await expect(page).toHaveURL(/\/login/)
    await new LoginScreen(page).logIn({ email: account.email, password: account.password })
    await expect(page.getByText('This account is suspended')).toBeVisible()
  })
})

// Every tab, in three readings, is scanned by every-route.spec.ts.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const SCREENSHOTS: { tab: Tab; name: string; values: ClientValues }[] = [
  ...(['account', 'security', 'notification'] as const).flatMap((tab) => [
    { tab, name: 'light', values: { language: 'en', theme: 'light' } as const },
    { tab, name: 'dark', values: { language: 'en', theme: 'dark' } as const },
    { tab, name: 'arabic', values: { language: 'ar', theme: 'light' } as const },
  ]),
  ...(['billing-plans', 'connection'] as const).map((tab) => ({
    tab,
    name: 'light',
    values: { language: 'en', theme: 'light' } as const,
  })),
]

for (const { tab, name, values } of SCREENSHOTS) {
  test(
    `account settings screenshot: ${tab} ${name}`,
    { tag: '@screenshots' },
    async ({ page, request }, testInfo) => {
      test.slow()
      const account = await registerAndLogIn(page, request, values)
      if (tab === 'security') {
        // A second device, so the list shows one to sign out beside this one.
        const phone = await request.post('/api/auth/login', {
          data: { email: account.email, password: account.password },
          headers: { 'user-agent': IPHONE_SAFARI },
        })
        expect(phone.status()).toBe(201)
      }
      await openTab(page, tab)
      if (tab === 'security') await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3)
      await page.waitForLoadState('networkidle')
      expect(where(page).pathname).toBe(`/pages/account-settings/${tab}`)
      const shot = await page.screenshot({
        fullPage: true,
        path: path.join(screenshots, `account-settings-${tab}-${name}.png`),
      })
      await testInfo.attach(`account-settings-${tab}-${name}`, { body: shot, contentType: 'image/png' })
    },
  )
}
