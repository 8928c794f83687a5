// The Content-Security-Policy and frame refusal in Chromium (issue 11): every registered page and
// the API reference run under the policy without a console error, and another origin cannot
// frame the app. Policy violations are also echoed to the console by an init script, so a refusal
// Chromium reports only as an event (a caught `new Function` probe) fails the test too.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { captureErrors, navigateInApp } from '../support/shell'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

type RegisteredPath = { path: string; meta: { layout?: string; unauthenticatedOnly?: boolean } }

/**
 * The web app's own route registry (and the tab names its parameterised pages accept), so a page
 * added to the app is visited here without editing this spec. Loaded by file URL: the web sources
 * are not part of the e2e TypeScript project.
 */
async function loadRegistry(): Promise<{ paths: RegisteredPath[]; tabs: Record<string, readonly string[]> }> {
  const load = (file: string) => import(pathToFileURL(path.join(root, file)).href)
  const [{ registeredPaths }, { PROFILE_TABS }, { ACCOUNT_TABS }] = await Promise.all([
    load('apps/web/src/app/routes.ts'),
    load('packages/shared/src/schemas/profile.ts'),
    load('packages/shared/src/schemas/account.ts'),
  ])
  return {
    paths: registeredPaths as RegisteredPath[],
    tabs: {
      '/pages/user-profile/:tab': PROFILE_TABS as readonly string[],
      '/pages/account-settings/:tab': ACCOUNT_TABS as readonly string[],
    },
  }
}

/** Where each `:id` page finds a real record: a list of the API and the field its links use. */
const ID_SOURCES: Record<string, { url: string; rows: string; field: string }> = {
  '/apps/user/view/:id': { url: '/api/apps/users', rows: 'users', field: 'id' },
  '/apps/academy/course-details/:id': { url: '/api/apps/academy/courses', rows: 'courses', field: 'id' },
  // The admin may edit any course.
  '/apps/academy/authoring/:id': { url: '/api/apps/academy/courses', rows: 'courses', field: 'id' },
  '/apps/ecommerce/product/edit/:id': { url: '/api/apps/ecommerce/products', rows: 'products', field: 'id' },
  '/apps/ecommerce/order/details/:id': { url: '/api/apps/ecommerce/orders', rows: 'orders', field: 'id' },
  '/apps/invoice/edit/:id': { url: '/api/apps/invoice', rows: 'invoices', field: 'id' },
  '/apps/invoice/preview/:id': { url: '/api/apps/invoice', rows: 'invoices', field: 'id' },
  // Customer pages are addressed by the public customer number, not the row id.
  '/apps/ecommerce/customer/details/:id': {
    url: '/api/apps/ecommerce/customers',
    rows: 'customers',
    field: 'customerId',
  },
}

/** Concrete URLs for every page of the registry; a parameter this spec cannot fill fails it. */
async function concretePaths(
  request: APIRequestContext,
  paths: RegisteredPath[],
  tabs: Record<string, readonly string[]>,
): Promise<string[]> {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const firstId = async ({ url, rows, field }: { url: string; rows: string; field: string }) => {
    const answer = await request.get(url, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(answer.status(), url).toBe(200)
    const first = ((await answer.json()) as Record<string, Record<string, number>[]>)[rows]?.[0]?.[field]
    if (first === undefined) throw new Error(`${url}: no ${rows} to open`)
    return first
  }
  const urls: string[] = []
  for (const { path: routePath } of paths) {
    const idSource = ID_SOURCES[routePath]
    const tabNames = tabs[routePath]
    if (!routePath.includes(':')) urls.push(routePath)
    else if (idSource) urls.push(routePath.replace(':id', String(await firstId(idSource))))
    else if (tabNames) urls.push(...tabNames.map((tab) => routePath.replace(':tab', tab)))
    else if (routePath === '/apps/email/:view') urls.push('/apps/email/sent')
    else if (routePath === '/apps/email/filter/:filter') urls.push('/apps/email/filter/starred')
    else if (routePath === '/apps/email/label/:label') urls.push('/apps/email/label/company')
    else if (routePath.endsWith('/article/:title')) {
      // Any published article: its slug from the help center's answer.
      const helpCenter = await (await request.get('/api/pages/help-center')).text()
      const slug = /"slug":"([^"]+)"/.exec(helpCenter)?.[1]
      if (!slug) throw new Error('the help center names no article')
      urls.push(routePath.replace(':title', slug))
    } else throw new Error(`no value for the parameters of ${routePath}: add one to this spec`)
  }
  return urls
}

/** Echoes CSP violation events as console errors, on every document the page loads. */
async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
    })
  })
}

/**
 * Opens a page under the policy: by address (the response must carry the policy: a clean console
 * without it would prove nothing), or, after the first, as the app moves between pages (a history
 * entry and its popstate) in that same document, so the bundle loads once per test.
 */
async function expectCleanPage(page: Page, url: string, errors: string[], byAddress = true) {
  if (byAddress) {
    const response = await page.goto(url)
    expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self';")
  } else {
    await navigateInApp(page, url)
  }
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root'), url).not.toBeEmpty()
  // The page itself rendered (an admin may open every page), not a guard's redirect.
  expect(new URL(page.url()).pathname, url).toBe(url)
  expect(errors, url).toEqual([])
}

test.describe('the app under its Content-Security-Policy', () => {
  // Tens of pages one after the other per test, on a machine shared by parallel builds.
  test.describe.configure({ timeout: 300_000 })

  // The default layout's hundred-odd pages in four shards, so the two workers share them and a
  // retry repeats a quarter of the walk.
  const SHARDS = { default: 4, blank: 1 } as const
  for (const layout of ['default', 'blank'] as const) {
    for (let shard = 0; shard < SHARDS[layout]; shard++) {
      const part = SHARDS[layout] > 1 ? ` (part ${shard + 1} of ${SHARDS[layout]})` : ''
      test(`every registered ${layout}-layout page opens as the admin with no console error${part}`, async ({
        page,
        request,
      }) => {
        const { paths, tabs } = await loadRegistry()
        // Visitor-only pages send a logged-in user away; they are checked below, logged out.
        const pages = paths.filter(
          (entry) => !entry.meta.unauthenticatedOnly && (entry.meta.layout ?? 'default') === layout,
        )
        const urls = await concretePaths(request, pages, tabs)
        expect(urls.length).toBeGreaterThan(layout === 'default' ? 20 : 10)
        await useClientValues(page, { language: 'en', theme: 'dark' })
        await logInByApi(page, request, ADMIN)
        await reportViolations(page)
        const errors = captureErrors(page)
        const mine = urls.filter((_, index) => index % SHARDS[layout] === shard)
        // The blank layout's pages (auth screens, public pages) are opened by address: several
        // are outside the signed-in router.
        for (const [index, url] of mine.entries())
          await expectCleanPage(page, url, errors, layout === 'blank' || index === 0)
      })
    }
  }

  test('the visitor pages render with no console error, in Arabic too', async ({ page }) => {
    await useClientValues(page, { language: 'ar', theme: 'light' })
    await reportViolations(page)
    const errors = captureErrors(page)
    for (const url of ['/login', '/register', '/forgot-password']) {
      await expectCleanPage(page, url, errors)
      await expect(page.getByRole('button').first()).toBeVisible()
    }
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('/boot.js applies the stored direction and theme before the bundle runs', async ({
    browser,
    baseURL,
  }) => {
    for (const [values, expected] of [
      [
        { language: 'ar', theme: 'dark' },
        { dir: 'rtl', background: 'rgb(18, 18, 18)' },
      ],
      [
        { language: 'fr', theme: 'light' },
        { dir: 'ltr', background: 'rgb(247, 247, 249)' },
      ],
    ] as const) {
      const context = await browser.newContext({ baseURL })
      const page = await context.newPage()
      // Without the bundle, whatever the document shows was set by /boot.js alone.
      await page.route('**/assets/**', (route) => route.abort())
      await useClientValues(page, values)
      await page.goto('/login')
      const html = page.locator('html')
      await expect(html).toHaveAttribute('dir', expected.dir)
      await expect(html).toHaveAttribute('lang', values.language)
      await expect(html).toHaveCSS('background-color', expected.background)
      await expect(html).toHaveCSS('color-scheme', values.theme)
      await expect(page.locator('#root')).toBeEmpty()
      // Zod, loaded later by the pages, finds jitless mode already set.
      const zodConfig = await page.evaluate(
        () => (window as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig,
      )
      expect(zodConfig).toEqual({ jitless: true })
      await context.close()
    }
  })

  test('the API reference renders every operation with no console error', async ({ page }) => {
    await reportViolations(page)
    const errors = captureErrors(page)
    const response = await page.goto('/api/docs')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';")
    await expect(page.locator('details').first()).toBeVisible()
    expect(await page.locator('details').count()).toBeGreaterThan(50)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  test('another origin cannot frame the app', async ({ page, baseURL }) => {
    const target = new URL('/login', baseURL).href
    await page.route('http://other.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Other</title>
          <iframe src="${target}" onload="document.title = 'frame settled'"></iframe>`,
      }),
    )
    await page.goto('http://other.test/')
    await expect(page).toHaveTitle('frame settled')
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    expect(frame, 'the iframe').toBeDefined()
    // Chromium replaces a refused frame with its error page; the app's index.html (whose #root is
    // in the markup, script or not) never arrives.
    expect(frame!.url()).not.toBe(target)
    expect(await frame!.locator('#root').count()).toBe(0)
  })

  test('same-origin WebSockets pass connect-src, other origins do not', async ({ page, baseURL }) => {
    await page.goto('/login')
    const socketUrl = new URL('/api/realtime', baseURL)
    socketUrl.protocol = 'ws:'
    // Opens a socket and reports the connect-src refusals seen until it fails or opens.
    const violationsFor = (url: string) =>
      page.evaluate(
        (socketTarget) =>
          new Promise<string[]>((resolve) => {
            const violations: string[] = []
            const onViolation = (event: SecurityPolicyViolationEvent) =>
              violations.push(`${event.effectiveDirective} ${event.blockedURI}`)
            document.addEventListener('securitypolicyviolation', onViolation)
            const finish = () => {
              // Violation events are queued as tasks: let them arrive before answering.
              setTimeout(() => {
                document.removeEventListener('securitypolicyviolation', onViolation)
                resolve(violations)
              }, 200)
            }
            try {
              const socket = new WebSocket(socketTarget)
              socket.onopen = () => {
                socket.close()
                finish()
              }
              socket.onerror = finish
            } catch {
              finish()
            }
          }),
        url,
      )
    expect(await violationsFor(socketUrl.href)).toEqual([])
    expect(await violationsFor('ws://other.test/socket')).toEqual([
      expect.stringMatching(/^connect-src ws:\/\/other\.test/),
    ])
  })
})
