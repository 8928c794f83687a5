// The academy and the fleet against the real API: a new learner ticks a topic and sees the
// progress on the course, on my courses and on the academy dashboard after reloads; a dispatcher
// opens the fleet and selects vehicles, each centred on the map; the logistics dashboard draws
// its charts from the stored records. Axe on every page visited.
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues, createUserByApi } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors, navigateInApp, STORAGE_STATE } from '../support/shell'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  return ((await login.json()) as { accessToken: string }).accessToken
}

async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const page = await (await browser.newContext()).newPage()
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, credentials)
  return page
}

async function firstCourse(request: APIRequestContext) {
  const answer = await request.get('/api/apps/academy/courses?itemsPerPage=1&sortBy=courseName', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  })
  const body = (await answer.json()) as { courses: { id: number; courseTitle: string; totalTasks: number }[] }
  return body.courses[0]!
}

const tasks = (done: number, total: number) => `${done} of ${total} topics`

test('a learner ticks a topic and sees the progress on the course, my courses and the dashboard', async ({
  browser,
  request,
}) => {
  const learner = await createUserByApi(request, { label: 'learner' })
  const course = await firstCourse(request)
  const page = await signedInPage(browser, request, learner)
  const errors = captureErrors(page)

  await page.goto(`/apps/academy/course-details/${course.id}`)
  await expect(page.getByRole('heading', { level: 1, name: course.courseTitle })).toBeVisible()
  await expect(page.getByTestId('course-progress')).toContainText(tasks(0, course.totalTasks))
  await expectNoSeriousAxeViolation(page, { label: 'course details' })

  const firstTopic = page.getByRole('checkbox').first()
  await firstTopic.check()
  await expect(page.getByText('Progress saved')).toBeVisible()
  await expect(page.getByTestId('course-progress')).toContainText(tasks(1, course.totalTasks))

  await page.reload()
  await expect(page.getByTestId('course-progress')).toContainText(tasks(1, course.totalTasks))
  await expect(page.getByRole('checkbox').first()).toBeChecked()

  await page.goto(`/apps/academy/my-course?q=${encodeURIComponent(course.courseTitle)}`)
  const card = page.getByRole('article', { name: course.courseTitle })
  await expect(card.getByTestId('course-tasks')).toContainText(tasks(1, course.totalTasks))
  await page.reload()
  await expect(card.getByTestId('course-tasks')).toContainText(tasks(1, course.totalTasks))
  // Hide completed keeps the course (one topic of many is not all of them).
  await page.getByLabel('Hide completed').click()
  await expect(page.getByLabel('Hide completed')).toBeChecked()
  await expect(page).toHaveURL(/hideCompleted=true/)
  await expect(card).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'my courses' })

  await page.goto('/dashboards/academy')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Academy dashboard' })).toBeVisible()
  const assignment = page.getByTestId('assignment').filter({ hasText: course.courseTitle })
  await expect(assignment).toContainText(tasks(1, course.totalTasks))
  await expect(page.locator('.apexcharts-svg')).toHaveCount(2)
  await expectNoSeriousAxeViolation(page, { label: 'academy dashboard' })

  // Unticking takes it back.
  await page.goto(`/apps/academy/course-details/${course.id}`)
  await page.getByRole('checkbox').first().uncheck()
  await expect(page.getByTestId('course-progress')).toContainText(tasks(0, course.totalTasks))
  expect(errors).toEqual([])
})

test.describe('as the admin', () => {
  test.use({ storageState: STORAGE_STATE.admin })

  /** How far the marker sits from the middle of the map, in CSS pixels. */
  async function offCentre(page: Page, vehicleId: number) {
    const map = await page.getByTestId('fleet-map').boundingBox()
    const marker = await page.getByTestId(`fleet-marker-${vehicleId}`).boundingBox()
    if (!map || !marker) throw new Error('map or marker not drawn')
    return Math.hypot(
      marker.x + marker.width / 2 - (map.x + map.width / 2),
      marker.y + marker.height / 2 - (map.y + map.height / 2),
    )
  }

  /** How far apart two markers are drawn, in CSS pixels (it doubles with each zoom level). */
  async function markerDistance(page: Page, first: number, second: number) {
    const [a, b] = await Promise.all(
      [first, second].map((id) => page.getByTestId(`fleet-marker-${id}`).boundingBox()),
    )
    if (!a || !b) throw new Error('marker not drawn')
    return Math.hypot(a.x - b.x, a.y - b.y)
  }

  test('the fleet shows every vehicle on the map and centres the one selected', async ({ page, request }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
    const errors = captureErrors(page)
    const answer = await request.get('/api/apps/logistics/vehicles?itemsPerPage=100', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    })
    const { vehicles } = (await answer.json()) as { vehicles: { id: number; location: number }[] }
    // From the logistics dashboard, so the page left at the end is already loaded and the map unmounts at once.
    await page.goto('/apps/logistics/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Logistics dashboard' })).toBeVisible()
    await navigateInApp(page, '/apps/logistics/fleet')
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible()
    await expect(page.locator('[data-testid^="fleet-marker-"]')).toHaveCount(vehicles.length)
    // Without MAP_TILE_URL the routes lie on a plain background: no tile is asked for.
    await expect(
      page.getByRole('region', { name: `Map of ${vehicles.length} vehicles and their routes` }),
    ).toBeVisible()
    await expect(page.locator('.leaflet-tile')).toHaveCount(0)
    await expectNoSeriousAxeViolation(page, { label: 'fleet' })

    for (const vehicle of [vehicles[1]!, vehicles[4]!]) {
      await page.getByTestId(`fleet-vehicle-${vehicle.id}`).click()
      await expect(page.getByTestId(`fleet-vehicle-${vehicle.id}`)).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId(`fleet-marker-${vehicle.id}`)).toHaveAttribute('aria-pressed', 'true')
      await expect.poll(() => offCentre(page, vehicle.id)).toBeLessThan(4)
    }
    // The selected vehicle lists its shipments from the server (the count in its heading).
    const shipments = await request.get(`/api/apps/logistics/vehicles/${vehicles[4]!.id}/shipments`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    })
    const { total } = (await shipments.json()) as { total: number }
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`^${total} shipments? of VOL-${vehicles[4]!.location}$`),
      }),
    ).toBeVisible()
    await expectNoSeriousAxeViolation(page, { label: 'fleet with shipments' })
    // A marker selects its vehicle too, from the keyboard (markers off the zoomed view included).
    await page.getByTestId(`fleet-marker-${vehicles[2]!.id}`).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId(`fleet-vehicle-${vehicles[2]!.id}`)).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => offCentre(page, vehicles[2]!.id)).toBeLessThan(4)
    // A click on a marker selects its vehicle in the list; the zoom buttons zoom the map.
    await page.getByTestId(`fleet-marker-${vehicles[0]!.id}`).click()
    await expect(page.getByTestId(`fleet-vehicle-${vehicles[0]!.id}`)).toHaveAttribute('aria-pressed', 'true')
    await expect(
      page.getByRole('button', { name: `VOL-${vehicles[0]!.location}, from`, exact: false }),
    ).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => offCentre(page, vehicles[0]!.id)).toBeLessThan(4)
    const before = await markerDistance(page, vehicles[0]!.id, vehicles[1]!.id)
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect
      .poll(() => markerDistance(page, vehicles[0]!.id, vehicles[1]!.id))
      .toBeGreaterThan(before * 1.5)
    // Leaving while the map still zooms leaves no error behind (Leaflet ends its animation later).
    await page.getByRole('button', { name: 'Zoom out' }).click()
    await navigateInApp(page, '/apps/logistics/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Logistics dashboard' })).toBeVisible()
    // And so does leaving the fleet just after its map is drawn (mid-animation, it once failed).
    await navigateInApp(page, '/apps/logistics/fleet')
    await expect(page.locator('[data-testid^="fleet-marker-"]')).toHaveCount(vehicles.length)
    await page.waitForTimeout(100)
    await navigateInApp(page, '/apps/logistics/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Logistics dashboard' })).toBeVisible()
    await page.waitForTimeout(500)
    expect(errors).toEqual([])
  })

  test('the logistics dashboard draws its charts and pages its vehicles from the server', async ({
    page,
  }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
    const errors = captureErrors(page)
    await page.goto('/apps/logistics/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Logistics dashboard' })).toBeVisible()
    await expect(page.locator('.apexcharts-svg')).toHaveCount(2)
    const table = page.getByRole('table', { name: 'On route vehicles' })
    await expect(table.locator('tbody tr')).toHaveCount(5)
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByText('6–10 of 10')).toBeVisible()
    await expectNoSeriousAxeViolation(page, { label: 'logistics dashboard' })
    expect(errors).toEqual([])
  })

  test('the analytics dashboard counts the pages viewed and follows its period', async ({ page }) => {
    await useClientValues(page, { language: 'en', theme: 'light' })
    const errors = captureErrors(page)
    // Pages seen in this tab are recorded (path only) and counted on the dashboard.
    await page.goto('/apps/logistics/fleet')
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible()
    await page.goto('/dashboards/analytics')
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeVisible()
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    const topPages = page.getByRole('listitem').filter({ hasText: '/apps/logistics/fleet' })
    await expect(topPages.first()).toBeVisible()
    await expect(page.locator('.apexcharts-svg')).not.toHaveCount(0)
    await page.getByRole('button', { name: '12 months' }).click()
    await expect(page).toHaveURL(/period=365d/)
    await expect(page.getByRole('button', { name: '12 months' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('.apexcharts-svg')).toHaveCount(2)
    await expectNoSeriousAxeViolation(page, { label: 'analytics dashboard' })
    expect(errors).toEqual([])
  })
})
