// The Content-Security-Policy and frame refusal in Chromium (issue 11): the visitor pages and the API
// reference run under the policy without a console error, /boot.js works before the bundle, another
// origin cannot frame the app, and WebSockets reach only this origin. Every other page is opened
// under the policy by every-route.spec.ts, which echoes violations to the console as this spec does
// (a refusal Chromium reports only as an event, such as a caught `new Function` probe).
import { expect, test, type Page } from '@playwright/test'
import { useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

/** Echoes CSP violation events as console errors, on every document the page loads. */
async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`)
    })
  })
}

/** Opens a page by address under the policy (a clean console without it would prove nothing). */
async function expectCleanPage(page: Page, url: string, errors: string[]) {
  const response = await page.goto(url)
  expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self';")
  await page.waitForLoadState('networkidle')
  await expect(page.locator('#root'), url).not.toBeEmpty()
  expect(errors, url).toEqual([])
}

test.describe('the app under its Content-Security-Policy', () => {
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
