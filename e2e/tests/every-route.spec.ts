// Every page of the app, as the role that may open it, in three readings: English and light on a
// desktop, Spanish and dark on a phone, Arabic (right to left) and light on a phone. Each visit
// checks what a person would notice and what a policy forbids, in one pass:
// - axe-core (WCAG 2.1 A/AA, serious and critical) and one h1;
// - no console error, no uncaught exception and no Content-Security-Policy violation (each page
//   opened by address must carry the policy header);
// - the page's data shown (no skeleton or spinner left), and no guard's redirect for a signed-in role;
// - on a phone: nothing wider than the screen, no text cut by its container (unless the whole text
//   is one hover away in a title).
// The lists are checked against the navbar's page catalogue and the web app's route registry, so a
// page added to the app but not here fails the first tests.
// (One walk instead of four: the axe scan, the CSP walk, the phone-layout sweep and the per-theme
// shell checks each opened the same pages; the walk opens each once per reading.)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { captureErrors, navigateInApp, STORAGE_STATE } from '../support/shell'
import { useClientValues, type ClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type CatalogueGroup = { children: { url: string }[] }
const catalogue = JSON.parse(
  readFileSync(path.join(root, 'packages/shared/src/navigation/page-catalogue.json'), 'utf8'),
) as CatalogueGroup[]

const VISITOR_ROUTES = [
  '/home',
  '/calendar-aurum/calendar',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=e2e-not-a-real-token',
  '/pages/authentication/login-v1',
  '/pages/authentication/login-v2',
  '/pages/authentication/register-v1',
  '/pages/authentication/register-v2',
  '/pages/authentication/register-multi-steps',
  '/pages/authentication/forgot-password-v1',
  '/pages/authentication/forgot-password-v2',
  '/pages/authentication/reset-password-v1',
  '/pages/authentication/reset-password-v2',
  '/pages/authentication/verify-email-v1',
  '/pages/authentication/verify-email-v2',
  '/pages/authentication/two-steps-v1',
  '/pages/authentication/two-steps-v2',
  '/chat-aurum/chat-ia',
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/pages/misc/page-not-found',
  '/pages/misc/server-error',
  '/not-authorized',
  '/pages/misc/not-authorized',
  '/no-such-page',
  '/front-pages/landing-page',
  '/aurum-landing-page',
  '/front-pages/pricing',
  '/front-pages/help-center',
  '/front-pages/help-center/article/how-do-i-purchase-an-item',
  '/front-pages/checkout',
  '/pages/pricing',
  '/pages/faq',
]

/** The admin's pages; `:order`, `:customer`, `:product`, `:user`, `:invoice` and `:course` are filled from the API. */
const ADMIN_ROUTES = [
  '/dashboards/crm',
  '/dashboards/ecommerce',
  '/apps/ecommerce/dashboard',
  '/dashboards/analytics',
  '/dashboards/analytics?period=365d',
  '/dashboards/academy',
  '/dashboards/logistics',
  '/apps/academy/dashboard',
  '/apps/academy/my-course',
  '/apps/academy/course-details',
  '/apps/academy/course-details/:course',
  '/apps/academy/authoring',
  '/apps/academy/authoring/new',
  '/apps/academy/authoring/:course',
  '/apps/logistics/dashboard',
  '/apps/logistics/fleet',
  '/apps/ecommerce/product/list',
  '/apps/ecommerce/product/add',
  '/apps/ecommerce/product/edit/:product',
  '/apps/ecommerce/product/category-list',
  '/apps/ecommerce/order/list',
  '/apps/ecommerce/order/details/:order',
  '/apps/ecommerce/customer/list',
  '/apps/ecommerce/customer/details/:customer',
  '/apps/ecommerce/customer/details/:customer?tab=security',
  '/apps/ecommerce/customer/details/:customer?tab=addresses',
  '/apps/ecommerce/customer/details/:customer?tab=notifications',
  '/apps/ecommerce/manage-review',
  '/apps/ecommerce/referrals',
  '/apps/ecommerce/settings',
  '/apps/user/list',
  '/apps/user/view/:user',
  '/apps/user/view/:user?tab=security',
  '/apps/user/view/:user?tab=billing-plans',
  '/apps/user/view/:user?tab=notifications',
  '/apps/user/view/:user?tab=connections',
  '/apps/roles',
  '/apps/permissions',
  '/access-control',
  '/pages/user-profile/profile',
  '/pages/user-profile/teams',
  '/pages/user-profile/projects',
  '/pages/user-profile/connections',
  '/pages/account-settings/account',
  '/pages/account-settings/security',
  '/pages/account-settings/billing-plans',
  '/pages/account-settings/notification',
  '/pages/account-settings/connection',
  '/apps/email',
  '/apps/email/sent',
  '/apps/email/filter/starred',
  '/apps/email/label/company',
  '/apps/invoice/list',
  '/apps/invoice/add',
  '/apps/invoice/edit/:invoice',
  '/apps/invoice/preview/:invoice',
  '/apps/chat',
  '/apps/calendar',
  '/apps/kanban',
  '/apps/content/faq',
  '/apps/content/help-center',
  '/front-pages/payment',
  '/pages/dialog-examples',
  '/pages/typography',
  '/extensions/swiper',
  '/extensions/tour',
  '/pages/cards/card-basic',
  '/pages/cards/card-advance',
  '/pages/cards/card-statistics',
  '/pages/cards/card-widgets',
  '/pages/cards/card-gamification',
  '/pages/cards/card-actions',
  '/forms/checkbox',
  '/forms/radio',
  '/forms/range-slider',
  '/forms/rating',
  '/forms/select',
  '/forms/slider',
  '/forms/switch',
  '/forms/textarea',
  '/forms/textfield',
  '/forms/autocomplete',
  '/forms/combobox',
  '/forms/custom-input',
  '/forms/date-time-picker',
  '/forms/editors',
  '/forms/file-input',
  '/forms/form-layouts',
  '/forms/form-validation',
  '/forms/form-wizard-numbered',
  '/forms/form-wizard-icons',
  '/wizard-examples/checkout',
  '/wizard-examples/property-listing',
  '/wizard-examples/create-deal',
  '/tables/data-table',
  '/tables/simple-table',
  '/charts/apex-chart',
  '/charts/chartjs',
  '/pages/icons',
  '/components/alert',
  '/components/avatar',
  '/components/badge',
  '/components/button',
  '/components/chip',
  '/components/dialog',
  '/components/expansion-panel',
  '/components/list',
  '/components/menu',
  '/components/pagination',
  '/components/progress-circular',
  '/components/progress-linear',
  '/components/snackbar',
  '/components/tabs',
  '/components/timeline',
  '/components/tooltip',
]

const CLIENT_ROUTES = ['/access-control', '/pages/account-settings/account', '/pages/user-profile/profile']

/** The public pages a search engine reads: each has a description. */
const DESCRIBED_ROUTES = new Set([
  '/front-pages/landing-page',
  '/home',
  '/front-pages/pricing',
  '/pages/pricing',
  '/pages/faq',
  '/front-pages/help-center',
  '/front-pages/help-center/article/how-do-i-purchase-an-item',
  '/front-pages/checkout',
])

const PHONE = { width: 390, height: 844 }

type Reading = { name: string; values: ClientValues; phone: boolean }
const READINGS: Reading[] = [
  { name: 'en light desktop', values: { language: 'en', theme: 'light' }, phone: false },
  { name: 'es dark phone', values: { language: 'es', theme: 'dark' }, phone: true },
  { name: 'ar light phone', values: { language: 'ar', theme: 'light' }, phone: true },
]

/**
 * Before the app's scripts: CSS transitions off (moving between pages as the app does starts
 * transitions, the menu's selected entry or a hovered row, that a page opened by address does not,
 * and axe measured their blended colours mid-way; MUI's enter and exit transitions run on timers,
 * not on these), and policy violations echoed as console errors (Chromium reports a refused
 * `new Function` probe only as an event).
 */
async function prepare(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
    })
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = '*, *::before, *::after { transition: none !important; }'
      document.head.append(style)
    })
  })
}

/**
 * Opens a page: the first by address (its answer must carry the policy), the next ones the way the
 * app moves between pages (a history entry and its popstate, which React Router follows), so the
 * bundle and axe are loaded once per test rather than once per page.
 */
async function open(page: Page, address: string, byAddress: boolean) {
  if (byAddress) {
    const response = await page.goto(address)
    expect.soft(response?.headers()['content-security-policy'], address).toContain("script-src 'self';")
  } else {
    await navigateInApp(page, address)
    const [pathname, search = ''] = address.split('?')
    await page.waitForURL((url) => url.pathname === pathname && url.search === (search ? `?${search}` : ''))
  }
  await page.waitForLoadState('networkidle')
}

/** What a phone shows of the page: sideways overflow and the texts cut by their container. */
function phoneLayout(page: Page): Promise<{ overflow: number; cut: string[] }> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth
    const cut: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('main *, header *')) {
      if (!element.offsetParent) continue
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join('')
      if (!text) continue
      const style = getComputedStyle(element)
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      // Drawn nowhere on purpose (visually hidden labels), or the whole text is in a title.
      const hidden = element.clientWidth <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)'
      const titled = Boolean(element.closest('[title]')?.getAttribute('title')?.includes(text))
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if (clips && !hidden && !titled && !scrolls && element.scrollWidth > element.clientWidth + 1)
        cut.push(text.slice(0, 40))
    }
    return { overflow, cut: [...new Set(cut)] }
  })
}

type Visit = { address: string; byAddress: boolean; signedIn: boolean }

async function expectClean(page: Page, reading: Reading, visit: Visit, errors: string[]) {
  const label = `${reading.name} ${visit.address}`
  await open(page, visit.address, visit.byAddress)
  await expect(page.locator('#root')).not.toBeEmpty()
  // Skeletons and spinners gone: the page shows its data, not its loading state.
  await expect(
    // (Showcase pages show spinners on purpose, inside their examples.)
    page.locator(
      '.MuiSkeleton-root, [role="progressbar"]:not(.MuiLinearProgress-determinate):not([data-showcase-example] *)',
    ),
  ).toHaveCount(0)
  // The page itself, not a guard's redirect (a role opens only the pages it may).
  if (visit.signedIn) expect.soft(new URL(page.url()).pathname, label).toBe(visit.address.split('?')[0])
  await expectNoSeriousAxeViolation(page, { label, soft: true })
  // One h1 per page: the outline and screen readers start from it (hidden where the frame has no title row).
  await expect.soft(page.locator('h1'), `${label}: one h1`).toHaveCount(1)
  if (DESCRIBED_ROUTES.has(visit.address))
    expect.soft(await page.locator('meta[name="description"]').getAttribute('content'), label).toBeTruthy()
  if (reading.phone) {
    const { overflow, cut } = await phoneLayout(page)
    expect.soft(overflow, `${label}: wider than the screen`).toBeLessThanOrEqual(0)
    expect.soft(cut, `${label}: text cut`).toEqual([])
  }
  expect.soft(errors.splice(0), label).toEqual([])
}

/** Splits a list in `parts` slices so the two workers share the walk. */
function slices<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts)
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size))
}

const ALL_ROUTES = [...VISITOR_ROUTES, ...ADMIN_ROUTES, ...CLIENT_ROUTES].map((route) => route.split('?')[0]!)

test('the lists name every page of the search catalogue', () => {
  const covered = new Set(ALL_ROUTES)
  const missing = catalogue
    .flatMap((group) => group.children.map((child) => child.url))
    .filter((url) => !covered.has(url))
  expect(missing).toEqual([])
})

test('the lists open every page the web app registers', async () => {
  // Loaded by file URL: the web sources are not part of the e2e TypeScript project.
  const { registeredPaths } = (await import(
    pathToFileURL(path.join(root, 'apps/web/src/app/routes.ts')).href
  )) as {
    registeredPaths: { path: string }[]
  }
  const listed = ALL_ROUTES.map((route) => route.replace(/:\w+/g, 'x'))
  const missing = registeredPaths
    .map((entry) => entry.path)
    .filter((registered) => {
      const pattern = new RegExp(`^${registered.replace(/:\w+/g, '[^/]+')}$`)
      return !listed.some((route) => pattern.test(route))
    })
  expect(missing).toEqual([])
})

for (const reading of READINGS) {
  test.describe(`every route (${reading.name})`, () => {
    test.describe.configure({ timeout: 300_000 })
    if (reading.phone) test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

    slices(VISITOR_ROUTES, 2).forEach((routes, part) => {
      test(`visitor routes ${part + 1} are clean (${reading.name})`, async ({ page }) => {
        await prepare(page)
        await useClientValues(page, reading.values)
        const errors = captureErrors(page)
        // Opened by address: several visitor pages are outside the signed-in router.
        for (const address of routes)
          await expectClean(page, reading, { address, byAddress: true, signedIn: false }, errors)
      })
    })

    test.describe('client', () => {
      test.use({ storageState: STORAGE_STATE.client })
      test(`client routes are clean (${reading.name})`, async ({ page }) => {
        await prepare(page)
        await useClientValues(page, reading.values)
        const errors = captureErrors(page)
        for (const [index, address] of CLIENT_ROUTES.entries())
          await expectClean(page, reading, { address, byAddress: index === 0, signedIn: true }, errors)
      })
    })

    test.describe('admin', () => {
      test.use({ storageState: STORAGE_STATE.admin })
      slices(ADMIN_ROUTES, 3).forEach((routes, part) => {
        test(`admin routes ${part + 1} are clean (${reading.name})`, async ({ page }) => {
          await prepare(page)
          await useClientValues(page, reading.values)
          const ids = await recordIds(page)
          const errors = captureErrors(page)
          for (const [index, route] of routes.entries()) {
            const address = route.replace(/:(\w+)/, (_, name: keyof typeof ids) => String(ids[name]))
            await expectClean(page, reading, { address, byAddress: index === 0, signedIn: true }, errors)
          }
        })
      })
    })
  })
}

/** One record of each kind that has a details page, read through the API as the admin. */
async function recordIds(page: Page) {
  await page.goto('/pages/misc/coming-soon')
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('aurum-accessToken') ?? 'null'))
  const headers = { authorization: `Bearer ${token}` }
  const read = async (address: string) => {
    const answer = await page.request.get(address, { headers })
    expect(answer.status(), address).toBe(200)
    return (await answer.json()) as Record<string, { id: number; customerId?: number }[]>
  }
  const [products, orders, customers, users, invoices, courses] = await Promise.all([
    read('/api/apps/ecommerce/products?itemsPerPage=1'),
    read('/api/apps/ecommerce/orders?itemsPerPage=1'),
    read('/api/apps/ecommerce/customers?itemsPerPage=1'),
    read('/api/apps/users?itemsPerPage=1'),
    read('/api/apps/invoice?itemsPerPage=1'),
    read('/api/apps/academy/courses?itemsPerPage=1'),
  ])
  return {
    product: products.products![0]!.id,
    order: orders.orders![0]!.id,
    customer: customers.customers![0]!.customerId!,
    user: users.users![0]!.id,
    invoice: invoices.invoices![0]!.id,
    course: courses.courses![0]!.id,
  }
}
