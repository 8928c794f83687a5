// Shared e2e helpers: stored client values (language, theme) set before the app starts, and a
// logged-in session obtained from the API instead of typing the form in every test.
import type { APIRequestContext, Page } from '@playwright/test'

export const ADMIN = { email: 'admin@demo.com', password: 'admin' } as const
export const CLIENT = { email: 'client@demo.com', password: 'client' } as const

export type ClientValues = { language?: 'es' | 'en' | 'fr' | 'ar'; theme?: 'light' | 'dark' | 'system' }

/** Writes `aurum-` stored values before the app's scripts run, on the first load of the tab. */
export async function useClientValues(
  page: Page,
  values: ClientValues & Record<string, unknown>,
): Promise<void> {
  // Once per tab: a later reload must see what the app itself stored (e.g. after logging out).
  const marker = `e2e-values-${Math.random().toString(36).slice(2)}`
  await page.addInitScript(
    ({ entries, marker }) => {
      if (sessionStorage.getItem(marker)) return
      for (const [key, value] of Object.entries(entries))
        localStorage.setItem(`aurum-${key}`, JSON.stringify(value))
      sessionStorage.setItem(marker, '1')
    },
    { entries: values, marker },
  )
}

/** Logs in through the API and stores the answer as the app does after the login form. */
export async function logInByApi(
  page: Page,
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const answer = await request.post('/api/auth/login', { data: credentials })
  if (answer.status() !== 201) throw new Error(`login failed: ${answer.status()} ${await answer.text()}`)
  const body = (await answer.json()) as { userData: unknown; accessToken: string; userAbilityRules: unknown }
  await useClientValues(page, {
    userData: body.userData,
    accessToken: body.accessToken,
    userAbilityRules: body.userAbilityRules,
  })
}

export type CreatedUser = { id: number; email: string; password: string; fullName: string; username: string }

/**
 * A user of its own for a test, created by the demo admin through the API, so a test starts from an
 * empty mailbox, chat or course list whatever ran before. `label` starts the handle and the name.
 */
export async function createUserByApi(
  request: APIRequestContext,
  {
    label,
    role = 'admin',
    name = 'Ada',
    plan = 'team',
  }: { label: string; role?: string; name?: string; plan?: string },
): Promise<CreatedUser> {
  const login = await request.post('/api/auth/login', { data: ADMIN })
  if (login.status() !== 201) throw new Error(`admin login failed: ${login.status()} ${await login.text()}`)
  const { accessToken } = (await login.json()) as { accessToken: string }
  const username = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const user = {
    email: `${username}@aurum.example`,
    password: `Pw-${username}`,
    fullName: `${name} ${username}`,
    username,
  }
  const answer = await request.post('/api/apps/users', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: {
      fullName: user.fullName,
      username,
      email: user.email,
      role,
      currentPlan: plan,
      status: 'active',
      password: user.password,
    },
  })
  if (answer.status() !== 201) throw new Error(`user not created: ${answer.status()} ${await answer.text()}`)
  const created = (await answer.json()) as { id?: number; user?: { id: number } }
  return { ...user, id: created.id ?? created.user?.id ?? 0 }
}
