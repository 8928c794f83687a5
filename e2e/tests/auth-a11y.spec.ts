// axe-core on the authentication, frame and dashboard pages of issue 3 items 9–11, in light and
// dark: no serious or critical violation, and no console error (shell-quality checks the others).
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, CLIENT, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

type Visit = {
  path: string
  as: 'visitor' | 'admin' | 'client'
  ready: (page: Page) => Promise<void>
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
}

const VISITS: Visit[] = [
  { path: '/login', as: 'visitor', ready: heading('Welcome to Aurum!') },
  { path: '/register', as: 'visitor', ready: heading('Adventure starts here') },
  { path: '/not-authorized', as: 'visitor', ready: heading('You are not authorized!') },
  { path: '/access-control', as: 'client', ready: heading('Access control') },
  {
    path: '/dashboards/crm',
    as: 'admin',
    ready: async (page) => {
      await heading('CRM dashboard')(page)
      await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible()
      // Charts drawn: ApexCharts (loaded on demand) has put its chart in the box.
      await expect(page.getByRole('application', { name: /bar chart/ })).toBeVisible({ timeout: 15_000 })
    },
  },
]

for (const theme of ['light', 'dark'] as const) {
  for (const visit of VISITS) {
    test(`${visit.path} as ${visit.as} in ${theme}: no serious or critical axe violation, no console error`, async ({
      page,
      request,
    }) => {
      // axe walks every node (the dashboard's chart SVGs are thousands): give it time on a busy CI.
      test.slow()
      await useClientValues(page, { language: 'en', theme })
      if (visit.as !== 'visitor') await logInByApi(page, request, visit.as === 'admin' ? ADMIN : CLIENT)
      const errors = captureErrors(page)
      await page.goto(visit.path)
      await visit.ready(page)
      await expectNoSeriousAxeViolation(page, { label: visit.path })
      expect(errors, visit.path).toEqual([])
    })
  }
}
