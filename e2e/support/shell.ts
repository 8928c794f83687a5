// Helpers of the application-frame specs: per-role storage state, console error capture, the
// customizer as a page object.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page } from '@playwright/test'

// The run's folder (playwright.config.ts); e2e/.auth when a spec is loaded without that config.
const authDir = path.join(
  process.env.E2E_RUN_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  '.auth',
)
export const STORAGE_STATE = {
  admin: path.join(authDir, 'admin.json'),
  client: path.join(authDir, 'client.json'),
} as const

/** Collects console errors and uncaught exceptions of a page. */
export function captureErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** The location a page ended on: path and parsed query. */
/**
 * Moves to a path as the app's own links do, in the same document: a history entry and its
 * popstate, which React Router follows (the bundle is not loaded again).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
}

export function where(page: Page): { pathname: string; query: Record<string, string> } {
  const url = new URL(page.url())
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) }
}

export class Customizer {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.getByTestId('customizer-toggle').click()
    await expect(this.drawer).toBeVisible()
  }

  get drawer(): Locator {
    return this.page.getByRole('presentation').filter({ has: this.page.locator('#customizer-title') })
  }

  async choose(setting: string, option: string) {
    await this.page
      .getByTestId(`customizer-${setting}`)
      .getByRole('button', { name: option, exact: true })
      .click()
  }

  async close() {
    await this.page.keyboard.press('Escape')
    await expect(this.drawer).toBeHidden()
  }
}

export async function storedValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(`aurum-${name}`) ?? 'null'), key)
}
