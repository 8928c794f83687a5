// The authentication screens against the real API: login by role, login errors under the email
// field (spec section 8), registration, the password reset screens and logout.
import { expect, test } from '@playwright/test'
import { LoginScreen, RegisterScreen } from '../support/auth-pages'
import { ADMIN, CLIENT, useClientValues } from '../support/session'

test.beforeEach(async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
})

test.describe('login', () => {
  test('the admin lands on the CRM dashboard', async ({ page }) => {
    const login = new LoginScreen(page)
    await login.open()
    await expect(page.getByText('admin@demo.com')).toBeVisible()
    await login.logIn(ADMIN)
    await expect(page).toHaveURL(/\/dashboards\/crm$/)
    await expect(page.getByRole('heading', { level: 1, name: 'CRM dashboard' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sales by month' })).toBeVisible()
    await expect(page.getByRole('application', { name: /bar chart/ })).toBeVisible({ timeout: 15_000 })
  })

  test('the client lands on the access-control page', async ({ page }) => {
    const login = new LoginScreen(page)
    await login.open()
    await login.logIn(CLIENT)
    await expect(page).toHaveURL(/\/access-control$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Access control' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Only for administrators' })).toHaveCount(0)
  })

  test('goes back to the wanted page held in `to`, with its query', async ({ page }) => {
    await page.goto('/dashboards/crm?tab=week')
    await expect(page).toHaveURL(/\/login\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('to')).toBe('/dashboards/crm')
    await new LoginScreen(page).logIn(ADMIN)
    await expect(page).toHaveURL(/\/dashboards\/crm\?tab=week$/)
  })

  test('a wrong password shows the server message under the email field', async ({ page }) => {
    const login = new LoginScreen(page)
    await login.open()
    await login.logIn({ email: ADMIN.email, password: 'not-the-password' })
    await expect(login.email).toHaveAttribute('aria-invalid', 'true')
    await expect(login.email).toHaveAccessibleDescription('Invalid email or password')
    await expect(page).toHaveURL(/\/login$/)
    // The right password still works after a failure.
    await login.logIn(ADMIN)
    await expect(page).toHaveURL(/\/dashboards\/crm$/)
  })

  test('empty fields are refused before any call', async ({ page }) => {
    const login = new LoginScreen(page)
    await login.open()
    let called = false
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) called = true
    })
    await login.submit.click()
    await expect(login.email).toHaveAccessibleDescription('Email is required')
    await expect(login.password).toHaveAccessibleDescription('Password is required')
    expect(called).toBe(false)
  })

  test('an unexpected answer reads "Something went wrong" under the email field', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    )
    const login = new LoginScreen(page)
    await login.open()
    await login.logIn(ADMIN)
    await expect(login.email).toHaveAccessibleDescription('Something went wrong')
  })
})

test.describe('registration', () => {
  test('creates an account, logs it in as a client and refuses the same email again', async ({
    page,
    browser,
  }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
    const account = {
      username: `e2e.${suffix}`,
      email: `e2e.${suffix}@example.com`,
      password: 'a-long-password',
    }
    await new RegisterScreen(page).register(account)
    await expect(page).toHaveURL(/\/access-control$/)
    await expect(page.getByText(`role client`)).toBeVisible()

    // A visitor in another browser context tries the same email.
    const context = await browser.newContext()
    const visitor = await context.newPage()
    await useClientValues(visitor, { language: 'en' })
    const again = new RegisterScreen(visitor)
    await again.register({ ...account, username: `${account.username}.2` })
    await expect(again.email).toHaveAccessibleDescription('This email is already registered')
    await context.close()
  })

  test('the new account can log in with its password', async ({ page, request }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
    const account = {
      username: `e2e.login.${suffix}`,
      email: `e2e.login.${suffix}@example.com`,
      password: 'another-password',
    }
    expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201)
    const login = new LoginScreen(page)
    await login.open()
    await login.logIn(account)
    await expect(page).toHaveURL(/\/access-control$/)
  })
})

test.describe('password reset screens', () => {
  // The full token flow (link issued, used once, old sessions revoked) is covered by the server
  // tests (apps/server/src/auth/auth.test.ts), which read the link the server would log.
  test('forgot password confirms without telling whether the account exists', async ({ page }) => {
    await page.goto('/forgot-password')
    await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status')).toContainText('If an account exists for nobody-here@example.com')
  })

  test('a used or forged reset link is refused with a way to ask for a new one', async ({ page }) => {
    await page.goto('/reset-password?token=forged-token-value')
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password')
    await page.getByLabel('Confirm password', { exact: true }).fill('brand-new-password')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText('Invalid or expired link')).toBeVisible()
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })

  test('a reset page without a token asks for the emailed link and offers a new one', async ({ page }) => {
    await page.goto('/pages/authentication/reset-password-v1')
    await expect(page.getByText(/open the link in the email we sent you/)).toBeVisible()
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: 'Request a new link' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })
})

test.describe('logout', () => {
  test('returns to login, forgets the session and revokes the token on the server', async ({
    page,
    request,
  }) => {
    const login = new LoginScreen(page)
    await login.open()
    await login.logIn(ADMIN)
    await expect(page).toHaveURL(/\/dashboards\/crm$/)
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('aurum-accessToken') ?? 'null') as string | null,
    )
    expect(token).toBeTruthy()

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('aurum-accessToken'))).toBeNull()

    const revoked = await request.get('/api/dashboards/crm', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(revoked.status()).toBe(401)
    await page.goto('/dashboards/crm')
    await expect(page).toHaveURL(/\/login\?to=%2Fdashboards%2Fcrm$/)
  })
})

test.describe('known device', () => {
  test('a second login from this browser sends the token of its first, kept through logout', async ({
    page,
  }) => {
    const login = new LoginScreen(page)
    await login.open()
    const first = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'))
    await login.logIn(CLIENT)
    expect((await first).postDataJSON()).not.toHaveProperty('deviceToken')
    await expect(page).toHaveURL(/\/access-control$/)
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('aurum-login-devices') ?? '{}') as Record<string, string>,
    )
    expect(stored[CLIENT.email]).toEqual(expect.any(String))

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const second = page.waitForRequest((request) => request.url().endsWith('/api/auth/login'))
    await login.logIn(CLIENT)
    expect((await second).postDataJSON()).toMatchObject({ deviceToken: stored[CLIENT.email] })
    await expect(page).toHaveURL(/\/access-control$/)
  })
})
