// Nobody gains or removes power they do not hold (issue 11): holding `update` on User or Role is
// not the power to take over a stronger user or to empty a stronger role. Each attack below was
// run against the server before the fix and succeeded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { verifyPassword } from '../../auth/password.js'
import { roles, sessions, users } from '../../db/schema/index.js'
import { ADMIN, createTestApp, type TestApp } from '../../test/test-app.js'

let api: TestApp
let adminToken: string
let adminId: number

beforeAll(async () => {
  api = await createTestApp()
  adminToken = await api.login(ADMIN)
  adminId = (await api.request('/api/auth/me', { token: adminToken })).json.userData.id
})
afterAll(() => api.close())

type Init = { method?: string; body?: unknown }
const asAdmin = (path: string, init: Init = {}) => api.request(path, { ...init, token: adminToken })

let counter = 0
async function createRole(name: string, permissions: Record<string, string[]>) {
  const answer = await asAdmin('/api/apps/roles', { method: 'POST', body: { name, permissions } })
  expect(answer.status).toBe(201)
  return answer.json.id as number
}
async function createUser(role: string) {
  counter += 1
  const email = `escalation.${counter}@example.com`
  const created = await asAdmin('/api/apps/users', {
    method: 'POST',
    body: {
      fullName: `Escalation ${counter}`,
      username: `escalation.${counter}`,
      email,
      role,
      currentPlan: 'basic',
      status: 'active',
      password: 'secret-pass-1',
    },
  })
  expect(created.status).toBe(201)
  const token = await api.login({ email, password: 'secret-pass-1' })
  return {
    id: created.json.id as number,
    email,
    token,
    as: (path: string, init: Init = {}) => api.request(path, { ...init, token }),
  }
}
const editable = (user: Record<string, unknown>) => {
  const { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language } =
    user
  return { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language }
}

describe('a user manager without the abilities of the admin role', () => {
  let keeper: Awaited<ReturnType<typeof createUser>>
  let weak: Awaited<ReturnType<typeof createUser>>
  beforeAll(async () => {
    await createRole('user-keeper', { User: ['read', 'update', 'delete'] })
    await createRole('user-reader', { User: ['read'] })
    keeper = await createUser('user-keeper')
    weak = await createUser('user-reader')
  })

  it("cannot set the admin's password, and the admin's password stays", async () => {
    const answer = await keeper.as(`/api/apps/users/${adminId}/password`, {
      method: 'PUT',
      body: { password: 'taken-over-1', confirmPassword: 'taken-over-1' },
    })
    expect(answer.status).toBe(403)
    expect(answer.json.message).toMatch(/abilities you do not have/)
    expect(
      (
        await api.request('/api/auth/login', {
          method: 'POST',
          body: { email: ADMIN.email, password: 'taken-over-1' },
        })
      ).status,
    ).toBe(400)
    const [admin] = await api.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, adminId))
    expect(await verifyPassword(ADMIN.password, admin!.passwordHash!)).toBe(true)
    // The admin's token still works: nothing was revoked.
    expect((await asAdmin('/api/auth/me')).status).toBe(200)
  })

  it("cannot change the admin's email, role or status, their settings or sessions, nor delete them", async () => {
    const admin = (await asAdmin(`/api/apps/users/${adminId}`)).json
    const attempts: [string, Init][] = [
      [
        `/api/apps/users/${adminId}`,
        { method: 'PUT', body: { ...editable(admin), email: 'mine@example.com' } },
      ],
      [`/api/apps/users/${adminId}`, { method: 'PUT', body: { ...editable(admin), status: 'inactive' } }],
      [`/api/apps/users/${adminId}`, { method: 'PUT', body: { ...editable(admin), role: 'user-reader' } }],
      [`/api/apps/users/${adminId}/status`, { method: 'PATCH', body: { status: 'inactive' } }],
      [`/api/apps/users/${adminId}/settings`, { method: 'PUT', body: { twoStepEnabled: false } }],
      [`/api/apps/users/${adminId}/sessions/any-session`, { method: 'DELETE' }],
      [`/api/apps/users/${adminId}`, { method: 'DELETE' }],
    ]
    for (const [path, init] of attempts)
      expect((await keeper.as(path, init)).status, `${init.method} ${path}`).toBe(403)
    const [stored] = await api.db.select().from(users).where(eq(users.id, adminId))
    expect(stored).toMatchObject({ email: admin.email, role: 'admin', status: 'active' })
  })

  it('manages a user whose role it holds entirely, without a false "your own right" 409', async () => {
    const reset = await keeper.as(`/api/apps/users/${weak.id}/password`, {
      method: 'PUT',
      body: { password: 'new-secret-2', confirmPassword: 'new-secret-2' },
    })
    expect(reset.status).toBe(204)
    expect((await api.request('/api/auth/me', { token: weak.token })).status).toBe(401)
    // Before the fix, a role that cannot administer roles got 409 "would take away your own right".
    const suspended = await keeper.as(`/api/apps/users/${weak.id}/status`, {
      method: 'PATCH',
      body: { status: 'inactive' },
    })
    expect(suspended.status).toBe(200)
    expect(suspended.json.status).toBe('inactive')
    expect((await keeper.as(`/api/apps/users/${weak.id}`, { method: 'DELETE' })).status).toBe(204)
    expect(await api.db.select().from(users).where(eq(users.id, weak.id))).toHaveLength(0)
  })
})

describe('a role manager without the abilities of the admin role', () => {
  let keeper: Awaited<ReturnType<typeof createUser>>
  let adminRoleId: number
  beforeAll(async () => {
    await createRole('role-keeper', { Role: ['read', 'update', 'delete'], Dashboard: ['read'] })
    keeper = await createUser('role-keeper')
    const [admin] = await api.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'))
    adminRoleId = admin!.id
  })

  it('cannot empty, rename or delete the admin role, which keeps manage all', async () => {
    for (const body of [
      { name: 'admin', permissions: {} },
      { name: 'admin', permissions: { Dashboard: ['read'] } },
      { name: 'former-admin', manageAll: true },
    ]) {
      const answer = await keeper.as(`/api/apps/roles/${adminRoleId}`, { method: 'PUT', body })
      expect(answer.status).toBe(403)
      expect(answer.json.message).toMatch(/abilities you do not have/)
    }
    expect((await keeper.as(`/api/apps/roles/${adminRoleId}`, { method: 'DELETE' })).status).toBe(403)
    const [stored] = await api.db.select().from(roles).where(eq(roles.id, adminRoleId))
    expect(stored).toMatchObject({ name: 'admin', rules: [{ action: 'manage', subject: 'all' }] })
  })

  it('changes and deletes roles it holds entirely', async () => {
    const weakRole = await createRole('dashboard-viewer', { Dashboard: ['read'] })
    const renamed = await keeper.as(`/api/apps/roles/${weakRole}`, {
      method: 'PUT',
      body: { name: 'dashboard-watcher', permissions: { Dashboard: ['read'] } },
    })
    expect(renamed.status).toBe(200)
    expect((await keeper.as(`/api/apps/roles/${weakRole}`, { method: 'DELETE' })).status).toBe(204)
  })
})

describe('the "your own right to manage roles" 409', () => {
  it('still protects an actor who could administer roles before the change', async () => {
    const admin = (await asAdmin(`/api/apps/users/${adminId}`)).json
    const demoted = await asAdmin(`/api/apps/users/${adminId}`, {
      method: 'PUT',
      body: { ...editable(admin), role: 'editor' },
    })
    expect(demoted.status).toBe(409)
    expect(demoted.json.message).toMatch(/your own right/)
    const [stored] = await api.db.select({ role: users.role }).from(users).where(eq(users.id, adminId))
    expect(stored!.role).toBe('admin')
    expect(await api.db.select().from(sessions).where(eq(sessions.userId, adminId))).not.toHaveLength(0)
  })
})
