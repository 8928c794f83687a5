// Screenshots of the frame on the CRM dashboard in light, dark and Arabic, attached to the report
// and written to e2e/screenshots for a look by a human (the screenshots project).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { STORAGE_STATE } from '../support/shell'
import { useClientValues } from '../support/session'

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../screenshots')
test.use({ storageState: STORAGE_STATE.admin })

for (const [name, values] of [
  ['light', { language: 'en', theme: 'light' }],
  ['dark', { language: 'en', theme: 'dark' }],
  ['arabic', { language: 'ar', theme: 'light' }],
  ['horizontal-light', { language: 'es', theme: 'light', appContentLayoutNav: 'horizontal' }],
] as const) {
  test(`shell screenshot: ${name}`, { tag: '@screenshots' }, async ({ page }, testInfo) => {
    await useClientValues(page, values)
    // Charts honour reduced motion, so the picture shows them drawn rather than mid-animation.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/dashboards/crm')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('layout-wrapper')).toBeVisible()
    const shot = await page.screenshot({
      path: path.join(folder, `shell-${name}.png`),
    })
    await testInfo.attach(`shell-${name}`, { body: shot, contentType: 'image/png' })
  })
}
