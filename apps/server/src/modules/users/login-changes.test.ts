// Issue 32: one stolen token is not a takeover, and no change locks the organisation out. Through
// the user administration routes one's own email or password moves only with the current password;
// an administrator's change of someone else's email or password signs that user out everywhere and
// tells them by mail (the old address, in their language); and the last active administrator who
// can sign in (a password: the demo admins have none) cannot be deactivated, deleted or demoted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { defineAbilityFor, type UserDetail } from '@aurum/shared'
import { mailOutbox, roles, users } from '../../db/schema/index.js'
import { ADMIN, createTestAppWithLogins, type TestApp } from '../../test/test-app.js'

let api: TestApp
let adminToken: string

beforeAll(async () => {
  ;({ api, adminToken } = await createTestAppWithLogins())
})
afterAll(() => api.close())

let created = 0
/** A new user with a password, made by the seeded admin; `role` admin for those who act themselves. */
async function createUser(
  options: { role?: string; language?: string; status?: string } = {},
): Promise<UserDetail & { password: string }> {
  created++
  const password = `password-of-${created}`
  const answer = await api.request('/api/apps/users', {
    method: 'POST',
    token: adminToken,
    body: {
      fullName: `Login Changer ${created}`,
      username: `login.changer.${created}`,
      email: `login.changer.${created}@example.com`,
      role: options.role ?? 'editor',
      currentPlan: 'team',
      status: options.status ?? 'active',
      language: options.language ?? 'English',
      password,
    },
  })
  expect(answer.status).toBe(201)
  return { ...(answer.json as UserDetail), password }
}

const editable = (user: UserDetail) => {
  const { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language } =
    user
  return { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language }
}

const me = (token: string) => api.request('/api/auth/me', { token })
const storedEmail = async (id: number) =>
  (await api.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email
const mailsTo = (email: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .then((rows) => rows.filter((row) => row.to.some((to) => to.email === email)))

// First: the cases below add administrators who can sign in.
describe('the last active administrator who can sign in', () => {
  let adminId: number
  beforeAll(async () => {
    adminId = (await api.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email)))[0]!.id
    const managerRoles = (await api.db.select().from(roles))
      .filter((role) => defineAbilityFor(role.rules).can('update', 'Role'))
      .map((role) => role.name)
    const activeManagers = (await api.db.select().from(users)).filter(
      (row) => managerRoles.includes(row.role) && row.status === 'active',
    )
    // The case under test: the seeded admin is the only one with a password, while demo admins
    // without one are active too (and must not count).
    expect(activeManagers.filter((row) => row.passwordHash !== null).map((row) => row.id)).toEqual([adminId])
    expect(activeManagers.length).toBeGreaterThan(1)
  })

  const lastManager = { code: 'common.lastManager' }

  it('cannot suspend themselves nor take themselves out of the admin role (409)', async () => {
    const suspend = await api.request(`/api/apps/users/${adminId}/status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'inactive' },
    })
    expect(suspend.status).toBe(409)
    expect(suspend.json).toMatchObject(lastManager)
    const detail = (await api.request(`/api/apps/users/${adminId}`, { token: adminToken })).json as UserDetail
    const demote = await api.request(`/api/apps/users/${adminId}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...editable(detail), role: 'editor' },
    })
    expect(demote.status).toBe(409)
    expect(demote.json).toMatchObject(lastManager)
    expect((await me(adminToken)).status).toBe(200)
  })

  it('cannot be suspended, deleted or demoted by an admin who does not count (pending), nor deactivate their account', async () => {
    // A pending admin signs in and acts, but only active administrators keep the organisation open.
    const pending = await createUser({ role: 'admin', status: 'pending' })
    const pendingToken = await api.login(pending)
    const detail = (await api.request(`/api/apps/users/${adminId}`, { token: adminToken })).json as UserDetail
    const attempts = [
      api.request(`/api/apps/users/${adminId}/status`, {
        method: 'PATCH',
        token: pendingToken,
        body: { status: 'inactive' },
      }),
      api.request(`/api/apps/users/${adminId}`, { method: 'DELETE', token: pendingToken }),
      api.request(`/api/apps/users/${adminId}`, {
        method: 'PUT',
        token: pendingToken,
        body: { ...editable(detail), role: 'editor' },
      }),
    ]
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(409)
      expect(answer.json).toMatchObject(lastManager)
    }
    const deactivate = await api.request('/api/account/deactivate', {
      method: 'POST',
      token: adminToken,
      body: { confirm: true, password: ADMIN.password },
    })
    expect(deactivate.status).toBe(409)
    expect(deactivate.json.code).toBe('account.lastManager')
    const [row] = await api.db.select().from(users).where(eq(users.id, adminId))
    expect(row).toMatchObject({ role: 'admin', status: 'active' })
  })

  it('may go once another active administrator can sign in', async () => {
    const second = await createUser({ role: 'admin' })
    const secondToken = await api.login(second)
    const suspend = await api.request(`/api/apps/users/${adminId}/status`, {
      method: 'PATCH',
      token: secondToken,
      body: { status: 'inactive' },
    })
    expect(suspend.status).toBe(200)
    // ...and now the second is the last one.
    const self = await api.request(`/api/apps/users/${second.id}/status`, {
      method: 'PATCH',
      token: secondToken,
      body: { status: 'inactive' },
    })
    expect(self.status).toBe(409)
    expect(
      (
        await api.request(`/api/apps/users/${adminId}/status`, {
          method: 'PATCH',
          token: secondToken,
          body: { status: 'active' },
        })
      ).status,
    ).toBe(200)
    // Suspending ended the seeded admin's sessions: the cases below sign in again.
    adminToken = await api.login(ADMIN)
  })
})

describe('PUT /api/apps/users/{own id}: a new email of one’s own', () => {
  it('needs the current password (400 when missing or wrong); with it, the other sessions end and this one stays', async () => {
    const self = await createUser({ role: 'admin' })
    const token = await api.login(self)
    const otherSession = await api.login(self)
    const moved = { ...editable(self), email: `moved.${self.username}@example.com` }
    const put = (body: unknown) => api.request(`/api/apps/users/${self.id}`, { method: 'PUT', token, body })

    const missing = await put(moved)
    expect(missing.status).toBe(400)
    expect(missing.json.codes.currentPassword).toEqual([{ code: 'users.currentPasswordRequired' }])
    const wrong = await put({ ...moved, currentPassword: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.codes.currentPassword).toEqual([{ code: 'users.currentPasswordWrong' }])
    // Checked before the email's uniqueness: a borrowed session learns nothing of who is registered.
    const probing = await put({ ...moved, email: ADMIN.email })
    expect(probing.status).toBe(400)
    expect(await storedEmail(self.id)).toBe(self.email)

    const saved = await put({ ...moved, currentPassword: self.password })
    expect(saved.status).toBe(200)
    expect(saved.json.email).toBe(moved.email)
    expect((await me(token)).status).toBe(200)
    expect((await me(otherSession)).status).toBe(401)
    // One's own change is no administrator's: no notice goes out.
    expect(await mailsTo(self.email)).toHaveLength(0)
  })

  it('needs no password for other fields, nor for another case of the same email', async () => {
    const self = await createUser({ role: 'admin' })
    const token = await api.login(self)
    const otherSession = await api.login(self)
    const answer = await api.request(`/api/apps/users/${self.id}`, {
      method: 'PUT',
      token,
      body: { ...editable(self), company: 'Initech', email: self.email.toUpperCase() },
    })
    expect(answer.status).toBe(200)
    expect((await me(otherSession)).status).toBe(200)
  })
})

describe('PUT /api/apps/users/{own id}/password', () => {
  it('needs the current password (400 when missing or wrong); with it, the other sessions end and this one stays', async () => {
    const self = await createUser({ role: 'admin' })
    const token = await api.login(self)
    const otherSession = await api.login(self)
    const put = (body: unknown) =>
      api.request(`/api/apps/users/${self.id}/password`, { method: 'PUT', token, body })
    const next = { password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' }

    const missing = await put(next)
    expect(missing.status).toBe(400)
    expect(missing.json.codes.currentPassword).toEqual([{ code: 'users.currentPasswordRequired' }])
    const wrong = await put({ ...next, currentPassword: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.codes.currentPassword).toEqual([{ code: 'users.currentPasswordWrong' }])
    expect((await me(otherSession)).status).toBe(200)

    expect((await put({ ...next, currentPassword: self.password })).status).toBe(204)
    expect((await me(token)).status).toBe(200)
    expect((await me(otherSession)).status).toBe(401)
    await api.login({ email: self.email, password: next.password })
    expect(await mailsTo(self.email)).toHaveLength(0)
  })
})

describe("an administrator changes someone else's login", () => {
  it('a new email ends all their sessions and tells the old address, in their language', async () => {
    const target = await createUser({ language: 'French' })
    const targetToken = await api.login(target)
    const newEmail = `new.${target.username}@example.com`
    const answer = await api.request(`/api/apps/users/${target.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...editable(target), email: newEmail },
    })
    expect(answer.status).toBe(200)
    expect((await me(targetToken)).status).toBe(401)
    expect((await me(adminToken)).status).toBe(200)

    const [notice, ...more] = await mailsTo(target.email)
    expect(more).toHaveLength(0)
    expect(notice!.subject).toBe('L’adresse e-mail de votre compte Aurum a été modifiée')
    expect(notice!.html).toContain(newEmail)
    expect(notice!.status).toBe('queued')
    // Nothing goes to the new address, which may be the one taking over.
    expect(await mailsTo(newEmail)).toHaveLength(0)
    await api.login({ email: newEmail, password: target.password })
  })

  it('a new password ends all their sessions and tells them, in their language', async () => {
    const target = await createUser({ language: 'Arabic' })
    const targetToken = await api.login(target)
    const answer = await api.request(`/api/apps/users/${target.id}/password`, {
      method: 'PUT',
      token: adminToken,
      body: { password: 'set-by-the-admin', confirmPassword: 'set-by-the-admin' },
    })
    expect(answer.status).toBe(204)
    expect((await me(targetToken)).status).toBe(401)
    const [notice] = await mailsTo(target.email)
    expect(notice!.subject).toBe('تم تغيير كلمة مرور حسابك في Aurum')
    expect(notice!.html).toContain('dir="rtl"')
  })

  it('an edit that keeps the email keeps their sessions and sends nothing', async () => {
    const target = await createUser()
    const targetToken = await api.login(target)
    const answer = await api.request(`/api/apps/users/${target.id}`, {
      method: 'PUT',
      token: adminToken,
      body: { ...editable(target), company: 'Umbrella' },
    })
    expect(answer.status).toBe(200)
    expect((await me(targetToken)).status).toBe(200)
    expect(await mailsTo(target.email)).toHaveLength(0)
  })
})
