// Spec sections 2 and 6: redirects of `/` by role (query kept), the fixed redirects, and the guard
// for visitors (login with `to` and the query kept), admins and clients (not authorized).
import { expect, test } from '@playwright/test'
import { STORAGE_STATE, where } from '../support/shell'
import { CLIENT, logInByApi, useClientValues } from '../support/session'

test.beforeEach(async ({ page }) => {
  await useClientValues(page, { language: 'en' })
})

test.describe('visitor', () => {
  test('/ goes to /home with the query kept', async ({ page }) => {
    await page.goto('/?ref=mail')
    await expect(page).toHaveURL(/\/home/)
    expect(where(page)).toEqual({ pathname: '/home', query: { ref: 'mail' } })
  })

  test('a protected page sends to login with `to` and the query kept', async ({ page }) => {
    await page.goto('/dashboards/crm?range=week')
    await expect(page).toHaveURL(/\/login/)
    expect(where(page)).toEqual({ pathname: '/login', query: { range: 'week', to: '/dashboards/crm' } })
  })

  test('the access-control page needs a login too', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page).toHaveURL(/\/login/)
    expect(where(page).query.to).toBe('/access-control')
  })

  test('public pages stay reachable', async ({ page }) => {
    for (const path of ['/not-authorized', '/pages/misc/coming-soon', '/home']) {
      await page.goto(path)
      await expect(page.locator('#root')).not.toBeEmpty()
      expect(where(page).pathname).toBe(path)
    }
  })

  test('an unknown path shows not found, also under its alias', async ({ page }) => {
    for (const path of ['/no/such/page', '/pages/misc/not-found/anything']) {
      await page.goto(path)
      expect(where(page).pathname).toBe(path)
      await expect(page.getByText('404').first()).toBeVisible()
    }
  })

  test('a fixed redirect to a protected page ends at login with its target and the query', async ({
    page,
  }) => {
    await page.goto('/pages/user-profile?x=1')
    await expect(page).toHaveURL(/\/login/)
    expect(where(page)).toEqual({ pathname: '/login', query: { x: '1', to: '/pages/user-profile/profile' } })
  })
})

test.describe('admin', () => {
  test.use({ storageState: STORAGE_STATE.admin })

  test('/ goes to the CRM dashboard with the query kept', async ({ page }) => {
    await page.goto('/?tab=2')
    await expect(page).toHaveURL(/\/dashboards\/crm\?tab=2$/)
  })

  test('visitor-only pages send a logged-in user to /', async ({ page }) => {
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboards\/crm$/)
  })

  test('the fixed redirects keep the query', async ({ page }) => {
    await page.goto('/pages/user-profile?x=1')
    await expect(page).toHaveURL(/\/pages\/user-profile\/profile\?x=1$/)
    await page.goto('/pages/account-settings?y=2')
    await expect(page).toHaveURL(/\/pages\/account-settings\/account\?y=2$/)
  })

  test('may open the access-control page (manage all)', async ({ page }) => {
    await page.goto('/access-control')
    await expect(page).toHaveURL(/\/access-control$/)
  })
})

test.describe('client', () => {
  test.use({ storageState: STORAGE_STATE.client })

  test('/ goes to the access-control page with the query kept', async ({ page }) => {
    await page.goto('/?a=b')
    await expect(page).toHaveURL(/\/access-control\?a=b$/)
  })

  test('a page without the ability goes to not authorized', async ({ page }) => {
    await page.goto('/dashboards/crm?range=week')
    await expect(page).toHaveURL(/\/not-authorized$/)
  })

  test('the menu only shows what the client may open', async ({ page }) => {
    await page.goto('/access-control')
    const nav = page.getByTestId('vertical-nav')
    await expect(nav.getByRole('link', { name: 'Access control' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Dashboards' })).toHaveCount(0)
  })
})

test.describe('logout', () => {
  // Its own login: revoking the shared storage state's token would log the other tests out.
  test('revokes the token and returns to login', async ({ page, request }) => {
    await logInByApi(page, request, CLIENT)
    await page.goto('/access-control')
    const token = (await page.evaluate(() =>
      JSON.parse(localStorage.getItem('aurum-accessToken') ?? 'null'),
    )) as string
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('aurum-accessToken'))).toBeNull()
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })
    expect(me.status()).toBe(401)
  })
})
