// Users, roles and permissions administration against the real API: the add-user drawer, the edit
// dialog, a password set by the admin and used to sign in, a role built in the matrix dialog that
// limits its users, the permission dialogs, axe on the four pages, and screenshots to look at.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { LoginScreen } from '../support/auth-pages'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

// The pages make several calls and draw a data grid: on a busy machine 10 s is not always enough.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 360_000 })

const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')

/** Unique per run and per test, so re-runs against the same database never clash. */
const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: ADMIN })
  expect(answer.status()).toBe(201)
  return ((await answer.json()) as { accessToken: string }).accessToken
}

/** A user made through the API (with a password), for the tests that are not about the drawer. */
async function createUserByApi(request: APIRequestContext, fields: { role: string; password: string }) {
  const handle = unique('e2e.api.')
  const answer = await request.post('/api/apps/users', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      fullName: `Api ${handle}`,
      username: handle,
      email: `${handle}@example.com`,
      role: fields.role,
      currentPlan: 'basic',
      status: 'active',
      password: fields.password,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()) as { id: number; fullName: string; email: string }
}

/** Picks an option of an MUI select by its text, whatever its case (role names are shown capitalised). */
async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click()
  await page
    .getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i') })
    .click()
}

test.beforeEach(async ({ page }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
})

test('adds a user in the drawer, edits them, sets their password, and they sign in with it', async ({
  page,
  request,
}) => {
  await logInByApi(page, request, ADMIN)
  const handle = unique('e2e.user.')
  const fullName = `Drawer ${handle}`
  const password = `Pw-${handle}`

  await page.goto('/apps/user/list')
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  await page.getByRole('button', { name: 'Add new user' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add user' })
  await expect(drawer).toBeVisible()
  // The form checks with the shared schema before any call.
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByText('Enter the full name')).toBeVisible()
  await drawer.getByLabel('Full name').fill(fullName)
  await drawer.getByLabel('Username').fill(handle)
  await drawer.getByLabel('Email').fill(`${handle}@example.com`)
  await drawer.getByLabel('Company').fill('Aurum E2E')
  // The country is picked from the list (stored as its ISO code, shown by its name).
  await drawer.getByRole('combobox', { name: 'Country' }).fill('spa')
  await page.getByRole('option', { name: 'Spain', exact: true }).click()
  await drawer.getByLabel('Contact').fill('+34 600 000 000')
  await chooseOption(page, 'Role', 'subscriber')
  await chooseOption(page, 'Plan', 'Team')
  await chooseOption(page, 'Status', 'Active')
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `${fullName} was added` })).toBeVisible()
  await expect(drawer).toBeHidden()

  // The same email again: the server's 409 lands under the email field.
  await page.getByRole('button', { name: 'Add new user' }).click()
  await drawer.getByLabel('Full name').fill('Someone Else')
  await drawer.getByLabel('Username').fill(unique('e2e.other.'))
  await drawer.getByLabel('Email').fill(`${handle}@example.com`)
  await chooseOption(page, 'Role', 'subscriber')
  await drawer.getByRole('button', { name: 'Add user' }).click()
  await expect(drawer.getByLabel('Email')).toHaveAccessibleDescription('This email is already registered')
  await drawer.getByRole('button', { name: 'Close' }).click()

  await page.getByLabel('Search users').fill(handle)
  await expect(page).toHaveURL(new RegExp(`q=${handle.replace(/\./g, '\\.')}`))
  const table = page.getByRole('table', { name: 'Users' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('link', { name: fullName, exact: true }).click()

  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible()
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Edit user information' })
  const renamed = `Edited ${handle}`
  await edit.getByLabel('Full name').fill(renamed)
  await chooseOption(page, 'Plan', 'Enterprise')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'User details saved' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Enterprise' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Country' })).toContainText('Spain')

  await page.getByRole('tab', { name: 'Security' }).click()
  await expect(page).toHaveURL(/tab=security/)
  await page.getByLabel('New password', { exact: true }).fill(password)
  await page.getByLabel('Confirm new password').fill(`${password}x`)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('The passwords do not match')).toBeVisible()
  await page.getByLabel('Confirm new password').fill(password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `A new password was set for ${renamed}` }),
  ).toBeVisible()
  // The tab survives a reload.
  await page.goto(page.url())
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true')

  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login/)
  await new LoginScreen(page).logIn({ email: `${handle}@example.com`, password })
  await expect(page).not.toHaveURL(/\/login/)
  const userData = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum-userData') ?? 'null'))
  expect(userData).toMatchObject({ fullName: renamed, role: 'subscriber' })
})

test('a role made in the dialog with read on products only limits its users', async ({
  page,
  request,
  browser,
}) => {
  await logInByApi(page, request, ADMIN)
  const roleName = unique('e2e-reader-')
  await page.goto('/apps/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
  await page.getByRole('button', { name: 'Add new role' }).click()
  const dialog = page.getByRole('dialog', { name: /Add new role/ })
  await dialog.getByLabel('Role name').fill(roleName)
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' })
  await dialog.getByRole('checkbox', { name: 'Products: Read' }).check()
  await expect(selectAll).toHaveAttribute('data-indeterminate', 'true')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Role ${roleName} created` })).toBeVisible()
  await expect(page.getByRole('heading', { name: roleName })).toBeVisible()

  // What the server stored: read Product, nothing else.
  const token = await adminToken(request)
  const roles = (await (
    await request.get('/api/apps/roles', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    roles: { name: string; permissions: Record<string, string[]>; manageAll: boolean }[]
  }
  const stored = roles.roles.find((role) => role.name === roleName)
  expect(stored).toMatchObject({ manageAll: false, permissions: { Product: ['read'] } })

  // A user gets the role through the edit dialog.
  const password = `Pw-${unique('r')}`
  const user = await createUserByApi(request, { role: 'subscriber', password })
  await page.goto(`/apps/user/view/${user.id}`)
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Edit user information' })
  await chooseOption(page, 'Role', roleName)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'User details saved' })).toBeVisible()

  // The role cannot be deleted while someone holds it: the server says why.
  await page.goto('/apps/roles')
  await page.getByRole('button', { name: `Delete role ${roleName}` }).click()
  await page
    .getByRole('dialog', { name: 'Delete this role?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: '1 user still has this role' })).toBeVisible()

  // As that user: the users API refuses, the menu has no Users, the product list is let through.
  const context = await browser.newContext()
  const asReader = await context.newPage()
  await useClientValues(asReader, { language: 'en', theme: 'light' })
  const login = await request.post('/api/auth/login', { data: { email: user.email, password } })
  expect(login.status()).toBe(201)
  const readerToken = ((await login.json()) as { accessToken: string }).accessToken
  const usersAnswer = await request.get('/api/apps/users', {
    headers: { Authorization: `Bearer ${readerToken}` },
  })
  expect(usersAnswer.status()).toBe(403)
  await logInByApi(asReader, request, { email: user.email, password })
  await asReader.goto('/apps/ecommerce/product/list')
  await expect(asReader).not.toHaveURL(/not-authorized|\/login/)
  // A page of the default layout every signed-in user may open, to see the menu they get.
  await asReader.goto('/pages/account-settings/account')
  const nav = asReader.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav).toBeVisible()
  await expect(nav.getByText('Users', { exact: true })).toHaveCount(0)
  await expect(nav.getByText('Roles & Permissions', { exact: true })).toHaveCount(0)
  await asReader.goto('/apps/user/list')
  await expect(asReader).toHaveURL(/\/not-authorized$/)
  await context.close()
})

test('adds, edits and deletes a permission through its dialogs', async ({ page, request }) => {
  await logInByApi(page, request, ADMIN)
  const name = unique('E2E permission ')
  await page.goto('/apps/permissions')
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible()

  await page.getByRole('button', { name: 'Add permission' }).click()
  const add = page.getByRole('dialog', { name: /Add new permission/ })
  await add.getByLabel('Permission name').fill(name)
  await add.getByRole('combobox', { name: 'Assigned to' }).click()
  await page.getByRole('option', { name: 'Admin', exact: true }).click()
  await add.getByRole('button', { name: 'Create permission' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Permission ${name} created` })).toBeVisible()

  await page.getByLabel('Search permissions').fill(name)
  const table = page.getByRole('table', { name: 'Permissions' })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row').nth(1)).toContainText('Admin')

  await table.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: /Edit permission/ })
  await expect(edit.getByText(/you might break the system's permission functionality/)).toBeVisible()
  const renamed = `${name} edited`
  await edit.getByLabel('Permission name').fill(renamed)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('alert').filter({ hasText: `Permission ${renamed} saved` })).toBeVisible()
  await expect(table.getByRole('cell', { name: renamed, exact: true })).toBeVisible()

  await table.getByRole('button', { name: `Delete ${renamed}` }).click()
  await page
    .getByRole('dialog', { name: 'Delete this permission?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: `Permission ${renamed} deleted` })).toBeVisible()
  await expect(table.getByText('No permission matches this search.')).toBeVisible()
})

test('an unknown user shows a not-found card, and a page beyond the last is written back as page 1', async ({
  page,
  request,
}) => {
  await logInByApi(page, request, ADMIN)
  await page.goto('/apps/user/view/999999')
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the users list' }).click()
  await expect(page).toHaveURL(/\/apps\/user\/list$/)

  await page.goto('/apps/user/list?page=9999&status=active')
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible()
  await expect(page).toHaveURL(/\/apps\/user\/list\?status=active$/)
})

// Every page and user tab, in three readings, is scanned by every-route.spec.ts; the role dialog
// opens only here.
test('no serious or critical axe violation, no console error: role dialog', async ({ page, request }) => {
  await logInByApi(page, request, ADMIN)
  const errors = captureErrors(page)
  await page.goto('/apps/roles')
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  // The button's name is its visible text; the role's name describes it.
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Delete role admin' }) })
    .getByRole('button', { name: 'Edit role' })
    .click()
  await expect(page.getByRole('dialog', { name: /Edit role/ })).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'role dialog' })
  expect(errors).toEqual([])
})

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  test(`users admin screenshots: ${name}`, { tag: '@screenshots' }, async ({ page, request }, testInfo) => {
    await useClientValues(page, values)
    await logInByApi(page, request, ADMIN)
    const shoot = async (label: string) => {
      const shot = await page.screenshot({
        path: path.join(screenshots, `users-${label}-${name}.png`),
      })
      await testInfo.attach(`users-${label}-${name}`, { body: shot, contentType: 'image/png' })
    }
    await page.goto('/apps/user/list')
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shoot('list')
    await page.goto('/apps/user/view/1?tab=security')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await shoot('view')
    await page.goto('/apps/roles')
    await page.locator('article').first().getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.waitForTimeout(400)
    await shoot('role-dialog')
  })
}
