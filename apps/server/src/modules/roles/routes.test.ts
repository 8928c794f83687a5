import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { permissions, roles, users } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'
import { itRefusesVisitorsAndClients } from '../../test/route-permissions.js'

const signedIn = useTestAppWithLogins()
const { api, tokens } = signedIn

const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  api.request(path, { ...init, token: tokens.admin })

let uniqueCounter = 0
async function createUserWithRole(role: string) {
  uniqueCounter += 1
  const email = `role.user.${uniqueCounter}@example.com`
  const created = await asAdmin('/api/apps/users', {
    method: 'POST',
    body: {
      fullName: `Role User ${uniqueCounter}`,
      username: `role.user.${uniqueCounter}`,
      email,
      role,
      currentPlan: 'basic',
      status: 'active',
      password: 'secret-pass-1',
    },
  })
  expect(created.status).toBe(201)
  return { id: created.json.id as number, token: await api.login({ email, password: 'secret-pass-1' }) }
}

describe('permissions of /api/apps/roles', () => {
  const cases = [
    { method: 'GET', path: '/api/apps/roles' },
    { method: 'GET', path: '/api/apps/roles/1' },
    { method: 'POST', path: '/api/apps/roles', body: { name: 'matrix-role' } },
    { method: 'PUT', path: '/api/apps/roles/1', body: { name: 'admin', manageAll: true } },
    { method: 'DELETE', path: '/api/apps/roles/999' },
  ]
  itRefusesVisitorsAndClients(signedIn, cases)
})

describe('GET /api/apps/roles', () => {
  it('lists every role with its matrix, its user count and up to four of its users', async () => {
    const answer = await asAdmin('/api/apps/roles')
    expect(answer.status).toBe(200)
    const stored = await api.db.select().from(roles)
    const everyone = await api.db.select({ id: users.id, role: users.role }).from(users)
    expect(answer.json.roles.map((role: { name: string }) => role.name).sort()).toEqual(
      stored.map((role) => role.name).sort(),
    )
    for (const role of answer.json.roles) {
      const holders = everyone
        .filter((user) => user.role === role.name)
        .map((user) => user.id)
        .sort((a, b) => a - b)
      expect(role.userCount).toBe(holders.length)
      expect(role.users.map((user: { id: number }) => user.id)).toEqual(holders.slice(0, 4))
    }
    const admin = answer.json.roles.find((role: { name: string }) => role.name === 'admin')
    expect(admin.manageAll).toBe(true)
    const client = answer.json.roles.find((role: { name: string }) => role.name === 'client')
    expect(client.permissions).toEqual({ AclDemo: ['read'] })
  })
  it('404 for an unknown role, 400 for a bad id', async () => {
    expect((await asAdmin('/api/apps/roles/999999')).status).toBe(404)
    expect((await asAdmin('/api/apps/roles/abc')).status).toBe(400)
  })
})

describe('a role with read on Product only', () => {
  it('lets its user list products and refuses everything else, on the server; a change of its rules applies on the next request', async () => {
    const created = await asAdmin('/api/apps/roles', {
      method: 'POST',
      body: { name: 'catalogue-reader', description: 'Reads products', permissions: { Product: ['read'] } },
    })
    expect(created.status).toBe(201)
    expect(created.json.rules).toEqual([{ action: 'read', subject: 'Product' }])
    const reader = await createUserWithRole('catalogue-reader')
    const asReader = (path: string, init: { method?: string; body?: unknown } = {}) =>
      api.request(path, { ...init, token: reader.token })

    expect((await asReader('/api/apps/ecommerce/products')).status).toBe(200)
    for (const path of [
      '/api/apps/ecommerce/orders',
      '/api/apps/ecommerce/customers',
      '/api/apps/users',
      '/api/apps/roles',
      '/api/apps/permissions',
    ]) {
      expect((await asReader(path)).status, path).toBe(403)
    }
    const writes = [
      { method: 'POST', path: '/api/apps/ecommerce/products', body: {} },
      { method: 'PUT', path: '/api/apps/ecommerce/products/1', body: {} },
      { method: 'DELETE', path: '/api/apps/ecommerce/products/1' },
      { method: 'DELETE', path: '/api/apps/ecommerce/orders/1' },
      { method: 'POST', path: '/api/apps/users', body: {} },
      { method: 'POST', path: '/api/apps/roles', body: { name: 'x' } },
      { method: 'DELETE', path: '/api/apps/permissions/1' },
    ]
    for (const write of writes)
      expect((await asReader(write.path, write)).status, `${write.method} ${write.path}`).toBe(403)

    // The admin widens the role: the same token may now read orders, with no new login.
    const widened = await asAdmin(`/api/apps/roles/${created.json.id}`, {
      method: 'PUT',
      body: { name: 'catalogue-reader', permissions: { Product: ['read'], Order: ['read'] } },
    })
    expect(widened.status).toBe(200)
    expect((await asReader('/api/apps/ecommerce/orders')).status).toBe(200)
    // …and narrows it again: refused at once.
    await asAdmin(`/api/apps/roles/${created.json.id}`, {
      method: 'PUT',
      body: { name: 'catalogue-reader', permissions: {} },
    })
    expect((await asReader('/api/apps/ecommerce/products')).status).toBe(403)
    // The login answer carries the stored rules too.
    const me = await asReader('/api/auth/me')
    expect(me.json.userAbilityRules).toEqual([])
  })
})

describe('writing roles', () => {
  it('refuses a taken name (409) and a bad name (400)', async () => {
    expect((await asAdmin('/api/apps/roles', { method: 'POST', body: { name: 'editor' } })).status).toBe(409)
    const bad = await asAdmin('/api/apps/roles', { method: 'POST', body: { name: 'Bad Name!' } })
    expect(bad.status).toBe(400)
    expect(bad.json.errors.name).toBeDefined()
    const badMatrix = await asAdmin('/api/apps/roles', {
      method: 'POST',
      body: { name: 'ok-name', permissions: { Nope: ['read'] } },
    })
    expect(badMatrix.status).toBe(400)
  })
  it('renames a role: its users and the permissions naming it follow', async () => {
    const role = await asAdmin('/api/apps/roles', {
      method: 'POST',
      body: { name: 'to-rename', permissions: { AclDemo: ['read'] } },
    })
    const holder = await createUserWithRole('to-rename')
    const [permission] = await api.db
      .insert(permissions)
      .values({ name: 'Renamed role permission', assignedTo: ['to-rename'] })
      .returning()
    const renamed = await asAdmin(`/api/apps/roles/${role.json.id}`, {
      method: 'PUT',
      body: { name: 'renamed', permissions: { AclDemo: ['read'] } },
    })
    expect(renamed.status).toBe(200)
    const [user] = await api.db.select({ role: users.role }).from(users).where(eq(users.id, holder.id))
    expect(user!.role).toBe('renamed')
    const [after] = await api.db.select().from(permissions).where(eq(permissions.id, permission!.id))
    expect(after!.assignedTo).toEqual(['renamed'])
  })
  it('deletes a role nobody holds and removes it from permissions; refuses one with users', async () => {
    const role = await asAdmin('/api/apps/roles', { method: 'POST', body: { name: 'short-lived' } })
    const [permission] = await api.db
      .insert(permissions)
      .values({ name: 'Short-lived permission', assignedTo: ['short-lived', 'admin'] })
      .returning()
    expect((await asAdmin(`/api/apps/roles/${role.json.id}`, { method: 'DELETE' })).status).toBe(204)
    const [after] = await api.db.select().from(permissions).where(eq(permissions.id, permission!.id))
    expect(after!.assignedTo).toEqual(['admin'])
    const editor = (await asAdmin('/api/apps/roles')).json.roles.find(
      (candidate: { name: string }) => candidate.name === 'editor',
    )
    const refused = await asAdmin(`/api/apps/roles/${editor.id}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toMatch(/still have this role/)
    expect((await asAdmin('/api/apps/roles/999999', { method: 'DELETE' })).status).toBe(404)
  })
})

describe('nobody locks the organisation or themselves out', () => {
  it('refuses to take role administration away from the only role that has it, and changes nothing', async () => {
    const admin = (await asAdmin('/api/apps/roles')).json.roles.find(
      (role: { name: string }) => role.name === 'admin',
    )
    const answer = await asAdmin(`/api/apps/roles/${admin.id}`, {
      method: 'PUT',
      body: { name: 'admin', permissions: { Dashboard: ['read'] } },
    })
    expect(answer.status).toBe(409)
    const [stored] = await api.db.select().from(roles).where(eq(roles.id, admin.id))
    expect(stored!.rules).toEqual([{ action: 'manage', subject: 'all' }])
  })
  it('refuses an admin changing their own role or suspending themselves, allows it for someone else', async () => {
    const me = await asAdmin('/api/auth/me')
    const self = (await asAdmin(`/api/apps/users/${me.json.userData.id}`)).json
    const demoted = await asAdmin(`/api/apps/users/${self.id}`, {
      method: 'PUT',
      body: { ...pickEditable(self), role: 'editor' },
    })
    expect(demoted.status).toBe(409)
    expect(
      (await asAdmin(`/api/apps/users/${self.id}/status`, { method: 'PATCH', body: { status: 'inactive' } }))
        .status,
    ).toBe(409)
    const other = await createUserWithRole('admin')
    expect(
      (await asAdmin(`/api/apps/users/${other.id}/status`, { method: 'PATCH', body: { status: 'inactive' } }))
        .status,
    ).toBe(200)
    // Suspending ended the other admin's sessions.
    expect((await api.request('/api/auth/me', { token: other.token })).status).toBe(401)
  })
  it('refuses to grant abilities the acting user does not hold (403)', async () => {
    await asAdmin('/api/apps/roles', {
      method: 'POST',
      body: {
        name: 'role-clerk',
        permissions: { Role: ['read', 'create'], User: ['read', 'create'], Product: ['read'] },
      },
    })
    const clerk = await createUserWithRole('role-clerk')
    const asClerk = (path: string, body: unknown) =>
      api.request(path, { method: 'POST', body, token: clerk.token })
    expect(
      (await asClerk('/api/apps/roles', { name: 'wider', permissions: { Product: ['read', 'delete'] } }))
        .status,
    ).toBe(403)
    expect(
      (await asClerk('/api/apps/roles', { name: 'narrower', permissions: { Product: ['read'] } })).status,
    ).toBe(201)
    const escalate = await asClerk('/api/apps/users', {
      fullName: 'Escalated',
      username: 'escalated.user',
      email: 'escalated@example.com',
      role: 'admin',
      currentPlan: 'basic',
    })
    expect(escalate.status).toBe(403)
  })
})

function pickEditable(user: Record<string, unknown>) {
  const { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language } =
    user
  return { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language }
}
