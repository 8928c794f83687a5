// One login per role through the API, kept as Playwright storage state (the app's stored values).
import { test as setup } from '@playwright/test'
import { ADMIN, CLIENT } from '../support/session'
import { STORAGE_STATE } from '../support/shell'

for (const [role, credentials] of [
  ['admin', ADMIN],
  ['client', CLIENT],
] as const) {
  setup(`log in as ${role}`, async ({ page, request }) => {
    const answer = await request.post('/api/auth/login', { data: credentials })
    if (answer.status() !== 201) throw new Error(`login failed: ${answer.status()} ${await answer.text()}`)
    const body = (await answer.json()) as Record<string, unknown>
    await page.goto('/pages/misc/coming-soon')
    await page.evaluate((session) => {
      for (const key of ['userData', 'accessToken', 'userAbilityRules'])
        localStorage.setItem(`aurum-${key}`, JSON.stringify(session[key]))
    }, body)
    await page.context().storageState({ path: STORAGE_STATE[role] })
  })
}
