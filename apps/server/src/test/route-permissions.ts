// The permission checks every admin-only route table repeats: 401 without a token, 403 for the demo
// client, and the admin's expected status. Called inside a describe, as its it.each tests.
import { expect, it } from 'vitest'
import type { SignedInTestApp } from './test-app.js'

export type RoutePermissionCase = {
  /** The test title's label; `METHOD path` when absent. */
  name?: string
  method: string
  path: string
  body?: unknown
  /** The admin's status; without it, only the refusals are checked. */
  admin?: number
}

export function itRefusesVisitorsAndClients(
  app: Pick<SignedInTestApp, 'api' | 'admin' | 'client'>,
  cases: RoutePermissionCase[],
) {
  const labelled = cases.map((route) => ({ ...route, label: route.name ?? `${route.method} ${route.path}` }))
  it.each(labelled)('$label: 401 for a visitor, 403 for the client', async ({ method, path, body }) => {
    expect((await app.api.request(path, { method, body })).status).toBe(401)
    expect((await app.client(path, { method, body })).status).toBe(403)
  })
  const withAdminStatus = labelled.filter((route) => route.admin !== undefined)
  if (withAdminStatus.length > 0)
    it.each(withAdminStatus)('$label: allowed for the admin', async ({ method, path, body, admin }) => {
      expect((await app.admin(path, { method, body })).status).toBe(admin)
    })
}
