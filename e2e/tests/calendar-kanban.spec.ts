// The calendar and the kanban against the real API: an event added in the drawer is there after a
// reload; one card dragged to another board with the mouse and another with the keyboard are both
// there after a reload.
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'
import { expectNoSeriousAxeViolation } from '../support/axe'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function signIn(page: Page, request: APIRequestContext) {
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, ADMIN)
}

test('an event added in the drawer is in the calendar after a reload', async ({ page, request }) => {
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/calendar')
  await page.getByRole('button', { name: 'Add event' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add event' })
  // The title is required: the drawer says so before anything is sent.
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(drawer.getByText(/at least 1|required/i)).toBeVisible()
  const title = unique('Planning')
  await drawer.getByLabel('Title').fill(title)
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(drawer).toBeHidden()
  // The new event starts at the next hour: in this month's view, or the list of the day after.
  await page.locator('.fc').getByRole('button', { name: 'list' }).click()
  const listed = page.locator('.fc').getByText(title)
  if (!(await listed.isVisible().catch(() => false)))
    await page.locator('.fc').getByRole('button', { name: /next/i }).click()
  await expect(page.locator('.fc').getByText(title)).toBeVisible()
  await page.reload()
  await page.locator('.fc').getByRole('button', { name: 'list' }).click()
  if (
    !(await page
      .locator('.fc')
      .getByText(title)
      .isVisible()
      .catch(() => false))
  )
    await page.locator('.fc').getByRole('button', { name: /next/i }).click()
  await expect(page.locator('.fc').getByText(title)).toBeVisible()
  expect(errors).toEqual([])
})

test('the small month picker moves the calendar, and follows its arrows', async ({ page, request }) => {
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/calendar')
  const title = page.locator('.fc .fc-toolbar-title')
  const picker = page.locator('.MuiDateCalendar-root')
  const now = new Date()
  const monthName = (offset: number) =>
    new Date(now.getFullYear(), now.getMonth() + offset, 1).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
    })
  await expect(title).toHaveText(monthName(0))
  // Two months on in the picker, then its 15th: the big calendar shows that month.
  await picker.getByRole('button', { name: 'Next month' }).click()
  await picker.getByRole('button', { name: 'Next month' }).click()
  await expect(picker.getByText(monthName(2), { exact: true })).toBeVisible()
  // The month slides in: the leaving months' days stay in the page until it ends.
  await expect(picker.getByRole('gridcell', { name: '15' })).toHaveCount(1)
  await picker.getByRole('gridcell', { name: '15' }).click()
  await expect(title).toHaveText(monthName(2))
  // The big calendar's own arrow brings the picker along.
  await page.locator('.fc').getByRole('button', { name: /prev/i }).click()
  await expect(title).toHaveText(monthName(1))
  await expect(picker.getByText(monthName(1), { exact: true })).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'calendar with month picker' })
  expect(errors).toEqual([])
})

async function addCard(request: APIRequestContext, boardTitle: string, itemTitle: string) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const headers = { Authorization: `Bearer ${accessToken}` }
  const state = (await (await request.get('/api/apps/kanban', { headers })).json()) as {
    boards: { id: number; title: string }[]
  }
  const board = state.boards.find((candidate) => candidate.title === boardTitle)!
  const answer = await request.post('/api/apps/kanban/item/add', {
    headers,
    data: { itemTitle, boardId: board.id, boardName: board.title },
  })
  expect(answer.status()).toBe(201)
}

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test('cards dragged to another board with the mouse and with the keyboard stay there', async ({
  page,
  request,
}) => {
  const byMouse = unique('Mouse card')
  const byKeyboard = unique('Keyboard card')
  await addCard(request, 'In Progress', byMouse)
  await addCard(request, 'In Progress', byKeyboard)
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/kanban')
  await expect(board(page, 'In Progress').getByText(byMouse)).toBeVisible()

  // The mouse: press on the card, move over the Done board, release.
  const card = board(page, 'In Progress').getByRole('button', { name: byMouse })
  const target = board(page, 'Done')
  const from = (await card.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 })
  const saved = page.waitForResponse((r) => r.url().includes('/item/state-update') && r.status() === 200)
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 20 })
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 5 })
  await page.mouse.up()
  await saved
  await expect(target.getByText(byMouse)).toBeVisible()

  // The keyboard: focus the card, space to lift, the right arrow to the next board, space to drop.
  const keyed = board(page, 'In Progress').getByRole('button', { name: byKeyboard })
  await keyed.focus()
  const keySaved = page.waitForResponse((r) => r.url().includes('/item/state-update') && r.status() === 200)
  await page.keyboard.press('Space')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Space')
  await keySaved
  await expect(board(page, 'In Review').getByText(byKeyboard)).toBeVisible()

  await page.reload()
  await expect(board(page, 'Done').getByText(byMouse)).toBeVisible()
  await expect(board(page, 'In Review').getByText(byKeyboard)).toBeVisible()
  await expect(board(page, 'In Progress').getByText(byMouse)).toHaveCount(0)
  await expect(board(page, 'In Progress').getByText(byKeyboard)).toHaveCount(0)
  expect(errors).toEqual([])
})

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['arabic dark', { language: 'ar', theme: 'dark' }],
] as const) {
  test(`axe finds nothing serious on both pages (${name})`, async ({ page, request }) => {
    await useClientValues(page, values)
    await logInByApi(page, request, ADMIN)
    for (const path of ['/apps/calendar', '/apps/kanban']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[role="progressbar"]')).toHaveCount(0)
      await expectNoSeriousAxeViolation(page, { label: `${name} ${path}` })
    }
  })
}

test('visitors see the public events, read only, and axe finds nothing serious', async ({
  page,
  request,
}) => {
  await useClientValues(page, { language: 'en', theme: 'light' })
  const errors = captureErrors(page)
  await page.goto('/calendar-aurum/calendar')
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const now = new Date()
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()
  const answer = await request.get(`/api/calendar-aurum/events?start=${start}&end=${end}`)
  const events = (await answer.json()) as { title: string }[]
  if (events[0]) await expect(page.locator('.fc').getByText(events[0].title).first()).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'visitor /calendar-aurum/calendar' })
  expect(errors).toEqual([])
})
