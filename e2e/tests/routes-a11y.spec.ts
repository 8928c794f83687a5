// Every route of the app, as the role that may open it, passes axe-core (WCAG 2.1 A/AA, serious
// and critical) in light, in dark and in Arabic (right to left), with no console error and one h1. The lists
// below are checked against the navbar's page catalogue, so a page added to the catalogue without
// being added here fails the first test.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { captureErrors, navigateInApp, STORAGE_STATE } from '../support/shell'
import { useClientValues, type ClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'

type CatalogueGroup = { children: { url: string }[] }
const catalogue = JSON.parse(
  readFileSync(
    path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../packages/shared/src/navigation/page-catalogue.json',
    ),
    'utf8',
  ),
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
  '/no-such-page',
  '/front-pages/landing-page',
  '/front-pages/pricing',
  '/front-pages/help-center',
  '/front-pages/checkout',
  '/pages/pricing',
  '/pages/faq',
]

/** The admin's pages; `:order`, `:customer`, `:product`, `:user`, `:invoice` and `:course` are filled from the API. */
const ADMIN_ROUTES = [
  '/dashboards/crm',
  '/dashboards/ecommerce',
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
  '/apps/ecommerce/manage-review',
  '/apps/ecommerce/referrals',
  '/apps/ecommerce/settings',
  '/apps/user/list',
  '/apps/user/view/:user',
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

const VARIANTS: { name: string; values: ClientValues }[] = [
  { name: 'light', values: { language: 'en', theme: 'light' } },
  { name: 'dark', values: { language: 'en', theme: 'dark' } },
  { name: 'arabic', values: { language: 'ar', theme: 'dark' } },
]

/**
 * CSS transitions off for the scan: moving between pages as the app does starts transitions (the
 * menu's selected entry, hovered rows) that a page opened by address does not, and axe measured
 * their blended colours mid-way. MUI's enter and exit transitions run on timers, not on these.
 */
async function withoutTransitions(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style')
      style.textContent = '*, *::before, *::after { transition: none !important; }'
      document.head.append(style)
    })
  })
}

/**
 * Opens a page: the first by address, the next ones the way the app moves between pages (a history
 * entry and its popstate, which React Router follows), so the bundle and axe are loaded once per
 * test rather than once per page (the scan visits every page three times).
 */
async function open(page: Page, path: string, firstOfTest: boolean) {
  if (firstOfTest) {
    await page.goto(path)
  } else {
    await navigateInApp(page, path)
    const [pathname, search = ''] = path.split('?')
    await page.waitForURL((url) => url.pathname === pathname && url.search === (search ? `?${search}` : ''))
  }
  await page.waitForLoadState('networkidle')
}

async function expectClean(page: Page, path: string, label: string, errors: string[], firstOfTest = true) {
  await open(page, path, firstOfTest)
  await expect(page.locator('#root')).not.toBeEmpty()
  // Skeletons and spinners gone: the page shows its data, not its loading state.
  await expect(
    // (Showcase pages show spinners on purpose, inside their examples.)
    page.locator(
      '.MuiSkeleton-root, [role="progressbar"]:not(.MuiLinearProgress-determinate):not([data-showcase-example] *)',
    ),
  ).toHaveCount(0)
  await expectNoSeriousAxeViolation(page, { label: `${label} ${path}`, soft: true })
  // One h1 per page: the outline and screen readers start from it (hidden where the frame has no title row).
  await expect.soft(page.locator('h1'), `${label} ${path}: one h1`).toHaveCount(1)
  expect.soft(errors.splice(0), `${label} ${path}`).toEqual([])
}

/** Splits a list in `parts` slices so the two workers share the scan. */
function slices<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts)
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size))
}

test('the lists name every page of the search catalogue', () => {
  const covered = new Set(
    [...VISITOR_ROUTES, ...ADMIN_ROUTES, ...CLIENT_ROUTES].map((route) => route.split('?')[0]),
  )
  const missing = catalogue
    .flatMap((group) => group.children.map((child) => child.url))
    .filter((url) => !covered.has(url))
  expect(missing).toEqual([])
})

for (const variant of VARIANTS) {
  test.describe(`every route (${variant.name})`, () => {
    test.describe.configure({ timeout: 240_000 })

    slices(VISITOR_ROUTES, 2).forEach((routes, part) => {
      test(`visitor routes ${part + 1} are clean (${variant.name})`, async ({ page }) => {
        await withoutTransitions(page)
        await useClientValues(page, variant.values)
        const errors = captureErrors(page)
        for (const path of routes) await expectClean(page, path, variant.name, errors)
      })
    })

    test.describe('client', () => {
      test.use({ storageState: STORAGE_STATE.client })
      test(`client routes are clean (${variant.name})`, async ({ page }) => {
        await withoutTransitions(page)
        await useClientValues(page, variant.values)
        const errors = captureErrors(page)
        for (const [index, path] of CLIENT_ROUTES.entries())
          await expectClean(page, path, variant.name, errors, index === 0)
      })
    })

    test.describe('admin', () => {
      test.use({ storageState: STORAGE_STATE.admin })
      slices(ADMIN_ROUTES, 3).forEach((routes, part) => {
        test(`admin routes ${part + 1} are clean (${variant.name})`, async ({ page }) => {
          await withoutTransitions(page)
          await useClientValues(page, variant.values)
          const ids = await recordIds(page)
          const errors = captureErrors(page)
          for (const [index, route] of routes.entries()) {
            const address = route.replace(/:(\w+)/, (_, name: keyof typeof ids) => String(ids[name]))
            await expectClean(page, address, variant.name, errors, index === 0)
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
