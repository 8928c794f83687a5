// The fleet map with no tile server (MAP_TILE_URL unset, as in any offline install): the world's
// countries are drawn from the bundled data and nothing is fetched from another origin, routes are
// great-circle arcs (many points, not a straight segment), and a shown name is never cut by the
// map's edge nor hidden under the zoom buttons, even with its point dragged into a corner.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, useClientValues } from '../support/session'
import { captureErrors, STORAGE_STATE } from '../support/shell'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })
test.use({ storageState: STORAGE_STATE.admin })

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not drawn')
  return box
}

/** The names shown on the map that are cut by, or lie beyond, the map's edge, or lie under its zoom buttons. */
async function labelsOutside(page: Page) {
  const map = await boxOf(page.getByTestId('fleet-map'))
  const buttons = await boxOf(page.locator('.leaflet-control-zoom'))
  const outside: string[] = []
  for (const label of await page.locator('.fleet-map-label').all()) {
    if (!(await label.isVisible())) continue
    const box = await boxOf(label)
    const inside =
      box.x >= map.x - 0.5 &&
      box.y >= map.y - 0.5 &&
      box.x + box.width <= map.x + map.width + 0.5 &&
      box.y + box.height <= map.y + map.height + 0.5
    const underButtons =
      box.x < buttons.x + buttons.width &&
      buttons.x < box.x + box.width &&
      box.y < buttons.y + buttons.height &&
      buttons.y < box.y + box.height
    if (!inside || underButtons)
      outside.push(`${await label.textContent()} at ${JSON.stringify(box)} in ${JSON.stringify(map)}`)
  }
  return outside
}

type Spot = 'top-left' | 'top-right' | 'centre' | 'bottom-left' | 'bottom-right'

/** Drags the map so the marker lands at a spot: the centre, or 6 pixels from a corner. */
async function dragMarkerTo(page: Page, marker: Locator, spot: Spot) {
  const map = await boxOf(page.getByTestId('fleet-map'))
  const dot = await boxOf(marker)
  const from = { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 }
  const to = {
    'top-left': { x: map.x + 6, y: map.y + 6 },
    'top-right': { x: map.x + map.width - 6, y: map.y + 6 },
    centre: { x: map.x + map.width / 2, y: map.y + map.height / 2 },
    'bottom-left': { x: map.x + 6, y: map.y + map.height - 6 },
    'bottom-right': { x: map.x + map.width - 6, y: map.y + map.height - 6 },
  }[spot]
  const delta = { x: to.x - from.x, y: to.y - from.y }
  // The grip moves across the middle of the map, so it starts and ends on the map.
  const grip = { x: map.x + map.width / 2 - delta.x / 2, y: map.y + map.height / 2 - delta.y / 2 }
  await page.mouse.move(grip.x, grip.y)
  await page.mouse.down()
  await page.mouse.move(grip.x + delta.x, grip.y + delta.y, { steps: 12 })
  // A pause before letting go: Leaflet then adds no inertia, so the map stops where it was left.
  await page.waitForTimeout(200)
  await page.mouse.up()
  await expect
    .poll(async () => {
      const now = await boxOf(marker)
      return Math.hypot(now.x + now.width / 2 - to.x, now.y + now.height / 2 - to.y)
    })
    .toBeLessThan(3)
}

// In Arabic too: Leaflet in a right-to-left page, with the zoom buttons on the right.
for (const { language, theme, heading } of [
  { language: 'en', theme: 'light', heading: 'Fleet' },
  { language: 'ar', theme: 'dark', heading: 'الأسطول' },
] as const) {
  test(`without a tile server the fleet map draws the world, arcs and names inside the map (${language})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await useClientValues(page, { language, theme })
    const errors = captureErrors(page)
    const elsewhere: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).origin !== new URL(baseURL!).origin) elsewhere.push(sent.url())
    })
    const login = await request.post('/api/auth/login', { data: ADMIN })
    const { accessToken } = (await login.json()) as { accessToken: string }
    const answer = await request.get('/api/apps/logistics/vehicles?itemsPerPage=100', {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    const { vehicles } = (await answer.json()) as {
      vehicles: { id: number; location: number; startCity: string; endCity: string }[]
    }
    const transatlantic = vehicles.find(
      (vehicle) => vehicle.startCity === 'Lyon' && vehicle.endCity === 'Chicago',
    )
    if (!transatlantic) throw new Error('the seed has no Lyon to Chicago route')

    await page.goto('/apps/logistics/fleet')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('[data-testid^="fleet-marker-"]')).toHaveCount(vehicles.length)

    // The countries of the bundled world map (177 of them, drawn in three world copies), no tile.
    await expect
      .poll(() => page.locator('.leaflet-fleetBasemap-pane path.fleet-map-country').count())
      .toBeGreaterThan(100)
    await expect(page.locator('.leaflet-tile')).toHaveCount(0)

    // Routes are arcs: a transatlantic route's path has dozens of points, where a segment has two.
    const pointCounts = await page
      .locator('.leaflet-overlay-pane path')
      .evaluateAll((paths) => paths.map((path) => (path.getAttribute('d') ?? '').match(/[ML]/g)?.length ?? 0))
    expect(Math.max(...pointCounts)).toBeGreaterThan(10)

    // Selected, the vehicle is named and so are its route's ends, all inside the map...
    await page.getByTestId(`fleet-vehicle-${transatlantic.id}`).click()
    const marker = page.getByTestId(`fleet-marker-${transatlantic.id}`)
    await expect(marker).toHaveAttribute('aria-pressed', 'true')
    const name = page.locator('.fleet-map-label', { hasText: `VOL-${transatlantic.location}` })
    await expect(name).toBeVisible()
    await expect(page.locator('.fleet-map-label', { hasText: 'Lyon' })).toBeVisible()
    await expect(page.locator('.fleet-map-label', { hasText: 'Chicago' })).toBeVisible()
    await expect.poll(() => labelsOutside(page)).toEqual([])

    // ...and still inside with the vehicle dragged into a corner: its name turns to the side that fits.
    const spots: Spot[] =
      language === 'ar' ? ['top-right', 'centre', 'bottom-left'] : ['top-left', 'centre', 'bottom-right']
    for (const spot of spots) {
      await dragMarkerTo(page, marker, spot)
      await expect(name).toBeVisible()
      expect(await labelsOutside(page)).toEqual([])
    }
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
  })
}
