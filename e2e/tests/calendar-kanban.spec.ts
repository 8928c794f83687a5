// The calendar and the kanban against the real API: an event added in the drawer is there after a
// reload; an event dragged to another day and resized keeps its new times; guests and members are
// chosen in the drawers; a card's files are attached, downloaded and removed; one card dragged to
// another board with the mouse and another with the keyboard are both there after a reload.
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
  await showInList(page, title)
  await page.reload()
  await showInList(page, title)
  // Its title reads in its own direction (an English title in Arabic is cut at its end, not its start).
  await expect(page.locator('.fc-list-event-title', { hasText: title })).toHaveAttribute('dir', 'auto')
  expect(errors).toEqual([])
})

test('an event added elsewhere (another tab, the API) appears in an open calendar without a reload (pushed)', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await page.goto('/apps/calendar')
  const fc = page.locator('.fc')
  const answered = page.waitForResponse((r) => /\/api\/apps\/calendar\?/.test(r.url()) && r.ok())
  await fc.getByRole('button', { name: 'list' }).click()
  await answered
  // Today at noon (UTC): in the month on screen. The calendar does not poll: only a push shows it.
  const noon = new Date()
  noon.setUTCHours(12, 0, 0, 0)
  const title = unique('Pushed meeting')
  const created = await request.post('/api/apps/calendar', {
    headers: await apiHeaders(request),
    data: {
      title,
      start: noon.toISOString(),
      end: new Date(noon.getTime() + 3_600_000).toISOString(),
      extendedProps: { calendar: 'Business' },
    },
  })
  expect(created.status()).toBe(201)
  await expect(fc.getByText(title)).toBeVisible({ timeout: 5000 })
})

/**
 * The list view of the month that holds an event starting at the next hour: this month's, or the
 * next one's when the next hour is in the next month. Each month's answer is awaited before looking.
 */
async function showInList(page: Page, title: string) {
  const fc = page.locator('.fc')
  const listed = () => page.waitForResponse((r) => /\/api\/apps\/calendar\?/.test(r.url()) && r.ok())
  let answered = listed()
  await fc.getByRole('button', { name: 'list' }).click()
  await answered
  const shown = await fc
    .getByText(title)
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    )
  if (!shown) {
    answered = listed()
    await fc.getByRole('button', { name: /next/i }).click()
    await answered
  }
  await expect(fc.getByText(title)).toBeVisible()
}

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

type StoredEvent = {
  id: number
  title: string
  start: string
  end: string
  allDay?: boolean
  extendedProps: { guests: number[] }
}

async function storedEvent(request: APIRequestContext, id: number): Promise<StoredEvent> {
  const headers = await apiHeaders(request)
  const events = (await (await request.get('/api/apps/calendar', { headers })).json()) as StoredEvent[]
  return events.find((event) => event.id === id)!
}

/** Another Aurum user than the admin, as the people look-up answers them. */
async function somePerson(request: APIRequestContext, area: 'calendar' | 'kanban') {
  const headers = await apiHeaders(request)
  const people = (await (await request.get(`/api/apps/${area}/people`, { headers })).json()) as {
    id: number
    name: string
  }[]
  return people.find((person) => !/admin/i.test(person.name))!
}

test('an event dragged to another day and resized in the week view keeps its new times after a reload', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/calendar')
  const fc = page.locator('.fc')
  await fc.getByRole('button', { name: 'week' }).click()
  const dates = await page
    .locator('.fc-timegrid-col[data-date]')
    .evaluateAll((cols) => cols.map((col) => col.getAttribute('data-date')!))
  const [from, to] = [dates[2]!, dates[3]!]
  const local = (day: string, time: string) =>
    page.evaluate(([d, t]) => new Date(`${d}T${t}`).toISOString(), [day, time] as const)
  // An hour between 00:00 and 08:00 in the browser's time zone (high in the grid, so the pointer
  // stays far from the window's edge, where FullCalendar scrolls the page) when no other timed
  // event of the two days shares the slots the test uses (its hour on the first day, two hours on
  // the second): an event other tests add at the next hour (the drawer's default) would share the
  // slot and narrow the one to drag.
  const headers = await apiHeaders(request)
  const range = `start=${encodeURIComponent(await local(from, '00:00'))}&end=${encodeURIComponent(await local(dates[4]!, '00:00'))}`
  const others = (await (
    await request.get(`/api/apps/calendar?${range}`, { headers })
  ).json()) as StoredEvent[]
  const hh = (hour: number) => String(hour).padStart(2, '0')
  const busy = async (day: string, first: number, hours: number) => {
    const start = Date.parse(await local(day, `${hh(first)}:00`))
    const end = start + hours * 3_600_000
    // All-day events sit in their own row above the hours: they narrow no timed event.
    return others.some(
      (event) => !event.allDay && Date.parse(event.start) < end && Date.parse(event.end) > start,
    )
  }
  let hour = 0
  while (hour <= 8 && ((await busy(from, hour, 1)) || (await busy(to, hour, 2)))) hour++
  expect(hour, 'a free hour before 09:00 on both days').toBeLessThanOrEqual(8)
  const title = unique('Dragged')
  const created = await request.post('/api/apps/calendar', {
    headers,
    data: {
      title,
      start: await local(from, `${hh(hour)}:00`),
      end: await local(from, `${hh(hour + 1)}:00`),
      allDay: false,
      extendedProps: { calendar: 'Business' },
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await page.reload()
  await fc.getByRole('button', { name: 'week' }).click()
  const event = page.locator('.fc-timegrid-event').filter({ hasText: title })
  await expect(page.locator(`.fc-timegrid-col[data-date="${from}"]`).getByText(title)).toBeVisible()

  // Drag: press on the event, move one column over at the same height, release.
  const box = (await event.boundingBox())!
  const target = (await page.locator(`.fc-timegrid-col[data-date="${to}"]`).boundingBox())!
  const source = (await page.locator(`.fc-timegrid-col[data-date="${from}"]`).boundingBox())!
  const y = box.y + 8
  const moved = page.waitForResponse(
    (r) => r.url().includes(`/api/apps/calendar/${id}`) && r.status() === 201,
  )
  await page.mouse.move(box.x + box.width / 2, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 5, y, { steps: 3 })
  await page.mouse.move(box.x + box.width / 2 + (target.x - source.x), y, { steps: 15 })
  await page.mouse.up()
  await moved
  await expect(page.locator(`.fc-timegrid-col[data-date="${to}"]`).getByText(title)).toBeVisible()

  // Resize: the end handle (shown on hover) pulled down two half-hour slots.
  const slot = (await page.locator('.fc-timegrid-slot-lane').first().boundingBox())!
  const dropped = page.locator('.fc-timegrid-event').filter({ hasText: title })
  await dropped.hover()
  await expect(dropped.locator('.fc-event-resizer-end')).toBeAttached()
  // Pressed on the handle where it overlaps the event's last slot (half past the hour), released in
  // the slot an hour later: two slots later, so the event lasts two hours.
  const edge = (await dropped.boundingBox())!
  const lane = (await page
    .locator(`.fc-timegrid-slot-lane[data-time="${hh(hour + 1)}:30:00"]`)
    .boundingBox())!
  const x = edge.x + edge.width / 2
  const resized = page.waitForResponse(
    (r) => r.url().includes(`/api/apps/calendar/${id}`) && r.status() === 201,
  )
  await page.mouse.move(x, edge.y + edge.height - 2)
  await page.mouse.down()
  await page.mouse.move(x, edge.y + edge.height + 3, { steps: 3 })
  await page.mouse.move(x, lane.y + lane.height / 2, { steps: 15 })
  await page.mouse.up()
  await resized

  // The API holds the new day and length…
  const stored = await storedEvent(request, id)
  expect(stored.start).toBe(await local(to, `${hh(hour)}:00`))
  expect(stored.end).toBe(await local(to, `${hh(hour + 2)}:00`))
  // …and the calendar shows them after a reload.
  await page.reload()
  await fc.getByRole('button', { name: 'week' }).click()
  const after = page
    .locator(`.fc-timegrid-col[data-date="${to}"]`)
    .locator('.fc-timegrid-event')
    .filter({ hasText: title })
  await expect(after).toBeVisible()
  await expect(page.locator(`.fc-timegrid-col[data-date="${from}"]`).getByText(title)).toHaveCount(0)
  const height = (await after.boundingBox())!.height
  // Two hours: four slots tall (give or take the borders).
  expect(Math.abs(height - slot.height * 4)).toBeLessThan(slot.height / 2)
  expect(errors).toEqual([])
  // Its slot free again for a retry or the next run.
  expect((await request.delete(`/api/apps/calendar/${id}`, { headers })).ok()).toBe(true)
})

test('one occurrence of a weekly event is changed alone; the others stay', async ({ page, request }) => {
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/calendar')
  const fc = page.locator('.fc')
  await fc.getByRole('button', { name: 'week' }).click()
  const day = (await page.locator('.fc-timegrid-col[data-date]').nth(2).getAttribute('data-date'))!
  const local = (time: string, weeks = 0) =>
    page.evaluate(
      ([d, t, w]) => {
        const date = new Date(`${d}T${t}`)
        date.setDate(date.getDate() + w * 7)
        return date.toISOString()
      },
      [day, time, weeks] as const,
    )
  // A weekly event that began a week before the shown week.
  const title = unique('Weekly')
  const headers = await apiHeaders(request)
  const created = await request.post('/api/apps/calendar', {
    headers,
    data: {
      title,
      start: await local('09:00', -1),
      end: await local('10:00', -1),
      allDay: false,
      extendedProps: { calendar: 'Business', recurrence: 'weekly' },
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await page.reload()
  await fc.getByRole('button', { name: 'week' }).click()
  await page.locator(`.fc-timegrid-col[data-date="${day}"]`).getByText(title).click()
  const drawer = page.getByRole('dialog', { name: 'Edit event' })
  await drawer.getByRole('radio', { name: 'This event' }).check()
  const renamed = `${title} (once)`
  await drawer.getByLabel('Title').fill(renamed)
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/apps/calendar/${id}`) && r.status() === 201,
  )
  await drawer.getByRole('button', { name: 'Save' }).click()
  const single = (await (await saved).json()) as StoredEvent
  await expect(drawer).toBeHidden()
  await expect(page.locator(`.fc-timegrid-col[data-date="${day}"]`).getByText(renamed)).toBeVisible()

  // Through the API: three weeks from the first, the series skips this week, the single event holds it.
  const range = `start=${encodeURIComponent(await local('00:00', -1))}&end=${encodeURIComponent(await local('00:00', 2))}`
  const events = (await (
    await request.get(`/api/apps/calendar?${range}`, { headers })
  ).json()) as StoredEvent[]
  expect(events.filter((event) => event.id === id).map((event) => event.start)).toEqual([
    await local('09:00', -1),
    await local('09:00', 1),
  ])
  expect(events.filter((event) => event.id === single.id).map((event) => [event.title, event.start])).toEqual(
    [[renamed, await local('09:00')]],
  )
  // The next week still shows the series under its own title.
  await fc.getByRole('button', { name: /next/i }).click()
  await expect(page.locator('.fc-timegrid-event').filter({ hasText: title }).first()).toBeVisible()
  await expect(page.locator('.fc-timegrid-event').filter({ hasText: renamed })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('guests chosen in the event drawer are saved and shown again', async ({ page, request }) => {
  const guest = await somePerson(request, 'calendar')
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/calendar')
  await page.getByRole('button', { name: 'Add event' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add event' })
  const title = unique('With guests')
  await drawer.getByLabel('Title').fill(title)
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/apps/calendar/people?q=') && r.status() === 200,
  )
  await drawer.getByRole('combobox', { name: 'Guests' }).fill(guest.name.slice(0, 4))
  await searched
  await page.getByRole('option', { name: guest.name }).click()
  await expect(drawer.getByRole('button', { name: guest.name })).toBeVisible()
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/apps/calendar') && r.status() === 201)
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  const { id } = (await (await saved).json()) as { id: number }
  await expect(drawer).toBeHidden()
  expect((await storedEvent(request, id)).extendedProps.guests).toEqual([guest.id])

  // Opened again (after a reload), the drawer shows the guest by name, and saving keeps them.
  await page.reload()
  await showInList(page, title)
  await page.locator('.fc').getByText(title).click()
  const editing = page.getByRole('dialog', { name: 'Edit event' })
  await expect(editing.getByRole('button', { name: guest.name })).toBeVisible()
  const updated = page.waitForResponse(
    (r) => r.url().endsWith(`/api/apps/calendar/${id}`) && r.status() === 201,
  )
  await editing.getByRole('button', { name: 'Save' }).click()
  await updated
  expect((await storedEvent(request, id)).extendedProps.guests).toEqual([guest.id])
  expect(errors).toEqual([])
})

test("a card's members are chosen in its drawer, and its files attached, downloaded and removed", async ({
  page,
  request,
}) => {
  const member = await somePerson(request, 'kanban')
  const title = unique('Card with files')
  // On the Done board: the drag test needs In Progress short enough to fit the window.
  const { id } = await addCard(request, 'Done', title)
  await signIn(page, request)
  const errors = captureErrors(page)
  await page.goto('/apps/kanban')
  await board(page, 'Done').getByRole('button', { name: title }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit card' })

  // A file: uploaded, listed with its name and size, downloaded, then removed.
  await drawer.locator('input[type="file"][multiple]').setInputFiles({
    name: 'meeting notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Agenda: ship the board.\n'),
  })
  const files = drawer.getByRole('list', { name: 'Attachments' })
  await expect(files.getByText('meeting notes.txt')).toBeVisible()
  await expect(files.getByText('24 byte')).toBeVisible()
  const download = page.waitForEvent('download')
  await files.getByRole('button', { name: 'Download meeting notes.txt' }).click()
  expect((await download).suggestedFilename()).toBe('meeting notes.txt')

  // A member, chosen by name, saved with the card.
  await drawer.getByRole('combobox', { name: 'Members' }).fill(member.name.slice(0, 4))
  await page.getByRole('option', { name: member.name }).click()
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/apps/kanban/item/update') && r.status() === 200,
  )
  await drawer.getByRole('button', { name: 'Save' }).click()
  await saved
  await expect(drawer).toBeHidden()

  const headers = await apiHeaders(request)
  type Item = { id: number; members: { id: number }[]; files: { fileName: string }[] }
  const item = async () =>
    ((await (await request.get('/api/apps/kanban', { headers })).json()) as { items: Item[] }).items.find(
      (entry) => entry.id === id,
    )!
  expect((await item()).members.map((entry) => entry.id)).toContain(member.id)
  expect((await item()).files.map((file) => file.fileName)).toEqual(['meeting notes.txt'])

  await page.reload()
  await board(page, 'Done').getByRole('button', { name: title }).click()
  const again = page.getByRole('dialog', { name: 'Edit card' })
  await expect(again.getByRole('button', { name: member.name })).toBeVisible()
  await again.getByRole('button', { name: 'Remove meeting notes.txt' }).click()
  await expect(again.getByText('No files yet')).toBeVisible()
  expect((await item()).files).toEqual([])
  expect(errors).toEqual([])
})

async function apiHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  return { Authorization: `Bearer ${accessToken}` }
}

async function addCard(request: APIRequestContext, boardTitle: string, itemTitle: string) {
  const headers = await apiHeaders(request)
  const state = (await (await request.get('/api/apps/kanban', { headers })).json()) as {
    boards: { id: number; title: string }[]
  }
  const board = state.boards.find((candidate) => candidate.title === boardTitle)!
  const answer = await request.post('/api/apps/kanban/item/add', {
    headers,
    data: { itemTitle, boardId: board.id, boardName: board.title },
  })
  expect(answer.status()).toBe(201)
  return (await answer.json()) as { id: number }
}

const board = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test('a card another user adds appears on an open board without a reload (pushed, not polled)', async ({
  page,
  request,
}) => {
  await signIn(page, request)
  await page.goto('/apps/kanban')
  await expect(board(page, 'Done')).toBeVisible()
  const title = unique('Pushed card')
  await addCard(request, 'Done', title)
  // Sooner than the 10 s poll, which stops while the socket is up.
  await expect(board(page, 'Done').getByText(title)).toBeVisible({ timeout: 5000 })
})

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
  // Tall enough that the new cards, below the boards' own and the page's title row, are on screen:
  // the mouse drags between points of the viewport.
  await page.setViewportSize({ width: 1440, height: 1400 })
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
  const keySaved = page.waitForResponse((r) => r.url().includes('/item/state-update') && r.status() === 200)
  // Lifted once the announcement says so (a press during the mouse drop's animation is ignored),
  // over In Review after the arrow, then dropped.
  const announcer = page.locator('[id^="DndLiveRegion"]')
  await keyed.scrollIntoViewIfNeeded()
  await expect(async () => {
    await keyed.focus()
    await page.keyboard.press('Space')
    await expect(announcer).toContainText(new RegExp(`Lifted ${byKeyboard}|${byKeyboard} is over`), {
      timeout: 1_000,
    })
  }).toPass({ timeout: 15_000 })
  await page.keyboard.press('ArrowRight')
  await expect(announcer).toContainText(`${byKeyboard} is over In Review`)
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

// Both pages' first screen, in three readings, is checked by every-route.spec.ts.

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
