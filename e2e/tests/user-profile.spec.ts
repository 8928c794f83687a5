// The user profile /pages/user-profile/:tab for the admin: each tab's data from the API, the project
// table's search, sort and paging kept in the URL, the Connect button stored on the server, axe on
// each tab, and screenshots of the profile and projects tabs (`npm run screenshots`).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { captureErrors, where } from '../support/shell'
import { ADMIN, CLIENT, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'

// Each tab runs several queries and the projects tab a data grid: on a busy shared machine they take
// longer than the default 10 s to show, which is slowness, not a failure.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')
const TABS = ['profile', 'teams', 'projects', 'connections'] as const

type Header = { fullName: string; designation: string; location: string }
type Named = { name: string }
type Titled = { title: string }
type ProjectPage = { projects: { name: string }[]; total: number }

// Logged in through the API in each test (not the shared storage state), so the token is always
// one this server issued.
test.beforeEach(async ({ page, request }) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
})

/** The API as the admin, to compare what the page shows with what the server answers. */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  return async <T>(url: string): Promise<T> => {
    const answer = await request.get(url, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(answer.status(), url).toBe(200)
    return (await answer.json()) as T
  }
}

const table = (page: Page) => page.getByRole('table', { name: 'Projects' })
const tableNames = (page: Page) => table(page).locator('tbody td[data-field="name"]').allInnerTexts()

/** Waits until the tab shows its data (cards, the timeline, the table's rows), not just its frame. */
async function expectTabLoaded(page: Page, tab: (typeof TABS)[number]) {
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute(
    'href',
    `/pages/user-profile/${tab}`,
  )
  // By role only: the screenshots run in Arabic too.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole(tab === 'profile' ? 'listitem' : 'article').first()).toBeVisible()
  if (tab === 'projects') await expect(panel.getByRole('table').getByRole('cell').first()).toBeVisible()
  await expect(panel.getByRole('status')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
}

test('each tab shows the admin profile from the server', async ({ page, request }) => {
  const api = await adminApi(request)
  const errors = captureErrors(page)
  const header = await api<Header>('/api/pages/profile/header')
  const overview = await api<{ connections: Named[]; teamsTech: Titled[]; about: { value: string }[] }>(
    '/api/pages/profile?tab=profile',
  )

  // Stored words the page says in the reader's language: a status, a role, a region code.
  const shown: Record<string, string> = { active: 'Active', admin: 'Admin', US: 'United States' }
  await page.goto('/pages/user-profile/profile')
  await expect(page.getByRole('heading', { level: 1, name: header.fullName })).toBeVisible()
  // The header and the about card say the account's role, as account settings and the menu do.
  const details = page.getByRole('list', { name: 'Profile details' })
  await expect(details).toContainText(shown[header.designation] ?? header.designation)
  await expect(details).toContainText(shown[header.location] ?? header.location)
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  const about = page.getByRole('region', { name: 'About me' })
  for (const line of overview.about) await expect(about).toContainText(shown[line.value] ?? line.value)
  await expect(about).toContainText('Full name')
  const connectionsCard = page.getByRole('region', { name: 'Connections' })
  for (const connection of overview.connections) await expect(connectionsCard).toContainText(connection.name)
  const teamsCard = page.getByRole('region', { name: 'Teams' })
  for (const team of overview.teamsTech) await expect(teamsCard).toContainText(team.title)
  const latest = await api<ProjectPage>('/api/pages/profile/projects?sortBy=date&orderBy=desc&itemsPerPage=5')
  await expect(page.getByRole('region', { name: 'Activity timeline' }).getByRole('listitem')).toHaveCount(
    latest.projects.length,
  )

  await page.getByRole('tab', { name: 'Teams' }).click()
  await expect(page).toHaveURL(/\/pages\/user-profile\/teams$/)
  const teams = await api<Titled[]>('/api/pages/profile?tab=teams')
  await expect(page.getByRole('article')).toHaveCount(teams.length)
  for (const team of teams) await expect(page.getByRole('article', { name: team.title })).toBeVisible()

  await page.getByRole('tab', { name: 'Projects' }).click()
  const projects = await api<Titled[]>('/api/pages/profile?tab=projects')
  await expect(page.getByRole('article')).toHaveCount(projects.length)
  for (const project of projects)
    await expect(page.getByRole('article', { name: project.title })).toBeVisible()
  const firstPage = await api<ProjectPage>('/api/pages/profile/projects')
  await expect.poll(() => tableNames(page)).toEqual(firstPage.projects.map((project) => project.name))

  await page.getByRole('tab', { name: 'Connections' }).click()
  const connections = await api<Named[]>('/api/pages/profile?tab=connections')
  await expect(page.getByRole('article')).toHaveCount(connections.length)
  for (const connection of connections)
    await expect(page.getByRole('article', { name: connection.name })).toBeVisible()
  expect(errors).toEqual([])
})

test('a user without a stored profile sees one made from their account, with empty tabs', async ({
  page,
  request,
}) => {
  const answer = await request.post('/api/auth/login', { data: CLIENT })
  const session = (await answer.json()) as {
    accessToken: string
    userData: { fullName: string }
    userAbilityRules: unknown
  }
  // Runs after the admin login of beforeEach on every load, so the client's session is the one used.
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values))
      localStorage.setItem(`aurum-${key}`, JSON.stringify(value))
  }, session)
  const { userData } = session
  const errors = captureErrors(page)
  await page.goto('/pages/user-profile/profile')
  await expect(page.getByRole('heading', { level: 1, name: userData.fullName })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Profile details' })).toContainText('Client')
  await expect(page.getByRole('region', { name: 'About me' })).toContainText('Nothing here yet.')
  await expect(page.getByRole('region', { name: 'Activity timeline' })).toContainText('No activity yet.')
  await page.getByRole('tab', { name: 'Teams' }).click()
  await expect(page.getByText('No teams yet')).toBeVisible()
  await page.getByRole('tab', { name: 'Projects' }).click()
  await expect(page.getByText('No projects yet').first()).toBeVisible()
  await expect(table(page)).toContainText('No projects yet')
  await page.getByRole('tab', { name: 'Connections' }).click()
  await expect(page.getByText('No connections yet')).toBeVisible()
  expect(errors).toEqual([])
})

test('an unknown tab and the bare path open the profile tab', async ({ page }) => {
  await page.goto('/pages/user-profile/nope')
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
  expect(where(page).pathname).toBe('/pages/user-profile/profile')
  await page.goto('/pages/user-profile')
  await expect(page).toHaveURL(/\/pages\/user-profile\/profile$/)
})

test('the project table searches, sorts and pages on the server, and the URL keeps it', async ({
  page,
  request,
}) => {
  const api = await adminApi(request)
  await page.goto('/pages/user-profile/projects')
  await expect(table(page)).toBeVisible()

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('design')
  await expect(page).toHaveURL(/[?&]q=design/)
  const searched = await api<ProjectPage>('/api/pages/profile/projects?q=design')
  expect(searched.total).toBeGreaterThan(0)
  await expect.poll(() => tableNames(page)).toEqual(searched.projects.map((project) => project.name))

  await page.getByRole('searchbox', { name: 'Search projects' }).fill('')
  await expect(page).not.toHaveURL(/[?&]q=/)
  const progress = table(page).getByRole('columnheader', { name: 'Progress' })
  await progress.click()
  await expect(page).toHaveURL(/sortBy=status&orderBy=asc/)
  await expect(progress).toHaveAttribute('aria-sort', 'ascending')
  await progress.click()
  await expect(page).toHaveURL(/sortBy=status&orderBy=desc/)
  await expect(progress).toHaveAttribute('aria-sort', 'descending')

  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect(page).toHaveURL(/page=2/)
  const query = 'sortBy=status&orderBy=desc&page=2'
  const second = await api<ProjectPage>(`/api/pages/profile/projects?${query}`)
  await expect.poll(() => tableNames(page)).toEqual(second.projects.map((project) => project.name))

  await page.reload()
  expect(where(page).query).toMatchObject({ sortBy: 'status', orderBy: 'desc', page: '2' })
  await expect.poll(() => tableNames(page)).toEqual(second.projects.map((project) => project.name))
  await expect(table(page).getByRole('columnheader', { name: 'Progress' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect(page.getByText(`11–${Math.min(20, second.total)} of ${second.total}`)).toBeVisible()
})

test('a connection toggled on the connections tab is stored', async ({ page, request }) => {
  const api = await adminApi(request)
  const connections = await api<(Named & { isConnected: boolean })[]>('/api/pages/profile?tab=connections')
  // The last one: the other tests only read names, so the flag is this test's alone.
  const target = connections.at(-1)!
  const [from, to] = target.isConnected ? ['Connected', 'Connect'] : ['Connect', 'Connected']
  await page.goto('/pages/user-profile/connections')
  const card = page.getByRole('article', { name: target.name })
  await card.getByRole('button', { name: from, exact: true }).click()
  await expect(page.getByRole('alert')).toContainText(target.name)
  await expect(card.getByRole('button', { name: to, exact: true })).toBeVisible()

  await page.reload()
  await expect(
    page.getByRole('article', { name: target.name }).getByRole('button', { name: to, exact: true }),
  ).toBeVisible()
  const stored = await api<(Named & { isConnected: boolean })[]>('/api/pages/profile?tab=connections')
  expect(stored.at(-1)!.isConnected).toBe(!target.isConnected)

  // Back as it was, through the page again.
  await page
    .getByRole('article', { name: target.name })
    .getByRole('button', { name: to, exact: true })
    .click()
  await expect(
    page.getByRole('article', { name: target.name }).getByRole('button', { name: from, exact: true }),
  ).toBeVisible()
})

for (const theme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violation, no console error, on every tab (${theme})`, async ({
    page,
  }) => {
    // An axe scan of a page this size takes tens of seconds on a busy machine.
    test.setTimeout(480_000)
    await useClientValues(page, { language: 'en', theme })
    const errors = captureErrors(page)
    await page.goto(`/pages/user-profile/${TABS[0]}`)
    // One page load for the four tabs: the tabs are links the app follows itself.
    for (const tab of TABS) {
      const path = `/pages/user-profile/${tab}`
      await page
        .getByRole('tab')
        .and(page.locator(`[href="${path}"]`))
        .click()
      await expectTabLoaded(page, tab)
      await expectNoSeriousAxeViolation(page, { label: `${tab} (${theme})` })
    }
    expect(errors).toEqual([])
  })
}

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
] as const) {
  for (const tab of ['profile', 'projects'] as const) {
    test(`user profile screenshot: ${tab} ${name}`, { tag: '@screenshots' }, async ({ page }, testInfo) => {
      await useClientValues(page, values)
      await page.goto(`/pages/user-profile/${tab}`)
      await expectTabLoaded(page, tab)
      const shot = await page.screenshot({
        fullPage: true,
        path: path.join(folder, `user-profile-${tab}-${name}.png`),
      })
      await testInfo.attach(`user-profile-${tab}-${name}`, { body: shot, contentType: 'image/png' })
    })
  }
}
